import i18next, { type i18n as I18n, type Namespace } from 'i18next';
import { initReactI18next, setI18n } from 'react-i18next';
import { readStorage, writePreference } from '@/shared/lib/storage';
import {
  defaultLanguage,
  detectLanguage,
  htmlLangs,
  isLanguage,
  languageStorageKey,
  languages,
  type Language,
} from '#contract/languages.ts';
import { localeBackend } from './localeBackend';

export const i18n: I18n = i18next.createInstance();

i18n.on('languageChanged', (language) => {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = htmlLangs[isLanguage(language) ? language : defaultLanguage];
});

let initialized: Promise<unknown> | undefined;

/**
 * Starts i18n once with `common` loaded: in the language the server rendered the page in when given, else the
 * saved one, else the browser's.
 */
export async function initI18n(language?: Language): Promise<void> {
  initialized ??= i18n
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: language ?? detectLanguage(readStorage(languageStorageKey), typeof navigator === 'undefined' ? [] : navigator.languages),
      supportedLngs: languages,
      // Both languages have the same keys (locales/locales.test.ts), so nothing needs a
      // fallback and the other language is never downloaded.
      fallbackLng: false,
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
    })
    // Whose language changeLanguage below changes: every read goes through to the instance.
    .then(() => setI18n(forReact(i18n)));
  await initialized;
}

/**
 * What React's components get for `instance`: an object with no properties of its own whose prototype is the
 * instance. react-i18next's useTranslation wraps the instance it is given once per component by copying its own
 * properties (7% of a server render; the same in the browser's hydration); this one has nothing to copy.
 */
export function forReact(instance: I18n): I18n {
  return Object.create(instance) as I18n;
}

/** Loads namespaces up front (e.g. with a page's code) so components using them never suspend. */
export async function loadNamespaces(namespaces: Namespace): Promise<void> {
  await initI18n();
  await i18n.loadNamespaces(namespaces);
}

/** Switches the language and remembers the choice (also for the server's next render). */
export async function changeLanguage(language: Language): Promise<void> {
  writePreference(languageStorageKey, language);
  await i18n.changeLanguage(language);
}
