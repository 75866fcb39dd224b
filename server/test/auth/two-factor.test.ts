// Issue 32: TOTP two-factor sign-in (RFC 6238 vectors, set-up confirmed by a code computed here from the secret,
// recovery codes once each, disabling), ADMIN_REQUIRE_2FA's role gate, sign-in by mailed link or code (read from
// the outbox), and the sessions list whose ended sessions cannot refresh.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantAdmin } from '../../src/auth/index.ts';
import { describeDevice } from '../../src/auth/sessions.ts';
import { base32Encode, hotp, totpCode } from '../../src/auth/totp.ts';
import { PASSWORD, startAuthApp, type Answer, type AuthApp, type ErrorBody, type SessionBody } from './auth-app.ts';

const CLAIMS = 'https://hasura.io/jwt/claims';
const roles = (token: string) => (decodeJwt(token)[CLAIMS] as Record<string, unknown>)['x-hasura-allowed-roles'];

interface Challenge {
  twoFactor: { challenge: string; expiresIn: number };
}
type AnyBody = SessionBody & ErrorBody & Challenge & Record<string, unknown>;

const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:121.0) Gecko/121.0 Firefox/121.0';

async function call(
  auth: AuthApp,
  method: 'GET' | 'POST',
  path: string,
  { token, body, userAgent }: { token?: string; body?: unknown; userAgent?: string } = {},
): Promise<Answer<AnyBody>> {
  const response = await auth.app.inject({
    method,
    url: `/auth/${path}`,
    headers: {
      host: 'site.test',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(userAgent ? { 'user-agent': userAgent } : {}),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  const answer = (response.body === '' ? {} : response.json()) as AnyBody;
  return { status: response.statusCode, body: answer, headers: response.headers };
}

/** Sets up and enables TOTP for the session; returns the secret and the recovery codes. */
async function enableTwoFactor(auth: AuthApp, session: SessionBody['session']) {
  // A sensitive action: refused without a recent re-authentication, which the password in the body gives.
  expect((await call(auth, 'POST', '2fa/setup', { token: session.accessToken, body: {} })).body.error.code).toBe('reauth-required');
  const setup = await call(auth, 'POST', '2fa/setup', { token: session.accessToken, body: { password: PASSWORD } });
  expect(setup.status).toBe(200);
  const secret = setup.body.secret as string;
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(setup.body.otpauthUrl).toContain(`secret=${secret}`);
  expect(Buffer.from((setup.body.qrCode as string).split(',')[1]!, 'base64').toString()).toContain('<svg');
  const wrong = await call(auth, 'POST', '2fa/enable', {
    token: session.accessToken,
    body: { code: '000000' === totpCode(secret) ? '111111' : '000000' },
  });
  expect(wrong.status).toBe(400);
  expect(wrong.body.error.code).toBe('invalid-code');
  const enabledWith = totpCode(secret);
  const enabled = await call(auth, 'POST', '2fa/enable', {
    token: session.accessToken,
    body: { code: enabledWith, refreshToken: session.refreshToken },
  });
  expect(enabled.status).toBe(200);
  const recoveryCodes = enabled.body.recoveryCodes as string[];
  expect(recoveryCodes).toHaveLength(10);
  expect(new Set(recoveryCodes).size).toBe(10);
  return { secret, recoveryCodes, enabledWith };
}

describe('TOTP (RFC 6238 appendix B)', () => {
  // The RFC's seeds: ASCII "1234567890" repeated to the hash's key length; 8 digits; T0 = 0, X = 30.
  const seeds = {
    sha1: Buffer.from('12345678901234567890'),
    sha256: Buffer.from('12345678901234567890123456789012'),
    sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
  };
  const vectors: [number, string, string, string][] = [
    [59, '94287082', '46119246', '90693936'],
    [1111111109, '07081804', '68084774', '25091201'],
    [1111111111, '14050471', '67062674', '99943326'],
    [1234567890, '89005924', '91819424', '93441116'],
    [2000000000, '69279037', '90698825', '38618901'],
    [20000000000, '65353130', '77737706', '47863826'],
  ];
  it.each(vectors)('at %i s', (seconds, sha1, sha256, sha512) => {
    const step = Math.floor(seconds / 30);
    expect(hotp(seeds.sha1, step, 8, 'sha1')).toBe(sha1);
    expect(hotp(seeds.sha256, step, 8, 'sha256')).toBe(sha256);
    expect(hotp(seeds.sha512, step, 8, 'sha512')).toBe(sha512);
  });

  it('reads base32 secrets as authenticator apps write them', () => {
    const secret = base32Encode(seeds.sha1);
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(totpCode(secret, 59_000)).toBe('287082');
  });

  it('summarises User-Agents as devices', () => {
    expect(describeDevice(CHROME_MAC)).toBe('Chrome 120 on macOS');
    expect(describeDevice(FIREFOX_ANDROID)).toBe('Firefox 121 on Android');
    expect(describeDevice(undefined)).toBeNull();
  });
});

describe('two-factor sign-in, magic links and sessions', () => {
  let auth: AuthApp;

  beforeAll(async () => {
    auth = await startAuthApp();
  });
  afterAll(async () => {
    await auth?.close();
  });

  it('asks for the code after the password, takes a recovery code once, and is turned off only with a code', async () => {
    const { session } = await auth.signUp();
    const status = await call(auth, 'GET', '2fa', { token: session.accessToken });
    expect(status.body).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    const { secret, recoveryCodes, enabledWith } = await enableTwoFactor(auth, session);
    expect((await call(auth, 'GET', '2fa', { token: session.accessToken })).body).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    expect((await call(auth, 'POST', '2fa/setup', { token: session.accessToken, body: {} })).body.error.code).toBe('two-factor-enabled');

    const first = await auth.signIn(session.user.email);
    expect(first.status).toBe(200);
    expect(first.body.session).toBeUndefined();
    const { challenge } = (first.body as unknown as Challenge).twoFactor;
    // The code the set-up used is spent (that one, not the current step's: on a slow run a step may have passed since);
    // the next step's code (within the drift) is taken once.
    expect((await call(auth, 'POST', 'signin/2fa', { body: { challenge, code: enabledWith } })).body.error.code).toBe('invalid-code');
    const next = totpCode(secret, Date.now() + 30_000);
    const signedIn = await call(auth, 'POST', 'signin/2fa', { body: { challenge, code: next } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.session.user.email).toBe(session.user.email);
    expect((await call(auth, 'POST', 'signin/2fa', { body: { challenge, code: next } })).body.error.code).toBe('invalid-code');
    expect((await call(auth, 'POST', 'signin/2fa', { body: { challenge: 'forged', code: next } })).body.error.code).toBe(
      'invalid-challenge',
    );

    const second = (await auth.signIn(session.user.email)).body as unknown as Challenge;
    const recovered = await call(auth, 'POST', 'signin/2fa', {
      body: { challenge: second.twoFactor.challenge, code: recoveryCodes[0]!.toUpperCase() },
    });
    expect(recovered.status).toBe(200);
    const reused = await call(auth, 'POST', 'signin/2fa', { body: { challenge: second.twoFactor.challenge, code: recoveryCodes[0] } });
    expect(reused.body.error.code).toBe('invalid-code');
    expect((await call(auth, 'GET', '2fa', { token: session.accessToken })).body.recoveryCodesLeft).toBe(9);

    // Four wrong codes so far (of 5 per window): the fifth is answered 400, and then even a right code waits.
    expect((await call(auth, 'POST', '2fa/disable', { token: session.accessToken, body: { code: 'nope' } })).status).toBe(400);
    const waiting = await call(auth, 'POST', '2fa/disable', { token: session.accessToken, body: { code: recoveryCodes[1] } });
    expect(waiting.status).toBe(429);
    await auth.db.query(`DELETE FROM security.budgets WHERE bucket = 'two-factor-code'`);
    const off = await call(auth, 'POST', '2fa/disable', { token: session.accessToken, body: { code: recoveryCodes[1] } });
    expect(off.status).toBe(200);
    const plain = await auth.signIn(session.user.email);
    expect(plain.body.session.accessToken).toBeTruthy();
  });

  it('re-authenticates with a TOTP code once two-factor is on, and asks for it again before turning it off', async () => {
    const { session } = await auth.signUp();
    const { secret, recoveryCodes } = await enableTwoFactor(auth, session);
    await auth.db.query('DELETE FROM auth.reauthentications WHERE user_id = $1', [session.user.id]);
    const token = session.accessToken;
    expect((await call(auth, 'GET', 'reauthenticate', { token })).body).toEqual({ methods: ['password', 'totp'] });
    const later = totpCode(secret, Date.now() + 30_000);
    expect((await call(auth, 'POST', '2fa/disable', { token, body: { code: later } })).body.error.code).toBe('reauth-required');
    expect((await call(auth, 'POST', 'reauthenticate', { token, body: { totpCode: later } })).body).toEqual({
      ok: true,
      validForSeconds: 300,
    });
    // The code was used: not twice.
    expect((await call(auth, 'POST', 'reauthenticate', { token, body: { totpCode: later } })).body.error.code).toBe('reauth-failed');
    const off = await call(auth, 'POST', '2fa/disable', { token, body: { code: recoveryCodes[0] } });
    expect(off.body).toEqual({ ok: true });
    expect((await call(auth, 'POST', 'reauthenticate', { token, body: { totpCode: totpCode(secret) } })).body.error.code).toBe(
      'reauth-failed',
    );
  });

  it('limits the codes one account may try', async () => {
    const { session } = await auth.signUp();
    await enableTwoFactor(auth, session);
    const { twoFactor } = (await auth.signIn(session.user.email)).body as unknown as Challenge;
    const answers: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      answers.push((await call(auth, 'POST', 'signin/2fa', { body: { challenge: twoFactor.challenge, code: 'wrong-code' } })).status);
    }
    // The wrong code of the set-up counts too: 5 in the window, then refused (even a right code) for a while.
    expect(answers).toEqual([400, 400, 400, 400, 429, 429]);
  });

  it('mails a link and a code that sign in once each, the same answer for an unknown address', async () => {
    const { session } = await auth.signUp();
    const email = session.user.email;
    expect(await call(auth, 'POST', 'magic/send', { body: { email } })).toMatchObject({ status: 200, body: { ok: true } });
    expect(await call(auth, 'POST', 'magic/send', { body: { email: 'nobody.here@example.com' } })).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    expect((await call(auth, 'POST', 'magic/send', { body: { email: 'not an email' } })).body.error.code).toBe('invalid-email');
    const mail = async () => {
      const { rows } = await auth.db.query<{ text_body: string; subject: string }>(
        `SELECT text_body, subject FROM auth.mail_outbox WHERE recipient = $1 AND template = 'magic-link' ORDER BY created_at DESC LIMIT 1`,
        [email],
      );
      const text = rows[0]!.text_body;
      return { text, token: decodeURIComponent(/\/auth\/magic\?token=(\S+)/.exec(text)![1]!), code: /\b(\d{6})\b/.exec(text)![1]! };
    };
    const first = await mail();
    expect(first.text).toContain('15');
    const { rows: none } = await auth.db.query(`SELECT 1 FROM auth.mail_outbox WHERE recipient = 'nobody.here@example.com'`);
    expect(none).toHaveLength(0);

    // The mailed link leads to the page that posts the token; the GET itself uses nothing.
    const landing = await call(auth, 'GET', `magic?token=${encodeURIComponent(first.token)}`);
    expect(landing.status).toBe(303);
    expect(landing.headers.location).toBe(`/magic-link?token=${encodeURIComponent(first.token)}`);
    const byLink = await call(auth, 'POST', 'magic/verify', { body: { token: first.token } });
    expect(byLink.status).toBe(200);
    expect(byLink.body.session.user).toMatchObject({ email, emailVerified: true });
    expect((await call(auth, 'POST', 'magic/verify', { body: { token: first.token } })).body.error.code).toBe('invalid-token');

    await call(auth, 'POST', 'magic/send', { body: { email } });
    const second = await mail();
    const wrong = second.code === '000000' ? '111111' : '000000';
    expect((await call(auth, 'POST', 'magic/verify', { body: { email, code: wrong } })).body.error.code).toBe('invalid-code');
    const byCode = await call(auth, 'POST', 'magic/verify', { body: { email: email.toUpperCase(), code: second.code } });
    expect(byCode.status).toBe(200);
    expect((await call(auth, 'POST', 'magic/verify', { body: { email, code: second.code } })).body.error.code).toBe('invalid-code');
    // The link of a mail used by its code is spent too.
    expect((await call(auth, 'POST', 'magic/verify', { body: { token: second.token } })).status).toBe(400);

    // With 2FA on, the link leads to the challenge.
    const { secret } = await enableTwoFactor(auth, session);
    await call(auth, 'POST', 'magic/send', { body: { email } });
    const third = await mail();
    const challenged = await call(auth, 'POST', 'magic/verify', { body: { token: third.token } });
    expect(challenged.body.session).toBeUndefined();
    const done = await call(auth, 'POST', 'signin/2fa', {
      body: { challenge: challenged.body.twoFactor.challenge, code: totpCode(secret, Date.now() + 30_000) },
    });
    expect(done.status).toBe(200);
  });

  it('lists sessions with device and address, ends one or all others, and an ended session cannot refresh', async () => {
    const { session } = await auth.signUp();
    const email = session.user.email;
    const mac = (await call(auth, 'POST', 'signin', { body: { email, password: PASSWORD }, userAgent: CHROME_MAC })).body.session;
    const phone = (await call(auth, 'POST', 'signin', { body: { email, password: PASSWORD }, userAgent: FIREFOX_ANDROID })).body.session;
    const listed = await call(auth, 'POST', 'sessions/end', { token: mac.accessToken, body: { id: 'not-a-uuid' } });
    expect(listed.body.error.code).toBe('session-not-found');

    const list = await auth.app.inject({
      method: 'GET',
      url: '/auth/sessions',
      headers: { authorization: `Bearer ${mac.accessToken}`, cookie: `refresh_token=${mac.refreshToken}` },
    });
    const sessions = (list.json() as { sessions: { id: string; device: string | null; address: string; current: boolean }[] }).sessions;
    expect(sessions).toHaveLength(3);
    const current = sessions.find((entry) => entry.current)!;
    expect(current.device).toBe('Chrome 120 on macOS');
    expect(current.address).toBe('127.0.0.1');
    const other = sessions.find((entry) => entry.device === 'Firefox 121 on Android')!;
    expect(other.current).toBe(false);

    // Another member cannot end it.
    const stranger = (await auth.signUp()).session;
    expect((await call(auth, 'POST', 'sessions/end', { token: stranger.accessToken, body: { id: other.id } })).status).toBe(404);

    expect(await call(auth, 'POST', 'sessions/end', { token: mac.accessToken, body: { id: other.id } })).toMatchObject({
      status: 200,
      body: { ended: 1 },
    });
    const refused = await call(auth, 'POST', 'token', { body: { refreshToken: phone.refreshToken } });
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('invalid-refresh-token');

    // Ending every other session is a sensitive action: a recent re-authentication or a proof in the body.
    expect(
      (await call(auth, 'POST', 'sessions/end', { token: mac.accessToken, body: { others: true, refreshToken: mac.refreshToken } })).body
        .error.code,
    ).toBe('reauth-required');
    const rest = await call(auth, 'POST', 'sessions/end', {
      token: mac.accessToken,
      body: { others: true, refreshToken: mac.refreshToken, password: PASSWORD },
    });
    expect(rest.body).toMatchObject({ ok: true, ended: 1 });
    expect((await call(auth, 'POST', 'token', { body: { refreshToken: session.refreshToken } })).status).toBe(401);
    const kept = await call(auth, 'POST', 'token', { body: { refreshToken: mac.refreshToken }, userAgent: CHROME_MAC });
    expect(kept.status).toBe(200);
    const after = await call(auth, 'GET', 'sessions', { token: kept.body.session.accessToken });
    expect((after.body.sessions as unknown[]).length).toBe(1);
  });
});

describe('ADMIN_REQUIRE_2FA', () => {
  let auth: AuthApp;

  beforeAll(async () => {
    auth = await startAuthApp({ env: { ADMIN_REQUIRE_2FA: 'true' } });
  });
  afterAll(async () => {
    await auth?.close();
  });

  it('gives site_admin only to sessions signed in with the second factor', async () => {
    const { session } = await auth.signUp();
    await grantAdmin(auth.db, session.user.email);
    const plain = (await auth.signIn(session.user.email)).body.session;
    expect(roles(plain.accessToken)).toEqual(['user']);
    expect(plain.user).toMatchObject({ isAdmin: true, adminNeedsTwoFactor: true });
    const admin = await auth.gql(plain.accessToken, '{ user_profiles(limit: 1) { id } }', { 'x-hasura-role': 'site_admin' });
    expect(admin.errors?.[0]?.extensions?.code).toBe('access-denied');

    // Enabling 2FA in this session counts as its second factor from the next refresh on.
    const { secret } = await enableTwoFactor(auth, plain);
    const refreshed = await auth.post<SessionBody>('token', { refreshToken: plain.refreshToken });
    expect(roles(refreshed.body.session.accessToken)).toEqual(['user', 'site_admin']);
    expect(refreshed.body.session.user).not.toHaveProperty('adminNeedsTwoFactor');

    const challenged = (await auth.signIn(session.user.email)).body as unknown as Challenge;
    const signedIn = await call(auth, 'POST', 'signin/2fa', {
      body: { challenge: challenged.twoFactor.challenge, code: totpCode(secret, Date.now() + 30_000) },
    });
    expect(roles(signedIn.body.session.accessToken)).toEqual(['user', 'site_admin']);
    // The session from before 2FA stays without the role.
    const older = await auth.post<SessionBody>('token', { refreshToken: session.refreshToken });
    expect(roles(older.body.session.accessToken)).toEqual(['user']);
  });
});
