import type { Plugin } from 'vite';

// The pre-paint theme script and styles, written into the head of every HTML entry (index.html and
// console.html) so the two pages share one copy. The server puts each response's CSP nonce on the inline
// script when it serves a page (server/src/http/security-headers.ts), so an edit here needs nothing else.
// The key and names match src/shared/config/theme.ts.
export const THEME_SCRIPT = `
try {
  if (localStorage.getItem('theme') === 'light') document.documentElement.dataset.theme = 'light';
} catch {
  // Storage disabled: keep the default dark theme.
}
`;

// Until the app's styles load, the browser paints its own canvas in the theme's scheme.
const THEME_STYLE = `
html[data-theme='dark'] { color-scheme: dark; }
html[data-theme='light'] { color-scheme: light; }
`;

/** Applies the saved theme before first paint so it never flashes. */
export function themeBeforePaint(): Plugin {
  return {
    name: 'theme-before-paint',
    transformIndexHtml: () => [
      { tag: 'script', children: THEME_SCRIPT, injectTo: 'head' },
      { tag: 'style', children: THEME_STYLE, injectTo: 'head' },
    ],
  };
}
