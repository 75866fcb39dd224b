import type { Events_Bool_Exp } from '@/shared/api';
import { escapeLike } from '@/shared/lib/escape-like';
import { eventStatuses } from '@/entities/event';

export const statusFilters = ['all', ...eventStatuses] as const;
export type StatusFilter = (typeof statusFilters)[number];

/** Rows per page of the table; "Load more" asks for this many more. */
export const eventsPageSize = 50;

export function isStatusFilter(value: string | null): value is StatusFilter {
  return statusFilters.some((status) => status === value);
}

/** The where clause of the table: the status, and a literal, case-insensitive match in the name or description. */
export function eventsFilter({ search, status }: { search: string; status: StatusFilter }): Events_Bool_Exp {
  const text = search.trim();
  const pattern = text ? `%${escapeLike(text)}%` : undefined;
  return {
    ...(status === 'all' ? {} : { status: { _eq: status } }),
    ...(pattern ? { _or: [{ name: { _ilike: pattern } }, { description: { _ilike: pattern } }] } : {}),
  };
}
