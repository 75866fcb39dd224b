// The browser's refresh token: an HttpOnly cookie set by signup, signin and token, taken by token and signout
// when the JSON body has none, guarded against cross-site requests; on the real app and database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startAuthApp, uniqueAccount, type AuthApp, type ErrorBody, type SessionBody } from './auth-app.ts';

const SITE = { 'x-requested-with': 'chainpulse' };
const THIRTY_DAYS = 30 * 24 * 60 * 60;

let auth: AuthApp;
let requests = 0;

beforeAll(async () => {
  auth = await startAuthApp();
});

afterAll(async () => {
  await auth?.close();
});

interface Sent {
  status: number;
  body: unknown;
  setCookie: string[];
}

/** POST /auth/<path> as a browser would: JSON body, extra headers, an optional refresh_token cookie. */
async function send(path: string, body: unknown, options: { headers?: Record<string, string>; cookie?: string } = {}): Promise<Sent> {
  const response = await auth.app.inject({
    method: 'POST',
    url: `/auth/${path}`,
    headers: {
      'content-type': 'application/json',
      host: 'news.example',
      ...options.headers,
      ...(options.cookie !== undefined ? { cookie: `theme=dark; refresh_token=${options.cookie}` } : {}),
    },
    payload: JSON.stringify(body),
    // An address per request, so the sign-up limit per address never interferes.
    remoteAddress: `10.9.${Math.floor(requests / 250)}.${(requests++ % 250) + 1}`,
  });
  const header = response.headers['set-cookie'];
  const setCookie = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return { status: response.statusCode, body: response.json(), setCookie };
}

/** The refresh_token cookie a response sets: its value and attributes (lower-cased names). */
function refreshCookie(sent: Sent): { value: string; attributes: Map<string, string> } {
  const line = sent.setCookie.find((cookie) => cookie.startsWith('refresh_token='));
  if (!line) throw new Error(`no refresh_token cookie in ${JSON.stringify(sent.setCookie)}`);
  const [pair = '', ...rest] = line.split(';').map((part) => part.trim());
  const attributes = new Map(
    rest.map((part) => {
      const [name = '', value = ''] = part.split('=');
      return [name.toLowerCase(), value];
    }),
  );
  return { value: decodeURIComponent(pair.slice('refresh_token='.length)), attributes };
}

async function signUpInBrowser(): Promise<{ sent: Sent; token: string }> {
  const sent = await send('signup', { ...uniqueAccount(), password: PASSWORD, displayName: 'Cookie Member' }, { headers: SITE });
  expect(sent.status).toBe(200);
  return { sent, token: refreshCookie(sent).value };
}

describe('the refresh_token cookie', () => {
  it('is set by signup, signin and token: HttpOnly, SameSite=Strict, Path=/auth, 30 days, not Secure over http', async () => {
    const { sent, token } = await signUpInBrowser();
    const signIn = await send('signin', { email: (sent.body as SessionBody).session.user.email, password: PASSWORD }, { headers: SITE });
    const refreshed = await send('token', {}, { headers: SITE, cookie: token });
    for (const answer of [sent, signIn, refreshed]) {
      expect(answer.status).toBe(200);
      const { value, attributes } = refreshCookie(answer);
      expect(value).toMatch(/^[\w-]{43}$/);
      expect(attributes.has('httponly')).toBe(true);
      expect(attributes.get('samesite')).toBe('Strict');
      expect(attributes.get('path')).toBe('/auth');
      expect(attributes.get('max-age')).toBe(String(THIRTY_DAYS));
      expect(attributes.has('secure')).toBe(false);
      // The site's own client never sees the token in the JSON, so no script can read it.
      expect((answer.body as SessionBody).session).not.toHaveProperty('refreshToken');
      expect((answer.body as SessionBody).session.accessToken).toEqual(expect.any(String));
    }
  });

  it('is Secure in production (deployed behind https)', async () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const { sent } = await signUpInBrowser();
      expect(refreshCookie(sent).attributes.has('secure')).toBe(true);
    } finally {
      process.env.NODE_ENV = previous;
    }
  });

  it('keeps the JSON field for clients that do not send the site header', async () => {
    const answer = await send('signup', { ...uniqueAccount(), password: PASSWORD, displayName: 'Api Client' });
    expect(answer.status).toBe(200);
    const { session } = answer.body as SessionBody;
    expect(session.refreshToken).toBe(refreshCookie(answer).value);
    const refreshed = await send('token', { refreshToken: session.refreshToken });
    expect((refreshed.body as SessionBody).session.refreshToken).toEqual(expect.any(String));
  });

  it('rotates through the cookie: the new cookie works, the old one is refused and cleared', async () => {
    const { token } = await signUpInBrowser();
    const first = await send('token', {}, { headers: SITE, cookie: token });
    expect(first.status).toBe(200);
    const next = refreshCookie(first).value;
    expect(next).not.toBe(token);
    const second = await send('token', {}, { headers: SITE, cookie: next });
    expect(second.status).toBe(200);
    // Past the rotation grace: replaying the first token is refused, and the browser's cookie removed.
    await auth.db.query("UPDATE auth.refresh_tokens SET revoked_at = now() - interval '1 hour' WHERE revoked_at IS NOT NULL");
    const replay = await send('token', {}, { headers: SITE, cookie: token });
    expect(replay.status).toBe(401);
    expect((replay.body as ErrorBody).error.code).toBe('invalid-refresh-token');
    const cleared = refreshCookie(replay);
    expect(cleared.value).toBe('');
    expect(cleared.attributes.get('path')).toBe('/auth');
  });

  it('accepts no body at all on /auth/token, and prefers a token in the body to the cookie', async () => {
    const { token } = await signUpInBrowser();
    const response = await auth.app.inject({ method: 'POST', url: '/auth/token', headers: { ...SITE, cookie: `refresh_token=${token}` } });
    expect(response.statusCode).toBe(200);
    const next = refreshCookie({ status: 200, body: null, setCookie: [String(response.headers['set-cookie'])] }).value;
    const bodyWins = await send('token', { refreshToken: 'made-up' }, { headers: SITE, cookie: next });
    expect((bodyWins.body as ErrorBody).error.code).toBe('invalid-refresh-token');
  });

  it('is revoked and cleared by signout through the cookie', async () => {
    const { token } = await signUpInBrowser();
    const out = await send('signout', {}, { headers: SITE, cookie: token });
    expect(out).toMatchObject({ status: 200, body: { ok: true } });
    const cleared = refreshCookie(out);
    expect(cleared.value).toBe('');
    expect(cleared.attributes.get('max-age') ?? cleared.attributes.get('expires')).toBeDefined();
    const after = await send('token', {}, { headers: SITE, cookie: token });
    expect(after.status).toBe(401);
  });

  it('without a cookie or a body token, answers as before: invalid-request', async () => {
    const missing = await send('token', {}, { headers: SITE });
    expect(missing.status).toBe(400);
    expect((missing.body as ErrorBody).error.code).toBe('invalid-request');
  });
});

describe('cross-site requests with the cookie', () => {
  it.each([
    ['no site header', {}],
    ['a wrong site header', { 'x-requested-with': 'XMLHttpRequest' }],
    ['a foreign Origin', { ...SITE, origin: 'https://evil.example' }],
    ['an Origin on another port', { ...SITE, origin: 'http://news.example:8080' }],
    ['an opaque Origin', { ...SITE, origin: 'null' }],
  ])('are refused with 403 csrf: %s', async (_case, headers: Record<string, string>) => {
    const { token } = await signUpInBrowser();
    for (const path of ['token', 'signout']) {
      const refused = await send(path, {}, { headers, cookie: token });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ error: { code: 'csrf', message: expect.any(String) } });
      expect(refused.setCookie).toEqual([]);
    }
    // The session survived the refusals.
    expect((await send('token', {}, { headers: SITE, cookie: token })).status).toBe(200);
  });

  it('are accepted from the site itself (Origin of the same host, or none)', async () => {
    const { token } = await signUpInBrowser();
    const sameOrigin = await send('token', {}, { headers: { ...SITE, origin: 'http://news.example' }, cookie: token });
    expect(sameOrigin.status).toBe(200);
    const noOrigin = await send('token', {}, { headers: SITE, cookie: refreshCookie(sameOrigin).value });
    expect(noOrigin.status).toBe(200);
  });

  it('need no site header when the token is in the body (it is no ambient credential)', async () => {
    const { sent } = await signUpInBrowser();
    const token = refreshCookie(sent).value;
    const answer = await send('token', { refreshToken: token }, { headers: { origin: 'https://elsewhere.example' } });
    expect(answer.status).toBe(200);
  });
});

/** The member hint cookie a response sets (value decoded, attributes lower-cased), or undefined. */
function hintCookie(sent: Sent): { value: string; attributes: Map<string, string> } | undefined {
  const line = sent.setCookie.find((cookie) => cookie.startsWith('member='));
  if (!line) return undefined;
  const [pair = '', ...rest] = line.split(';').map((part) => part.trim());
  const attributes = new Map(rest.map((part) => [part.split('=')[0]?.toLowerCase() ?? '', part.split('=')[1] ?? '']));
  return { value: decodeURIComponent(pair.slice('member='.length)), attributes };
}

describe('the member hint cookie', () => {
  it("names the member for the server's render: set with the session (Path=/, readable by the page), cleared with it", async () => {
    const signUp = await send('signup', { ...uniqueAccount(), password: PASSWORD, displayName: '李 雷 Li Lei' }, { headers: SITE });
    expect(signUp.status).toBe(200);
    const hint = hintCookie(signUp);
    expect(hint?.value).toBe('李 雷 Li Lei');
    expect(hint?.attributes.get('path')).toBe('/');
    expect(hint?.attributes.get('samesite')).toBe('Lax');
    expect(hint?.attributes.has('httponly')).toBe(false);
    expect(hint?.attributes.get('max-age')).toBe(String(THIRTY_DAYS));
    // Nothing secret in it: not the email, not a token.
    const { user } = (signUp.body as SessionBody).session;
    expect(hint?.value).not.toContain(user.email);

    const token = refreshCookie(signUp).value;
    const refreshed = await send('token', {}, { headers: SITE, cookie: token });
    expect(hintCookie(refreshed)?.value).toBe('李 雷 Li Lei');
    const out = await send('signout', {}, { headers: SITE, cookie: refreshCookie(refreshed).value });
    expect(out.status).toBe(200);
    expect(hintCookie(out)).toMatchObject({ value: '' });
    expect(hintCookie(out)?.attributes.get('path')).toBe('/');
    // A refused refresh clears it too (the member is signed out).
    const refused = await send('token', {}, { headers: SITE, cookie: refreshCookie(refreshed).value });
    expect(refused.status).toBe(401);
    expect(hintCookie(refused)).toMatchObject({ value: '' });
  });

  it('tells the server the member moderates (a site admin) while they are one: set by a new session, cleared when revoked or signed out', async () => {
    const moderatorHint = (sent: Sent) => sent.setCookie.find((cookie) => cookie.startsWith('moderator='));
    const account = uniqueAccount();
    const signUp = await send('signup', { ...account, password: PASSWORD, displayName: 'Mod Member' }, { headers: SITE });
    expect(signUp.status).toBe(200);
    // A member is no moderator: nothing set, nothing to clear.
    expect(moderatorHint(signUp)).toBeUndefined();
    const { user } = (signUp.body as SessionBody).session;
    await auth.db.query('UPDATE public.user_profiles SET is_admin = true WHERE id = $1', [user.id]);
    const signIn = await send('signin', { email: account.email, password: PASSWORD }, { headers: SITE });
    expect(moderatorHint(signIn)).toMatch(/^moderator=1; Max-Age=2592000; Path=\/; SameSite=Lax$/);
    // Rights revoked: the next token clears it (the browser sends it back).
    // (Another admin first: the last one cannot be revoked.)
    const other = await send('signup', { ...uniqueAccount(), password: PASSWORD, displayName: 'Other Mod' }, { headers: SITE });
    await auth.db.query('UPDATE public.user_profiles SET is_admin = true WHERE id = $1', [(other.body as SessionBody).session.user.id]);
    await auth.db.query('UPDATE public.user_profiles SET is_admin = false WHERE id = $1', [user.id]);
    const refreshed = await auth.app.inject({
      method: 'POST',
      url: '/auth/token',
      headers: { ...SITE, 'content-type': 'application/json', cookie: `moderator=1; refresh_token=${refreshCookie(signIn).value}` },
      payload: '{}',
    });
    expect(refreshed.statusCode).toBe(200);
    expect(String(refreshed.headers['set-cookie'])).toMatch(/moderator=; Max-Age=0; Path=\/; Expires=[^;]+; SameSite=Lax/);
    // Signing out clears it with the member hint.
    const out = await send('signout', {}, { headers: SITE, cookie: refreshCookie(signIn).value });
    expect(moderatorHint(out)).toMatch(/^moderator=;/);
  });

  it('is not set by a refused sign-in', async () => {
    const account = uniqueAccount();
    expect((await send('signup', { ...account, password: PASSWORD, displayName: 'Hint Member' }, { headers: SITE })).status).toBe(200);
    const wrong = await send('signin', { email: account.email, password: 'not the password 1!' }, { headers: SITE });
    expect(wrong.status).toBe(401);
    expect(hintCookie(wrong)).toBeUndefined();
  });
});
