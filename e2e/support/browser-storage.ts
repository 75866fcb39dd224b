import type { Page } from '@playwright/test';

// The e2e code is type-checked without the DOM library (tsconfig.node.json), so browser-side code
// is passed as source text.

/** Reads a localStorage or sessionStorage entry of the page. */
export function storageItem(page: Page, key: string, area: 'localStorage' | 'sessionStorage' = 'localStorage') {
  return page.evaluate<string | null>(`${area}.getItem(${JSON.stringify(key)})`);
}

/** Writes localStorage entries before any of the page's own scripts run, on every load. */
export async function seedStorage(page: Page, entries: Record<string, string>): Promise<void> {
  const statements = Object.entries(entries).map(
    ([key, value]) => `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)});`,
  );
  await page.addInitScript({ content: statements.join('\n') });
}
