import { useEffect, useState } from 'react';
import { useClient, type AnyVariables, type CombinedError, type OperationContext, type TypedDocumentNode } from 'urql';
import { pipe, subscribe } from 'wonka';

export interface KeysetPagesArgs<Row extends { id: string }, Data, Variables extends AnyVariables> {
  /** The list being paged (its filter): another key starts again from the first page. */
  key: string;
  /** The rows of the first page as read by the page (up to `pageSize + 1`; undefined while it loads). */
  first: readonly Row[] | undefined;
  pageSize: number;
  /** A later page: the rows after a cursor (the last row shown), `pageSize + 1` of them. */
  query: TypedDocumentNode<Data, Variables>;
  variables: (last: Row) => Variables;
  rowsOf: (data: Data) => readonly Row[];
  /** The later pages' operation context (the first page's: a role, for the admin tables). */
  context?: Partial<OperationContext>;
}

export interface KeysetPages<Row> {
  /** The rows of every page read so far (undefined while the first loads). */
  shown: readonly Row[] | undefined;
  hasMore: boolean;
  /** A later page is being read. */
  fetching: boolean;
  /** The error of a later page, if one failed (`retry` asks again). */
  error: CombinedError | undefined;
  loadMore: () => void;
  retry: () => void;
}

interface PageResult<Row> {
  rows?: readonly Row[];
  error?: CombinedError;
}

/**
 * A "Load more" list read by keyset (cursor) pages: the first page as the page reads it, each later page the rows
 * after the last one shown (the list's order and its tiebreak as the cursor), so a deep page costs as the second
 * and rows added meanwhile neither repeat nor hide one. Each later page stays subscribed to the normalised cache,
 * so a write that changes its rows (an edit, a removal) shows as on the first page.
 */
export function useKeysetPages<Row extends { id: string }, Data, Variables extends AnyVariables>({
  key,
  first,
  pageSize,
  query,
  variables,
  rowsOf,
  context,
}: KeysetPagesArgs<Row, Data, Variables>): KeysetPages<Row> {
  const client = useClient();
  // The cursor of each later page (the last row of the page before), for one list key.
  const [cursors, setCursors] = useState<{ key: string; after: Row[]; attempt: number }>({ key, after: [], attempt: 0 });
  const after = cursors.key === key ? cursors.after : [];
  const attempt = cursors.key === key ? cursors.attempt : 0;
  const [results, setResults] = useState<{ key: string; pages: PageResult<Row>[] }>({ key, pages: [] });
  const pages = results.key === key ? results.pages : [];
  const pageVariables = after.map((last) => variables(last));
  const variablesKey = JSON.stringify(pageVariables);

  useEffect(() => {
    const subscriptions = pageVariables.map((vars, index) =>
      pipe(
        client.query(query, vars, context),
        subscribe((result) => {
          if (result.stale && !result.data) return;
          setResults((current) => {
            const next = current.key === key ? [...current.pages] : [];
            next[index] = { rows: result.data ? rowsOf(result.data) : next[index]?.rows, error: result.error };
            return { key, pages: next };
          });
        }),
      ),
    );
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
    // The page variables stand for `after`, `query` and `variables` (a new object each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, key, variablesKey, attempt]);

  if (!first) {
    return { shown: undefined, hasMore: false, fetching: false, error: undefined, loadMore: () => {}, retry: () => {} };
  }
  // Once later pages are read, the first page shows every row it read (a live first page may have rows pushed past
  // its page size by new ones, which the later pages, after the older cursor, would not show); a row is shown once.
  const shown: Row[] = [...first.slice(0, after.length > 0 ? pageSize + 1 : pageSize)];
  const ids = new Set(shown.map((row) => row.id));
  let hasMore = first.length > pageSize;
  let fetching = false;
  let error: CombinedError | undefined;
  for (let index = 0; index < after.length; index += 1) {
    const page = pages[index];
    if (!page?.rows) {
      error = page?.error;
      fetching = !error;
      hasMore = false;
      break;
    }
    for (const row of page.rows.slice(0, pageSize)) {
      if (!ids.has(row.id)) shown.push(row);
      ids.add(row.id);
    }
    hasMore = page.rows.length > pageSize;
  }
  return {
    shown,
    hasMore,
    fetching,
    error,
    loadMore: () => {
      // The cursor: the last row of the last page read (the first page's at its page size).
      const lastPage = after.length > 0 ? pages[after.length - 1]?.rows?.slice(0, pageSize) : first.slice(0, pageSize);
      const last = lastPage?.[lastPage.length - 1];
      if (!hasMore || fetching || last === undefined) return;
      setCursors({ key, after: [...after, last], attempt });
    },
    retry: () => setCursors({ key, after, attempt: attempt + 1 }),
  };
}
