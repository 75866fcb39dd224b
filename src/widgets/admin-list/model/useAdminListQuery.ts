import { useQuery, type TypedDocumentNode } from 'urql';
import { siteAdminContext, useKeysetPages } from '@/shared/api';

/** A row of an admin table, ordered by created_at then id (its keyset cursor). */
interface ListRow {
  id: string;
  created_at: string;
}

export interface AdminListQueryArgs<Key extends string, Row extends ListRow, Where, Data, AfterData> {
  /** The first page with the page's counts, as site_admin. */
  query: TypedDocumentNode<Data & Record<Key, readonly Row[]>, { where: Where; limit: number }>;
  /** A later page: the rows after the last one shown. */
  afterQuery: TypedDocumentNode<AfterData & Record<Key, readonly Row[]>, { where: Where; afterAt: string; afterId: string; limit: number }>;
  /** The field of both answers that holds the rows. */
  rows: Key;
  where: Where;
  pageSize: number;
  /** What starts the list again from its first page; the where clause when absent. */
  key?: string;
}

/**
 * An admin table's rows as site_admin: the first page (with the page's counts) and later ones by keyset, with
 * `reload` to read the first page again after a change.
 */
export function useAdminListQuery<Key extends string, Row extends ListRow, Where, Data, AfterData>({
  query,
  afterQuery,
  rows,
  where,
  pageSize,
  key,
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
  return { result, later, reload };
}
