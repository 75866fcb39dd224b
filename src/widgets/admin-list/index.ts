export { AdminList } from './ui/AdminList';
export type { AdminListLabels, AdminListNotice, AdminListProps } from './ui/AdminList';
export { SearchStatusFilter } from './ui/SearchStatusFilter';
export type { SearchStatusFilterProps } from './ui/SearchStatusFilter';
export { useFilteredList } from './model/useFilteredList';
export type { FilteredList } from './model/useFilteredList';
