import { expect, test, type Page } from './support/test.ts';
import { totpCode } from '../server/src/auth/totp.ts';
import { adminGraphql, freshPage, newAccount, PASSWORD, signIn } from './support/accounts.ts';
import { live } from './support/live.ts';

// Issue 32 in the browser: two-factor sign-in set up from the profile (en, desktop) and used with a code and a
// recovery code; sign-in by a mailed link (zh, phone); the sessions list ending another session, whose next
// refresh is refused.
test.slow();

async function openLogin(page: Page) {
  await live(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^(Login \/ Register|登录 \/ 注册)$/ })
    .click();
  return page.getByRole('dialog');
}

async function lastMail(page: Page, email: string, template: string): Promise<string> {
  const { auth_mail_outbox: mails } = await adminGraphql<{ auth_mail_outbox: { text_body: string }[] }>(
    page,
    'query Mail($email: citext!, $template: String!) { auth_mail_outbox(where: {recipient: {_eq: $email}, template: {_eq: $template}}, order_by: {created_at: desc}, limit: 1) { text_body } }',
    { email, template },
  );
  expect(mails).toHaveLength(1);
  return mails[0]!.text_body;
}

test('two-factor sign-in: set up on the profile, then a code and a recovery code sign in', async ({ page, browser, baseURL }) => {
  const member = await newAccount(page, { admin: false, prefix: 'totp' });
  await page.goto('/?lang=en');
  await signIn(page, member);
  await page.goto('/profile');
  const panel = page.getByRole('region', { name: 'Two-factor sign-in' });
  await panel.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  // A sensitive change: the one re-auth dialog asks for a proof first, then the action goes on.
  const reauth = page.getByRole('dialog', { name: 'Confirm it is you' });
  await reauth.getByLabel('Current password').fill(PASSWORD);
  await reauth.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(reauth).toBeHidden();
  await expect(panel.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await panel.getByTestId('totp-secret').textContent())!.trim();
  await panel.getByLabel('Code from the app').fill(totpCode(secret));
  await panel.getByRole('button', { name: 'Confirm and turn on' }).click();
  const codes = panel.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent())!.trim();
  await expect(panel.getByText('On. 10 recovery codes left.')).toBeVisible();

  // Another browser: the password, then the next code of the app.
  const other = await freshPage(browser, baseURL, 'en');
  await other.goto('/');
  let dialog = await openLogin(other);
  await dialog.getByLabel('Email').fill(member.email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await dialog.getByLabel('Code', { exact: true }).fill('000000' === totpCode(secret, Date.now() + 30_000) ? '111111' : '000000');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByText('The code is not right. Check it and try again.')).toBeVisible();
  await dialog.getByLabel('Code', { exact: true }).fill(totpCode(secret, Date.now() + 30_000));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toBeHidden();
  await other.context().close();

  // A third: a recovery code instead.
  const third = await freshPage(browser, baseURL, 'en');
  await third.goto('/');
  dialog = await openLogin(third);
  await dialog.getByLabel('Email').fill(member.email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.locator('button[type="submit"]').click();
  await dialog.getByLabel('Code', { exact: true }).fill(recovery);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toBeHidden();
  await third.goto('/profile');
  await expect(third.getByText('On. 9 recovery codes left.')).toBeVisible();

  // Sessions: the first browser ends the third's session; its next refresh is refused.
  await page.reload();
  const sessions = page.getByRole('region', { name: 'Sessions' });
  // The sign-up's, this sign-in's, and the two other browsers'.
  await expect(sessions.getByTestId('session')).toHaveCount(4);
  await expect(sessions.getByTestId('session').filter({ hasText: 'this device' })).toHaveCount(1);
  await sessions.getByRole('button', { name: 'End all other sessions' }).click();
  await expect(sessions.getByTestId('session')).toHaveCount(1);
  const refused = await third.request.post('/auth/token', { data: {}, headers: { 'x-requested-with': 'chainpulse' } });
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('invalid-refresh-token');
  await third.context().close();
});

test('a mailed sign-in link signs in on a phone, in Chinese', async ({ page, browser, baseURL }) => {
  const member = await newAccount(page, { admin: false, prefix: 'magic' });
  const phone = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 390, height: 844 }, isMobile: true });
  const memberPage = await phone.newPage();
  await memberPage.goto('/?lang=zh');
  const dialog = await openLogin(memberPage);
  await dialog.getByRole('button', { name: '通过邮件发送登录链接' }).click();
  await dialog.getByLabel('邮箱').fill(member.email);
  await dialog.getByRole('button', { name: '发送' }).click();
  await expect(dialog.getByText(`如果 ${member.email} 有账号`)).toBeVisible();

  const text = await lastMail(page, member.email, 'magic-link');
  expect(text).toContain('验证码');
  const link = /https?:\/\/\S+\/auth\/magic\?token=\S+/.exec(text)![0];
  await memberPage.goto(link);
  await expect(memberPage.getByText('您已登录。')).toBeVisible();
  await expect(memberPage).toHaveURL(/\/magic-link\?token=/);
  // Once only.
  await memberPage.goto(link);
  await expect(memberPage.getByText('此登录链接无效', { exact: false })).toBeVisible();
  await phone.close();
});
