// Recovery through the real path (issue 32): the links are mailed by the app's worker to a real SMTP server in this
// process and read from the message, as a member would follow them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressKey } from '../../src/limits/address.ts';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../support/smtp-server.ts';
import { PASSWORD, startAuthApp, uniqueAccount, type AuthApp, type ErrorBody, type SessionBody } from './auth-app.ts';

let auth: AuthApp;
let smtp: TestSmtpServer;

const NEW_PASSWORD = 'plum violet anchor meadow';

async function call<Body = Record<string, unknown>>(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await auth.app.inject({
    method: 'POST',
    url: `/auth/${path}`,
    headers: { 'content-type': 'application/json', host: 'site.test', ...headers },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json() as Body & ErrorBody };
}

const bearer = (session: SessionBody) => ({ authorization: `Bearer ${session.session.accessToken}` });

/** The nth mail to `to` (waits for it). */
async function mailTo(to: string, nth = 1): Promise<ReceivedMail> {
  for (;;) {
    const found = smtp.received.filter((mail) => mail.to.includes(to));
    if (found.length >= nth) return found[nth - 1]!;
    await smtp.waitFor(smtp.received.length + 1);
  }
}

function linkToken(mail: ReceivedMail, path: string): string {
  const url = new RegExp(`https?://\\S+/${path}\\?token=(\\S+)`).exec(mail.parsed.text ?? '');
  expect(url, mail.parsed.text).not.toBeNull();
  return decodeURIComponent(url![1]!);
}

const outboxCount = async (email: string, template: string) =>
  (
    await auth.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM auth.mail_outbox WHERE recipient = $1 AND template = $2`, [
      email,
      template,
    ])
  ).rows[0]!.count;

beforeAll(async () => {
  smtp = await startSmtpServer();
  auth = await startAuthApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Site <mail@site.test>' } });
});

afterAll(async () => {
  await auth?.close();
  await smtp?.close();
});

describe('password reset', () => {
  it('mails a single-use link that sets a new password and ends every session; unknown addresses get the same answer', async () => {
    const session = await auth.signUp({ displayName: 'Re Set' });
    const { email } = session.session.user;
    const other = await auth.signIn(email);

    expect(await call('password/forgot', { email: 'nobody.here@example.com' })).toEqual({ status: 200, body: { ok: true } });
    expect(await call('password/forgot', { email: email.toUpperCase(), language: 'zh' })).toEqual({ status: 200, body: { ok: true } });
    expect(await call('password/forgot', { email: 'not an email' })).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid-email' } },
    });
    const mail = await mailTo(email, 2);
    expect(mail.parsed.subject).toBe('重置您的链脉密码');
    expect(mail.parsed.html).toContain('href="http://site.test/reset-password?token=');
    const token = linkToken(mail, 'reset-password');

    // Strength as at sign-up; a refused password leaves the link usable.
    expect(await call('password/reset', { token, password: 'password1' })).toMatchObject({
      status: 400,
      body: { error: { code: 'weak-password' } },
    });
    expect(await call('password/reset', { token: 'made-up', password: NEW_PASSWORD })).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid-token' } },
    });
    expect(await call('password/reset', { token, password: NEW_PASSWORD })).toEqual({ status: 200, body: { ok: true } });
    expect(await call('password/reset', { token, password: NEW_PASSWORD })).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid-token' } },
    });

    // Every session ended; the old password no longer works, the new one does.
    for (const refreshToken of [session.session.refreshToken, other.body.session.refreshToken]) {
      expect(await auth.post('token', { refreshToken })).toMatchObject({ status: 401, body: { error: { code: 'invalid-refresh-token' } } });
    }
    expect((await auth.signIn(email)).status).toBe(401);
    const signedIn = await auth.signIn(email, NEW_PASSWORD);
    expect(signedIn.status).toBe(200);
    // The mailbox was proven.
    expect(signedIn.body.session.user.emailVerified).toBe(true);
  });

  it('expires after an hour and mails one account at most three links an hour, answering alike', async () => {
    const { session } = await auth.signUp();
    await mailTo(session.user.email); // the verification
    for (let i = 0; i < 5; i += 1) expect((await call('password/forgot', { email: session.user.email })).status).toBe(200);
    expect(await outboxCount(session.user.email, 'reset-password')).toBe(3);
    const last = linkToken(await mailTo(session.user.email, 4), 'reset-password');
    await auth.db.query(
      `UPDATE auth.email_tokens SET created_at = now() - interval '2 hours', expires_at = now() - interval '1 second'
       WHERE user_id = $1 AND purpose = 'reset-password'`,
      [session.user.id],
    );
    expect(await call('password/reset', { token: last, password: NEW_PASSWORD })).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid-token' } },
    });
  });

  it('limits the links asked from one client address', async () => {
    const answers = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await auth.app.inject({
        method: 'POST',
        url: '/auth/password/forgot',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: `${uniqueAccount().username}@example.com` }),
        remoteAddress: '203.0.113.9',
      });
      answers.push(response.statusCode);
    }
    expect(answers.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});

describe('unlock link', () => {
  it('mails the owner one link when failed sign-ins lock the account, and the link lifts the lock once', async () => {
    const { session } = await auth.signUp({ displayName: 'Lock Ed' });
    const { email } = session.user;
    // Nine failures from this address whose back-off has passed: the tenth locks.
    await auth.db.query(
      `INSERT INTO security.sign_in_failures (scope, key, failures, last_failure_at) VALUES ('email-address', $1, 9, now() - interval '61 seconds')
       ON CONFLICT (scope, key) DO UPDATE SET failures = 9, last_failure_at = excluded.last_failure_at`,
      [`${addressKey('127.0.0.1')} ${email}`],
    );
    expect(await auth.signIn(email, 'wrong password here')).toMatchObject({ status: 401 });
    const locked = await auth.signIn(email);
    expect(locked).toMatchObject({ status: 429, body: { error: { code: 'too-many-attempts', unlockLinkSent: true } } });
    expect(await auth.signIn(email)).toMatchObject({ status: 429 });
    const mail = await mailTo(email, 2);
    expect(mail.parsed.subject).toBe('Your ChainPulse account was locked after failed sign-ins');
    expect(await outboxCount(email, 'unlock')).toBe(1);

    const token = linkToken(mail, 'unlock');
    expect(await call('unlock', { token })).toEqual({ status: 200, body: { ok: true } });
    expect(await call('unlock', { token })).toMatchObject({ status: 400, body: { error: { code: 'invalid-token' } } });
    expect((await auth.signIn(email)).status).toBe(200);
  });

  it('mails nobody when the locked email has no account, and answers the lock alike', async () => {
    const email = `${uniqueAccount().username}@example.com`;
    await auth.db.query(
      `INSERT INTO security.sign_in_failures (scope, key, failures, last_failure_at) VALUES ('email-address', $1, 9, now() - interval '61 seconds')`,
      [`${addressKey('127.0.0.1')} ${email}`],
    );
    expect((await auth.signIn(email, 'wrong password here')).status).toBe(401);
    expect(await auth.signIn(email)).toMatchObject({ status: 429, body: { error: { unlockLinkSent: true } } });
    expect(await outboxCount(email, 'unlock')).toBe(0);
  });
});

describe('password and email change', () => {
  it('changes the password only with the current one, ending the other sessions', async () => {
    const first = await auth.signUp();
    const { email } = first.session.user;
    const other = await auth.signIn(email);
    expect(await call('password/change', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD })).toMatchObject({
      status: 401,
      body: { error: { code: 'unauthenticated' } },
    });
    expect(await call('password/change', { currentPassword: 'not it at all', newPassword: NEW_PASSWORD }, bearer(first))).toMatchObject({
      status: 403,
      body: { error: { code: 'reauth-failed' } },
    });
    expect(await call('password/change', { currentPassword: PASSWORD, newPassword: '12345678' }, bearer(first))).toMatchObject({
      status: 400,
      body: { error: { code: 'weak-password' } },
    });
    const changed = await call<SessionBody>('password/change', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, bearer(first));
    expect(changed.status).toBe(200);
    expect(await auth.post('token', { refreshToken: other.body.session.refreshToken })).toMatchObject({ status: 401 });
    expect((await auth.post('token', { refreshToken: changed.body.session.refreshToken })).status).toBe(200);
    expect((await auth.signIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('moves the account to a new address only when the new address confirms; the old one is told', async () => {
    const session = await auth.signUp({ displayName: 'Mo Ver' });
    const old = session.session.user.email;
    const fresh = `${uniqueAccount().username}@example.org`;
    // Re-authentication: the password, or a recent proof of it.
    expect(await call('email/change', { newEmail: fresh }, bearer(session))).toMatchObject({
      status: 403,
      body: { error: { code: 'reauth-required' } },
    });
    expect(await call('reauthenticate', { password: 'not it at all' }, bearer(session))).toMatchObject({
      status: 403,
      body: { error: { code: 'reauth-failed' } },
    });
    expect(await call('reauthenticate', { password: PASSWORD }, bearer(session))).toEqual({
      status: 200,
      body: { ok: true, validForSeconds: 300 },
    });
    expect(await call('email/change', { newEmail: fresh, language: 'zh' }, bearer(session))).toEqual({ status: 200, body: { ok: true } });

    const confirm = await mailTo(fresh);
    expect(confirm.parsed.subject).toBe('确认您在链脉的新邮箱地址');
    const notice = await mailTo(old, 2);
    expect(notice.parsed.text).toContain(fresh);
    // Nothing changed yet.
    expect((await auth.signIn(old)).status).toBe(200);

    const token = linkToken(confirm, 'confirm-email');
    expect(await call('email/confirm', { token })).toEqual({ status: 200, body: { ok: true, email: fresh } });
    expect(await call('email/confirm', { token })).toMatchObject({ status: 400, body: { error: { code: 'invalid-token' } } });
    expect((await auth.signIn(old)).status).toBe(401);
    const signedIn = await auth.signIn(fresh);
    expect(signedIn.body.session.user).toMatchObject({ email: fresh, emailVerified: true });
  });

  it('answers alike for an address another account has, and mails nothing to it', async () => {
    const session = await auth.signUp();
    const taken = (await auth.signUp()).session.user.email;
    expect(await call('email/change', { newEmail: taken, currentPassword: PASSWORD }, bearer(session))).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect(await outboxCount(taken, 'change-email')).toBe(0);
  });
});
