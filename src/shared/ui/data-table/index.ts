export { DataTable } from './DataTable';
export type { DataTableProps } from './DataTable';
export { RowActions } from './DataTable.styles';
export { ListFooter } from './ListFooter';
export type { ListFooterProps } from './ListFooter';
