import { expect, test, type BrowserContext, type Page } from './support/test.ts';

// The e2e server's secret: playwright.config.ts passes the same value as HASURA_GRAPHQL_ADMIN_SECRET.
const adminSecret = process.env.E2E_ADMIN_SECRET ?? 'e2e-admin-secret';

interface Watch {
  /** Console errors (CSP violations among them) and uncaught exceptions. */
  errors: string[];
  /** Requests to any host but the server's own. */
  foreign: string[];
}

/** Collects what must never happen on the console: errors, and loads from another host (a CDN). */
function watch(context: BrowserContext, page: Page, baseURL: string): Watch {
  const result: Watch = { errors: [], foreign: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') result.errors.push(message.text());
  });
  page.on('pageerror', (error) => result.errors.push(error.message));
  // On the context, so requests of the editor's web workers count too.
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (/^(https?|wss?):$/.test(url.protocol) && url.host !== new URL(baseURL).host) {
      result.foreign.push(request.url());
    }
  });
  return result;
}

/** Replaces the operation in GraphiQL's (Monaco) editor, as pasted text so no bracket is auto-closed. */
async function typeQuery(page: Page, query: string): Promise<void> {
  const editor = page.locator('.graphiql-query-editor .monaco-editor').first();
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(query);
}

test.describe('the API console', () => {
  test('asks for the secret, reports a wrong one, then runs a query in GraphiQL', async ({ browser, baseURL }) => {
    // GraphiQL and its editor load twice (the reload): 11 s on a quiet CI machine, past 30 s on a busy one.
    test.slow();
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const seen = watch(context, page, baseURL!);

    const response = await page.goto('/console');
    expect(response?.headers()['content-security-policy']).toContain("default-src 'none'");
    await expect(page).toHaveTitle('API console | ChainPulse');
    await expect(page.getByRole('heading', { level: 1, name: 'API console' })).toBeVisible();

    const secret = page.getByLabel('Admin secret');
    await expect(secret).toHaveAttribute('type', 'password');
    await secret.fill('not-the-secret');
    await page.getByRole('button', { name: 'Open the console' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('The API refused this admin secret.');
    await expect(alert).toContainText('API error access-denied: invalid x-hasura-admin-secret/x-hasura-access-key');
    expect(await page.evaluate<number>('sessionStorage.length')).toBe(0);

    await secret.fill(adminSecret);
    await page.getByRole('button', { name: 'Open the console' }).click();
    await expect(page.locator('.graphiql-container')).toBeVisible();
    // The schema (docs) explorer is open beside the editor.
    await expect(page.getByRole('button', { name: 'Hide Documentation Explorer' })).toBeVisible();
    await expect(page.locator('.graphiql-doc-explorer')).toContainText('query_root');

    await typeQuery(page, '{ categories { name } }');
    await page.getByRole('button', { name: /^Execute query/ }).click();
    await expect(page.locator('.graphiql-response')).toContainText('"Technology"');

    // Kept for this tab only: in sessionStorage, nowhere in localStorage.
    const stored = await page.evaluate<{ session: string[]; local: string[] }>(
      '({ session: Object.values(sessionStorage), local: Object.values(localStorage) })',
    );
    expect(stored.session).toContain(adminSecret);
    expect(stored.local.some((value) => value.includes(adminSecret))).toBe(false);

    // The role field sends x-hasura-role and the schema is fetched again as that role.
    const asAnonymous = page.waitForRequest(
      (request) => request.url().endsWith('/v1/graphql') && request.headers()['x-hasura-role'] === 'anonymous',
    );
    await page.getByLabel('Role').selectOption('anonymous');
    await asAnonymous;

    // A reload keeps the session; "forget" ends it.
    await page.reload();
    await expect(page.locator('.graphiql-container')).toBeVisible();
    await page.getByRole('button', { name: 'Forget the secret' }).click();
    await expect(page.getByLabel('Admin secret')).toBeVisible();
    expect(await page.evaluate<number>('sessionStorage.length')).toBe(0);

    expect(seen.errors).toEqual([]);
    expect(seen.foreign).toEqual([]);
    await context.close();
  });

  test('follows the saved language and theme', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    await context.addInitScript("localStorage.setItem('lang', 'zh'); localStorage.setItem('theme', 'light');");
    const page = await context.newPage();
    const seen = watch(context, page, baseURL!);

    await page.goto('/console');
    await expect(page.getByRole('heading', { level: 1, name: 'API 控制台' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

    await page.getByLabel('管理员密钥').fill(adminSecret);
    await page.getByRole('button', { name: '打开控制台' }).click();
    await expect(page.locator('.graphiql-container')).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/graphiql-light/);

    expect(seen.errors).toEqual([]);
    expect(seen.foreign).toEqual([]);
    await context.close();
  });
});
