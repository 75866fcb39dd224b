import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';

// The browser tests' `test`: after every navigation (goto, reload, back, forward) a page of the site waits until it
// is live. Public pages arrive rendered by the server and load their script once the page has loaded, so a click
// on something only script handles (sign-in, menus, dialogs) would otherwise land before the page can take it.
export * from '@playwright/test';

async function waitLive(page: Page): Promise<void> {
  // Only pages the server rendered (the bare frame of private pages renders in the browser as before; the API
  // console, JSON and files have no server render).
  if ((await page.locator('#hydration-state').count()) === 0) return;
  await page.locator('#root[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 });
}

const instrumented = new WeakSet<Page>();

function instrument(page: Page): void {
  if (instrumented.has(page)) return;
  instrumented.add(page);
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        await waitLive(page);
        return response;
      },
    });
  }
}

function watch(context: BrowserContext): BrowserContext {
  context.on('page', instrument);
  for (const page of context.pages()) instrument(page);
  return context;
}

export const test = base.extend({
  context: async ({ context }, use) => {
    await use(watch(context));
  },
  // Contexts and pages a test opens itself (other languages, a second visitor) wait the same way.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      const newPage = browser.newPage.bind(browser);
      const patched: Browser = Object.assign(browser, {
        newContext: async (...args: Parameters<Browser['newContext']>) => watch(await newContext(...args)),
        newPage: async (...args: Parameters<Browser['newPage']>) => {
          const page = await newPage(...args);
          instrument(page);
          return page;
        },
      });
      await use(patched);
    },
    { scope: 'worker' },
  ],
});
