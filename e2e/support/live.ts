import type { Page } from '@playwright/test';

/**
 * Waits until the page is live. Public pages arrive rendered by the server and load their script once the page
 * has loaded, so a click on a button that only script handles (sign-in, menus, dialogs) must wait for it.
 */
export async function live(page: Page): Promise<void> {
  await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
}

/** Opens a URL and waits until the page is live. */
export async function gotoLive(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await live(page);
}
