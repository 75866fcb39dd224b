// Issue 32, the "confirm it is you" dialog's other proofs in Chromium: a member who signed in with their passkey
// removes it after proving presence with the passkey again (Chromium's virtual authenticator, en, desktop); a member
// without a password (made by signing in with an OpenID provider, started here on the port the server's
// OIDC_PROVIDERS names) downloads their data after proving presence with a code mailed to them, read from the
// outbox (zh, phone).
import { expect, test, type Locator } from './support/test.ts';
import { adminGraphql, newAccount, PASSWORD, signIn } from './support/accounts.ts';
import { seedStorage } from './support/browser-storage.ts';
import { localBase, virtualAuthenticator } from './support/passkeys.ts';
import { E2E_OIDC_NAME, E2E_OIDC_PORT } from './support/oidc.ts';
import { startOidcProvider, type TestOidcProvider } from '../server/test/support/oidc-provider.ts';

test.slow();

/**
 * Clicks the button from a timer in the page once it is there, without waiting for the evaluate that asks for it: the
 * Login dialog also offers the passkey in the email field's autofill (conditional mediation), which Chromium's virtual
 * authenticator answers at once, so the dialog may sign the member in and close before the button is clicked (an
 * evaluate awaited then waited for a button that was gone, until the test's deadline). What the click does is what the
 * test then waits for; an evaluate left waiting ends with the page.
 */
function clickSoon(button: Locator): void {
  void button.evaluate((element: { click: () => void }) => void setTimeout(() => element.click(), 0)).catch(() => undefined);
}

let idp: TestOidcProvider;

test.beforeAll(async ({ baseURL }) => {
  idp = await startOidcProvider({ port: E2E_OIDC_PORT });
  idp.register([`${baseURL}/auth/oidc/e2e/callback`]);
});

test.afterAll(async () => {
  await idp?.close();
});

test('a member proves it is them with their passkey before removing it (en, desktop)', async ({ browser, baseURL }) => {
  // WebAuthn refuses an IP address as the relying party: `localhost`, as the passkeys spec.
  const context = await browser.newContext({ baseURL: localBase(baseURL), locale: 'en-US' });
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
  // Signed out (the header says so) before the Login dialog opens, as the passkeys spec waits.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login / Register' })).toBeVisible();
  await expect(panel).toBeHidden();
  await page.getByRole('banner').getByRole('button', { name: 'Login / Register' }).click();
  const login = page.getByRole('dialog');
  // Signed in with the passkey: by the autofill or by the button, whichever comes first (clickSoon).
  clickSoon(login.getByRole('button', { name: 'Sign in with a passkey' }));
  await expect(login).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: `Account menu of ${member.displayName}` })).toBeVisible();

  // Removing it is sensitive: the dialog offers the password and the passkey; the passkey proves it.
  await panel.getByRole('button', { name: 'Remove Laptop' }).click();
  const reauth = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(reauth.getByLabel('Current password')).toBeVisible();
  await expect(reauth.getByRole('button', { name: 'Email me a code' })).toBeVisible();
  clickSoon(reauth.getByRole('button', { name: 'Use a passkey' }));
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

test('the deleted member is named in Chinese wherever its kept posts show, and its page says the account was deleted (zh)', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  const page = await context.newPage();
  await seedStorage(page, { lang: 'zh' });
  const member = await newAccount(page, { admin: false, prefix: 'keeper' });
  // The shared author the erase job makes at the first erasure that keeps posts (server/test/mail/deleted-member-mail
  // and account-data tests run the job itself), made the same way here unless an earlier spec's erasure made it.
  const ghost = '00000000-0000-4000-8000-00000000dead';
  await adminGraphql(
    page,
    `mutation Ghost($id: uuid!, $username: String!) {
      insert_auth_users_one(object: {id: $id, email: "deleted-member@deleted.invalid", email_verified: true, disabled: true}, on_conflict: {constraint: users_pkey, update_columns: []}) { id }
      insert_user_profiles_one(object: {id: $id, username: $username, display_name: "Deleted member"}, on_conflict: {constraint: user_profiles_pkey, update_columns: []}) { id }
    }`,
    { id: ghost, username: `deleted_${Date.now().toString(16).slice(-12)}` },
  );
  const tag = Date.now().toString(36);
  const { insert_discussions_one: thread, insert_blog_posts_one: post } = await adminGraphql<{
    insert_discussions_one: { id: string };
    insert_blog_posts_one: { slug: string };
  }>(
    page,
    `mutation Kept($member: uuid!, $ghost: uuid!, $slug: String!) {
      insert_discussions_one(object: {author_id: $member, title: "留下来的讨论", content: "大家怎么看？", topic: "general", language: "zh"}) { id }
      insert_blog_posts_one(object: {author_id: $ghost, title: "一位已离开的成员的文章", slug: $slug, excerpt: "作者已删除账户，文章留了下来。", content: "留下的文章内容。留下的文章内容。留下的文章内容。留下的文章内容。留下的文章内容。留下的文章内容。留下的文章内容。留下的文章内容。留下的文章内容。留下的文章内容。", language: "zh", published: true}) { slug }
    }`,
    { member: member.id, ghost, slug: `left-behind-${tag}` },
  );
  // The deleted member's kept comment on the member's thread: a reply notification from it.
  await adminGraphql(
    page,
    `mutation Reply($thread: uuid!, $ghost: uuid!) { insert_discussion_comments_one(object: {discussion_id: $thread, author_id: $ghost, content: "一条留下的评论"}) { id } }`,
    { thread: thread.id, ghost },
  );
  const { user_profiles: ghosts } = await adminGraphql<{ user_profiles: { username: string }[] }>(
    page,
    'query Ghost($id: uuid!) { user_profiles(where: {id: {_eq: $id}}) { username } }',
    { id: ghost },
  );

  // Its page: a 404 from the server that says the account was deleted.
  const profile = await page.goto(`/u/${ghosts[0]!.username}`);
  expect(profile?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '此账户已删除' })).toBeVisible();
  await expect(page.getByText('Deleted member')).toHaveCount(0);

  // The post: its author in Chinese, linking nowhere.
  await page.goto(`/blog/${post.slug}`);
  await expect(page.getByRole('heading', { name: '一位已离开的成员的文章' })).toBeVisible();
  await expect(page.getByText('已删除的成员').first()).toBeVisible();
  await expect(page.getByText('Deleted member')).toHaveCount(0);

  // The member signed in: the comment's author on the thread, and the reply in their notifications.
  await signIn(page, member);
  await page.goto(`/discussion/${thread.id}`);
  const comment = page.getByText('一条留下的评论');
  await expect(comment).toBeVisible();
  await expect(page.getByText('已删除的成员').first()).toBeVisible();
  await expect(page.getByText('Deleted member')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^@deleted_/ })).toHaveCount(0);
  await page.goto('/notifications');
  await expect(page.getByText('已删除的成员').first()).toBeVisible();
  await expect(page.getByText('Deleted member')).toHaveCount(0);
  await context.close();
});

test('an unverified member is told to confirm their address at the RSVP buttons, and their answer is refused (en, phone)', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, locale: 'en-US', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await seedStorage(page, { lang: 'en' });
  const member = await newAccount(page, { admin: false, prefix: 'rsvpunv', verified: false });
  // The demo conference the RSVP spec answers (e2e/follow-events.spec.ts): upcoming, with seats.
  const { events_by_pk: event } = await adminGraphql<{ events_by_pk: { slug: string; current_attendees: number } }>(
    page,
    'query E2eRsvpEvent($id: uuid!) { events_by_pk(id: $id) { slug current_attendees } }',
    { id: '70000000-0000-4000-8000-000000000003' },
  );
  await page.goto(`/events/${event.slug}`);
  await signIn(page, member);
  await expect(page.getByText('Confirm your email address to post.')).toBeVisible();
  await expect(page.getByText(/report or answer events/)).toBeVisible();
  await page.getByTestId('rsvp-going').click();
  await expect(page.getByTestId('rsvp').getByRole('alert')).toBeVisible();
  await expect(page.getByTestId('rsvp-going')).toHaveAttribute('aria-pressed', 'false');
  const { events: after } = await adminGraphql<{ events: { current_attendees: number }[] }>(
    page,
    'query E2eAfter($slug: String!) { events(where: {slug: {_eq: $slug}}) { current_attendees } }',
    { slug: event.slug },
  );
  expect(after[0]!.current_attendees).toBe(event.current_attendees);
  await context.close();
});
