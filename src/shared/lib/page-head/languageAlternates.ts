import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Language } from '@/shared/lib/i18n';

/** The page's address in each language it exists in (an article and its translation: two addresses). */
export type LanguageAlternates = Partial<Record<Language, string>>;

/** What the language switch does for a language: go to the page's address in it, if that is another one. */
export interface LanguageAlternateMove {
  path: string;
  go: () => void;
}

type Moves = Partial<Record<Language, LanguageAlternateMove>>;

// The alternates of the page on screen. One page registers at a time (the route's element); it registers them in an
// effect, so the server, which renders each request apart, never keeps any here. The server writes the same
// alternates from the page's head (`translation`, hreflang).
let current: { moves: Moves } | null = null;
const listeners = new Set<() => void>();

function publish(next: { moves: Moves } | null) {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Registers the page's addresses by language while it is shown, for the language switch: switching to a language
 * the page has another address in moves there (an article's translation); otherwise the reader stays.
 */
export function useLanguageAlternates(alternates: LanguageAlternates | undefined): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const key = alternates ? JSON.stringify(alternates) : '';
  useEffect(() => {
    if (!key) return;
    const paths = JSON.parse(key) as LanguageAlternates;
    const moves: Moves = {};
    for (const [language, path] of Object.entries(paths) as [Language, string][]) {
      if (path !== pathname) moves[language] = { path, go: () => void navigate(path) };
    }
    const entry = { moves };
    publish(entry);
    return () => {
      if (current === entry) publish(null);
    };
  }, [key, pathname, navigate]);
}

/** Where switching to `language` leads on the page on screen: its address in that language, if it has another one. */
export function useLanguageAlternate(language: Language): LanguageAlternateMove | undefined {
  return useSyncExternalStore(
    subscribe,
    () => current?.moves[language],
    () => undefined,
  );
}
