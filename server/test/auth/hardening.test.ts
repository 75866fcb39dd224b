// Account hardening on the real app and database: guessable passwords, look-alike and invisible emails, the
// sign-up limit per client address and the lock on wrong admin secrets per address.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AddressInfo } from 'node:net';
import { hashPassword } from '../../src/auth/passwords.ts';
import { RawClient } from '../subscriptions/ws-clients.ts';
import { ADMIN_SECRET, PASSWORD, startAuthApp, uniqueAccount, type AuthApp, type ErrorBody, type SessionBody } from './auth-app.ts';

const SIGNUP_LIMIT = 3;
const ADMIN_SECRET_ATTEMPT_LIMIT = 3;

let auth: AuthApp;
let addresses = 0;

/** A client address no other test used. */
function freshAddress(): string {
  addresses += 1;
  return `10.77.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

beforeAll(async () => {
  auth = await startAuthApp({
    env: { SIGNUP_LIMIT: String(SIGNUP_LIMIT), ADMIN_SECRET_ATTEMPT_LIMIT: String(ADMIN_SECRET_ATTEMPT_LIMIT) },
  });
});

afterAll(async () => {
  await auth?.close();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Fixes Date a minute into a budget window of `windowSeconds`, so a test never straddles two windows. */
function freezeAtWindowStart(windowSeconds: number): void {
  const start = (Math.floor(Date.now() / 1000 / windowSeconds) + 1) * windowSeconds;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime((start + 60) * 1000);
}

function signUp(fields: Record<string, string>, address = freshAddress()) {
  return auth.post<SessionBody & ErrorBody>(
    'signup',
    { ...uniqueAccount(), password: PASSWORD, displayName: 'A Member', ...fields },
    { address },
  );
}

async function accountsWithEmail(email: string): Promise<number> {
  const { rows } = await auth.db.query<{ n: number }>('SELECT count(*)::int AS n FROM auth.users WHERE email = $1', [email]);
  return Number(rows[0]?.n);
}

describe('passwords', () => {
  it.each([
    ['a run of digits', '12345678'],
    ['"password"', 'password'],
    ['eight spaces', '        '],
    ['only white space of several kinds', ' \t\u3000 \u00a0  \t '],
    ['a common password with a digit', 'password1'],
    ['a keyboard row', 'qwertyuiop'],
  ])('refuses %s with 400 weak-password', async (_case, password) => {
    const { email } = uniqueAccount();
    const answer = await signUp({ email, password });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({ code: 'weak-password', message: expect.stringContaining('too easy to guess') });
    expect(await accountsWithEmail(email)).toBe(0);
  });

  it('refuses a password made of the email, username or display name', async () => {
    const alice = await signUp({ email: 'alice@example.com', username: 'alice_w', password: 'alice2024' });
    expect(alice.body.error?.code).toBe('weak-password');
    // Strong on its own (zxcvbn scores it 3 or more), guessable for this very account.
    const derived = await signUp({
      email: 'xiaoquokka@example.com',
      username: 'quokka_lin',
      displayName: 'Quokka Lin',
      password: 'xiaoquokka2024',
    });
    expect(derived.body.error?.code).toBe('weak-password');
    const fromUsername = await signUp({ username: 'quokka_lin', password: 'quokka_lin99' });
    expect(fromUsername.body.error?.code).toBe('weak-password');
    // The same password for someone else is fine.
    expect((await signUp({ password: 'xiaoquokka2024' })).status).toBe(200);
  });

  it('accepts a strong password, and scores only the first 100 characters of a long one', async () => {
    expect((await signUp({ password: 'correct horse battery' })).status).toBe(200);
    expect((await signUp({ password: 'Tr0ub4dor&3-staple' })).status).toBe(200);
    // Only the first 100 characters are scored (what bounds the scorer's work): a repeated l33t
    // word of 256 characters is weak, and strong characters after the 100th do not make it strong.
    expect((await signUp({ password: 'p@$$w0rd'.repeat(32) })).body.error?.code).toBe('weak-password');
    const weakHead = 'p@$$w0rd'.repeat(13).slice(0, 100);
    expect((await signUp({ password: `${weakHead}Tr0ub4dor&3-staple correct horse` })).body.error?.code).toBe('weak-password');
  });

  it('still signs in an account whose password predates the rule', async () => {
    const { session } = await auth.signUp();
    await auth.db.query('UPDATE auth.users SET password_hash = $2 WHERE id = $1', [session.user.id, await hashPassword('12345678')]);
    expect((await auth.signIn(session.user.email, '12345678', freshAddress())).status).toBe(200);
  });
});

describe('emails', () => {
  it('stores a fullwidth email in its plain form, and signs it in typed either way', async () => {
    const { username } = uniqueAccount();
    const fullwidth = `Ａｌｉｃｅ．${username}＠ｅｘａｍｐｌｅ．ｃｏｍ`;
    const plain = `alice.${username}@example.com`;
    const answer = await signUp({ email: fullwidth, username });
    expect(answer.status).toBe(200);
    expect(answer.body.session.user.email).toBe(plain);
    expect(await accountsWithEmail(plain)).toBe(1);
    expect((await auth.signIn(plain, PASSWORD, freshAddress())).status).toBe(200);
    expect((await auth.signIn(fullwidth, PASSWORD, freshAddress())).status).toBe(200);
    expect((await auth.signIn(`  ${plain.toUpperCase()} `, PASSWORD, freshAddress())).status).toBe(200);
    // And it is taken in its plain form.
    const twin = await signUp({ email: plain });
    expect(twin.status).toBe(409);
  });

  it.each([
    ['a zero-width space', 'ali\u200bce@example.com'],
    ['a zero-width joiner', 'alice@exa\u200dmple.com'],
    ['a zero-width non-joiner', 'alice\u200c@example.com'],
    ['a right-to-left override', 'alice\u202e@example.com'],
    ['a left-to-right mark', '\u200ealice@example.com'],
    ['a soft hyphen', 'al\u00adice@example.com'],
    ['a byte order mark', 'alice@example\ufeff.com'],
    ['a control character', 'alice\u0007@example.com'],
    ['a Cyrillic а in a Latin local part', 'p\u0430ypal@example.com'],
    ['a Cyrillic о in a Latin domain', 'alice@g\u043eogle.com'],
    ['a Greek ο in a Latin domain', 'alice@micr\u03bfsoft.com'],
  ])('refuses an email with %s: 400 invalid-email', async (_case, email) => {
    const answer = await signUp({ email });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({ code: 'invalid-email', message: expect.any(String) });
  });

  it('takes look-alike spellings of a domain as the one address: trailing dot, letter case, punycode', async () => {
    const { username } = uniqueAccount();
    const email = `${username}@пример.рф`;
    const answer = await signUp({ email: `${username}@ПРИМЕР.РФ.`, username });
    expect(answer.status).toBe(200);
    expect(answer.body.session.user.email).toBe(email);
    for (const twin of [`${username}@xn--e1afmkfd.xn--p1ai`, `${username}@пример.рф.`, `${username}@XN--E1AFMKFD.xn--p1ai.`]) {
      expect((await signUp({ email: twin })).status).toBe(409);
      expect((await auth.signIn(twin, PASSWORD, freshAddress())).status).toBe(200);
    }
    const { username: latin } = uniqueAccount();
    expect((await signUp({ email: `${latin}@example.com.`, username: latin })).body.session.user.email).toBe(`${latin}@example.com`);
    expect((await signUp({ email: `${latin}@Example.COM` })).status).toBe(409);
    expect(await accountsWithEmail(`${latin}@example.com`)).toBe(1);
  });

  it.each([
    ['an invalid punycode label', 'alice@xn--zz.com'],
    ['an underscore in the domain', 'alice@exa_mple.com'],
    ['an empty label', 'alice@example..com'],
    ['a label ending in a hyphen', 'alice@example-.com'],
    ['a mixed-script domain typed as punycode', 'alice@xn--ggle-55da.com'],
  ])('refuses a domain with %s: 400 invalid-email', async (_case, email) => {
    const answer = await signUp({ email });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('invalid-email');
  });

  it('accepts scripts that are not mixed within one label', async () => {
    const { username } = uniqueAccount();
    expect((await signUp({ email: `иван.${username}@example.com`, username })).status).toBe(200);
    const other = uniqueAccount();
    expect((await signUp({ email: `${other.username}@пример.рф`, username: other.username })).status).toBe(200);
  });
});

describe('sign-ups per client address', () => {
  it(`refuses the sign-up after ${SIGNUP_LIMIT} from one address with 429 too-many-signups, not another address's`, async () => {
    freezeAtWindowStart(3600);
    const address = freshAddress();
    const accounts = [];
    for (let i = 0; i < SIGNUP_LIMIT; i += 1) {
      const answer = await signUp({}, address);
      expect(answer.status).toBe(200);
      accounts.push(answer.body.session.user.email);
    }
    const { email } = uniqueAccount();
    const refused = await signUp({ email }, address);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(3600 - 60));
    expect(refused.body.error).toEqual({ code: 'too-many-signups', message: expect.stringContaining('try again'), retryAfter: 3600 - 60 });
    expect(await accountsWithEmail(email)).toBe(0);
    expect((await signUp({})).status).toBe(200);
    // Signing in from the refused address still works.
    expect((await auth.signIn(accounts[0] ?? '', PASSWORD, address)).status).toBe(200);
  });

  it('counts a burst at once: of 8 parallel sign-ups from one address exactly the limit pass', async () => {
    freezeAtWindowStart(3600);
    const address = freshAddress();
    const answers = await Promise.all(Array.from({ length: 8 }, () => signUp({}, address)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(SIGNUP_LIMIT);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(8 - SIGNUP_LIMIT);
  });

  it('opens again in the next window', async () => {
    freezeAtWindowStart(3600);
    const address = freshAddress();
    for (let i = 0; i < SIGNUP_LIMIT; i += 1) await signUp({}, address);
    expect((await signUp({}, address)).status).toBe(429);
    vi.setSystemTime(Date.now() + 3600 * 1000);
    expect((await signUp({}, address)).status).toBe(200);
  });
});

describe('IPv6 clients', () => {
  it('draw on one sign-up budget per /64, whichever of its addresses they send from', async () => {
    freezeAtWindowStart(3600);
    const prefix = `2001:db8:${(addresses += 1).toString(16)}:1`;
    for (let i = 0; i < SIGNUP_LIMIT; i += 1) expect((await signUp({}, `${prefix}::${(i + 1).toString(16)}`)).status).toBe(200);
    const refused = await signUp({}, `${prefix}:abcd:ef01:2345:6789`);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('too-many-signups');
    // The next /64 is another client.
    expect((await signUp({}, `2001:db8:${addresses.toString(16)}:2::1`)).status).toBe(200);
  });

  it('are locked out of the admin secret per /64', async () => {
    freezeAtWindowStart(900);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const prefix = `2001:db8:${(addresses += 1).toString(16)}:7`;
    for (let i = 0; i < ADMIN_SECRET_ATTEMPT_LIMIT; i += 1) {
      const response = await auth.app.inject({
        method: 'POST',
        url: '/v1/graphql',
        headers: { 'content-type': 'application/json', 'x-hasura-admin-secret': `v6-guess-${i}` },
        payload: JSON.stringify({ query: '{ __typename }' }),
        remoteAddress: `${prefix}::${i + 10}`,
      });
      expect(response.json()).toMatchObject({ errors: [{ extensions: { code: 'access-denied' } }] });
    }
    const right = await auth.app.inject({
      method: 'POST',
      url: '/v1/graphql',
      headers: { 'content-type': 'application/json', 'x-hasura-admin-secret': ADMIN_SECRET },
      payload: JSON.stringify({ query: '{ __typename }' }),
      remoteAddress: `${prefix}:ffff::1`,
    });
    expect(right.json()).toEqual({
      errors: [
        { message: 'too many wrong admin secrets from this address; try again later', extensions: { path: '$', code: 'access-denied' } },
      ],
    });
  });
});

describe('wrong admin secrets per client address', () => {
  async function adminQuery(secret: string, address: string, header = 'x-hasura-admin-secret') {
    const response = await auth.app.inject({
      method: 'POST',
      url: '/v1/graphql',
      headers: { 'content-type': 'application/json', [header]: secret },
      payload: JSON.stringify({ query: '{ __typename }' }),
      remoteAddress: address,
    });
    return response.json() as { data?: unknown; errors?: { message: string; extensions: { code: string; path: string } }[] };
  }

  const wrong = { message: 'invalid x-hasura-admin-secret/x-hasura-access-key', extensions: { path: '$', code: 'access-denied' } };
  const locked = {
    message: 'too many wrong admin secrets from this address; try again later',
    extensions: { path: '$', code: 'access-denied' },
  };

  it(`locks an address out of the admin secret after ${ADMIN_SECRET_ATTEMPT_LIMIT} wrong ones, logging each without the secret`, async () => {
    freezeAtWindowStart(900);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const address = freshAddress();
    expect(await adminQuery(ADMIN_SECRET, address)).toEqual({ data: { __typename: 'query_root' } });
    for (let i = 0; i < ADMIN_SECRET_ATTEMPT_LIMIT; i += 1) {
      expect(await adminQuery(`guess-${i}`, address, i === 0 ? 'x-hasura-access-key' : 'x-hasura-admin-secret')).toEqual({
        errors: [wrong],
      });
    }
    expect(warn).toHaveBeenCalledTimes(ADMIN_SECRET_ATTEMPT_LIMIT);
    const logged = warn.mock.calls.map((call) => call.join(' '));
    expect(logged.every((line) => line.includes(address) && !line.includes('guess-'))).toBe(true);
    expect(logged[ADMIN_SECRET_ATTEMPT_LIMIT - 1]).toContain(`${ADMIN_SECRET_ATTEMPT_LIMIT} in 15 minutes`);

    // Even the right secret is refused now, and guesses are no longer checked.
    expect(await adminQuery(ADMIN_SECRET, address)).toEqual({ errors: [locked] });
    expect(await adminQuery('guess-again', address)).toEqual({ errors: [locked] });
    expect(warn).toHaveBeenCalledTimes(ADMIN_SECRET_ATTEMPT_LIMIT);

    // Another address is unaffected; the locked one may still use GraphQL without the secret.
    expect(await adminQuery(ADMIN_SECRET, freshAddress())).toEqual({ data: { __typename: 'query_root' } });
    const { session } = await auth.signUp();
    const member = await auth.app.inject({
      method: 'POST',
      url: '/v1/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.accessToken}` },
      payload: JSON.stringify({ query: '{ __typename }' }),
      remoteAddress: address,
    });
    expect(member.json()).toEqual({ data: { __typename: 'query_root' } });

    // The lock ends with the 15-minute window.
    vi.setSystemTime(Date.now() + 900 * 1000);
    expect(await adminQuery(ADMIN_SECRET, address)).toEqual({ data: { __typename: 'query_root' } });
  });

  it('counts a batched request as the one wrong secret it carries, as Hasura resolves one session per request', async () => {
    freezeAtWindowStart(900);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const address = freshAddress();
    const batch = () =>
      auth.app.inject({
        method: 'POST',
        url: '/v1/graphql',
        headers: { 'content-type': 'application/json', 'x-hasura-admin-secret': 'batched-guess' },
        payload: JSON.stringify(Array.from({ length: 5 }, () => ({ query: '{ __typename }' }))),
        remoteAddress: address,
      });
    expect((await batch()).statusCode).toBe(200);
    expect(warn).toHaveBeenCalledTimes(1);
    // A batch tries one secret however long it is: the address is locked after the limit's worth of requests.
    for (let i = 1; i < ADMIN_SECRET_ATTEMPT_LIMIT; i += 1) await batch();
    expect(warn).toHaveBeenCalledTimes(ADMIN_SECRET_ATTEMPT_LIMIT);
    expect(await adminQuery(ADMIN_SECRET, address)).toEqual({ errors: [locked] });
  });

  it("counts wrong secrets of WebSocket connection_init against the socket's address", async () => {
    freezeAtWindowStart(900);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await auth.app.listen({ host: '127.0.0.1', port: 0 });
    const url = `ws://127.0.0.1:${(auth.app.server.address() as AddressInfo).port}/v1/graphql`;
    async function init(secret: string): Promise<unknown> {
      const client = await RawClient.open(url, 'graphql-ws');
      client.send({ type: 'connection_init', payload: { headers: { 'x-hasura-admin-secret': secret } } });
      const answer = await client.next((message) => message.type !== 'ka');
      client.close();
      return answer;
    }
    expect(await init(ADMIN_SECRET)).toEqual({ type: 'connection_ack' });
    for (let i = 0; i < ADMIN_SECRET_ATTEMPT_LIMIT; i += 1) {
      expect(await init(`ws-guess-${i}`)).toEqual({ type: 'connection_error', payload: wrong.message });
    }
    expect(await init(ADMIN_SECRET)).toEqual({ type: 'connection_error', payload: locked.message });
  });
});
