import { useState } from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from '@/shared/lib/render-env';

const STORAGE_KEY = 'entry-state';
/** History entries remembered; the oldest are dropped first. */
const KEPT_ENTRIES = 50;

type Stored = Record<string, unknown>;

function readAll(): Stored {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Stored;
  } catch {
    return {};
  }
}

function writeOne(key: string, value: unknown): void {
  try {
    const entries = Object.entries(readAll()).filter(([name]) => name !== key);
    entries.push([key, value]);
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(entries.slice(-KEPT_ENTRIES))));
  } catch {
    // Storage full or disabled: Back then starts the list again from its first page.
  }
}

/**
 * State kept per history entry for the tab's life (sessionStorage), such as how many pages of an infinite list
 * are shown: Back to the list shows as much as the reader had loaded, so the scroll position can be restored.
 * The server render, its hydration and a new entry start from `initial`.
 */
export function useEntryState<T>(name: string, initial: T): [T, (update: (current: T) => T) => void] {
  const { key, pathname, search } = useLocation();
  const hydrated = useHydrated();
  // The address too: every page loaded afresh in a tab has the entry key 'default'.
  const storageKey = `${key}:${pathname}${search}:${name}`;
  const [changed, setChanged] = useState<{ key: string; value: T }>();
  const stored = hydrated ? (readAll()[storageKey] as T | undefined) : undefined;
  const value = changed?.key === storageKey ? changed.value : (stored ?? initial);
  const update = (change: (current: T) => T) =>
    setChanged((current) => {
      const next = change(current?.key === storageKey ? current.value : (stored ?? initial));
      writeOne(storageKey, next);
      return { key: storageKey, value: next };
    });
  return [value, update];
}
