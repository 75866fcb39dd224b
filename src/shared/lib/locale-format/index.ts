export { useLocaleFormat } from './useLocaleFormat';
export type { LocaleFormat, LocalTimeKind, LocalTimeProps } from './useLocaleFormat';
export { localizedName } from './localizedName';
export type { BilingualName } from './localizedName';
export { translationFilter } from './translationFilter';
