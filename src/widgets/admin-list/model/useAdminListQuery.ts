import { useQuery, type TypedDocumentNode } from 'urql';
import { siteAdminContext, useKeysetPages } from '@/shared/api';
import { apiErrorMessage } from '@/shared/lib/api-error';
import type { AdminListState } from '../ui/AdminList';

/** A row of an admin table, ordered by created_at then id (its keyset cursor). */
interface ListRow {
  id: string;
  created_at: string;
}

/** The first page's count of the rows matching the filters. */
interface Matching {
  matching: { aggregate?: { count: number } | null };
}

export interface AdminListQueryArgs<Key extends string, Row extends ListRow, Where, Data, AfterData> {
  /** The first page with the page's counts, as site_admin. */
  query: TypedDocumentNode<Data & Matching & Record<Key, readonly Row[]>, { where: Where; limit: number }>;
  /** A later page: the rows after the last one shown. */
  afterQuery: TypedDocumentNode<AfterData & Record<Key, readonly Row[]>, { where: Where; afterAt: string; afterId: string; limit: number }>;
  /** The field of both answers that holds the rows. */
  rows: Key;
  where: Where;
  pageSize: number;
  /** What starts the list again from its first page; the where clause when absent. */
  key?: string;
  /** The failure's text in the page's words, from the API's message. */
  failed: (message: string) => string;
}

/**
 * An admin table's rows as site_admin: the first page (with the page's counts) and later ones by keyset, with
 * `reload` to read the first page again after a change, and `list`, the AdminList's state.
 */
export function useAdminListQuery<Key extends string, Row extends ListRow, Where, Data, AfterData>({
  query,
  afterQuery,
  rows,
  where,
  pageSize,
  key,
  failed,
}: AdminListQueryArgs<Key, Row, Where, Data, AfterData>) {
  const [result, reexecute] = useQuery({
    query,
    variables: { where, limit: pageSize + 1 },
    context: siteAdminContext,
    requestPolicy: 'cache-and-network',
  });
  const later = useKeysetPages({
    key: key ?? JSON.stringify(where),
    first: result.data?.[rows],
    pageSize,
    query: afterQuery,
    variables: (last: Row) => ({ where, afterAt: last.created_at, afterId: last.id, limit: pageSize + 1 }),
    rowsOf: (data) => data[rows],
    context: siteAdminContext,
  });
  const reload = () => reexecute({ requestPolicy: 'cache-and-network' });
  const list: AdminListState<Row> = {
    rows: later.shown,
    matching: result.data?.matching.aggregate?.count ?? 0,
    fetching: result.fetching || later.fetching,
    failure: result.error && !result.data ? failed(apiErrorMessage(result.error)) : null,
    onRetry: reload,
    onMore: later.loadMore,
  };
  return { result, reload, list };
}
