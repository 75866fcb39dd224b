export { CellCode, CellTags, CellTitle } from './TableCell';
