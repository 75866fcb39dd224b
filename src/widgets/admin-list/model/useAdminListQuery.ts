import type { TypedDocumentNode } from 'urql';
import { siteAdminContext, useAdminQuery, useKeysetPages } from '@/shared/api';
import { apiErrorMessage } from '@/shared/lib/api-error';
import type { AdminListState } from '../ui/AdminList';

/** A row of an admin table, ordered by created_at then id (its keyset cursor). */
export interface ListRow {
  id: string;
  created_at: string;
}

/** The first page's count of the rows matching the filters (a later page skips it). */
export interface Matching {
  matching?: { aggregate?: { count: number } | null };
}

export interface AdminListQueryArgs<Key extends string, Row extends ListRow, Where, Data> {
  /**
   * The list's rows by `where`, with the page's counts unless `later` (a later page, the cursor added to `where`): each
   * count field `@skip(if: $later)` by itself, as an inline fragment would carry urql's __typename, which the
   * allow-list (as Hasura's) does not drop there.
   */
  query: TypedDocumentNode<Data & Matching & Record<Key, readonly Row[]>, { where: Where; limit: number; later?: boolean }>;
  /** The field of the answer that holds the rows. */
  rows: Key;
  where: Where;
  pageSize: number;
  /** The failure's text in the page's words, from the API's message. */
  failed: (message: string) => string;
}

/**
 * An admin table's rows as site_admin: the first page (with the page's counts) and later ones by keyset (the rows
 * after the last one shown, in the table's order with id as the tiebreak), with `reload` to read the first page
 * again after a change, and `list`, the AdminList's state.
 */
export function useAdminListQuery<Key extends string, Row extends ListRow, Where, Data>({
  query,
  rows,
  where,
  pageSize,
  failed,
}: AdminListQueryArgs<Key, Row, Where, Data>) {
  const [result, reload] = useAdminQuery(query, { where, limit: pageSize + 1 });
  const after = ({ created_at: at, id }: Row) => ({ _or: [{ created_at: { _lt: at } }, { created_at: { _eq: at }, id: { _gt: id } }] });
  const later = useKeysetPages({
    key: JSON.stringify(where),
    first: result.data?.[rows],
    pageSize,
    query,
    // The list's own where clause type has _and, created_at and id (every admin table's does).
    variables: (last: Row) => ({ where: { _and: [where, after(last)] } as Where, limit: pageSize + 1, later: true }),
    rowsOf: (data) => data[rows],
    context: siteAdminContext,
  });
  const list: AdminListState<Row> = {
    rows: later.shown,
    matching: result.data?.matching?.aggregate?.count ?? 0,
    fetching: result.fetching || later.fetching,
    failure: result.error && !result.data ? failed(apiErrorMessage(result.error)) : null,
    onRetry: reload,
    onMore: later.loadMore,
  };
  return { result, reload, list };
}
