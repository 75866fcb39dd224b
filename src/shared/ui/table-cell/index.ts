export { CellTags, CellTitle } from './TableCell';
