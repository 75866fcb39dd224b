import { expect, test, type Page } from './support/test.ts';
import { adminGraphql, freshPage, newAccount, signIn } from './support/accounts.ts';
import { live } from './support/live.ts';

// Account recovery as a member walks it (issue 32): the Login dialog's "Forgot password?" leads to a reset link,
// read from the outbox (the embedded default sends nothing) with the admin secret, that sets a new password (en,
// desktop); an email change from the profile is confirmed by the link mailed to the new address (zh, phone).
test.slow();

const NEW_PASSWORD = 'plum violet anchor meadow';

/** The plain text of the newest `template` mail to `to` (waits for it). */
async function mailText(page: Page, to: string, template: string): Promise<string> {
  let text: string | undefined;
  await expect(async () => {
    const { auth_mail_outbox: mails } = await adminGraphql<{ auth_mail_outbox: { text_body: string }[] }>(
      page,
      `query Mail($to: citext!, $template: String!) {
        auth_mail_outbox(where: {recipient: {_eq: $to}, template: {_eq: $template}}, order_by: {created_at: desc}, limit: 1) { text_body }
      }`,
      { to, template },
    );
    text = mails[0]?.text_body;
    expect(text).toBeDefined();
  }).toPass();
  return text!;
}

/** The link of the newest `template` mail to `to`, as the member would open it. */
async function mailedLink(page: Page, to: string, template: string): Promise<string> {
  const link = new URL(/https?:\/\/\S+\?token=\S+/.exec(await mailText(page, to, template))![0]);
  return link.pathname + link.search;
}

test('a forgotten password is reset from the Login dialog through the mailed link (en, desktop)', async ({ page }) => {
  const member = await newAccount(page, { admin: false, prefix: 'forgot' });
  await page.goto('/?lang=en');
  await live(page);
  await page.getByRole('banner').getByRole('button', { name: 'Login / Register' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByText(`If ${member.email} belongs to an account`)).toBeVisible();

  await page.goto(await mailedLink(page, member.email, 'reset-password'));
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  // Strength as at sign-up.
  await page.getByLabel('New password').fill('password1');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByText('This password is too easy to guess')).toBeVisible();
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByText('Your password is changed and every session was signed out.')).toBeVisible();

  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(member.email);
  await dialog.getByLabel(/^Password$/).fill(NEW_PASSWORD);
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login / Register' })).toBeHidden();
});

test('an email change is confirmed by the new address and the old one is told (zh, phone)', async ({ browser, baseURL }) => {
  const page = await freshPage(browser, baseURL, 'zh');
  await page.setViewportSize({ width: 390, height: 844 });
  const member = await newAccount(page, { admin: false, prefix: 'mover' });
  await page.goto('/');
  await signIn(page, member);
  await page.goto('/profile');
  const panel = page.getByRole('region', { name: '密码与邮箱' });
  await expect(panel).toBeVisible({ timeout: 15_000 });
  const fresh = `moved_${member.username}@example.org`;
  const form = panel.getByRole('form', { name: '更改邮箱地址' });
  await form.getByLabel('新邮箱地址').fill(fresh);
  await form.getByLabel('当前密码').fill('not the password');
  await form.getByRole('button', { name: '发送确认链接' }).click();
  await expect(form.getByText('当前密码不正确。')).toBeVisible();
  await form.getByLabel('当前密码').fill('correct horse battery');
  await form.getByRole('button', { name: '发送确认链接' }).click();
  await expect(form.getByText(`请打开我们发送到 ${fresh} 的链接以完成更改。`)).toBeVisible();

  // The old address is told; nothing changes before the new one confirms.
  expect(await mailText(page, member.email, 'email-change-notice')).toContain(fresh);
  const users = async () =>
    (
      await adminGraphql<{ auth_users: { email: string; email_verified: boolean }[] }>(
        page,
        'query Account($id: uuid!) { auth_users(where: {id: {_eq: $id}}) { email email_verified } }',
        { id: member.id },
      )
    ).auth_users;
  expect((await users())[0]!.email).toBe(member.email);

  await page.goto(await mailedLink(page, fresh, 'change-email'));
  await expect(page.getByText('您的账号现在使用此邮箱地址。')).toBeVisible();
  expect(await users()).toEqual([{ email: fresh, email_verified: true }]);
  await page.context().close();
});
