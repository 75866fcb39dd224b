// Issue 32, the "confirm it is you" dialog's other proofs in Chromium: a member who signed in with their passkey
// removes it after proving presence with the passkey again (Chromium's virtual authenticator, en, desktop); a member
// without a password (made by signing in with an OpenID provider, started here on the port the server's
// OIDC_PROVIDERS names) downloads their data after proving presence with a code mailed to them, read from the
// outbox (zh, phone).
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { adminGraphql, newAccount, PASSWORD, signIn } from './support/accounts.ts';
import { seedStorage } from './support/browser-storage.ts';
import { E2E_OIDC_NAME, E2E_OIDC_PORT } from './support/oidc.ts';
import { startOidcProvider, type TestOidcProvider } from '../server/test/support/oidc-provider.ts';

test.slow();

let idp: TestOidcProvider;

test.beforeAll(async ({ baseURL }) => {
  idp = await startOidcProvider({ port: E2E_OIDC_PORT });
  idp.register([`${baseURL}/auth/oidc/e2e/callback`]);
});

test.afterAll(async () => {
  await idp?.close();
});

async function virtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return cdp;
}

test('a member proves it is them with their passkey before removing it (en, desktop)', async ({ browser, baseURL }) => {
  // WebAuthn refuses an IP address as the relying party: `localhost`, as the passkeys spec.
  const context = await browser.newContext({ baseURL: baseURL!.replace('127.0.0.1', 'localhost'), locale: 'en-US' });
  const page = await context.newPage();
  await seedStorage(page, { lang: 'en' });
  const member = await newAccount(page, { admin: false, prefix: 'reauthpk' });
  await virtualAuthenticator(page);
  await page.goto('/profile');
  await signIn(page, member);
  const panel = page.getByTestId('passkeys');
  await panel.getByRole('button', { name: 'Add a passkey' }).click();
  await panel.getByLabel('Passkey name').fill('Laptop');
  await panel.getByLabel('Current password').fill(PASSWORD);
  await panel.getByRole('button', { name: 'Create passkey' }).click();
  await expect(panel.getByText('Passkey “Laptop” added.')).toBeVisible();

  // Sign out (which forgets the proof the password just gave), then back in with the passkey.
  await page
    .getByRole('banner')
    .getByRole('button', { name: `Account menu of ${member.displayName}` })
    .click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Login / Register' }).click();
  const login = page.getByRole('dialog');
  await login.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(login).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: `Account menu of ${member.displayName}` })).toBeVisible();

  // Removing it is sensitive: the dialog offers the password and the passkey; the passkey proves it.
  await panel.getByRole('button', { name: 'Remove Laptop' }).click();
  const reauth = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(reauth.getByLabel('Current password')).toBeVisible();
  await expect(reauth.getByRole('button', { name: 'Email me a code' })).toBeVisible();
  await reauth.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(reauth).toBeHidden();
  await expect(panel.getByText('Passkey “Laptop” removed.')).toBeVisible();
  await expect(panel.getByText('You have no passkeys yet.')).toBeVisible();
  await context.close();
});

test('a member without a password proves it is them with a mailed code before downloading their data (zh, phone)', async ({
  browser,
  baseURL,
}) => {
  const login = `e2e_reauth_${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const email = `${login}@example.com`;
  idp.accounts.set(login, { email, emailVerified: true, name: '李无密' });
  const context = await browser.newContext({ baseURL, locale: 'en-US', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await seedStorage(page, { lang: 'zh' });
  await page.goto('/profile');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^(Login \/ Register|登录 \/ 注册)$/ })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('link', { name: `使用 ${E2E_OIDC_NAME} 继续` })
    .click();
  await page.waitForURL(new RegExp(`^http://127\\.0\\.0\\.1:${E2E_OIDC_PORT}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/profile(\?|$)/);

  // The download is sensitive: with no password to give, the dialog offers only the mailed code.
  const data = page.getByRole('form', { name: '下载我的数据' });
  await data.getByRole('button', { name: '下载我的数据' }).click();
  const reauth = page.getByRole('dialog', { name: '确认是您本人' });
  await reauth.getByRole('button', { name: '通过邮件发送验证码' }).click();
  await expect(reauth.getByRole('status')).toHaveText('我们已向您的邮箱发送了 6 位验证码，10 分钟内有效，只能使用一次。');
  await expect(reauth.getByLabel('当前密码')).toHaveCount(0);
  await expect(reauth.getByRole('button', { name: '使用通行密钥' })).toHaveCount(0);
  const { auth_mail_outbox: mails } = await adminGraphql<{ auth_mail_outbox: { subject: string; text_body: string }[] }>(
    page,
    'query Mail($email: citext!) { auth_mail_outbox(where: {recipient: {_eq: $email}, template: {_eq: "reauth-code"}}, order_by: {created_at: desc}, limit: 1) { subject text_body } }',
    { email },
  );
  expect(mails).toHaveLength(1);
  expect(mails[0]!.subject).toContain('确认码');
  const code = /(\d{6})/.exec(mails[0]!.text_body)?.[1];
  expect(code, mails[0]!.text_body).toBeDefined();

  // A wrong code is refused in Chinese; the mailed one proves it, and the download goes on.
  await reauth.getByLabel('邮件中的验证码').fill(code === '000000' ? '111111' : '000000');
  await reauth.getByRole('button', { name: '确认', exact: true }).click();
  await expect(reauth.getByText('未能确认是您本人，请重试。')).toBeVisible();
  await reauth.getByLabel('邮件中的验证码').fill(code!);
  const download = page.waitForEvent('download');
  await reauth.getByRole('button', { name: '确认', exact: true }).click();
  await expect(reauth).toBeHidden();
  expect((await download).suggestedFilename()).toMatch(/\.zip$/);
  await context.close();
});
