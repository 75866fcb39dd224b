import type { Ref } from 'react';
import type { UrlFilters } from '@/shared/lib/url-filters';
import { ChoiceChips } from '@/shared/ui/choice-chips';
import { FilterBar } from '@/shared/ui/filter-bar';
import { TextField } from '@/shared/ui/text-field';

export interface SearchStatusFilterProps<Status extends string> {
  filters: UrlFilters<Status>;
  statuses: readonly Status[];
  labels: { search: string; placeholder: string; status: string; statusOf: (status: Status) => string };
  /** The search field, for the focus after a row's delete (its own buttons are gone). */
  searchRef?: Ref<HTMLInputElement>;
}

/** A list's filter bar: a search field and one status choice, both kept in the address (useUrlFilters). */
export function SearchStatusFilter<Status extends string>({ filters, statuses, labels, searchRef }: SearchStatusFilterProps<Status>) {
  return (
    <FilterBar>
      <TextField
        ref={searchRef}
        type="search"
        label={labels.search}
        placeholder={labels.placeholder}
        value={filters.search}
        onChange={(event) => filters.setSearch(event.target.value)}
      />
      <ChoiceChips
        legend={labels.status}
        name="status"
        options={statuses.map((status) => ({ value: status, label: labels.statusOf(status) }))}
        value={filters.status}
        onChange={filters.setStatus}
      />
    </FilterBar>
  );
}
