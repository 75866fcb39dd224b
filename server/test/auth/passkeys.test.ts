// Passkeys through the real app and real verification (@simplewebauthn/server): a software authenticator written
// here with node:crypto (P-256 key, "none" attestation, CBOR by hand) answers the ceremonies as a browser would.
// Registration re-authenticates with the password; passkeys are listed, renamed and removed; a sign-in with one
// gives the same session (and refresh cookie) as a password sign-in; challenges are single-use; a removed or
// unknown passkey, a wrong origin, a bad signature and a replayed counter are refused; the budget holds.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startAuthApp, type AuthApp, type ErrorBody, type SessionBody } from './auth-app.ts';

const HOST = 'site.test';
const ORIGIN = `http://${HOST}`;

// --- A minimal CBOR encoder (unsigned and negative integers, byte and text strings, maps) ---
function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  throw new Error('too long for this encoder');
}
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** One authenticator holding one discoverable credential (its user handle kept from registration). */
class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  counter = 0;
  userHandle = '';

  constructor() {
    ({ privateKey: this.privateKey, publicKey: this.publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' }));
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private coseKey(): Buffer {
    const jwk = this.publicKey.export({ format: 'jwk' });
    return cbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
  }

  private authData(rpId: string, flags: number, attested: boolean): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    const parts: Uint8Array[] = [sha256(rpId), Buffer.from([flags]), count];
    if (attested) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(this.credentialId.length);
      parts.push(Buffer.alloc(16), length, this.credentialId, this.coseKey());
    }
    return Buffer.concat(parts);
  }

  /** navigator.credentials.create() for these options, as PublicKeyCredential.toJSON(). */
  create(options: { challenge: string; rp: { id: string }; user: { id: string } }, origin = ORIGIN) {
    this.userHandle = options.user.id;
    const clientData = Buffer.from(JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false }));
    const attestation = cbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', this.authData(options.rp.id, 0x45, true)],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: { clientDataJSON: b64url(clientData), attestationObject: b64url(attestation), transports: ['internal'] },
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get(): signs authData || SHA-256(clientDataJSON); `tamper` breaks the signature. */
  get(options: { challenge: string; rpId: string }, { origin = ORIGIN, tamper = false, step = 1 } = {}) {
    this.counter += step;
    const clientData = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin, crossOrigin: false }));
    const authData = this.authData(options.rpId, 0x05, false);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), this.privateKey);
    if (tamper) signature.writeUInt8(signature.readUInt8(signature.length - 1) ^ 0xff, signature.length - 1);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
    };
  }
}

let auth: AuthApp;

interface Answer<Body> {
  status: number;
  body: Body & ErrorBody;
  headers: Record<string, unknown>;
}

async function call<Body = Record<string, unknown>>(
  path: string,
  body: unknown,
  { token, address = '127.0.0.1' }: { token?: string; address?: string } = {},
): Promise<Answer<Body>> {
  const response = await auth.app.inject({
    method: 'POST',
    url: `/auth/passkeys/${path}`,
    headers: { 'content-type': 'application/json', host: HOST, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: JSON.stringify(body),
    remoteAddress: address,
  });
  return { status: response.statusCode, body: response.json() as Body & ErrorBody, headers: response.headers };
}

interface CreationOptions {
  challengeId: string;
  options: { challenge: string; rp: { id: string; name: string }; user: { id: string }; excludeCredentials?: { id: string }[] };
}
interface RequestOptions {
  challengeId: string;
  options: { challenge: string; rpId: string; allowCredentials?: unknown[] };
}
interface Passkey {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

async function register(token: string, authenticator: SoftAuthenticator, name?: string) {
  const started = await call<CreationOptions>('register/options', { password: PASSWORD }, { token });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const response = authenticator.create(started.body.options);
  return call<{ passkey: Passkey }>(
    'register',
    { challengeId: started.body.challengeId, response, ...(name === undefined ? {} : { name }) },
    { token },
  );
}

async function signInWith(
  authenticator: SoftAuthenticator,
  options: { origin?: string; tamper?: boolean; step?: number; address?: string } = {},
) {
  const started = await call<RequestOptions>('signin/options', {}, { address: options.address });
  expect(started.status).toBe(200);
  const response = authenticator.get(started.body.options, options);
  return call<SessionBody>('signin', { challengeId: started.body.challengeId, response }, { address: options.address });
}

/** A call to another /auth route (re-authentication). */
async function authCall<Body = Record<string, unknown>>(
  method: 'GET' | 'POST',
  path: string,
  token: string,
  body?: unknown,
  address = '127.0.0.1',
): Promise<Answer<Body>> {
  const response = await auth.app.inject({
    method,
    url: `/auth/${path}`,
    headers: { host: HOST, authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    remoteAddress: address,
  });
  return { status: response.statusCode, body: response.json() as Body & ErrorBody, headers: response.headers };
}

/** Forgets the member's recent re-authentication, as if its five minutes had passed. */
const forgetReauth = (userId: string) => auth.db.query('DELETE FROM auth.reauthentications WHERE user_id = $1', [userId]);

const list = async (token: string) => (await call<{ passkeys: Passkey[] }>('list', {}, { token })).body.passkeys;

beforeAll(async () => {
  auth = await startAuthApp();
});

afterAll(async () => {
  await auth?.close();
});

describe('passkeys', () => {
  it('registers several named passkeys after the password, lists, renames and removes them', async () => {
    const member = await auth.signUp();
    const token = member.session.accessToken;

    expect((await call('register/options', {}, {})).body.error.code).toBe('unauthenticated');
    const noPassword = await call('register/options', {}, { token });
    expect([noPassword.status, noPassword.body.error.code]).toEqual([403, 'reauth-required']);
    const wrong = await call('register/options', { password: 'not the password' }, { token });
    expect([wrong.status, wrong.body.error.code]).toEqual([403, 'reauth-failed']);

    const first = new SoftAuthenticator();
    const started = await call<CreationOptions>('register/options', { password: PASSWORD }, { token });
    expect(started.body.options.rp).toEqual({ id: HOST, name: 'ChainPulse' });
    // A response for another origin does not verify, and its challenge is spent.
    const foreign = await call(
      'register',
      { challengeId: started.body.challengeId, response: first.create(started.body.options, 'http://evil.test') },
      { token },
    );
    expect([foreign.status, foreign.body.error.code]).toEqual([400, 'passkey-failed']);
    const replay = await call(
      'register',
      { challengeId: started.body.challengeId, response: first.create(started.body.options) },
      { token },
    );
    expect(replay.body.error.code).toBe('passkey-failed');

    const one = await register(token, first, '  Laptop  ');
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(one.body.passkey).toMatchObject({ name: 'Laptop', lastUsedAt: null });
    const second = new SoftAuthenticator();
    const two = await register(token, second);
    expect(two.body.passkey.name).toBe('Passkey 2');

    // The next ceremony excludes both, so the browser does not register one twice.
    const again = await call<CreationOptions>('register/options', { password: PASSWORD }, { token });
    expect(again.body.options.excludeCredentials?.map((credential) => credential.id).sort()).toEqual([first.id, second.id].sort());

    const renamed = await call<{ passkey: Passkey }>('rename', { id: two.body.passkey.id, name: 'Phone' }, { token });
    expect(renamed.body.passkey.name).toBe('Phone');
    expect((await call('rename', { id: two.body.passkey.id, name: ' ' }, { token })).body.error.code).toBe('invalid-request');
    expect((await call('rename', { id: two.body.passkey.id, name: 'x'.repeat(65) }, { token })).body.error.code).toBe('invalid-request');
    expect((await list(token)).map((passkey) => passkey.name)).toEqual(['Laptop', 'Phone']);

    // Another member can neither rename nor remove them.
    const other = await auth.signUp();
    const stranger = other.session.accessToken;
    const foreignRename = await call('rename', { id: one.body.passkey.id, name: 'Mine' }, { token: stranger });
    expect([foreignRename.status, foreignRename.body.error.code]).toEqual([404, 'passkey-not-found']);
    expect((await call('remove', { id: one.body.passkey.id }, { token: stranger })).body.error.code).toBe('reauth-required');
    expect((await call('remove', { id: one.body.passkey.id, password: PASSWORD }, { token: stranger })).body.error.code).toBe(
      'passkey-not-found',
    );
    expect(await list(stranger)).toEqual([]);

    expect((await call('remove', { id: one.body.passkey.id }, { token })).body).toEqual({ ok: true });
    expect((await call('remove', { id: one.body.passkey.id }, { token })).status).toBe(404);
    expect((await list(token)).map((passkey) => passkey.name)).toEqual(['Phone']);

    // The removed passkey no longer signs in; the other one does.
    const removed = await signInWith(first);
    expect([removed.status, removed.body.error.code]).toEqual([401, 'unknown-passkey']);
    const signedIn = await signInWith(second);
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body.session.user).toMatchObject({ id: member.session.user.id, email: member.session.user.email });
    expect(String(signedIn.headers['set-cookie'])).toMatch(/refresh_token=/);
    const [phone] = await list(token);
    expect(phone?.lastUsedAt).not.toBeNull();

    // The session is a real one: the engine accepts its token, and its refresh token rotates.
    const me = await auth.gql<{ user_profiles_by_pk: { id: string } | null }>(
      signedIn.body.session.accessToken,
      `{ user_profiles_by_pk(id: "${member.session.user.id}") { id } }`,
    );
    expect(me.data?.user_profiles_by_pk?.id).toBe(member.session.user.id);
    const refreshed = await auth.post('token', { refreshToken: signedIn.body.session.refreshToken });
    expect(refreshed.status).toBe(200);
  });

  it('refuses unknown credentials, bad signatures, foreign origins, replayed counters and spent challenges', async () => {
    const member = await auth.signUp();
    const key = new SoftAuthenticator();
    expect((await register(member.session.accessToken, key)).status).toBe(200);
    const address = '10.9.0.1';

    const unknown = await signInWith(new SoftAuthenticator(), { address });
    expect([unknown.status, unknown.body.error.code]).toEqual([401, 'unknown-passkey']);
    expect((await signInWith(key, { tamper: true, address })).body.error.code).toBe('passkey-failed');
    expect((await signInWith(key, { origin: 'http://evil.test', address })).body.error.code).toBe('passkey-failed');
    expect((await signInWith(key, { address })).status).toBe(200);
    // A counter that went back: a cloned authenticator.
    expect((await signInWith(key, { step: -1, address })).body.error.code).toBe('passkey-failed');

    const started = await call<RequestOptions>('signin/options', {}, { address });
    expect(started.body.options.rpId).toBe(HOST);
    expect(started.body.options.allowCredentials ?? []).toEqual([]);
    const response = key.get(started.body.options, { step: 5 });
    expect((await call('signin', { challengeId: started.body.challengeId, response }, { address })).status).toBe(200);
    const spent = await call('signin', { challengeId: started.body.challengeId, response }, { address });
    expect([spent.status, spent.body.error.code]).toEqual([400, 'passkey-failed']);
    expect((await call('signin', { challengeId: 'nope', response }, { address })).body.error.code).toBe('invalid-request');
    expect((await call('signin', { challengeId: started.body.challengeId, response: 'x' }, { address })).body.error.code).toBe(
      'invalid-request',
    );
  });

  it('keeps passkeys out of the GraphQL API and limits sign-in answers per address', async () => {
    const member = await auth.signUp();
    const result = await auth.gql(member.session.accessToken, '{ passkeys { id } }');
    expect(result.errors?.[0]?.extensions?.code).toBe('validation-failed');

    // 60 answers per address per 10 minutes (each a well-formed one for a live challenge, so each is checked).
    const started = await call<RequestOptions>('signin/options', {}, { address: '10.9.0.3' });
    const address = '10.9.0.2';
    const response = new SoftAuthenticator().get(started.body.options);
    let answer: Answer<unknown> | undefined;
    for (let attempt = 0; attempt < 61; attempt += 1) {
      answer = await call('signin', { challengeId: started.body.challengeId, response }, { address });
    }
    expect([answer?.status, answer?.body.error.code]).toEqual([429, 'too-many-requests']);
    expect(answer?.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await call('signin', { challengeId: started.body.challengeId, response }, { address: '10.9.0.3' })).body.error.code).toBe(
      'passkey-failed',
    );
  });

  it('re-authenticates with a passkey of the member; one budget counts every wrong proof', async () => {
    const member = await auth.signUp();
    const token = member.session.accessToken;
    const key = new SoftAuthenticator();
    expect((await register(token, key)).status).toBe(200);
    await forgetReauth(member.session.user.id);
    expect((await call('remove', { id: (await list(token))[0]!.id }, { token })).body.error.code).toBe('reauth-required');
    expect((await authCall('GET', 'reauthenticate', token)).body).toEqual({ methods: ['password', 'passkey'] });

    const started = await authCall<RequestOptions>('POST', 'reauthenticate/passkey/options', token, {});
    expect(started.body.options.allowCredentials).toEqual([expect.objectContaining({ id: key.id })]);
    // Another member's passkey proves nothing about this one.
    const other = await auth.signUp();
    const otherKey = new SoftAuthenticator();
    expect((await register(other.session.accessToken, otherKey)).status).toBe(200);
    const foreign = await authCall('POST', 'reauthenticate', token, {
      passkey: { challengeId: started.body.challengeId, response: otherKey.get(started.body.options) },
    });
    expect([foreign.status, foreign.body.error.code]).toEqual([403, 'reauth-failed']);

    const again = await authCall<RequestOptions>('POST', 'reauthenticate/passkey/options', token, {});
    const proved = await authCall('POST', 'reauthenticate', token, {
      passkey: { challengeId: again.body.challengeId, response: key.get(again.body.options) },
    });
    expect(proved.body).toEqual({ ok: true, validForSeconds: 300 });
    expect((await call('remove', { id: (await list(token))[0]!.id }, { token })).body).toEqual({ ok: true });

    // Wrong proofs of any kind share one budget: 10 per member per quarter hour (one spent above), then even the
    // right password is refused.
    const wrongs = [{ password: 'nope nope' }, { totpCode: '123456' }, { emailCode: '123456' }];
    for (let attempt = 0; attempt < 9; attempt += 1) {
      const answer = await authCall('POST', 'reauthenticate', token, wrongs[attempt % 3], '10.9.1.1');
      expect(answer.body.error.code).toBe('reauth-failed');
    }
    const refused = await authCall('POST', 'reauthenticate', token, { password: PASSWORD }, '10.9.1.2');
    expect([refused.status, refused.body.error.code]).toEqual([429, 'too-many-requests']);
    // The export route answers from the same budget.
    const exported = await authCall('POST', 'account/export', token, { password: PASSWORD }, '10.9.1.2');
    expect(exported.body.error.code).toBe('too-many-requests');
  });
});
