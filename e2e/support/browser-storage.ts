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

/**
 * Opens the page's tabs signed in as `user`, as the site keeps a session: the user in localStorage (once per
 * tab, so a sign-out in the test sticks) and the refresh token in the context's HttpOnly cookie, which a
 * sign-up or sign-in through `page.request` or `context.request` has set.
 */
export async function seedSignedIn(page: Page, user: { id: string }): Promise<void> {
  const auth = JSON.stringify(JSON.stringify({ user }));
  await page.addInitScript({
    content: `if (!sessionStorage.getItem('e2e-signed-in')) { sessionStorage.setItem('e2e-signed-in', '1'); localStorage.setItem('auth', ${auth}); }`,
  });
}

/** The refresh_token cookie of the page's context (the page's scripts cannot read it), if any. */
export async function refreshCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'refresh_token');
}
