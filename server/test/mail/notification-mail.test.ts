// Notification mail through the real path: in-site notifications become mail (instant, or one daily summary),
// the weekly digest carries the week's most-read, and every such message reaches a real SMTP server in this
// process with RFC 8058 List-Unsubscribe headers whose one-click POST turns the type off without sign-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../support/smtp-server.ts';
import { startAuthApp, uniqueAccount, type AuthApp } from '../auth/auth-app.ts';

const ACTIONS_SECRET = 'notification-mail-test-secret';

let auth: AuthApp;
let smtp: TestSmtpServer;

interface Member {
  id: string;
  email: string;
  username: string;
}

async function member(displayName: string, language?: 'en' | 'zh'): Promise<Member> {
  const account = uniqueAccount();
  const { session } = await auth.signUp({ ...account, displayName });
  await auth.db.query(`UPDATE auth.users SET email_verified = true WHERE id = $1`, [session.user.id]);
  if (language)
    await auth.db.query(`INSERT INTO public.notification_email_settings (user_id, language) VALUES ($1, $2)`, [session.user.id, language]);
  return { id: session.user.id, email: account.email, username: account.username };
}

async function discussion(author: Member, title: string): Promise<string> {
  const { rows } = await auth.db.query<{ id: string }>(
    `INSERT INTO public.discussions (author_id, title, content) VALUES ($1, $2, 'What does everyone think of this?') RETURNING id`,
    [author.id, title],
  );
  return rows[0]!.id;
}

async function comment(author: Member, discussionId: string, content: string, parentId?: string): Promise<string> {
  const { rows } = await auth.db.query<{ id: string }>(
    `INSERT INTO public.discussion_comments (author_id, discussion_id, content, parent_id) VALUES ($1, $2, $3, $4) RETURNING id`,
    [author.id, discussionId, content, parentId ?? null],
  );
  return rows[0]!.id;
}

/** The mail to `to` whose subject matches, waiting for it. */
async function mailTo(to: string, subject: RegExp): Promise<ReceivedMail> {
  for (;;) {
    const found = smtp.received.find((mail) => mail.to.includes(to) && subject.test(mail.parsed.subject ?? ''));
    if (found) return found;
    await smtp.waitFor(smtp.received.length + 1);
  }
}

const mailsTo = (to: string, subject: RegExp) =>
  smtp.received.filter((mail) => mail.to.includes(to) && subject.test(mail.parsed.subject ?? ''));

async function cron(path: string, scheduledTime: Date) {
  const response = await auth.app.inject({
    method: 'POST',
    url: `/actions/${path}`,
    headers: { 'content-type': 'application/json', 'x-actions-secret': ACTIONS_SECRET },
    payload: JSON.stringify({ scheduled_time: scheduledTime.toISOString(), payload: {}, name: path }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { queued: number };
}

/** Every outbox row so far has been handed to SMTP (so "no mail" is a fact, not a race). */
async function outboxDrained(): Promise<void> {
  for (;;) {
    const { rows } = await auth.db.query<{ waiting: number }>(
      `SELECT (SELECT count(*) FROM auth.notification_mail_pending)::int + (SELECT count(*) FROM auth.mail_outbox WHERE status <> 'sent')::int AS waiting`,
    );
    if (rows[0]!.waiting === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A header's value as it was sent (unfolded), not mailparser's reading of it. */
const rawHeader = (mail: ReceivedMail, name: string): string | undefined => {
  const line = mail.parsed.headerLines.find((header) => header.key === name)?.line;
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim();
};

const listUnsubscribe = (mail: ReceivedMail): string => {
  const value = rawHeader(mail, 'list-unsubscribe') ?? '';
  const url = /^<(https?:\/\/[^>\s]+)>$/.exec(value)?.[1];
  expect(url, value).toBeDefined();
  return url!;
};

beforeAll(async () => {
  smtp = await startSmtpServer();
  auth = await startAuthApp({
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Site <mail@site.test>', ACTIONS_SECRET, SITE_URL: 'https://site.test' },
  });
  await auth.app.ready();
});

afterAll(async () => {
  await auth?.close();
  await smtp?.close();
});

describe('notification mail', () => {
  it('mails a mention at once, in the member language, with one-click unsubscribe that works without sign-in', async () => {
    const [writer, reader] = [await member('Wri Ter', 'zh'), await member('Rea Der')];
    const thread = await discussion(reader, 'A thread about mail');
    await comment(reader, thread, `Hello @${writer.username}, what do you say?`);

    const mail = await mailTo(writer.email, /提到了您/);
    expect(mail.parsed.subject).toBe('Rea Der在链脉提到了您');
    expect(mail.parsed.text).toContain('Rea Der在“A thread about mail”中提到了您');
    expect(mail.parsed.text).toContain(`> Hello @${writer.username}, what do you say?`);
    expect(mail.parsed.text).toContain(`https://site.test/discussion/${thread}`);
    expect(mail.parsed.text).toContain('https://site.test/profile#email-notifications');
    expect(rawHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const url = listUnsubscribe(mail);
    expect(url).toMatch(/^https:\/\/site\.test\/auth\/unsubscribe\?token=/);

    // GET confirms (the member's language); a tampered token is refused; the one-click POST turns mentions off.
    const path = url.slice('https://site.test'.length);
    const confirm = await auth.app.inject({ method: 'GET', url: path });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain(`停止向 ${writer.email} 发送提到您的邮件`);
    const tampered = await auth.app.inject({ method: 'POST', url: path.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) });
    expect(tampered.statusCode).toBe(400);
    const done = await auth.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    const { rows } = await auth.db.query(
      `SELECT mentions, replies, comments, weekly_digest FROM public.notification_email_settings WHERE user_id = $1`,
      [writer.id],
    );
    expect(rows[0]).toEqual({ mentions: 'off', replies: 'instant', comments: 'daily', weekly_digest: true });

    // Mentions are off now: a new one notifies in the site only.
    await comment(reader, thread, `Again @${writer.username}?`);
    await outboxDrained();
    expect(mailsTo(writer.email, /提到了您/)).toHaveLength(1);
  });

  it('sends nothing about hidden content, even when hidden after the notification was made', async () => {
    const [writer, reader] = [await member('Hid Den'), await member('Vis Itor')];
    const thread = await discussion(reader, 'A thread soon hidden');
    await auth.db.transaction(async (tx) => {
      await tx.query(`INSERT INTO public.discussion_comments (author_id, discussion_id, content) VALUES ($1, $2, $3)`, [
        reader.id,
        thread,
        `Ping @${writer.username}, see this`,
      ]);
      // Hidden before the server renders the mail: the check is made then.
      await tx.query(`UPDATE public.discussions SET hidden = true WHERE id = $1`, [thread]);
    });
    const { rows } = await auth.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM public.notifications WHERE recipient_id = $1`,
      [writer.id],
    );
    expect(rows[0]!.count).toBeGreaterThan(0);
    await outboxDrained();
    expect(smtp.received.filter((mail) => mail.to.includes(writer.email) && !/Confirm/.test(mail.parsed.subject ?? ''))).toEqual([]);
  });

  it('groups a day of daily-type notifications into one summary, once per member and day', async () => {
    const [poster, first, second] = [await member('Pos Ter'), await member('Fir St'), await member('Sec Ond')];
    const thread = await discussion(poster, 'Daily summary thread');
    await comment(first, thread, 'First comment on your post');
    await comment(second, thread, 'Second comment on your post');
    await outboxDrained();
    // Comments on a member's posts are daily by default: nothing yet.
    expect(mailsTo(poster.email, /notifications of/)).toEqual([]);

    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
    const run = await cron('send-daily-notification-mail', tomorrow);
    expect(run.queued).toBeGreaterThanOrEqual(1);
    const mail = await mailTo(poster.email, /notifications of/);
    expect(mail.parsed.subject).toBe(`Your ChainPulse notifications of ${today}`);
    expect(mail.parsed.text).toContain('Comments on your posts');
    expect(mail.parsed.text).toContain('Fir St: Daily summary thread');
    expect(mail.parsed.text).toContain('Sec Ond: Daily summary thread');
    expect(rawHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // The run delivered again (a retry) mails nobody twice.
    expect((await cron('send-daily-notification-mail', tomorrow)).queued).toBe(0);
    await outboxDrained();
    expect(mailsTo(poster.email, /notifications of/)).toHaveLength(1);
  });

  it('mails the weekly digest of the week most-read in the member language to opted-in verified members', async () => {
    const [english, chinese, optedOut] = [await member('Eng Lish'), await member('Zhong Wen', 'zh'), await member('Opt Out')];
    await auth.db.query(`INSERT INTO public.notification_email_settings (user_id, weekly_digest) VALUES ($1, false)`, [optedOut.id]);
    const article = (title: string, language: string, views: number, published: boolean) =>
      auth.db.query<{ slug: string }>(
        `INSERT INTO public.articles (title, excerpt, content, language, views_count, published, published_at)
         VALUES ($1, 'An excerpt of the story', repeat('A story worth reading. ', 5), $2, $3, $4, CASE WHEN $4 THEN now() END) RETURNING slug`,
        [title, language, views, published],
      );
    await article('Most read English story', 'en', 900, true);
    await article('Unpublished draft story', 'en', 5000, false);
    await article('本周最热门的中文文章', 'zh', 800, true);

    const run = await cron('send-weekly-digest', new Date());
    expect(run.queued).toBeGreaterThanOrEqual(2);
    const en = await mailTo(english.email, /This week on/);
    expect(en.parsed.text).toContain('Most read English story');
    expect(en.parsed.text).not.toContain('Unpublished draft story');
    expect(en.parsed.text).not.toContain('本周最热门的中文文章');
    expect(rawHeader(en, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const zh = await mailTo(chinese.email, /本周/);
    expect(zh.parsed.text).toContain('本周最热门的中文文章');

    expect((await cron('send-weekly-digest', new Date())).queued).toBe(0);
    await outboxDrained();
    expect(mailsTo(optedOut.email, /This week on/)).toEqual([]);
    expect(mailsTo(english.email, /This week on/)).toHaveLength(1);

    // The digest's one-click link turns the digest off.
    const path = listUnsubscribe(en).slice('https://site.test'.length);
    const done = await auth.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    const { rows } = await auth.db.query(`SELECT weekly_digest FROM public.notification_email_settings WHERE user_id = $1`, [english.id]);
    expect(rows[0]).toEqual({ weekly_digest: false });
  });

  it('refuses the cron routes without the actions secret', async () => {
    const response = await auth.app.inject({
      method: 'POST',
      url: '/actions/send-weekly-digest',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(401);
  });
});
