export { ToggleChip, ToggleError, ToggleRow } from './ToggleChip.styles';
