import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startSession } from '@/entities/session';
import { addressLanguageOf, initI18n, isLanguage, languageParam, languageStorageKey } from '@/shared/lib/i18n';
import { isThemeName, themeStorageKey } from '@/shared/config';
import { RenderEnvContext, timeZoneCookie } from '@/shared/lib/render-env';
import { readCookie, readStorage, writePreference } from '@/shared/lib/storage';
import type { HydrationState } from './entry-server';
import { setServerResults } from './api/memberClient';
import { App } from './App';
import { MarkLive } from './MarkLive';
import { preloadPage } from './routes/pages';

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html must contain an element with id "root"');
}

// The server's render of this page, when it rendered one (private pages and a failed render come as the bare frame).
function readHydrationState(): HydrationState | undefined {
  const element = document.getElementById('hydration-state');
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as HydrationState;
  } catch {
    return undefined;
  }
}

const state = readHydrationState();
// The server renders the next page in the reader's zone.
const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
if (timeZone && readCookie(timeZoneCookie) !== timeZone) writePreference(timeZoneCookie, timeZone);
// A theme the address chose (?theme=, the header's switch before the script runs) is the page's and is kept; else a
// theme saved before the cookie existed moves into it, so the server renders it next time.
const addressTheme = new URLSearchParams(window.location.search).get('theme');
const savedTheme = readStorage(themeStorageKey);
if (isThemeName(addressTheme)) {
  document.documentElement.dataset.theme = addressTheme;
  writePreference(themeStorageKey, addressTheme);
} else if (isThemeName(savedTheme) && readCookie(themeStorageKey) !== savedTheme) writePreference(themeStorageKey, savedTheme);
// A language the address chose (?lang=) is remembered; a choice saved before the cookie existed moves into it.
const saved = readStorage(languageStorageKey);
// (`?lang=all` is a list's content scope, not a language.)
const addressLanguage = isLanguage(addressLanguageOf(new URLSearchParams(window.location.search).get(languageParam)));
if (state && addressLanguage) writePreference(languageStorageKey, state.language);
else if (isLanguage(saved) && readCookie(languageStorageKey) !== saved) writePreference(languageStorageKey, saved);
// The server did not know a language saved before the cookie existed: this page is drawn anew in it (the cookie
// now tells the server for the next ones) rather than hydrated in the other.
const hydrate = state && !(isLanguage(saved) && saved !== state.language && !addressLanguage) ? state : undefined;

startSession();
// The messages and the first page's code load in parallel; render (or hydrate) once both are in. A post's body the
// server rendered is kept as it is (src/shared/ui/markdown's MarkdownIsland): the markdown code is not needed.
const i18nReady = initI18n(hydrate?.language);
await Promise.all([i18nReady, preloadPage(window.location.pathname)]);

if (hydrate) {
  setServerResults(hydrate.results);
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking it: the page is
  // already on screen, and a click or key press during hydration is answered first.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <RenderEnvContext.Provider value={hydrate.env}>
          <App />
          <MarkLive />
        </RenderEnvContext.Provider>
      </StrictMode>,
    );
  });
} else {
  createRoot(container).render(
    <StrictMode>
      <App />
      <MarkLive />
    </StrictMode>,
  );
}
