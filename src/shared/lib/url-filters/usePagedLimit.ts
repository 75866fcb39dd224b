import { useState } from 'react';

export interface PagedLimit {
  /** How many rows are shown: one page, growing by a page at each `loadMore`. */
  limit: number;
  /** How many rows to ask for, for lists without a total count: one more than shown tells whether more are left. */
  fetchLimit: number;
  /** Of the rows fetched (up to `fetchLimit`), those to show and whether more are left. */
  page: <Row>(rows: readonly Row[]) => { shown: readonly Row[]; hasMore: boolean };
  loadMore: () => void;
}

/**
 * The row limit of a "Load more" list: one page, growing by a page at each `loadMore`. Another
 * `filterKey` (a new search or filter) starts again from one page.
 */
export function usePagedLimit(filterKey: string, pageSize: number): PagedLimit {
  const [pages, setPages] = useState({ filterKey, count: 1 });
  const count = pages.filterKey === filterKey ? pages.count : 1;
  const limit = count * pageSize;
  return {
    limit,
    fetchLimit: limit + 1,
    page: (rows) => ({ shown: rows.slice(0, limit), hasMore: rows.length > limit }),
    loadMore: () => setPages({ filterKey, count: count + 1 }),
  };
}
