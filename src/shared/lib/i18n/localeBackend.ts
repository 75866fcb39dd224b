import type { BackendModule } from 'i18next';

// One lazy chunk per locales/<language>/<namespace>.json: a visitor downloads only
// the language they read and the namespaces of the pages they open.
const files = import.meta.glob<Record<string, unknown>>('/locales/*/*.json', {
  import: 'default',
  // Keys relative to locales/ ('./en/common.json'): shorter in the entry bundle.
  base: '/locales',
});

// Keyed by `<language>/<namespace>.json`.
const loaders = new Map(Object.entries(files).map(([path, load]) => [path.split('/').slice(-2).join('/'), load]));

export const localeBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    const load = loaders.get(`${language}/${namespace}.json`);
    if (!load) {
      callback(new Error(`No locale file locales/${language}/${namespace}.json`), false);
      return;
    }
    load().then(
      (messages) => callback(null, messages),
      // A download that failed (the server away for a moment) is retried by i18next: 5 times, from 350 ms, doubling.
      (error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)), true);
      },
    );
  },
};
