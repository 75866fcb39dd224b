import type { i18n as I18n } from 'i18next';
import { forReact, i18n, initI18n } from './i18n';
import { languages, type Language } from '#contract/languages.ts';

// Every namespace, for the server: it renders any page in either language.
const namespaces = [...new Set(Object.keys(import.meta.glob('/locales/en/*.json')).map((path) => path.replace(/^.*\/|\.json$/g, '')))];

let ready: Promise<void> | undefined;
const copies = new Map<Language, Promise<I18n>>();

/**
 * The messages of one server render: a copy of the shared instance in the reader's language, sharing its
 * loaded messages (all namespaces of both languages, loaded once), so renders in two languages can run at once.
 * One copy per language serves every render (a render never changes its language), handed to React as `forReact`
 * makes it.
 */
export async function serverI18n(language: Language): Promise<I18n> {
  ready ??= (async () => {
    await initI18n('en');
    await new Promise<void>((resolve, reject) =>
      i18n.services.backendConnector.load([...languages], namespaces, (error: unknown) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(),
      ),
    );
  })();
  await ready;
  let copy = copies.get(language);
  if (!copy) {
    copy = (async () => {
      const instance = i18n.cloneInstance({ lng: language, initAsync: false });
      await instance.changeLanguage(language);
      return forReact(instance);
    })();
    copies.set(language, copy);
    copy.catch(() => copies.delete(language));
  }
  return copy;
}
