export { useLocaleFormat } from './useLocaleFormat';
export type { LocaleFormat } from './useLocaleFormat';
