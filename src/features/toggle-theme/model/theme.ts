import { useSyncExternalStore } from 'react';
import { defaultTheme, isThemeName, themeStorageKey, type ThemeName } from '@/shared/config';
import { writePreference } from '@/shared/lib/storage';

// The source of truth is `data-theme` on <html>: the pre-paint script (scripts/vite-theme-script.ts) sets it,
// the global style maps it to custom properties, and only subscribers here re-render.
const root = () => document.documentElement;

function readTheme(): ThemeName {
  const theme = root().dataset.theme;
  return isThemeName(theme) ? theme : defaultTheme;
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(root(), { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

export function useTheme(): ThemeName {
  return useSyncExternalStore(subscribe, readTheme, () => defaultTheme);
}

/** Applies a theme to the page and remembers it. */
export function setTheme(theme: ThemeName): void {
  root().dataset.theme = theme;
  writePreference(themeStorageKey, theme);
}
