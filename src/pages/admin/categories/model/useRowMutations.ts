import { useMutation, type AnyVariables, type CombinedError, type DocumentInput } from 'urql';
import { siteAdminContext } from '@/shared/api';

/** A mutation answering with the row it wrote or deleted as its one root field (null when no row matched the id). */
type RowMutation<Variables extends AnyVariables> = DocumentInput<Record<string, { id: string } | null | undefined>, Variables>;

/** How a save or delete went: done, refused by the API (`error`), or no such row any more (no `error`). */
export type WriteOutcome = { ok: true } | { ok: false; error?: CombinedError };

/** Creating or updating (`id` null: a new row) and deleting one table's rows. */
export interface RowMutations<Changes> {
  save: (id: string | null, changes: Changes) => Promise<WriteOutcome>;
  remove: (id: string) => Promise<WriteOutcome>;
}

/** The outcome of a mutation from its error and the row it answered with, whatever the root field's name. */
function outcomeOf(result: { error?: CombinedError; data?: Record<string, unknown> }): WriteOutcome {
  if (result.error) return { ok: false, error: result.error };
  return result.data && Object.values(result.data)[0] ? { ok: true } : { ok: false };
}

/** Creating (with `extra` added to a new row's fields), updating and deleting one table's rows as site_admin. */
export function useRowMutations<Changes extends object>(
  insert: RowMutation<{ object: Changes }>,
  update: RowMutation<{ id: string; changes: Changes }>,
  remove: RowMutation<{ id: string }>,
  extra: object = {},
): RowMutations<Changes> {
  const [, insertRow] = useMutation(insert);
  const [, updateRow] = useMutation(update);
  const [, deleteRow] = useMutation(remove);
  return {
    save: async (id, changes) =>
      outcomeOf(
        await (id === null
          ? insertRow({ object: { ...changes, ...extra } }, siteAdminContext)
          : updateRow({ id, changes }, siteAdminContext)),
      ),
    remove: async (id) => outcomeOf(await deleteRow({ id }, siteAdminContext)),
  };
}
