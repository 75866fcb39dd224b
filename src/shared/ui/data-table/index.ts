export { DataTable } from './DataTable';
export type { DataTableProps } from './DataTable';
export { ListFooter, RowActions } from './DataTable.styles';
