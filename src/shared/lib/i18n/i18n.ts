import i18next, { type i18n as I18n, type Namespace } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStorage, writeStorage } from '@/shared/lib/storage';
import { defaultLanguage, detectLanguage, htmlLangs, isLanguage, languageStorageKey, languages, type Language } from './languages';
import { localeBackend } from './localeBackend';

export const i18n: I18n = i18next.createInstance();

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = htmlLangs[isLanguage(language) ? language : defaultLanguage];
});

let initialized: Promise<unknown> | undefined;

/** Starts i18n once, in the saved or else the browser's language, with `common` loaded. */
export async function initI18n(): Promise<void> {
  initialized ??= i18n
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: detectLanguage(readStorage(languageStorageKey), navigator.languages),
      supportedLngs: languages,
      // Both languages have the same keys (locales/locales.test.ts), so nothing needs a
      // fallback and the other language is never downloaded.
      fallbackLng: false,
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
    });
  await initialized;
}

/** Loads namespaces up front (e.g. with a page's code) so components using them never suspend. */
export async function loadNamespaces(namespaces: Namespace): Promise<void> {
  await initI18n();
  await i18n.loadNamespaces(namespaces);
}

/** Switches the language and remembers the choice. */
export async function changeLanguage(language: Language): Promise<void> {
  writeStorage(languageStorageKey, language);
  await i18n.changeLanguage(language);
}
