import { useTranslation } from 'react-i18next';
import { defaultLanguage, isLanguage, type Language } from '#contract/languages.ts';

/** The active language; the calling component re-renders when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  return isLanguage(language) ? language : defaultLanguage;
}
