// Sign-in with another account through a real OpenID provider (oidc-provider) in this process, over real HTTP:
// the app's start redirect, the provider's own login and consent pages, the callback (PKCE, state, nonce), the
// session cookie it sets, account linking by verified address and from the profile, unlinking, and every way
// the flow can fail ending on a page in the reader's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/index.ts';
import { startOidcProvider, type TestOidcProvider } from '../support/oidc-provider.ts';
import { PASSWORD, startAuthApp, uniqueAccount, type AuthApp, type SessionBody } from './auth-app.ts';

let auth: AuthApp;
let idp: TestOidcProvider;
let site: string;

/** A browser's cookies, by host name (as browsers keep them, whatever the port). */
class CookieJar {
  private readonly cookies = new Map<string, Map<string, string>>();

  header(url: URL): string {
    return [...(this.cookies.get(url.hostname) ?? new Map<string, string>())].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  get(url: URL, name: string): string | undefined {
    return this.cookies.get(url.hostname)?.get(name);
  }

  store(url: URL, response: Response): void {
    const host = this.cookies.get(url.hostname) ?? new Map<string, string>();
    this.cookies.set(url.hostname, host);
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const gone = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute) || /^\s*expires=Thu, 01 Jan 1970/i.test(attribute));
      if (gone || value === '') host.delete(name);
      else host.set(name, value);
    }
  }
}

interface Walked {
  /** The last response: the app's redirect to a page of the site, or a page (the provider's or the error page). */
  response: Response;
  /** Where the app sent the browser in the end (a path of the site), if it did. */
  landedOn: string | undefined;
  body: string;
}

/**
 * Follows redirects like a browser from `start`, filling in the provider's login (as `login`) and consent pages;
 * `abort` cancels at the login page instead (the member refuses).
 */
async function walk(jar: CookieJar, start: string, { login, abort = false }: { login: string; abort?: boolean }): Promise<Walked> {
  let url = new URL(start);
  let init: RequestInit = {};
  for (let step = 0; step < 20; step += 1) {
    const headers = new Headers(init.headers);
    const cookie = jar.header(url);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    jar.store(url, response);
    init = {};
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, url);
      if (next.origin === site && !next.pathname.startsWith('/auth/')) {
        return { response, landedOn: `${next.pathname}${next.search}`, body: '' };
      }
      url = next;
      continue;
    }
    const body = await response.text();
    const interaction = /^\/interaction\/[^/]+$/.test(url.pathname) && url.origin === idp.issuer;
    if (!interaction) return { response, landedOn: undefined, body };
    if (abort) {
      url = new URL(`${url.pathname}/abort`, url);
      continue;
    }
    const prompt = /name="prompt" value="(\w+)"/.exec(body)?.[1];
    const form: Record<string, string> = prompt === 'login' ? { prompt, login, password: 'any' } : { prompt: 'consent' };
    init = { method: 'POST', body: new URLSearchParams(form), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
  }
  throw new Error('too many redirects');
}

const startUrl = (returnTo = '/', provider = 'testid') => `${site}/auth/oidc/${provider}/start?returnTo=${encodeURIComponent(returnTo)}`;

/** The session of a browser's refresh cookie, as the site's client asks for it after the redirect. */
async function sessionOf(jar: CookieJar): Promise<SessionBody['session']> {
  const url = new URL(`${site}/auth/token`);
  const response = await fetch(url, {
    method: 'POST',
    headers: { cookie: jar.header(url), 'content-type': 'application/json', 'x-requested-with': 'chainpulse' },
    body: '{}',
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as SessionBody).session;
}

async function api(method: 'GET' | 'POST', path: string, token: string, body?: unknown, prefix = '/auth/oidc/') {
  const response = await fetch(`${site}${prefix}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, response };
}

let subjects = 0;
/** A new account at the provider. */
function providerAccount(fields: { email?: string; emailVerified?: boolean; name?: string }): string {
  subjects += 1;
  const id = `idp_${process.pid}_${subjects}`;
  idp.accounts.set(id, fields);
  return id;
}

beforeAll(async () => {
  idp = await startOidcProvider();
  auth = await startAuthApp({ env: { OIDC_PROVIDERS: idp.providersEnv() } });
  await auth.app.listen({ port: 0, host: '127.0.0.1' });
  const address = auth.app.server.address();
  site = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  idp.register([`${site}/auth/oidc/testid/callback`]);
});

afterAll(async () => {
  await auth?.close();
  await idp?.close();
});

describe('sign-in with an OpenID provider', () => {
  it('lists only the configured providers', async () => {
    const response = await fetch(`${site}/auth/oidc/providers`);
    expect(await response.json()).toEqual({ providers: [{ id: 'testid', name: 'Test ID' }] });
  });

  it('creates a member without a password, signs them in with the refresh cookie and returns them to their page', async () => {
    const { email } = uniqueAccount();
    const login = providerAccount({ email, emailVerified: true, name: 'Ida Provider' });
    const jar = new CookieJar();
    const walked = await walk(jar, startUrl('/news?page=2'), { login });
    expect(walked.landedOn).toBe('/news?page=2&signed-in=provider');
    expect(walked.response.status).toBe(303);
    expect(jar.get(new URL(site), 'oidc_flow')).toBeUndefined();
    expect(jar.get(new URL(site), 'refresh_token')).toMatch(/\S{20,}/);

    const session = await sessionOf(jar);
    expect(session.user).toMatchObject({ email, displayName: 'Ida Provider', username: login, emailVerified: true });
    const { rows } = await auth.db.query<{ password_hash: string | null; provider: string; subject: string }>(
      'SELECT u.password_hash, i.provider, i.subject FROM auth.users u JOIN auth.identities i ON i.user_id = u.id WHERE u.id = $1',
      [session.user.id],
    );
    expect(rows).toEqual([{ password_hash: null, provider: 'testid', subject: login }]);
    // No password: a password sign-in is refused as any wrong password is.
    expect((await auth.signIn(email, PASSWORD)).body).toMatchObject({ error: { code: 'invalid-credentials' } });

    // Signing in again with the same provider account reaches the same member (a new browser: login again).
    const again = new CookieJar();
    expect((await walk(again, startUrl('/'), { login })).landedOn).toBe('/?signed-in=provider');
    expect((await sessionOf(again)).user.id).toBe(session.user.id);
  });

  it('names a new member from the address when the provider user name has no usable characters', async () => {
    const login = '李雷';
    idp.accounts.set(login, { email: `li.lei+${process.pid}@example.com`, emailVerified: false });
    const jar = new CookieJar();
    await walk(jar, startUrl(), { login });
    const { user } = await sessionOf(jar);
    expect(user).toMatchObject({ username: `li_lei_${process.pid}`, displayName: `li_lei_${process.pid}`, emailVerified: false });
  });

  it('links to an existing account by an address both sides verified, and refuses when either did not', async () => {
    const verified = await auth.signUp(uniqueAccount());
    await auth.db.query('UPDATE auth.users SET email_verified = true WHERE id = $1', [verified.session.user.id]);
    const jar = new CookieJar();
    const login = providerAccount({ email: verified.session.user.email.toUpperCase(), emailVerified: true });
    expect((await walk(jar, startUrl('/profile'), { login })).landedOn).toBe('/profile?signed-in=provider');
    expect((await sessionOf(jar)).user.id).toBe(verified.session.user.id);

    // The provider does not vouch for the address: no way into the account that has it.
    const unverifiedAtProvider = providerAccount({ email: verified.session.user.email, emailVerified: false });
    const refused = await walk(new CookieJar(), startUrl(), { login: unverifiedAtProvider });
    expect(refused.response.status).toBe(400);
    expect(refused.body).toContain('data-oidc-error="email-conflict"');
    expect(refused.body).toContain('An account here already uses this email address.');

    // The account never proved the address (anyone may have typed it): refused too, in the reader's language.
    const unverified = await auth.signUp(uniqueAccount());
    const zhJar = new CookieJar();
    const siteUrl = new URL(site);
    zhJar.store(siteUrl, new Response(null, { headers: [['set-cookie', 'lang=zh']] }));
    const conflict = await walk(zhJar, startUrl(), {
      login: providerAccount({ email: unverified.session.user.email, emailVerified: true }),
    });
    expect(conflict.body).toContain('<html lang="zh');
    expect(conflict.body).toContain('本站已有账号使用此邮箱地址');
    expect(zhJar.get(siteUrl, 'refresh_token')).toBeUndefined();
  });

  it('ends on an error page when consent is denied, the state is wrong or missing, or the provider is unknown', async () => {
    const denied = await walk(new CookieJar(), startUrl(), { login: providerAccount({ email: uniqueAccount().email }), abort: true });
    expect(denied.response.status).toBe(400);
    expect(denied.body).toContain('data-oidc-error="denied"');
    expect(denied.body).toContain('You did not allow the sign-in');

    // A callback without the flow cookie (another browser, or a forged link): bad-state, never a session.
    const forged = await fetch(`${site}/auth/oidc/testid/callback?code=abc&state=xyz`);
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('data-oidc-error="bad-state"');

    // A callback whose state is not the one of the flow cookie.
    const jar = new CookieJar();
    const started = await fetch(startUrl(), { redirect: 'manual' });
    jar.store(new URL(site), started);
    const mismatched = new URL(`${site}/auth/oidc/testid/callback?code=abc&state=other`);
    const answer = await fetch(mismatched, { headers: { cookie: jar.header(mismatched) }, redirect: 'manual' });
    expect(await answer.text()).toContain('data-oidc-error="bad-state"');

    const unknown = await fetch(startUrl('/', 'nosuch'), { headers: { 'accept-language': 'zh-CN,zh;q=0.9' } });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('本站不支持使用该服务登录。');
  });

  it('returns only to paths of this site', async () => {
    for (const returnTo of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const walked = await walk(new CookieJar(), startUrl(returnTo), {
        login: providerAccount({ email: uniqueAccount().email, emailVerified: true }),
      });
      expect(walked.landedOn).toBe('/?signed-in=provider');
    }
  });

  it('links and unlinks from the profile while another way to sign in remains', async () => {
    const member = await auth.signUp(uniqueAccount());
    const token = member.session.accessToken;
    expect((await api('POST', 'testid/link', 'not-a-token', {})).status).toBe(401);

    const jar = new CookieJar();
    const link = await api('POST', 'testid/link', token, { returnTo: '/profile' });
    expect(link.status).toBe(200);
    jar.store(new URL(site), link.response);
    const login = providerAccount({ email: 'someone.else@example.org', emailVerified: true });
    expect((await walk(jar, link.body.url as string, { login })).landedOn).toBe('/profile');
    expect(jar.get(new URL(site), 'refresh_token')).toBeUndefined();

    const listed = await api('GET', 'identities', token);
    expect(listed.body).toMatchObject({
      hasPassword: true,
      identities: [{ provider: 'testid', name: 'Test ID', email: 'someone.else@example.org' }],
    });
    // The linked account now signs in the member.
    const other = new CookieJar();
    await walk(other, startUrl(), { login });
    expect((await sessionOf(other)).user.id).toBe(member.session.user.id);

    // Another member cannot take it over by linking it too.
    const second = await auth.signUp(uniqueAccount());
    const secondJar = new CookieJar();
    const secondLink = await api('POST', 'testid/link', second.session.accessToken, {});
    secondJar.store(new URL(site), secondLink.response);
    const taken = await walk(secondJar, secondLink.body.url as string, { login });
    expect(taken.body).toContain('data-oidc-error="identity-taken"');

    // Unlinking is a sensitive action: the password re-authenticates (then it counts as recent for a while). What
    // would be refused anyway (the only way in, a provider not linked) is said without a proof.
    expect(await api('POST', 'testid/unlink', token, {})).toMatchObject({ status: 403, body: { error: { code: 'reauth-required' } } });
    expect(await api('POST', 'testid/unlink', token, { password: PASSWORD })).toMatchObject({ status: 200, body: { ok: true } });
    expect((await api('GET', 'identities', token)).body).toMatchObject({ identities: [] });
    expect(await api('POST', 'testid/unlink', token, {})).toMatchObject({ status: 404, body: { error: { code: 'unknown-provider' } } });
  });

  it('re-authenticates a member without a password by a mailed code; refuses to unlink their only way in', async () => {
    const jar = new CookieJar();
    const email = uniqueAccount().email;
    await walk(jar, startUrl(), { login: providerAccount({ email, emailVerified: true }) });
    const session = await sessionOf(jar);
    const token = session.accessToken;
    const reauth = (path: string, body?: unknown) => api(body === undefined ? 'GET' : 'POST', path, token, body, '/auth/');
    expect((await api('GET', 'identities', token)).body).toMatchObject({ hasPassword: false });
    expect(await reauth('reauthenticate')).toMatchObject({ status: 200, body: { methods: ['email'] } });
    expect((await api('POST', 'account/export', token, {}, '/auth/')).body).toMatchObject({ error: { code: 'reauth-required' } });
    // A password is no proof for an account without one.
    expect(await reauth('reauthenticate', { password: PASSWORD })).toMatchObject({
      status: 403,
      body: { error: { code: 'reauth-failed' } },
    });

    expect(await reauth('reauthenticate/code', { language: 'zh' })).toMatchObject({
      status: 200,
      body: { ok: true, expiresInMinutes: 10 },
    });
    const { rows } = await auth.db.query<{ text_body: string; subject: string }>(
      `SELECT text_body, subject FROM auth.mail_outbox WHERE recipient = $1 AND template = 'reauth-code' ORDER BY created_at DESC LIMIT 1`,
      [email],
    );
    expect(rows[0]!.subject).toContain('确认码');
    const code = /(\d{6})/.exec(rows[0]!.text_body)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await reauth('reauthenticate', { emailCode: wrong })).toMatchObject({ status: 403, body: { error: { code: 'reauth-failed' } } });
    // The code re-authenticates; it never signs anyone in.
    const signIn = await fetch(`${site}/auth/magic/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, code }),
    });
    expect(signIn.status).toBe(400);
    expect(await reauth('reauthenticate', { emailCode: code })).toMatchObject({ status: 200, body: { ok: true, validForSeconds: 300 } });
    // Used once.
    expect((await reauth('reauthenticate', { emailCode: code })).status).toBe(403);

    const exported = await fetch(`${site}/auth/account/export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect([exported.status, exported.headers.get('content-type')]).toEqual([200, 'application/zip']);
    await exported.arrayBuffer();
    expect(await api('POST', 'testid/unlink', token, {})).toMatchObject({
      status: 409,
      body: { error: { code: 'last-sign-in-method' } },
    });
  });
});

describe('OIDC_PROVIDERS', () => {
  const load = (value: string) => () => loadConfig({ OIDC_PROVIDERS: value });

  it('reads presets and issuers, and refuses what would not work or would be unsafe', () => {
    const secret = { clientId: 'id', clientSecret: 'secret' };
    expect(
      loadConfig({
        OIDC_PROVIDERS: JSON.stringify([
          { id: 'github', ...secret },
          { id: 'google', ...secret },
        ]),
      }).oidcProviders,
    ).toEqual([
      { id: 'github', name: 'GitHub', kind: 'github', issuer: undefined, ...secret },
      { id: 'google', name: 'Google', kind: 'oidc', issuer: 'https://accounts.google.com', ...secret },
    ]);
    expect(loadConfig({}).oidcProviders).toEqual([]);
    expect(load('not json')).toThrow(/OIDC_PROVIDERS must be a JSON array/);
    expect(load(JSON.stringify([{ id: 'corp', ...secret }]))).toThrow(/OIDC_PROVIDERS needs an issuer for "corp"/);
    expect(load(JSON.stringify([{ id: 'corp', issuer: 'http://idp.example.com', ...secret }]))).toThrow(/https:\/\/ issuer/);
    expect(load(JSON.stringify([{ id: 'Bad Id', issuer: 'https://idp.example.com', ...secret }]))).toThrow(
      /OIDC_PROVIDERS has a bad entry at 0.id/,
    );
    expect(
      load(
        JSON.stringify([
          { id: 'github', ...secret },
          { id: 'github', ...secret },
        ]),
      ),
    ).toThrow(/twice/);
  });
});
