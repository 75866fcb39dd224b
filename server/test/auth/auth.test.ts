// POST /auth/signup, /auth/signin, /auth/token, /auth/signout and GET /auth/jwks.json on the real app and
// database, and the engine accepting (or refusing) the tokens they issue on /v1/graphql.
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { grantAdmin } from '../../src/auth/index.ts';
import { MEMBERS } from '../engine/harness.ts';
import { PASSWORD, startAuthApp, uniqueAccount, type AuthApp, type ErrorBody, type SessionBody } from './auth-app.ts';

const CLAIMS = 'https://hasura.io/jwt/claims';
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

let auth: AuthApp;

beforeAll(async () => {
  auth = await startAuthApp();
});

afterAll(async () => {
  await auth?.close();
});

afterEach(() => {
  vi.useRealTimers();
});

async function count(sql: string, params: unknown[]): Promise<number> {
  const { rows } = await auth.db.query<{ n: number }>(sql, params);
  return Number(rows[0]?.n);
}

async function jwks(): Promise<JSONWebKeySet> {
  return (await auth.app.inject({ method: 'GET', url: '/auth/jwks.json' })).json() as JSONWebKeySet;
}

describe('POST /auth/signup', () => {
  it('creates the account and its profile in one go, normalises the email, hashes with argon2id', async () => {
    const { username } = uniqueAccount();
    const email = `${username}@Example.COM`;
    const answer = await auth.post<SessionBody>('signup', {
      email: `  ${email.toUpperCase()} `,
      password: PASSWORD,
      displayName: '  林薇 Lin  ',
      username,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const { session } = answer.body;
    expect(session.user).toEqual({
      id: expect.any(String),
      email: email.toLowerCase(),
      displayName: '林薇 Lin',
      username,
      isAdmin: false,
      emailVerified: false,
    });
    expect(session.accessTokenExpiresIn).toBe(900);
    const { rows } = await auth.db.query<{
      email: string;
      password_hash: string;
      username: string;
      display_name: string;
      is_admin: boolean;
    }>(
      `SELECT u.email::text AS email, u.password_hash, p.username, p.display_name, p.is_admin
       FROM auth.users u JOIN public.user_profiles p ON p.id = u.id WHERE u.id = $1`,
      [session.user.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: email.toLowerCase(), username, display_name: '林薇 Lin', is_admin: false });
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(rows[0]?.password_hash).not.toContain(PASSWORD);
  });

  it('tells the session whether the email address is verified, as the database says', async () => {
    const { session } = await auth.signUp();
    await auth.db.query('UPDATE auth.users SET email_verified = true WHERE id = $1', [session.user.id]);
    const refreshed = await auth.post<SessionBody>('token', { refreshToken: session.refreshToken });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.session.user).toMatchObject({ id: session.user.id, emailVerified: true });
  });

  it('stores the refresh token only as its SHA-256 hash', async () => {
    const { session } = await auth.signUp();
    expect(session.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(
      await count('SELECT count(*)::int AS n FROM auth.refresh_tokens WHERE token_hash = $1 AND user_id = $2', [
        sha256(session.refreshToken),
        session.user.id,
      ]),
    ).toBe(1);
    expect(await count('SELECT count(*)::int AS n FROM auth.refresh_tokens WHERE token_hash = $1', [session.refreshToken])).toBe(0);
  });

  it.each([
    ['a body that is not an object', [], 'invalid-request'],
    ['a missing field', { email: 'x@example.com', password: PASSWORD, displayName: 'X' }, 'invalid-request'],
    ['a number for a field', { email: 'x@example.com', password: 12345678, displayName: 'X', username: 'xxx' }, 'invalid-request'],
    ['an email without domain', { email: 'someone@', password: PASSWORD, displayName: 'X', username: 'x_1' }, 'invalid-email'],
    ['an email with a space', { email: 'some one@example.com', password: PASSWORD, displayName: 'X', username: 'x_1' }, 'invalid-email'],
    ['a password of 7 characters', { email: 'x@example.com', password: '1234567', displayName: 'X', username: 'x_1' }, 'weak-password'],
    [
      'a password of 257 characters',
      { email: 'x@example.com', password: 'p'.repeat(257), displayName: 'X', username: 'x_1' },
      'weak-password',
    ],
    [
      'a blank display name',
      { email: 'x@example.com', password: PASSWORD, displayName: ' \u3000 ', username: 'x_1' },
      'invalid-display-name',
    ],
    [
      'a display name of 51 characters',
      { email: 'x@example.com', password: PASSWORD, displayName: '名'.repeat(51), username: 'x_1' },
      'invalid-display-name',
    ],
    ['a username of 2 characters', { email: 'x@example.com', password: PASSWORD, displayName: 'X', username: 'ab' }, 'invalid-username'],
    ['a username with a hyphen', { email: 'x@example.com', password: PASSWORD, displayName: 'X', username: 'a-b-c' }, 'invalid-username'],
  ])('refuses %s with 400 %s and writes nothing', async (_case, body, code) => {
    const before = await count('SELECT count(*)::int AS n FROM auth.users', []);
    const answer = await auth.post<ErrorBody>('signup', body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({ code, message: expect.any(String) });
    expect(await count('SELECT count(*)::int AS n FROM auth.users', [])).toBe(before);
  });

  it('refuses a body that is not JSON with invalid-request', async () => {
    const answer = await auth.post<ErrorBody>('signup', '{"email":', { raw: true });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('invalid-request');
  });

  it('refuses a taken email in any case with 409 signup-refused, in words that do not say the account exists', async () => {
    const { session } = await auth.signUp();
    const answer = await auth.post<ErrorBody>('signup', {
      ...uniqueAccount(),
      email: session.user.email.toUpperCase(),
      password: PASSWORD,
      displayName: 'Twin',
    });
    expect(answer.status).toBe(409);
    expect(answer.body.error.code).toBe('signup-refused');
    expect(answer.body.error.message).not.toMatch(/exists|taken|registered/i);
  });

  it('refuses a taken username in any case with 409 username-taken, leaving no account behind', async () => {
    const { email } = uniqueAccount();
    const answer = await auth.post<ErrorBody>('signup', { email, password: PASSWORD, displayName: 'Lin again', username: 'LIN_WEI' });
    expect(answer.status).toBe(409);
    expect(answer.body.error.code).toBe('username-taken');
    // auth.users was inserted before the profile failed: the transaction took it back.
    expect(await count('SELECT count(*)::int AS n FROM auth.users WHERE email = $1', [email])).toBe(0);
  });
});

describe('POST /auth/signin', () => {
  it('signs in with the email in any case and records the time', async () => {
    const { session: created } = await auth.signUp();
    const answer = await auth.signIn(`  ${created.user.email.toUpperCase()}`);
    expect(answer.status).toBe(200);
    expect(answer.body.session.user).toEqual(created.user);
    expect(answer.body.session.refreshToken).not.toBe(created.refreshToken);
    expect(await count('SELECT count(*)::int AS n FROM auth.users WHERE id = $1 AND last_sign_in_at IS NOT NULL', [created.user.id])).toBe(
      1,
    );
    // A new family: the sign-up's token is still valid beside it.
    const { rows } = await auth.db.query<{ families: number }>(
      'SELECT count(DISTINCT family_id)::int AS families FROM auth.refresh_tokens WHERE user_id = $1 AND revoked_at IS NULL',
      [created.user.id],
    );
    expect(rows[0]?.families).toBe(2);
  });

  it('answers a wrong password, an unknown email and a password-less demo member alike', async () => {
    const { session } = await auth.signUp();
    const answers = [
      await auth.signIn(session.user.email, 'wrong password', '10.1.0.1'),
      await auth.signIn(`nobody.${session.user.username}@example.com`, PASSWORD, '10.1.0.2'),
      await auth.signIn('lin.wei@demo.example.com', PASSWORD, '10.1.0.3'),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ error: { code: 'invalid-credentials', message: 'Wrong email or password.' } });
    }
  });

  it('refuses a disabled account: account-disabled with the right password, invalid-credentials without', async () => {
    const { session } = await auth.signUp();
    await auth.db.query('UPDATE auth.users SET disabled = true WHERE id = $1', [session.user.id]);
    const right = await auth.signIn(session.user.email, PASSWORD, '10.2.0.1');
    expect(right.status).toBe(403);
    expect(right.body.error.code).toBe('account-disabled');
    const wrong = await auth.signIn(session.user.email, 'not the password', '10.2.0.1');
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.code).toBe('invalid-credentials');
  });

  it.each([
    ['a malformed email', { email: 'not-an-email', password: PASSWORD }, 'invalid-email'],
    ['an empty password', { email: 'x@example.com', password: '' }, 'invalid-request'],
    ['no password', { email: 'x@example.com' }, 'invalid-request'],
  ])('refuses %s with 400 %s', async (_case, body, code) => {
    const answer = await auth.post<ErrorBody>('signin', body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe(code);
  });
});

describe('access tokens', () => {
  it('are RS256 JWTs of the JWKS key with the Hasura claims of a member, never the admin role', async () => {
    const { session } = await auth.signUp();
    const set = await jwks();
    const header = decodeProtectedHeader(session.accessToken);
    expect(header).toMatchObject({ alg: 'RS256', typ: 'JWT', kid: set.keys[0]?.kid });
    const { payload } = await jwtVerify(session.accessToken, createLocalJWKSet(set));
    expect(payload.sub).toBe(session.user.id);
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(900);
    expect(payload[CLAIMS]).toEqual({
      'x-hasura-allowed-roles': ['user'],
      'x-hasura-default-role': 'user',
      'x-hasura-user-id': session.user.id,
      // A new member has not confirmed their address yet (verify-email.test.ts).
      'x-hasura-email-verified': 'false',
    });
  });

  it('work on /v1/graphql as role user with the right x-hasura-user-id', async () => {
    const { session } = await auth.signUp();
    // The user role may update only the row whose id is x-hasura-user-id.
    const result = await auth.gql<{ update_user_profiles: { affected_rows: number; returning: { id: string }[] } }>(
      session.accessToken,
      'mutation { update_user_profiles(where: {}, _set: {bio: "Hello"}) { affected_rows returning { id } } }',
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.update_user_profiles).toEqual({ affected_rows: 1, returning: [{ id: session.user.id }] });
    expect(await count('SELECT count(*)::int AS n FROM public.user_profiles WHERE bio = $1 AND id <> $2', ['Hello', session.user.id])).toBe(
      0,
    );
  });

  it('cannot make their holder admin: is_admin is not writable by the user role, nor site_admin requestable', async () => {
    const { session } = await auth.signUp();
    const promote = await auth.gql(
      session.accessToken,
      'mutation { update_user_profiles(where: {}, _set: {is_admin: true}) { affected_rows } }',
    );
    expect(promote.errors?.[0]?.extensions.code).toBe('validation-failed');
    const insert = await auth.gql(
      session.accessToken,
      'mutation { insert_user_profiles_one(object: {id: "00000000-0000-4000-8000-000000000000", username: "x_x", display_name: "x", is_admin: true}) { id } }',
    );
    expect(insert.errors?.[0]?.extensions.code).toBe('validation-failed');
    const asAdmin = await auth.gql(session.accessToken, '{ __typename }', { 'x-hasura-role': 'site_admin' });
    expect(asAdmin.errors?.[0]).toMatchObject({
      extensions: { code: 'access-denied' },
      message: 'Your requested role is not in allowed roles',
    });
    expect(await count('SELECT count(*)::int AS n FROM public.user_profiles WHERE id = $1 AND is_admin', [session.user.id])).toBe(0);
  });

  it('get the engine invalid-jwt once expired', async () => {
    const { session } = await auth.signUp();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 16 * 60 * 1000);
    const result = await auth.gql(session.accessToken, '{ __typename }');
    expect(result.errors?.[0]).toMatchObject({ message: 'Could not verify JWT: JWTExpired', extensions: { code: 'invalid-jwt' } });
  });

  it('carry site_admin for admins (read again at each refresh)', async () => {
    const { session } = await auth.signUp();
    await grantAdmin(auth.db, session.user.email);
    const refreshed = await auth.post<SessionBody>('token', { refreshToken: session.refreshToken });
    expect(refreshed.body.session.user.isAdmin).toBe(true);
    const { payload } = await jwtVerify(refreshed.body.session.accessToken, createLocalJWKSet(await jwks()));
    expect(payload[CLAIMS]).toMatchObject({ 'x-hasura-allowed-roles': ['user', 'site_admin'], 'x-hasura-default-role': 'user' });
    const result = await auth.gql<{ auth_users: { id: string }[] }>(
      refreshed.body.session.accessToken,
      `{ auth_users(where: {id: {_eq: "${MEMBERS.linWei}"}}) { id } }`,
      { 'x-hasura-role': 'site_admin' },
    );
    expect(result.data?.auth_users).toEqual([{ id: MEMBERS.linWei }]);
  });
});

describe('POST /auth/token', () => {
  it('rotates: a new refresh token each time, the old one marked as replaced', async () => {
    const { session } = await auth.signUp();
    const first = await auth.post<SessionBody>('token', { refreshToken: session.refreshToken });
    expect(first.status).toBe(200);
    expect(first.body.session.user).toEqual(session.user);
    expect(first.body.session.refreshToken).not.toBe(session.refreshToken);
    const { rows } = await auth.db.query<{ old_replaced_by: string; new_id: string; same_family: boolean; revoked: boolean }>(
      `SELECT o.replaced_by AS old_replaced_by, n.id AS new_id, o.family_id = n.family_id AS same_family, o.revoked_at IS NOT NULL AS revoked
       FROM auth.refresh_tokens o, auth.refresh_tokens n WHERE o.token_hash = $1 AND n.token_hash = $2`,
      [sha256(session.refreshToken), sha256(first.body.session.refreshToken)],
    );
    expect(rows[0]).toMatchObject({ old_replaced_by: rows[0]?.new_id, same_family: true, revoked: true });
    const second = await auth.post<SessionBody>('token', { refreshToken: first.body.session.refreshToken });
    expect(second.status).toBe(200);
    const result = await auth.gql(second.body.session.accessToken, '{ __typename }');
    expect(result.errors).toBeUndefined();
  });

  it('revokes the whole family when a rotated token is used again after the grace period', async () => {
    const { session } = await auth.signUp();
    const rotated = await auth.post<SessionBody>('token', { refreshToken: session.refreshToken });
    // As if the replay came a minute later.
    await auth.db.query("UPDATE auth.refresh_tokens SET revoked_at = revoked_at - interval '1 minute' WHERE token_hash = $1", [
      sha256(session.refreshToken),
    ]);
    const replay = await auth.post<ErrorBody>('token', { refreshToken: session.refreshToken });
    expect(replay.status).toBe(401);
    expect(replay.body.error.code).toBe('invalid-refresh-token');
    // The thief's replay also ends the legitimate holder's session: both must sign in again.
    const legitimate = await auth.post<ErrorBody>('token', { refreshToken: rotated.body.session.refreshToken });
    expect(legitimate.status).toBe(401);
    expect(legitimate.body.error.code).toBe('invalid-refresh-token');
  });

  it('exchanges a just-rotated token again (a reload during a refresh), but not once the family signed out', async () => {
    const { session } = await auth.signUp();
    const first = await auth.post<SessionBody>('token', { refreshToken: session.refreshToken });
    // The page that sent it reloaded before storing the answer, and sends the old token again.
    const again = await auth.post<SessionBody>('token', { refreshToken: session.refreshToken });
    expect(again.status).toBe(200);
    expect(again.body.session.user.id).toBe(session.user.id);
    expect(again.body.session.refreshToken).not.toBe(first.body.session.refreshToken);
    // Both live tokens belong to the family: signing out with one ends the other, and the grace with them.
    await auth.post('signout', { refreshToken: again.body.session.refreshToken });
    expect((await auth.post<ErrorBody>('token', { refreshToken: first.body.session.refreshToken })).status).toBe(401);
    expect((await auth.post<ErrorBody>('token', { refreshToken: session.refreshToken })).status).toBe(401);
  });

  it('keeps at most one live token per family when a rotated token is exchanged again and again within the grace', async () => {
    const { session } = await auth.signUp();
    const liveTokens = async () =>
      (
        await auth.db.query<{ live: string }>(
          `SELECT count(*)::text AS live FROM auth.refresh_tokens
           WHERE revoked_at IS NULL AND family_id = (SELECT family_id FROM auth.refresh_tokens WHERE token_hash = $1)`,
          [sha256(session.refreshToken)],
        )
      ).rows[0]?.live;
    const successors: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const answer = await auth.post<SessionBody>('token', { refreshToken: session.refreshToken });
      expect(answer.status).toBe(200);
      successors.push(answer.body.session.refreshToken);
      expect(await liveTokens()).toBe('1');
    }
    const latest = successors.at(-1) ?? '';
    // A superseded successor (a tab whose answer lost the race) is exchanged too, superseding the latest one.
    const raced = await auth.post<SessionBody>('token', { refreshToken: successors[0] });
    expect(raced.status).toBe(200);
    expect(await liveTokens()).toBe('1');
    expect((await auth.post<ErrorBody>('token', { refreshToken: latest })).status).toBe(200);
    expect(await liveTokens()).toBe('1');
    // Once a successor has been used, the old token is a replay: refused, and the family ends.
    const used = await auth.post<SessionBody>('token', { refreshToken: session.refreshToken });
    expect(used.status).toBe(200);
    expect((await auth.post<SessionBody>('token', { refreshToken: used.body.session.refreshToken })).status).toBe(200);
    const replay = await auth.post<ErrorBody>('token', { refreshToken: session.refreshToken });
    expect(replay.status).toBe(401);
    expect(await liveTokens()).toBe('0');
  });

  it('refuses unknown, expired and disabled-account tokens, and a missing one', async () => {
    expect((await auth.post<ErrorBody>('token', { refreshToken: 'made-up' })).body.error.code).toBe('invalid-refresh-token');
    const expired = await auth.signUp();
    await auth.db.query(
      "UPDATE auth.refresh_tokens SET created_at = now() - interval '31 days', expires_at = now() - interval '1 day' WHERE token_hash = $1",
      [sha256(expired.session.refreshToken)],
    );
    expect((await auth.post<ErrorBody>('token', { refreshToken: expired.session.refreshToken })).status).toBe(401);
    const disabled = await auth.signUp();
    await auth.db.query('UPDATE auth.users SET disabled = true WHERE id = $1', [disabled.session.user.id]);
    expect((await auth.post<ErrorBody>('token', { refreshToken: disabled.session.refreshToken })).body.error.code).toBe(
      'invalid-refresh-token',
    );
    const missing = await auth.post<ErrorBody>('token', {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe('invalid-request');
  });
});

describe('POST /auth/signout', () => {
  it('revokes the refresh token family and answers ok, also for a token already gone', async () => {
    const { session } = await auth.signUp();
    const rotated = await auth.post<SessionBody>('token', { refreshToken: session.refreshToken });
    const out = await auth.post<{ ok: boolean }>('signout', { refreshToken: rotated.body.session.refreshToken });
    expect(out).toMatchObject({ status: 200, body: { ok: true } });
    expect((await auth.post<ErrorBody>('token', { refreshToken: rotated.body.session.refreshToken })).status).toBe(401);
    expect(
      await count('SELECT count(*)::int AS n FROM auth.refresh_tokens WHERE user_id = $1 AND revoked_at IS NULL', [session.user.id]),
    ).toBe(0);
    expect(await auth.post('signout', { refreshToken: rotated.body.session.refreshToken })).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    expect((await auth.post<ErrorBody>('signout', { refreshToken: 42 })).body.error.code).toBe('invalid-request');
  });
});

describe('GET /auth/jwks.json and the key pair', () => {
  it('publishes only the public key, cacheable', async () => {
    const response = await auth.app.inject({ method: 'GET', url: '/auth/jwks.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const set = response.json() as JSONWebKeySet;
    expect(set.keys).toHaveLength(1);
    expect(set.keys[0]).toEqual({ kty: 'RSA', n: expect.any(String), e: 'AQAB', kid: expect.any(String), alg: 'RS256', use: 'sig' });
  });

  it('is generated once into DATA_DIR (mode 0600) and reused by the next start, so tokens survive it', async () => {
    expect(statSync(join(auth.dataDir, 'auth-keys.json')).mode & 0o777).toBe(0o600);
    const { session } = await auth.signUp();
    const restarted = await startAuthApp({ dataDir: auth.dataDir, db: auth.db });
    try {
      const result = await restarted.gql(session.accessToken, '{ __typename }');
      expect(result.errors).toBeUndefined();
      const kid = ((await restarted.app.inject({ method: 'GET', url: '/auth/jwks.json' })).json() as JSONWebKeySet).keys[0]?.kid;
      expect(kid).toBe((await jwks()).keys[0]?.kid);
    } finally {
      await restarted.close();
    }
  });
});
