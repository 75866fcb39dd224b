export { Chip, ChipLink } from './Chip';
