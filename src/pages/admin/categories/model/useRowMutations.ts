import { useMutation, type AnyVariables, type DocumentInput } from 'urql';
import { siteAdminContext } from '@/shared/api';
import { writeOutcome, type WriteOutcome } from './writeOutcome';

/** A mutation answering with the row it wrote or deleted as its one root field (null when no row matched the id). */
type RowMutation<Variables extends AnyVariables> = DocumentInput<Record<string, { id: string } | null | undefined>, Variables>;

/** The row its mutation answered with, whatever the root field's name. */
const rowOf = (data: Record<string, unknown> | undefined) => (data ? Object.values(data)[0] : undefined);

/** Creating (with `extra` added to a new row's fields), updating and deleting one table's rows as site_admin. */
export function useRowMutations<Changes extends object>(
  insert: RowMutation<{ object: Changes }>,
  update: RowMutation<{ id: string; changes: Changes }>,
  remove: RowMutation<{ id: string }>,
  extra: object = {},
) {
  const [, insertRow] = useMutation(insert);
  const [, updateRow] = useMutation(update);
  const [, deleteRow] = useMutation(remove);
  return {
    /** Creates the row when `id` is null, else updates that one. */
    async save(id: string | null, changes: Changes): Promise<WriteOutcome> {
      const result = await (id === null
        ? insertRow({ object: { ...changes, ...extra } }, siteAdminContext)
        : updateRow({ id, changes }, siteAdminContext));
      return writeOutcome(result.error, rowOf(result.data));
    },
    async remove(id: string): Promise<WriteOutcome> {
      const result = await deleteRow({ id }, siteAdminContext);
      return writeOutcome(result.error, rowOf(result.data));
    },
  };
}
