import { expect, test, type Page } from './support/test.ts';
import { adminGraphql, freshPage, newAccount, signIn } from './support/accounts.ts';
import { gotoLive } from './support/live.ts';

// Notification mail (issue 32): a member sets their email preferences on the profile (English, desktop); a mention
// mailed to a member reading in Chinese carries an unsubscribe link whose page (Chinese, phone) confirms, turns
// mentions off without signing in, and links to the preferences. Without SMTP the mail waits in the outbox, read
// here through the admin API.
test.slow();

/** The text part of the newest mail of `template` to `email`, once it is in the outbox. */
async function outboxText(page: Page, email: string, template: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const { auth_mail_outbox: mails } = await adminGraphql<{ auth_mail_outbox: { text_body: string }[] }>(
          page,
          `query Mail($email: citext!, $template: String!) {
            auth_mail_outbox(where: {recipient: {_eq: $email}, template: {_eq: $template}}, order_by: {created_at: desc}, limit: 1) { text_body }
          }`,
          { email, template },
        );
        text = mails[0]?.text_body ?? '';
        return text;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  return text;
}

test('a member chooses which notifications reach them by email, kept after a reload', async ({ page }) => {
  const member = await newAccount(page, { admin: false, prefix: 'mailpref' });
  await page.goto('/?lang=en');
  await signIn(page, member);
  await gotoLive(page, '/profile');
  const section = page.getByRole('region', { name: 'Email notifications' });
  await expect(section.getByLabel('Mentions of me')).toHaveValue('instant');
  await expect(section.getByLabel('Replies to my comments')).toHaveValue('instant');
  await expect(section.getByLabel('Comments on my posts')).toHaveValue('daily');
  await expect(section.getByRole('checkbox', { name: 'Weekly digest of the most-read stories' })).toBeChecked();

  await section.getByLabel('Replies to my comments').selectOption({ label: 'Daily summary' });
  await section.getByLabel('Comments on my posts').selectOption({ label: 'Off' });
  await section.getByRole('checkbox', { name: 'Weekly digest of the most-read stories' }).uncheck();
  await section.getByRole('button', { name: 'Save email preferences' }).click();
  await expect(section.getByText('Your email preferences are saved.')).toBeVisible();

  await page.reload();
  await expect(section.getByLabel('Replies to my comments')).toHaveValue('daily', { timeout: 15_000 });
  await expect(section.getByLabel('Comments on my posts')).toHaveValue('off');
  await expect(section.getByLabel('Mentions of me')).toHaveValue('instant');
  await expect(section.getByRole('checkbox', { name: 'Weekly digest of the most-read stories' })).not.toBeChecked();
  const { notification_email_settings: rows } = await adminGraphql<{ notification_email_settings: Record<string, unknown>[] }>(
    page,
    'query Settings($id: uuid!) { notification_email_settings(where: {user_id: {_eq: $id}}) { replies comments weekly_digest language } }',
    { id: member.id },
  );
  expect(rows).toEqual([{ replies: 'daily', comments: 'off', weekly_digest: false, language: 'en' }]);
});

test('the unsubscribe link of a mention mail, in Chinese on a phone, turns mentions off without signing in', async ({
  page,
  browser,
  baseURL,
}) => {
  // newAccount confirms the address through its verification mail (only confirmed addresses get notification mail).
  const member = await newAccount(page, { admin: false, prefix: 'mailzh' });
  const actor = await newAccount(page, { admin: true, prefix: 'mention' });
  await adminGraphql(
    page,
    'mutation Lang($id: uuid!) { insert_notification_email_settings_one(object: {user_id: $id, language: "zh"}) { user_id } }',
    {
      id: member.id,
    },
  );
  await adminGraphql(
    page,
    'mutation Post($author: uuid!, $content: String!) { insert_discussions_one(object: {author_id: $author, title: "邮件提醒测试", content: $content}) { id } }',
    { author: actor.id, content: `你好 @${member.username}，请看看这个讨论。` },
  );
  const text = await outboxText(page, member.email, 'notification-mentions');
  expect(text).toContain('邮件提醒测试');
  const url = new URL(/退订: (\S+)/.exec(text)![1]!);

  // A phone with no session opens the link.
  const phone = await freshPage(browser, baseURL, 'zh');
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto(`${url.pathname}${url.search}`);
  await expect(phone.getByRole('heading', { level: 1, name: /^退订/ })).toBeVisible();
  await expect(phone.getByText(`停止向 ${member.email} 发送提到您的邮件？`)).toBeVisible();
  await phone.getByRole('button', { name: '退订' }).click();
  await expect(phone.getByRole('status')).toHaveText('已完成：您将不再收到提到您的邮件。');
  await expect(phone.getByRole('link', { name: '邮件通知设置' })).toHaveAttribute('href', /\/profile#email-notifications$/);
  const { notification_email_settings: rows } = await adminGraphql<{ notification_email_settings: Record<string, unknown>[] }>(
    page,
    'query Settings($id: uuid!) { notification_email_settings(where: {user_id: {_eq: $id}}) { mentions replies } }',
    { id: member.id },
  );
  expect(rows).toEqual([{ mentions: 'off', replies: 'instant' }]);
  await phone.context().close();
});
