import { useMutation, type AnyVariables, type CombinedError, type DocumentInput } from 'urql';
import { siteAdminContext } from './createApiClient';

/** A mutation answering with the row it wrote or deleted as its one root field (null when no row matched). */
export type RowMutation<Row, Variables extends AnyVariables> = DocumentInput<Record<string, Row | null | undefined>, Variables>;

/** How a write went: the row it answered with, refused by the API (`error`), or no such row (neither). */
export type RowOutcome<Row> = { row: Row; error?: undefined } | { row?: undefined; error?: CombinedError };

/** The outcome of a mutation from its error and the row it answered with, whatever the root field's name. */
export function rowOutcome<Row>(result: { error?: CombinedError; data?: Record<string, Row | null | undefined> }): RowOutcome<Row> {
  if (result.error) return { error: result.error };
  const row = result.data && Object.values(result.data)[0];
  return row ? { row } : {};
}

/**
 * Inserts (no `id`; `extra` added to the new row's fields) or updates one table's row as site_admin, with the
 * mutations' variables `object`, and `id` and `set`.
 */
export function useSaveRow<Changes extends object, Row>(
  insert: RowMutation<Row, { object: Changes }>,
  update: RowMutation<Row, { id: string; set: Changes }>,
  extra: object = {},
) {
  const [, insertRow] = useMutation(insert);
  const [, updateRow] = useMutation(update);
  return async (id: string | null | undefined, changes: Changes): Promise<RowOutcome<Row>> =>
    rowOutcome(
      await (id ? updateRow({ id, set: changes }, siteAdminContext) : insertRow({ object: { ...changes, ...extra } }, siteAdminContext)),
    );
}
