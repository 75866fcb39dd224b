// Issue 32: a member erased with their posts kept becomes the shared "deleted member" in others' notifications too:
// the erase job moves the replies and mentions they caused to it (the in-site list keeps them), and notification
// mail, instant or the daily summary, names it in the recipient's language, not by its stored English row. The
// real app over seeded PGlite, mail through a real SMTP server in this process.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eraseDueAccounts } from '../../src/auth/index.ts';
import { DELETED_MEMBER_ID } from '#contract/deleted-member.ts';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../support/smtp-server.ts';
import { startAuthApp, uniqueAccount, type AuthApp } from '../auth/auth-app.ts';

const ACTIONS_SECRET = 'deleted-member-mail-test-secret';

let auth: AuthApp;
let smtp: TestSmtpServer;

interface Member {
  id: string;
  email: string;
  username: string;
}

async function member(displayName: string, language: 'en' | 'zh'): Promise<Member> {
  const account = uniqueAccount();
  const { session } = await auth.signUp({ ...account, displayName });
  await auth.db.query(`UPDATE auth.users SET email_verified = true WHERE id = $1`, [session.user.id]);
  await auth.db.query(`INSERT INTO public.notification_email_settings (user_id, language) VALUES ($1, $2)`, [session.user.id, language]);
  return { id: session.user.id, email: account.email, username: account.username };
}

const one = async (sql: string, params: unknown[]) => (await auth.db.query<{ id: string }>(sql, params)).rows[0]!.id;

async function mailTo(to: string, subject: RegExp): Promise<ReceivedMail> {
  for (;;) {
    const found = smtp.received.find((mail) => mail.to.includes(to) && subject.test(mail.parsed.subject ?? ''));
    if (found) return found;
    await smtp.waitFor(smtp.received.length + 1);
  }
}

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

describe('the deleted member in notifications and their mail', () => {
  it('keeps the notifications an erased member caused, from the deleted member, named in the reader language by mail', async () => {
    const [poster, mentioned, leaver, liker] = [
      await member('Pos Ter', 'zh'),
      await member('Men Tioned', 'en'),
      await member('Lea Ver', 'en'),
      await member('Li Ker', 'en'),
    ];
    const thread = await one(
      `INSERT INTO public.discussions (author_id, title, content) VALUES ($1, 'A thread that outlives a member', 'What do you think?') RETURNING id`,
      [poster.id],
    );
    // A comment on the poster's thread (a daily-by-default notification) and a like by a member who stays.
    const comment = await one(
      `INSERT INTO public.discussion_comments (author_id, discussion_id, content) VALUES ($1, $2, 'A comment that stays') RETURNING id`,
      [leaver.id, thread],
    );
    await auth.db.query('INSERT INTO public.discussion_likes (discussion_id, user_id) VALUES ($1, $2)', [thread, liker.id]);
    await auth.db.query('INSERT INTO public.discussion_likes (discussion_id, user_id) VALUES ($1, $2)', [thread, leaver.id]);
    const actors = async () =>
      (
        await auth.db.query<{ kind: string; actor_id: string }>(
          `SELECT kind, actor_id FROM public.notifications WHERE recipient_id = $1 ORDER BY kind, actor_id`,
          [poster.id],
        )
      ).rows;
    expect((await actors()).filter((row) => row.actor_id === leaver.id).map((row) => row.kind)).toEqual(['like', 'reply']);

    // The leaver's deletion is due, keeping their posts: the job erases the account.
    await auth.db.query(
      `INSERT INTO auth.account_deletions (user_id, keep_content, requested_at, due_at, cancel_token_hash)
       VALUES ($1, true, now() - interval '15 days', now() - interval '1 day', $2)`,
      [leaver.id, randomBytes(32).toString('hex')],
    );
    expect((await eraseDueAccounts(auth.db)).erased).toBeGreaterThanOrEqual(1);
    expect(await one('SELECT author_id AS id FROM public.discussion_comments WHERE id = $1', [comment])).toBe(DELETED_MEMBER_ID);
    // The reply stays, from the deleted member; the like went with the like; the other member's like is untouched.
    const after = await actors();
    expect(after.filter((row) => row.actor_id === leaver.id)).toEqual([]);
    expect(after).toContainEqual({ kind: 'reply', actor_id: DELETED_MEMBER_ID });
    expect(after).toContainEqual({ kind: 'like', actor_id: liker.id });
    expect(after.filter((row) => row.actor_id === DELETED_MEMBER_ID)).toHaveLength(1);

    // The daily summary names the deleted member in the poster's language (zh), not by its English row.
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
    const response = await auth.app.inject({
      method: 'POST',
      url: '/actions/send-daily-notification-mail',
      headers: { 'content-type': 'application/json', 'x-actions-secret': ACTIONS_SECRET },
      payload: JSON.stringify({ scheduled_time: tomorrow.toISOString(), payload: {}, name: 'send-daily-notification-mail' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const daily = await mailTo(poster.email, /的通知/);
    expect(daily.parsed.text).toContain('已删除的成员: A thread that outlives a member');
    expect(daily.parsed.text).not.toContain('Deleted member');

    // An instant mention from the deleted member (its kept comment, as any), in English for an English reader.
    await auth.db.query(`INSERT INTO public.discussion_comments (author_id, discussion_id, content) VALUES ($1, $2, $3)`, [
      DELETED_MEMBER_ID,
      thread,
      `Hello @${mentioned.username}`,
    ]);
    const mention = await mailTo(mentioned.email, /mentioned you/);
    expect(mention.parsed.subject).toMatch(/^Deleted member mentioned you/);
    expect(mention.parsed.text).toContain('Deleted member');
  });
});
