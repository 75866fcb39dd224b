export { localizedName } from './localizedName';
export type { BilingualName } from './localizedName';
export { translationFilter } from './translationFilter';
