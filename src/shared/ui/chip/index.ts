export { Chip, ChipLink, ChipRow, ChipSwatch, chipSelectedStyles, chipStyles } from './Chip';
