import { expect, test } from './support/test.ts';
import { adminGraphql, freshPage, newAccount, PASSWORD, signIn } from './support/accounts.ts';
import { gotoLive } from './support/live.ts';

// Mail without an SMTP server (the embedded default): a new member's verification mail waits in the outbox, an
// admin reads it at /admin/outbox and follows its link; the member's page confirms the address once; a used link
// offers a new one. The mail is in the member's language (zh here), the admin's screens in theirs (en here).
// Each test walks two sessions (a member's and an admin's).
test.slow();

test('a sign-up verification mail read in the outbox confirms the address once', async ({ page, browser, baseURL }) => {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const member = { email: `mail_${tag}@example.com`, displayName: `邮件 ${tag}`, username: `mail_${tag}`, password: PASSWORD };
  // A member signs up from a Chinese page (the lang cookie): the mail is in Chinese.
  const signup = await page.request.post('/auth/signup', { data: member, headers: { cookie: 'lang=zh' } });
  expect(signup.status()).toBe(200);
  expect(((await signup.json()) as { session: { user: { emailVerified: boolean } } }).session.user.emailVerified).toBe(false);

  const admin = await newAccount(page, { admin: true, prefix: 'postmaster' });
  await page.goto('/?lang=en');
  await signIn(page, admin);
  await gotoLive(page, '/admin/outbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Mail outbox' })).toBeVisible({ timeout: 15_000 });
  const table = page.getByRole('region', { name: 'Messages' });
  await table.getByRole('link', { name: `Open message to ${member.email}: 确认您在链脉的邮箱地址` }).click();
  await expect(page.getByRole('heading', { level: 2, name: '确认您在链脉的邮箱地址' })).toBeVisible();
  await expect(page.getByText(`${member.displayName}，您好：`)).toBeVisible();
  await expect(page.getByText('Queued', { exact: true })).toBeVisible();
  // The HTML part, in its sandboxed frame, has the same button.
  await expect(page.frameLocator('iframe[title="HTML part of the message"]').getByRole('link', { name: '确认我的地址' })).toBeVisible();
  const link = page.getByRole('link', { name: /\/verify-email\?token=/ });
  const href = (await link.getAttribute('href'))!;
  expect(new URL(href).origin).toBe(new URL(baseURL!).origin);

  // Signed in but unconfirmed, the member is told where they would write (issue 32), and the API refuses a
  // discussion with the same words.
  const memberPage = await freshPage(browser, baseURL, 'zh');
  await memberPage.goto('/');
  await signIn(memberPage, member);
  await gotoLive(memberPage, '/discussion');
  const notice = memberPage.getByRole('status').filter({ hasText: '请先确认您的邮箱地址再发布内容。' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(member.email);
  await expect(notice.getByRole('button', { name: '重新发送链接' })).toBeVisible();
  const box = memberPage.getByRole('textbox', { name: '讨论内容' });
  const title = memberPage.getByRole('textbox', { name: '标题' });
  const text = `Verified first ${tag}: which rollup do you deploy on?`;
  await box.fill(text);
  await title.fill(`Verify ${tag}`);
  await memberPage.getByRole('button', { name: '发布', exact: true }).click();
  await expect(memberPage.getByText('讨论发布失败：请先确认您的邮箱地址再发布：点击我们发给您的链接。')).toBeVisible();

  // The member opens the link: confirmed, and the same session posts at once.
  await memberPage.goto(href);
  await expect(memberPage.getByText('您的邮箱地址已确认，谢谢！')).toBeVisible();
  await gotoLive(memberPage, '/discussion');
  await expect(box).toBeVisible();
  await expect(notice).toHaveCount(0);
  await box.fill(text);
  await title.fill(`Verify ${tag}`);
  await memberPage.getByRole('button', { name: '发布', exact: true }).click();
  await expect(box).toHaveValue('');
  await expect(memberPage.getByRole('article').filter({ hasText: text })).toBeVisible();
  const { auth_users: users } = await adminGraphql<{ auth_users: { email_verified: boolean }[] }>(
    page,
    'query Verified($email: citext!) { auth_users(where: {email: {_eq: $email}}) { email_verified } }',
    { email: member.email },
  );
  expect(users).toEqual([{ email_verified: true }]);

  // Once only: the same link now fails (and the member's session knows the address is confirmed).
  await memberPage.goto(href);
  await expect(memberPage.getByText('此链接无法使用：它已被使用、已过期，或已被更新的链接取代。')).toBeVisible();
  await expect(memberPage.getByText('您的地址已经确认过了。')).toBeVisible();
  await memberPage.context().close();

  // The admin's list shows the member's mail (queued: no SMTP here) and the admin's own.
  await gotoLive(page, '/admin/outbox');
  await expect(table.getByRole('row').filter({ hasText: member.email })).toHaveCount(1);
});

test('an unverified member asks for a new link; the outbox in Chinese on a phone', async ({ browser, baseURL }) => {
  const memberPage = await freshPage(browser, baseURL, 'zh');
  const memberAccount = await newAccount(memberPage, { admin: false, prefix: 'reader', verified: false });
  await memberPage.goto('/');
  await signIn(memberPage, memberAccount);
  await memberPage.goto('/verify-email?token=not-a-real-token');
  await expect(memberPage.getByText('此链接无法使用：它已被使用、已过期，或已被更新的链接取代。')).toBeVisible();
  await memberPage.getByRole('button', { name: '给我发送新链接' }).click();
  await expect(memberPage.getByText(`新链接正在发往 ${memberAccount.email}。`)).toBeVisible();
  await memberPage.context().close();

  const page = await freshPage(browser, baseURL, 'zh');
  await page.setViewportSize({ width: 390, height: 844 });
  const admin = await newAccount(page, { admin: true, prefix: 'postzh' });
  await page.goto('/');
  await signIn(page, admin);
  await gotoLive(page, '/admin/outbox');
  await expect(page.getByRole('heading', { level: 1, name: '邮件发件箱' })).toBeVisible({ timeout: 15_000 });
  const table = page.getByRole('region', { name: '邮件' });
  const mails = table.getByRole('link', { name: new RegExp(`^打开发给 ${memberAccount.email.replace(/[.]/g, '\\.')} 的邮件：`) });
  // The sign-up's and the one asked for.
  await expect(mails).toHaveCount(2);
  await mails.first().click();
  await expect(page.getByText('纯文本部分')).toBeVisible();
  await expect(page.getByText('排队中', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: '返回发件箱' }).click();
  await expect(table).toBeVisible();
  await page.context().close();
});
