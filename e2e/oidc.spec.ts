// Issue 32, sign in with another account: through a real OpenID provider's login and consent pages (oidc-provider,
// started here on the port the server's OIDC_PROVIDERS names), a new member is created and signed in and returned to
// their page (en, desktop); a password member links and unlinks the provider from the profile (zh, phone).
import { PASSWORD, signIn } from './support/accounts.ts';
import { seedStorage } from './support/browser-storage.ts';
import { E2E_OIDC_NAME, E2E_OIDC_PORT } from './support/oidc.ts';
import { expect, test, type Page } from './support/test.ts';
import { startOidcProvider, type TestOidcProvider } from '../server/test/support/oidc-provider.ts';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1366, height: 900 };

let idp: TestOidcProvider;

test.beforeAll(async ({ baseURL }) => {
  idp = await startOidcProvider({ port: E2E_OIDC_PORT });
  idp.register([`${baseURL}/auth/oidc/e2e/callback`]);
});

test.afterAll(async () => {
  await idp?.close();
});

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** The provider's own pages: its login form (any password) and its consent. */
async function throughProvider(page: Page, login: string) {
  await page.waitForURL(new RegExp(`^http://127\\.0\\.0\\.1:${E2E_OIDC_PORT}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a visitor signs in with the provider, becomes a member without a password and is back on their page (en, desktop)', async ({
  browser,
  baseURL,
}) => {
  const login = `e2e_${tag()}`;
  const email = `${login}@example.com`;
  idp.accounts.set(login, { email, emailVerified: true, name: 'Olivia Provider' });
  const context = await browser.newContext({ baseURL, locale: 'en-US', viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto('/blog?lang=en');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Login \/ Register$/ })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('link', { name: `Continue with ${E2E_OIDC_NAME}` }).click();
  await throughProvider(page, login);

  // Back where the dialog was opened, the sign-in mark taken off the address.
  await page.waitForURL(/\/blog\?lang=en$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu of Olivia Provider' })).toBeVisible();
  await page.goto('/profile');
  const linked = page.getByTestId('linked-accounts');
  await expect(linked.getByText(`${E2E_OIDC_NAME}: ${email}`)).toBeVisible();
  // No password to fall back on: unlinking the only way in is refused, and said so.
  await linked.getByRole('button', { name: `Unlink ${E2E_OIDC_NAME}` }).click();
  await expect(linked.getByRole('alert')).toContainText('This is your only way to sign in');
  await context.close();
});

test('a member links the provider from the profile and unlinks it again (zh, phone)', async ({ browser, baseURL, request }) => {
  const id = tag();
  const member = { email: `link_${id}@example.com`, username: `link_${id}`, displayName: '韩梅梅' };
  expect((await request.post('/auth/signup', { data: { ...member, password: PASSWORD } })).status()).toBe(200);
  const login = `e2e_link_${id}`;
  idp.accounts.set(login, { email: `other_${id}@example.org`, emailVerified: true });

  const context = await browser.newContext({ baseURL, locale: 'en-US', viewport: PHONE });
  const page = await context.newPage();
  await seedStorage(page, { lang: 'zh' });
  await page.goto('/profile');
  await signIn(page, member);
  const linked = page.getByTestId('linked-accounts');
  await expect(linked.getByRole('heading', { name: '已关联的账号' })).toBeVisible();
  await linked.getByRole('button', { name: `关联 ${E2E_OIDC_NAME}` }).click();
  await throughProvider(page, login);

  await page.waitForURL(/\/profile(\?|$)/);
  await expect(linked.getByText(`${E2E_OIDC_NAME}：other_${id}@example.org`)).toBeVisible();
  await linked.getByRole('button', { name: `取消关联 ${E2E_OIDC_NAME}` }).click();
  // Unlinking is a sensitive change: the one re-auth dialog asks for the password first, then it goes on.
  const reauth = page.getByRole('dialog', { name: '确认是您本人' });
  await reauth.getByLabel('当前密码').fill(PASSWORD);
  await reauth.getByRole('button', { name: '确认', exact: true }).click();
  await expect(reauth).toBeHidden();
  await expect(linked.getByRole('button', { name: `关联 ${E2E_OIDC_NAME}`, exact: true })).toBeVisible();
  await context.close();
});
