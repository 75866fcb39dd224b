// Issue 32: a recent proof of presence (re-authentication, five minutes) does not outlive a sign-out: the member's
// next session is asked again before a sensitive action. The real app over seeded PGlite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startAuthApp, type AuthApp, type ErrorBody } from './auth-app.ts';

let auth: AuthApp;

beforeAll(async () => {
  auth = await startAuthApp();
});

afterAll(async () => {
  await auth?.close();
});

async function call(path: string, token: string, payload: unknown) {
  const response = await auth.app.inject({
    method: 'POST',
    url: `/auth/${path}`,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    payload: JSON.stringify(payload),
  });
  return { status: response.statusCode, body: response.json() as ErrorBody & Record<string, unknown> };
}

describe('re-authentication and sign-out', () => {
  it('forgets the recent proof when the member signs out', async () => {
    const { session } = await auth.signUpVerified();
    // Ending the other sessions is sensitive: asked first, then allowed for the proof's minutes.
    expect((await call('sessions/end', session.accessToken, { others: true })).body.error?.code).toBe('reauth-required');
    expect((await call('reauthenticate', session.accessToken, { password: PASSWORD })).status).toBe(200);
    expect((await call('sessions/end', session.accessToken, { others: true })).status).toBe(200);

    expect((await auth.post('signout', { refreshToken: session.refreshToken })).status).toBe(200);
    const again = await auth.signIn(session.user.email);
    expect(again.status).toBe(200);
    const answer = await call('sessions/end', again.body.session.accessToken, { others: true });
    expect(answer.status).toBe(403);
    expect(answer.body.error?.code).toBe('reauth-required');
    // Signing out an unknown token changes nothing and still answers ok.
    expect((await auth.post('signout', { refreshToken: 'not-a-token' })).status).toBe(200);
  });
});
