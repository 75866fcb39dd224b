export { AdminList, TimeCell } from './ui/AdminList';
export type { AdminColumn, AdminListNotice, AdminListProps, AdminListState } from './ui/AdminList';
export { FilteredAdminList } from './ui/FilteredAdminList';
export { RowButtons } from './ui/RowButtons';
export type { RowAction, RowButtonsProps } from './ui/RowButtons';
export { useAdminListQuery } from './model/useAdminListQuery';
export { useFilteredAdminList } from './model/useFilteredAdminList';
export { deleteConfirmLabels } from './lib/listWords';
export { searchWhere } from './lib/searchWhere';
