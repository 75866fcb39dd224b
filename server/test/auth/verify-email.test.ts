// Email verification through the real path: sign-up queues a link that the app's mail worker hands to a real SMTP
// server in this process; the link verifies once, expires, is replaced by a resent one (within a budget); the
// access token says `x-hasura-email-verified`; an address that has an account gets a warning mail instead.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantAdmin } from '../../src/auth/index.ts';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../support/smtp-server.ts';
import { PASSWORD, startAuthApp, uniqueAccount, type AuthApp, type ErrorBody, type SessionBody } from './auth-app.ts';

let auth: AuthApp;
let smtp: TestSmtpServer;

const CLAIMS = 'https://hasura.io/jwt/claims';
const verifiedClaim = (token: string) => (decodeJwt(token)[CLAIMS] as Record<string, unknown>)['x-hasura-email-verified'];

async function signUp(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await auth.app.inject({
    method: 'POST',
    url: '/auth/signup',
    headers: { 'content-type': 'application/json', host: 'site.test', ...headers },
    payload: JSON.stringify({ password: PASSWORD, displayName: 'Ver Ify', ...fields }),
  });
  return { status: response.statusCode, body: response.json() as SessionBody & ErrorBody };
}

async function resend(token: string | undefined) {
  const response = await auth.app.inject({
    method: 'POST',
    url: '/auth/verify-email/resend',
    headers: { 'content-type': 'application/json', host: 'site.test', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: '{}',
  });
  return { status: response.statusCode, body: response.json() as { ok?: boolean; emailVerified?: boolean } & ErrorBody };
}

/** The next mail to `to` (waits for it). */
async function mailTo(to: string, nth = 1): Promise<ReceivedMail> {
  for (;;) {
    const found = smtp.received.filter((mail) => mail.to.includes(to));
    if (found.length >= nth) return found[nth - 1]!;
    await smtp.waitFor(smtp.received.length + 1);
  }
}

const tokenOf = (mail: ReceivedMail) => {
  const url = /https?:\/\/\S+\/verify-email\?token=(\S+)/.exec(mail.parsed.text ?? '');
  expect(url, mail.parsed.text).not.toBeNull();
  return decodeURIComponent(url![1]!);
};

beforeAll(async () => {
  smtp = await startSmtpServer();
  auth = await startAuthApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Site <mail@site.test>' } });
});

afterAll(async () => {
  await auth?.close();
  await smtp?.close();
});

describe('email verification', () => {
  it('mails a single-use link at sign-up that verifies the address, in the language of the lang cookie', async () => {
    const account = uniqueAccount();
    const answer = await signUp(account, { cookie: 'lang=zh' });
    expect(answer.status).toBe(200);
    expect(answer.body.session.user).toMatchObject({ email: account.email, emailVerified: false });
    expect(verifiedClaim(answer.body.session.accessToken)).toBe('false');

    const mail = await mailTo(account.email);
    expect(mail.parsed.subject).toBe('确认您在链脉的邮箱地址');
    expect(mail.parsed.text).toContain('Ver Ify，您好：');
    expect(mail.parsed.text).toContain('http://site.test/verify-email?token=');
    expect(mail.parsed.html).toContain('href="http://site.test/verify-email?token=');
    const token = tokenOf(mail);

    expect(await auth.post('verify-email', { token })).toMatchObject({ status: 200, body: { ok: true, emailVerified: true } });
    // Once only.
    expect(await auth.post('verify-email', { token })).toMatchObject({ status: 400, body: { error: { code: 'invalid-token' } } });
    expect(await auth.post('verify-email', { token: 'made-up' })).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid-token' } },
    });
    expect(await auth.post('verify-email', {})).toMatchObject({ status: 400, body: { error: { code: 'invalid-request' } } });

    // The next token says so.
    const refreshed = await auth.post<SessionBody>('token', { refreshToken: answer.body.session.refreshToken });
    expect(refreshed.body.session.user.emailVerified).toBe(true);
    expect(verifiedClaim(refreshed.body.session.accessToken)).toBe('true');
    const signedIn = await auth.signIn(account.email);
    expect(verifiedClaim(signedIn.body.session.accessToken)).toBe('true');
  });

  it('refuses an expired link', async () => {
    const account = uniqueAccount();
    await signUp(account, { 'accept-language': 'fr, en;q=0.5' });
    const mail = await mailTo(account.email);
    expect(mail.parsed.subject).toBe('Confirm your email address for ChainPulse');
    await auth.db.query(
      `UPDATE auth.email_tokens SET created_at = now() - interval '2 days', expires_at = now() - interval '1 second'
       WHERE email = $1`,
      [account.email],
    );
    expect(await auth.post('verify-email', { token: tokenOf(mail) })).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid-token' } },
    });
  });

  it('resends a link to a signed-in member, which replaces the last one, within a budget', async () => {
    const account = uniqueAccount();
    const { body } = await signUp({ ...account, language: 'en' });
    const first = tokenOf(await mailTo(account.email));
    expect(await resend(undefined)).toMatchObject({ status: 401, body: { error: { code: 'unauthenticated' } } });
    expect(await resend('not.a.token')).toMatchObject({ status: 401, body: { error: { code: 'unauthenticated' } } });

    expect(await resend(body.session.accessToken)).toMatchObject({ status: 200, body: { ok: true, emailVerified: false } });
    const second = tokenOf(await mailTo(account.email, 2));
    expect(second).not.toBe(first);
    expect(await auth.post('verify-email', { token: first })).toMatchObject({ status: 400 });

    expect((await resend(body.session.accessToken)).status).toBe(200);
    expect((await resend(body.session.accessToken)).status).toBe(200);
    const refused = await resend(body.session.accessToken);
    expect(refused).toMatchObject({ status: 429, body: { error: { code: 'too-many-requests' } } });
    expect(refused.body.error.retryAfter).toBeGreaterThan(0);

    const last = tokenOf(await mailTo(account.email, 4));
    expect(await auth.post('verify-email', { token: last })).toMatchObject({ status: 200 });
    // Verified: nothing more to send.
    expect(await resend(body.session.accessToken)).toMatchObject({ status: 200, body: { ok: true, emailVerified: true } });
  });

  it('tells the owner of an address when someone tries to sign up with it, once an hour', async () => {
    const owner = uniqueAccount();
    await signUp(owner);
    await mailTo(owner.email);
    const again = await signUp({ email: owner.email.toUpperCase(), username: uniqueAccount().username }, { cookie: 'lang=en' });
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'signup-refused' } } });
    const warning = await mailTo(owner.email, 2);
    expect(warning.parsed.subject).toBe('Someone tried to sign up to ChainPulse with your address');
    expect(warning.parsed.text).toContain('Hello Ver Ify,');
    expect(warning.parsed.text).not.toContain('verify-email?token=');

    await signUp({ email: owner.email, username: uniqueAccount().username });
    const { rows } = await auth.db.query<{ template: string; count: number }>(
      `SELECT template, count(*)::int AS count FROM auth.mail_outbox WHERE recipient = $1 GROUP BY template ORDER BY template`,
      [owner.email],
    );
    expect(rows).toEqual([
      { template: 'signup-attempt', count: 1 },
      { template: 'verify-email', count: 1 },
    ]);
  });

  it('counts the demo members and admins as verified', async () => {
    const { rows } = await auth.db.query<{ unverified: number }>(
      `SELECT count(*)::int AS unverified FROM auth.users u JOIN public.user_profiles p USING (id)
       WHERE NOT u.email_verified AND (u.password_hash IS NULL OR p.is_admin)`,
    );
    expect(rows[0]!.unverified).toBe(0);
    const account = uniqueAccount();
    await signUp(account);
    await grantAdmin(auth.db, account.email);
    const signedIn = await auth.signIn(account.email);
    expect(signedIn.body.session.user).toMatchObject({ isAdmin: true, emailVerified: true });
    expect(verifiedClaim(signedIn.body.session.accessToken)).toBe('true');
  });
});
