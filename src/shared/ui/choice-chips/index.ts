export { ChoiceChips } from './ChoiceChips';
export type { ChoiceChipsProps } from './ChoiceChips';
