import { useState } from 'react';

/**
 * The row limit of a "Load more" list: one page, growing by a page at each `loadMore`. Another
 * `filterKey` (a new search or filter) starts again from one page.
 */
export function usePagedLimit(filterKey: string, pageSize: number): { limit: number; loadMore: () => void } {
  const [pages, setPages] = useState({ filterKey, count: 1 });
  const count = pages.filterKey === filterKey ? pages.count : 1;
  return { limit: count * pageSize, loadMore: () => setPages({ filterKey, count: count + 1 }) };
}
