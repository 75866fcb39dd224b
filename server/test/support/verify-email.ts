// Verifies a new member's address through the real path, for tests that sign up and then write (issue 32: an
// unverified member makes no public writes): the verification mail is read from the outbox (auth.mail_outbox,
// where it is queued with or without SMTP), its link's token is posted to /auth/verify-email, and the session is
// refreshed (/auth/token) so the new access token carries x-hasura-email-verified 'true'.
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../src/db/types.ts';

export interface VerifiedSession {
  accessToken: string;
  refreshToken: string;
  user: { id: string; email: string; emailVerified: boolean };
}

/** The token of a verification link in a mail's text (`.../verify-email?token=...`). */
export function verificationTokenOf(text: string): string {
  const link = /\/verify-email\?token=([^\s"<>]+)/.exec(text);
  if (!link) throw new Error(`no verification link in: ${text.slice(0, 200)}`);
  return decodeURIComponent(link[1]!);
}

const NEWEST_LINK = `SELECT text_body FROM auth.mail_outbox WHERE recipient = $1 AND template = 'verify-email' ORDER BY id DESC LIMIT 1`;

/** The newest verification token mailed to `email`, read from the database. */
export async function outboxVerificationToken(db: Queryable, email: string): Promise<string> {
  const { rows } = await db.query<{ text_body: string }>(NEWEST_LINK, [email]);
  if (!rows[0]) throw new Error(`no verification mail to ${email} in the outbox`);
  return verificationTokenOf(rows[0].text_body);
}

/** Confirms `email` and returns the refreshed session, over an in-process app (app.inject). */
export async function verifyByInject(app: FastifyInstance, db: Queryable, email: string, refreshToken: string): Promise<VerifiedSession> {
  const token = await outboxVerificationToken(db, email);
  const post = async (path: string, body: unknown) => {
    const response = await app.inject({
      method: 'POST',
      url: `/auth/${path}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    if (response.statusCode !== 200) throw new Error(`/auth/${path} answered ${response.statusCode}: ${response.body}`);
    return response.json() as { session: VerifiedSession };
  };
  await post('verify-email', { token });
  return (await post('token', { refreshToken })).session;
}

/**
 * Confirms `email` and returns the refreshed session, over HTTP: the outbox is read with the admin secret
 * (`auth_mail_outbox`, site_admin's read).
 */
export async function verifyOverHttp(url: string, adminSecret: string, email: string, refreshToken: string): Promise<VerifiedSession> {
  const read = await fetch(`${url}/v1/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hasura-admin-secret': adminSecret },
    body: JSON.stringify({
      query: `{ auth_mail_outbox(where: {recipient: {_eq: ${JSON.stringify(email)}}, template: {_eq: "verify-email"}}, order_by: {id: desc}, limit: 1) { text_body } }`,
    }),
  });
  const found = (await read.json()) as { data?: { auth_mail_outbox: { text_body: string }[] } };
  const mail = found.data?.auth_mail_outbox[0];
  if (!mail) throw new Error(`no verification mail to ${email} in the outbox: ${JSON.stringify(found)}`);
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${url}/auth/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status !== 200) throw new Error(`/auth/${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as { session: VerifiedSession };
  };
  await post('verify-email', { token: verificationTokenOf(mail.text_body) });
  return (await post('token', { refreshToken })).session;
}
