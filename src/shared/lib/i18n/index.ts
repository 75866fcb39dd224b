export { changeLanguage, i18n, initI18n, loadNamespaces } from './i18n';
export {
  addressLanguageOf,
  everyLanguage,
  htmlLangs,
  isLanguage,
  languageParam,
  languageStorageKey,
  languageTagsOf,
  languages,
  localeOf,
} from '#contract/languages.ts';
export type { Language } from '#contract/languages.ts';
export { useLanguage } from './useLanguage';
export { useItemTranslation } from './useItemTranslation';
export { serverI18n } from './serverI18n';
