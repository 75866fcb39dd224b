import { searchWhere } from '@/widgets/admin-list';
import { eventStatuses } from '@/entities/event';
import type { Events_Bool_Exp } from '@/shared/api';

export const statusFilters = ['all', ...eventStatuses] as const;

/** The where clause of the table: the status, and a literal, case-insensitive match in the name or description. */
export const eventsFilter = ({ search, status }: { search: string; status: (typeof statusFilters)[number] }): Events_Bool_Exp => ({
  ...(status === 'all' ? {} : { status: { _eq: status } }),
  ...searchWhere(search, (pattern) => [{ name: { _ilike: pattern } }, { description: { _ilike: pattern } }]),
});
