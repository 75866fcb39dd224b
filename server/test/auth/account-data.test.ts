// Account export and deletion (issue 32) through the real app: the export is a real zip, parsed here; deletion is
// scheduled with the password, mailed (real SMTP server in process) with a cancel link, cancelled by signing in or
// by the link, and carried out by the erase job, keeping the posts under the deleted member or not, finishing what a
// run that stopped between batches left; admins see who is verified or leaving and resend verification links.
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eraseDueAccounts, grantAdmin } from '../../src/auth/index.ts';
import { DELETED_MEMBER_ID } from '#contract/deleted-member.ts';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../support/smtp-server.ts';
import { PASSWORD, startAuthApp, type AuthApp, type ErrorBody, type SessionBody } from './auth-app.ts';

let auth: AuthApp;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  auth = await startAuthApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Site <mail@site.test>', ACCOUNT_DELETION_GRACE_DAYS: '14' } });
});

afterAll(async () => {
  await auth?.close();
  await smtp?.close();
});

async function call<Body = Record<string, unknown>>(method: 'GET' | 'POST', path: string, token: string | undefined, payload?: unknown) {
  const response = await auth.app.inject({
    method,
    url: `/auth/${path}`,
    headers: {
      host: 'site.test',
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    raw: response.rawPayload,
    json: () => response.json() as Body & ErrorBody,
  };
}

async function mailTo(to: string, nth = 1): Promise<ReceivedMail> {
  for (;;) {
    const found = smtp.received.filter((mail) => mail.to.includes(to));
    if (found.length >= nth) return found[nth - 1]!;
    await smtp.waitFor(smtp.received.length + 1);
  }
}

/** A member with a blog post, a discussion, a comment on it, a like, a bookmark and a followed tag. */
async function memberWithContent(): Promise<{ session: SessionBody['session']; post: string; discussion: string; comment: string }> {
  const { session } = await auth.signUp({ displayName: 'Data Owner' });
  const id = session.user.id;
  const one = async (sql: string, params: unknown[]) => (await auth.db.query<{ id: string }>(sql, params)).rows[0]!.id;
  const post = await one(
    `INSERT INTO public.blog_posts (title, excerpt, content, author_id, published) VALUES ('My exported post', 'An excerpt of enough length.', 'The body of the post, long enough for the rule of fifty characters.', $1, true) RETURNING id`,
    [id],
  );
  const discussion = await one(`INSERT INTO public.discussions (author_id, content) VALUES ($1, 'A discussion of mine') RETURNING id`, [
    id,
  ]);
  const comment = await one(
    `INSERT INTO public.discussion_comments (discussion_id, author_id, content) VALUES ($1, $2, 'My comment') RETURNING id`,
    [discussion, id],
  );
  await auth.db.query('INSERT INTO public.discussion_likes (discussion_id, user_id) VALUES ($1, $2)', [discussion, id]);
  await auth.db.query('INSERT INTO public.bookmarks (user_id, discussion_id) VALUES ($1, $2)', [id, discussion]);
  await auth.db.query(`INSERT INTO public.follows (follower_id, tag) VALUES ($1, 'web3')`, [id]);
  return { session, post, discussion, comment };
}

const count = async (sql: string, params: unknown[]) => Number((await auth.db.query<{ n: string }>(sql, params)).rows[0]!.n);

describe('account export', () => {
  it('asks for the password, then streams a zip of everything the member wrote, without secrets, 3 a day', async () => {
    const { session, post, discussion, comment } = await memberWithContent();
    await auth.db.query(`INSERT INTO public.todos (user_id, title) SELECT $1, 'Item ' || n FROM generate_series(1, 1234) AS n`, [
      session.user.id,
    ]);
    expect((await call('POST', 'account/export', undefined, { password: PASSWORD })).status).toBe(401);
    const wrong = await call('POST', 'account/export', session.accessToken, { password: 'not the password' });
    expect(wrong.status).toBe(403);
    expect(wrong.json().error.code).toBe('reauth-failed');

    const answer = await call('POST', 'account/export', session.accessToken, { password: PASSWORD });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(String(answer.headers['content-disposition'])).toContain(`chainpulse-data-${session.user.username}-`);
    const files = unzipSync(new Uint8Array(answer.raw));
    const json = (name: string) => JSON.parse(strFromU8(files[name]!)) as Record<string, unknown>[];
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'README.txt',
        'account.json',
        'blog_posts.json',
        'discussions.json',
        'discussion_comments.json',
        'sessions.json',
      ]),
    );
    expect(strFromU8(files['README.txt']!)).toContain('blog_posts.json');
    const account = JSON.parse(strFromU8(files['account.json']!)) as { email: string; profile: { display_name: string } };
    expect(account).toMatchObject({ email: session.user.email, profile: { display_name: 'Data Owner' } });
    expect(json('blog_posts.json')).toEqual([expect.objectContaining({ id: post, title: 'My exported post' })]);
    expect(json('discussions.json')).toEqual([expect.objectContaining({ id: discussion, content: 'A discussion of mine' })]);
    expect(json('discussion_comments.json')).toEqual([expect.objectContaining({ id: comment, content: 'My comment' })]);
    expect(json('discussion_likes.json')).toEqual([expect.objectContaining({ discussion_id: discussion })]);
    expect(json('bookmarks.json')).toEqual([expect.objectContaining({ discussion_id: discussion })]);
    expect(json('follows.json')).toEqual([expect.objectContaining({ tag: 'web3' })]);
    expect(json('article_likes.json')).toEqual([]);
    // Read a page at a time: 1,234 rows come whole, each once.
    const todos = json('todos.json');
    expect(todos).toHaveLength(1234);
    expect(new Set(todos.map((todo) => todo.id)).size).toBe(1234);
    const sessions = json('sessions.json');
    expect(sessions).toHaveLength(1);
    // No hash, no token anywhere in the export.
    const everything = Object.values(files)
      .map((bytes) => strFromU8(bytes))
      .join('\n');
    expect(everything).not.toMatch(/token_hash|password_hash|\$argon2/);
    const { rows } = await auth.db.query<{ token_hash: string }>('SELECT token_hash FROM auth.refresh_tokens WHERE user_id = $1', [
      session.user.id,
    ]);
    for (const row of rows) expect(everything).not.toContain(row.token_hash);

    expect((await call('POST', 'account/export', session.accessToken, { password: PASSWORD })).status).toBe(200);
    expect((await call('POST', 'account/export', session.accessToken, { password: PASSWORD })).status).toBe(200);
    const fourth = await call('POST', 'account/export', session.accessToken, { password: PASSWORD });
    expect(fourth.status).toBe(429);
    expect(fourth.json().error.code).toBe('too-many-requests');
  });
});

describe('account deletion', () => {
  it('schedules with the password, mails a cancel link that works once, and a sign-in cancels it too', async () => {
    const { session } = await memberWithContent();
    const email = session.user.email;
    expect((await call('POST', 'account/deletion', session.accessToken, { keepContent: true, password: 'wrong one' })).status).toBe(403);
    const scheduled = await call<{ deletion: { dueAt: string; keepContent: boolean } }>('POST', 'account/deletion', session.accessToken, {
      keepContent: true,
      password: PASSWORD,
      language: 'zh',
    });
    expect(scheduled.status).toBe(200);
    const { dueAt } = scheduled.json().deletion;
    const days = (Date.parse(dueAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThan(14.1);
    expect((await call('GET', 'account/deletion', session.accessToken)).json()).toEqual({ deletion: { dueAt, keepContent: true } });
    // The sessions ended: the refresh token no longer works.
    expect((await auth.post('token', { refreshToken: session.refreshToken })).status).toBe(401);

    const mail = await mailTo(email, 2);
    expect(mail.parsed.subject).toContain(dueAt.slice(0, 10));
    expect(mail.parsed.text).toContain('取消注销');
    const token = decodeURIComponent(/\/cancel-deletion\?token=(\S+)/.exec(mail.parsed.text ?? '')![1]!);
    expect((await call('POST', 'account/deletion/cancel', undefined, { token })).status).toBe(200);
    expect((await call('GET', 'account/deletion', session.accessToken)).json()).toEqual({ deletion: null });
    expect((await call('POST', 'account/deletion/cancel', undefined, { token })).json().error.code).toBe('invalid-token');

    // Scheduled again, then a sign-in cancels it and says so.
    expect((await call('POST', 'account/deletion', session.accessToken, { keepContent: false, password: PASSWORD })).status).toBe(200);
    const signIn = await auth.signIn(email);
    expect(signIn.status).toBe(200);
    expect(signIn.body).toMatchObject({ deletionCancelled: true });
    expect(await count('SELECT count(*) AS n FROM auth.account_deletions WHERE user_id = $1', [session.user.id])).toBe(0);
    // A later sign-in has nothing to cancel.
    expect((await auth.signIn(email)).body).not.toHaveProperty('deletionCancelled');
  });

  it('erases a due account keeping its posts under the deleted member, and one whose posts go with it', async () => {
    const keeper = await memberWithContent();
    const leaver = await memberWithContent();
    const otherComment = await auth.signUp({ displayName: 'Someone Else' });
    // Another member's comment on the leaver's discussion goes with the discussion.
    await auth.db.query(`INSERT INTO public.discussion_comments (discussion_id, author_id, content) VALUES ($1, $2, 'A reply')`, [
      leaver.discussion,
      otherComment.session.user.id,
    ]);
    for (const [member, keepContent] of [
      [keeper, true],
      [leaver, false],
    ] as const) {
      const answer = await call('POST', 'account/deletion', member.session.accessToken, { keepContent, password: PASSWORD });
      expect(answer.status).toBe(200);
    }
    // Not due yet: nothing happens.
    expect(await eraseDueAccounts(auth.db)).toEqual({ erased: 0 });
    await auth.db.query(`UPDATE auth.account_deletions SET requested_at = now() - interval '15 days', due_at = now() - interval '1 day'`);
    expect((await eraseDueAccounts(auth.db)).erased).toBeGreaterThanOrEqual(2);

    for (const member of [keeper, leaver]) {
      const id = member.session.user.id;
      expect(await count('SELECT count(*) AS n FROM auth.users WHERE id = $1', [id])).toBe(0);
      expect(await count('SELECT count(*) AS n FROM public.user_profiles WHERE id = $1', [id])).toBe(0);
      expect(await count('SELECT count(*) AS n FROM auth.refresh_tokens WHERE user_id = $1', [id])).toBe(0);
      expect(await count('SELECT count(*) AS n FROM public.follows WHERE follower_id = $1', [id])).toBe(0);
      expect(await count('SELECT count(*) AS n FROM auth.mail_outbox WHERE recipient = $1', [member.session.user.email])).toBe(0);
      expect((await auth.signIn(member.session.user.email)).status).toBe(401);
    }
    // Kept: the post, discussion and comment now belong to the deleted member.
    const authors = await auth.db.query<{ author_id: string }>(
      `SELECT author_id FROM public.blog_posts WHERE id = $1 UNION ALL SELECT author_id FROM public.discussions WHERE id = $2
       UNION ALL SELECT author_id FROM public.discussion_comments WHERE id = $3`,
      [keeper.post, keeper.discussion, keeper.comment],
    );
    expect(authors.rows.map((row) => row.author_id)).toEqual([DELETED_MEMBER_ID, DELETED_MEMBER_ID, DELETED_MEMBER_ID]);
    const ghost = await auth.db.query('SELECT display_name FROM public.user_profiles WHERE id = $1', [DELETED_MEMBER_ID]);
    expect(ghost.rows).toEqual([{ display_name: 'Deleted member' }]);
    // Gone: the leaver's post, discussion (with the reply on it) and comment.
    expect(await count('SELECT count(*) AS n FROM public.blog_posts WHERE id = $1', [leaver.post])).toBe(0);
    expect(await count('SELECT count(*) AS n FROM public.discussions WHERE id = $1', [leaver.discussion])).toBe(0);
    expect(await count('SELECT count(*) AS n FROM public.discussion_comments WHERE discussion_id = $1', [leaver.discussion])).toBe(0);
    // The other member is untouched.
    expect(await count('SELECT count(*) AS n FROM auth.users WHERE id = $1', [otherComment.session.user.id])).toBe(1);
  });

  it('finishes an erasure that stopped between batches, and a sign-in after it began no longer cancels', async () => {
    const member = await memberWithContent();
    const id = member.session.user.id;
    expect((await call('POST', 'account/deletion', member.session.accessToken, { keepContent: true, password: PASSWORD })).status).toBe(
      200,
    );
    await auth.db.query(`UPDATE auth.account_deletions SET requested_at = now() - interval '15 days', due_at = now() - interval '1 day'`);
    let batches = 0;
    const crash = new Error('the job stopped');
    await expect(
      eraseDueAccounts(auth.db, {
        afterBatch: () => {
          batches += 1;
          if (batches === 2) throw crash;
        },
      }),
    ).rejects.toBe(crash);
    // Midway: the comment moved, the rest not yet; the account is disabled and a sign-in no longer cancels.
    expect(
      await count('SELECT count(*) AS n FROM public.discussion_comments WHERE id = $1 AND author_id = $2', [
        member.comment,
        DELETED_MEMBER_ID,
      ]),
    ).toBe(1);
    expect(await count('SELECT count(*) AS n FROM public.blog_posts WHERE id = $1 AND author_id = $2', [member.post, id])).toBe(1);
    expect((await auth.signIn(member.session.user.email)).body.error?.code).toBe('account-disabled');
    expect(await count('SELECT count(*) AS n FROM auth.account_deletions WHERE user_id = $1', [id])).toBe(1);

    expect(await eraseDueAccounts(auth.db)).toEqual({ erased: 1 });
    expect(await count('SELECT count(*) AS n FROM auth.users WHERE id = $1', [id])).toBe(0);
    expect(
      await count('SELECT count(*) AS n FROM public.blog_posts WHERE id = $1 AND author_id = $2', [member.post, DELETED_MEMBER_ID]),
    ).toBe(1);
    expect(await eraseDueAccounts(auth.db)).toEqual({ erased: 0 });
  });
});

describe('admin account actions', () => {
  it('shows verified and leaving members to admins only, and resends a verification link', async () => {
    const admin = await auth.signUp({ displayName: 'Admin Person' });
    await grantAdmin(auth.db, admin.session.user.email);
    const adminToken = (await auth.signIn(admin.session.user.email)).body.session.accessToken;
    const member = await auth.signUp({ displayName: 'Unverified One' });
    const id = member.session.user.id;
    await call('POST', 'account/deletion', member.session.accessToken, { keepContent: true, password: PASSWORD });

    expect((await call('GET', `admin/accounts?ids=${id}`, member.session.accessToken)).status).toBe(403);
    const status = await call<{ accounts: { id: string; emailVerified: boolean; deletionDueAt: string | null }[] }>(
      'GET',
      `admin/accounts?ids=${id},${admin.session.user.id}`,
      adminToken,
    );
    expect(status.status).toBe(200);
    const byId = new Map(status.json().accounts.map((account) => [account.id, account]));
    expect(byId.get(id)).toMatchObject({ emailVerified: false, deletionDueAt: expect.any(String) });
    expect(byId.get(admin.session.user.id)).toMatchObject({ emailVerified: true, deletionDueAt: null });

    expect((await call('POST', 'admin/accounts/resend-verification', member.session.accessToken, { userId: id })).status).toBe(403);
    // The sign-up's verification link and the deletion's mail came first.
    await mailTo(member.session.user.email, 2);
    const resent = await call('POST', 'admin/accounts/resend-verification', adminToken, { userId: id });
    expect(resent.json()).toEqual({ ok: true, emailVerified: false });
    const mail = await mailTo(member.session.user.email, 3);
    expect(mail.parsed.text).toContain('/verify-email?token=');
  });
});
