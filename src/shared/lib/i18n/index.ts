export { changeLanguage, i18n, initI18n, loadNamespaces } from './i18n';
export { htmlLangs, isLanguage, languages, localeOf } from './languages';
export type { Language } from './languages';
export { useLanguage } from './useLanguage';
export { serverI18n } from './serverI18n';
