// Confirms a member's address through the real path (issue 32: unverified members make no public writes): the
// verification mail is read from the outbox (auth.mail_outbox, with the admin secret, as /admin/outbox shows it),
// its link's token is posted to /auth/verify-email, and the session of the request context's refresh cookie is
// refreshed, so the cookie and the returned access token carry x-hasura-email-verified 'true'.
import { expect, type APIRequestContext } from '@playwright/test';

const ADMIN_SECRET = process.env.E2E_ADMIN_SECRET ?? 'e2e-admin-secret';

export interface VerifiedSession {
  accessToken: string;
  user: { id: string; email: string; displayName: string; username: string; isAdmin: boolean; emailVerified: boolean };
}

/** The newest verification link's token mailed to `email`. */
export async function verificationToken(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/v1/graphql', {
    headers: { 'x-hasura-admin-secret': ADMIN_SECRET },
    data: {
      query: `{ auth_mail_outbox(where: {recipient: {_eq: ${JSON.stringify(email)}}, template: {_eq: "verify-email"}}, order_by: {id: desc}, limit: 1) { text_body } }`,
    },
  });
  const body = (await response.json()) as { data?: { auth_mail_outbox: { text_body: string }[] }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  const text = body.data?.auth_mail_outbox[0]?.text_body ?? '';
  const link = /\/verify-email\?token=([^\s"<>]+)/.exec(text);
  expect(link, `a verification mail to ${email}`).not.toBeNull();
  return decodeURIComponent(link![1]!);
}

/** Verifies `email` and refreshes the context's session (its refresh cookie, rotated); the new session. */
export async function verifyEmail(request: APIRequestContext, email: string): Promise<VerifiedSession> {
  const token = await verificationToken(request, email);
  expect((await request.post('/auth/verify-email', { data: { token } })).status()).toBe(200);
  const refreshed = await request.post('/auth/token', { data: {}, headers: { 'x-requested-with': 'chainpulse' } });
  expect(refreshed.status()).toBe(200);
  return ((await refreshed.json()) as { session: VerifiedSession }).session;
}
