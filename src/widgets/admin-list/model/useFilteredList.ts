import { useDebouncedValue } from '@/shared/lib/timing';
import { usePagedLimit, useUrlFilters, type PagedLimit, type UrlFilters } from '@/shared/lib/url-filters';

const SEARCH_DELAY_MS = 300;

export interface FilteredList<Status extends string, Where> {
  filters: UrlFilters<Status>;
  /** The query's where clause, from the search once typing pauses. */
  where: Where;
  paging: PagedLimit;
}

/**
 * The filters of a searchable list with a status choice: kept in the address, the search applied once typing pauses,
 * and the page size growing with "Load more" (back to one page when the filters change).
 */
export function useFilteredList<Status extends string, Where>(
  statuses: readonly [Status, ...Status[]],
  filter: (choice: { search: string; status: Status }) => Where,
  pageSize: number,
): FilteredList<Status, Where> {
  const filters = useUrlFilters(statuses);
  const search = useDebouncedValue(filters.search, SEARCH_DELAY_MS);
  const where = filter({ search, status: filters.status });
  const paging = usePagedLimit(JSON.stringify(where), pageSize);
  return { filters, where, paging };
}
