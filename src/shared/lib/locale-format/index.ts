export { useLocaleFormat } from './useLocaleFormat';
export type { LocaleFormat } from './useLocaleFormat';
export { localizedName } from './localizedName';
export type { BilingualName } from './localizedName';
export { translationFilter } from './translationFilter';
