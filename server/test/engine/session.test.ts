// Session resolution against Hasura v2's behaviour: admin secret, JWT (HS256 key, RS256 PEM, ES256 from a
// jwk_url served on loopback), claims locations, roles, unauthorized role and dev mode. Real crypto: tokens
// are signed with jose, keys are generated per run.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, exportSPKI, generateKeyPair, SignJWT, type CryptoKey, type JWK, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSessionResolver,
  getSessionVariable,
  parseJwtSecret,
  parseSessionArray,
  SessionError,
  type RequestHeaders,
  type Session,
  type SessionConfig,
} from '../../src/session/index.ts';

const NAMESPACE = 'https://hasura.io/jwt/claims';
const HS_KEY = 'a-shared-secret-of-at-least-32-characters!';
const ADMIN_SECRET = 'local-admin-secret';
const BAD_SIGNATURE = 'Could not verify JWT: JWSError JWSInvalidSignature';

const userClaims = {
  'x-hasura-allowed-roles': ['user', 'site_admin'],
  'x-hasura-default-role': 'user',
  'X-Hasura-User-Id': '42',
};

interface SignOptions {
  key?: CryptoKey | Uint8Array;
  alg?: string;
  kid?: string;
  expiresIn?: number | string;
}

function signHs(payload: JWTPayload, options: SignOptions = {}): Promise<string> {
  const jwt = new SignJWT(payload)
    .setProtectedHeader({ alg: options.alg ?? 'HS256', ...(options.kid && { kid: options.kid }) })
    .setIssuedAt();
  if (options.expiresIn !== undefined) jwt.setExpirationTime(options.expiresIn);
  return jwt.sign(options.key ?? new TextEncoder().encode(HS_KEY));
}

function hsSecret(extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ type: 'HS256', key: HS_KEY, ...extra });
}

function jwtResolver(secretJson: string, config: Omit<SessionConfig, 'jwtSecret'> = {}) {
  return createSessionResolver({ adminSecret: ADMIN_SECRET, jwtSecret: parseJwtSecret(secretJson), ...config });
}

function bearer(token: string, extra: RequestHeaders = {}): RequestHeaders {
  return { authorization: `Bearer ${token}`, ...extra };
}

async function rejection(promise: Promise<Session>): Promise<SessionError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(SessionError);
  return error as SessionError;
}

async function expectError(promise: Promise<Session>, code: string, message: string): Promise<void> {
  const error = await rejection(promise);
  expect({ code: error.code, message: error.message }).toEqual({ code, message });
}

describe('parseJwtSecret', () => {
  it('fills in Hasura defaults', () => {
    const config = parseJwtSecret(hsSecret());
    expect(config.claims).toEqual({ kind: 'namespace', namespace: NAMESPACE, format: 'json' });
    expect(config.header).toEqual({ type: 'Authorization' });
    expect(config.allowedSkewSeconds).toBe(0);
    expect(config.audience).toBeUndefined();
  });

  it.each([
    ['{', 'not valid JSON'],
    ['{}', 'key and jwk_url both cannot be empty'],
    [JSON.stringify({ type: 'HS256', key: HS_KEY, jwk_url: 'https://x.test/jwks' }), 'key, jwk_url both cannot be present'],
    [JSON.stringify({ type: 'PS256', key: HS_KEY }), 'Invalid JWK: Key type: PS256 is not supported'],
    [JSON.stringify({ type: 'HS256', key: 'short' }), 'Key size too small; should be atleast 32 characters'],
    [JSON.stringify({ type: 'RS256', key: 'not a pem' }), 'Invalid JWK: Could not decode PEM'],
    [hsSecret({ claims_namespace: 'a', claims_namespace_path: '$.b' }), 'both cannot be set'],
    [hsSecret({ claims_namespace_path: 'hasura.claims' }), 'invalid JSON path claims_namespace_path'],
    [hsSecret({ claims_format: 'yaml' }), '"claims_format" must be'],
    [hsSecret({ header: { type: 'Query' } }), "expected 'type' is 'Authorization' or 'Cookie'"],
    [hsSecret({ claims_map: { 'x-hasura-default-role': 'user' } }), 'x-hasura-allowed-roles is expected but not found'],
    [JSON.stringify({ jwk_url: 'ftp://x.test/jwks' }), '"jwk_url" must be an http(s) URL'],
  ])('rejects %s', (json, problem) => {
    expect(() => parseJwtSecret(json)).toThrow(problem);
    expect(() => parseJwtSecret(json)).toThrow(expect.objectContaining({ code: 'invalid-configuration' }));
  });

  it('refuses a PEM key of another type than the one named', async () => {
    const { publicKey } = await generateKeyPair('ES256');
    const json = JSON.stringify({ type: 'RS256', key: await exportSPKI(publicKey) });
    expect(() => parseJwtSecret(json)).toThrow('is not a RS256 public key');
  });
});

describe('admin secret', () => {
  const resolver = createSessionResolver({ adminSecret: ADMIN_SECRET });

  it('gives admin, with the other x-hasura-* headers as variables', async () => {
    const session = await resolver.resolve({ 'X-Hasura-Admin-Secret': ADMIN_SECRET, 'X-Hasura-User-Id': '7' });
    expect(session).toEqual({
      role: 'admin',
      isAdmin: true,
      backendOnly: false,
      variables: { 'x-hasura-role': 'admin', 'x-hasura-user-id': '7' },
    });
  });

  it('lets the admin pose as another role', async () => {
    const session = await resolver.resolve({ 'x-hasura-admin-secret': ADMIN_SECRET, 'x-hasura-role': 'user' });
    expect(session).toMatchObject({ role: 'user', isAdmin: false, variables: { 'x-hasura-role': 'user' } });
  });

  it('accepts the deprecated x-hasura-access-key', async () => {
    await expect(resolver.resolve({ 'x-hasura-access-key': ADMIN_SECRET })).resolves.toMatchObject({ role: 'admin' });
  });

  it('denies a wrong secret', async () => {
    const error = await rejection(resolver.resolve({ 'x-hasura-admin-secret': 'guess' }));
    expect(error).toMatchObject({
      code: 'access-denied',
      status: 401,
      message: 'invalid x-hasura-admin-secret/x-hasura-access-key',
    });
  });

  it('requires the secret when no unauthorized role is configured', async () => {
    await expectError(resolver.resolve({}), 'access-denied', 'x-hasura-admin-secret/x-hasura-access-key required, but not found');
  });

  it('falls back to the unauthorized role without a secret', async () => {
    const anonymous = createSessionResolver({ adminSecret: ADMIN_SECRET, unauthorizedRole: 'anonymous' });
    await expect(anonymous.resolve({})).resolves.toEqual({
      role: 'anonymous',
      isAdmin: false,
      backendOnly: false,
      variables: { 'x-hasura-role': 'anonymous' },
    });
  });

  it('the admin secret wins over a token', async () => {
    const resolverWithJwt = jwtResolver(hsSecret());
    const session = await resolverWithJwt.resolve(bearer('garbage', { 'x-hasura-admin-secret': ADMIN_SECRET }));
    expect(session.role).toBe('admin');
  });
});

describe('dev mode (no admin secret, no JWT)', () => {
  const resolver = createSessionResolver({ unauthorizedRole: 'anonymous' });

  it('is admin without headers', async () => {
    await expect(resolver.resolve({})).resolves.toEqual({
      role: 'admin',
      isAdmin: true,
      backendOnly: false,
      variables: { 'x-hasura-role': 'admin' },
    });
  });

  it('takes the role and variables from the headers', async () => {
    const session = await resolver.resolve({ 'X-Hasura-Role': 'user', 'X-Hasura-User-Id': ['3', '4'], other: 'x' });
    expect(session).toEqual({
      role: 'user',
      isAdmin: false,
      backendOnly: false,
      variables: { 'x-hasura-role': 'user', 'x-hasura-user-id': '3' },
    });
  });

  it('refuses a JWT secret without an admin secret, as Hasura does', () => {
    expect(() => createSessionResolver({ jwtSecret: parseJwtSecret(hsSecret()) })).toThrow(
      expect.objectContaining({ code: 'invalid-configuration' }),
    );
  });
});

describe('JWT with an HS256 key', () => {
  const resolver = jwtResolver(hsSecret());

  it('uses the default role and the namespaced claims', async () => {
    const token = await signHs({ sub: '42', [NAMESPACE]: userClaims }, { expiresIn: '1h' });
    const session = await resolver.resolve(bearer(token, { 'x-hasura-user-id': 'spoofed' }));
    expect(session).toMatchObject({
      role: 'user',
      isAdmin: false,
      backendOnly: false,
      variables: { 'x-hasura-role': 'user', 'x-hasura-user-id': '42' },
    });
    expect(Object.keys(session.variables).sort()).toEqual(['x-hasura-role', 'x-hasura-user-id']);
    expect(session.expiresAt).toBeInstanceOf(Date);
    expect(session.expiresAt!.getTime()).toBeGreaterThan(Date.now());
  });

  it('switches to an allowed role named by x-hasura-role', async () => {
    const token = await signHs({ [NAMESPACE]: userClaims });
    const session = await resolver.resolve(bearer(token, { 'X-Hasura-Role': 'site_admin' }));
    expect(session).toMatchObject({ role: 'site_admin', variables: { 'x-hasura-role': 'site_admin' } });
    expect(session.expiresAt).toBeUndefined();
  });

  it('denies a role outside the allowed roles', async () => {
    const token = await signHs({ [NAMESPACE]: userClaims });
    const error = await rejection(resolver.resolve(bearer(token, { 'x-hasura-role': 'admin' })));
    expect(error).toMatchObject({
      code: 'access-denied',
      status: 400,
      message: 'Your requested role is not in allowed roles',
    });
  });

  it('gives full access to a token whose role is admin', async () => {
    const claims = { 'x-hasura-allowed-roles': ['admin'], 'x-hasura-default-role': 'admin' };
    const session = await resolver.resolve(bearer(await signHs({ [NAMESPACE]: claims })));
    expect(session).toEqual({
      role: 'admin',
      isAdmin: true,
      backendOnly: false,
      variables: { 'x-hasura-role': 'admin' },
      allowedRoles: ['admin'],
    });
  });

  it('keeps non-string claims as JSON text', async () => {
    const claims = { ...userClaims, 'x-hasura-group-ids': [1, 2], 'x-hasura-org-ids': '{3,4}', 'x-hasura-level': 5 };
    const session = await resolver.resolve(bearer(await signHs({ [NAMESPACE]: claims })));
    expect(session.variables).toMatchObject({
      'x-hasura-group-ids': '[1,2]',
      'x-hasura-org-ids': '{3,4}',
      'x-hasura-level': '5',
    });
    expect(parseSessionArray(getSessionVariable(session, 'X-Hasura-Group-Ids'))).toEqual(['1', '2']);
  });

  it('reports an expired token', async () => {
    const token = await signHs({ [NAMESPACE]: userClaims }, { expiresIn: Math.floor(Date.now() / 1000) - 60 });
    await expectError(resolver.resolve(bearer(token)), 'invalid-jwt', 'Could not verify JWT: JWTExpired');
  });

  it('accepts a just-expired token within allowed_skew', async () => {
    const lenient = jwtResolver(hsSecret({ allowed_skew: 120 }));
    const token = await signHs({ [NAMESPACE]: userClaims }, { expiresIn: Math.floor(Date.now() / 1000) - 60 });
    await expect(lenient.resolve(bearer(token))).resolves.toMatchObject({ role: 'user' });
  });

  it('reports a token not valid yet', async () => {
    const token = await signHs({ [NAMESPACE]: userClaims, nbf: Math.floor(Date.now() / 1000) + 600 });
    await expectError(resolver.resolve(bearer(token)), 'invalid-jwt', 'Could not verify JWT: JWTNotYetValid');
  });

  it('reports a bad signature', async () => {
    const token = await signHs({ [NAMESPACE]: userClaims }, { key: new TextEncoder().encode(`${HS_KEY}-other`) });
    await expectError(resolver.resolve(bearer(token)), 'invalid-jwt', BAD_SIGNATURE);
  });

  it('reports a token signed with another algorithm family as a bad signature', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const token = await new SignJWT({ [NAMESPACE]: userClaims }).setProtectedHeader({ alg: 'ES256' }).sign(privateKey);
    await expectError(resolver.resolve(bearer(token)), 'invalid-jwt', BAD_SIGNATURE);
  });

  it('reports a token that is not a JWS', async () => {
    await expectError(
      resolver.resolve(bearer('not-a-token')),
      'invalid-jwt',
      'Could not verify JWT: JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got 1)',
    );
  });

  it('reports a missing claims namespace', async () => {
    const token = await signHs({ 'https://example.com/claims': userClaims });
    await expectError(resolver.resolve(bearer(token)), 'jwt-invalid-claims', "claims key: 'https://hasura.io/jwt/claims' not found");
  });

  it('reports missing and malformed role claims', async () => {
    const noRoles = await signHs({ [NAMESPACE]: { 'x-hasura-default-role': 'user' } });
    await expectError(resolver.resolve(bearer(noRoles)), 'jwt-missing-role-claims', 'JWT claim does not contain x-hasura-allowed-roles');
    const noDefault = await signHs({ [NAMESPACE]: { 'x-hasura-allowed-roles': ['user'] } });
    await expectError(resolver.resolve(bearer(noDefault)), 'jwt-missing-role-claims', 'JWT claim does not contain x-hasura-default-role');
    const stringRoles = await signHs({ [NAMESPACE]: { ...userClaims, 'x-hasura-allowed-roles': 'user' } });
    const error = await rejection(resolver.resolve(bearer(stringRoles)));
    expect(error.code).toBe('jwt-invalid-claims');
    expect(error.message).toMatch(/^invalid x-hasura-allowed-roles; should be a list of roles/);
  });

  it('reports a malformed Authorization header', async () => {
    for (const authorization of ['Token abc', 'Bearer', 'bearer a.b.c', 'Bearer a b']) {
      const malformed = resolver.resolve({ Authorization: authorization });
      await expectError(malformed, 'invalid-headers', 'Malformed Authorization header');
    }
  });

  it('requires a token when no unauthorized role is configured', async () => {
    await expectError(
      resolver.resolve({ 'x-hasura-role': 'user' }),
      'invalid-headers',
      "Missing 'Authorization' or 'Cookie' header in JWT authentication mode",
    );
  });

  it('uses the unauthorized role without a token', async () => {
    const anonymous = jwtResolver(hsSecret(), { unauthorizedRole: 'anonymous' });
    const session = await anonymous.resolve({ 'x-hasura-role': 'user', 'x-hasura-lang': 'zh' });
    expect(session).toEqual({
      role: 'anonymous',
      isAdmin: false,
      backendOnly: false,
      variables: { 'x-hasura-role': 'anonymous', 'x-hasura-lang': 'zh' },
    });
  });
});

describe('JWT claims locations and checks', () => {
  it('reads stringified_json claims', async () => {
    const resolver = jwtResolver(hsSecret({ claims_format: 'stringified_json' }));
    const token = await signHs({ [NAMESPACE]: JSON.stringify(userClaims) });
    await expect(resolver.resolve(bearer(token))).resolves.toMatchObject({ variables: { 'x-hasura-user-id': '42' } });
    await expectError(
      resolver.resolve(bearer(await signHs({ [NAMESPACE]: userClaims }))),
      'jwt-invalid-claims',
      'expecting a string when claims_format is stringified_json',
    );
  });

  it('reads claims at claims_namespace_path', async () => {
    const resolver = jwtResolver(hsSecret({ claims_namespace_path: '$.hasura.claims' }));
    const token = await signHs({ hasura: { claims: userClaims } });
    await expect(resolver.resolve(bearer(token))).resolves.toMatchObject({ role: 'user' });
    await expectError(
      resolver.resolve(bearer(await signHs({ hasura: {} }))),
      'jwt-invalid-claims',
      "claims not found at claims_namespace_path: '$.hasura.claims'",
    );
  });

  it('maps claims with claims_map paths, defaults and literals', async () => {
    const resolver = jwtResolver(
      hsSecret({
        claims_map: {
          'x-hasura-allowed-roles': { path: '$.roles' },
          'x-hasura-default-role': { path: '$.roles[0]' },
          'x-hasura-user-id': { path: '$.sub' },
          'x-hasura-org-id': { path: "$['org']['id']", default: 'none' },
          'x-hasura-app': 'site',
        },
      }),
    );
    const session = await resolver.resolve(bearer(await signHs({ sub: 'u1', roles: ['user', 'editor'] })));
    expect(session.variables).toEqual({
      'x-hasura-role': 'user',
      'x-hasura-user-id': 'u1',
      'x-hasura-org-id': 'none',
      'x-hasura-app': 'site',
    });
    await expectError(
      resolver.resolve(bearer(await signHs({ roles: ['user'] }))),
      'jwt-invalid-claims',
      'JWT claim from claims_map, x-hasura-user-id not found',
    );
  });

  it('checks the audience when configured; a token without aud passes, as in Hasura', async () => {
    const resolver = jwtResolver(hsSecret({ audience: ['site', 'app'] }));
    const valid = await signHs({ [NAMESPACE]: userClaims, aud: 'app' });
    await expect(resolver.resolve(bearer(valid))).resolves.toMatchObject({ role: 'user' });
    await expect(resolver.resolve(bearer(await signHs({ [NAMESPACE]: userClaims })))).resolves.toBeDefined();
    const wrong = await signHs({ [NAMESPACE]: userClaims, aud: ['elsewhere'] });
    await expectError(resolver.resolve(bearer(wrong)), 'invalid-jwt', 'Could not verify JWT: JWTNotInAudience');
  });

  it('checks the issuer when configured', async () => {
    const resolver = jwtResolver(hsSecret({ issuer: 'https://auth.example.com' }));
    const valid = await signHs({ [NAMESPACE]: userClaims, iss: 'https://auth.example.com' });
    await expect(resolver.resolve(bearer(valid))).resolves.toMatchObject({ role: 'user' });
    const wrong = await signHs({ [NAMESPACE]: userClaims, iss: 'https://evil.example.com' });
    await expectError(resolver.resolve(bearer(wrong)), 'invalid-jwt', 'Could not verify JWT: JWTNotInIssuer');
  });

  it('reads the token from a cookie in Cookie mode', async () => {
    const resolver = jwtResolver(hsSecret({ header: { type: 'Cookie', name: 'session' } }), {
      unauthorizedRole: 'anonymous',
    });
    const token = await signHs({ [NAMESPACE]: userClaims });
    const session = await resolver.resolve({ cookie: `theme=dark; session=${token}; lang=en` });
    expect(session.role).toBe('user');
    await expect(resolver.resolve({ cookie: 'theme=dark' })).resolves.toMatchObject({ role: 'anonymous' });
    await expect(resolver.resolve(bearer(token))).resolves.toMatchObject({ role: 'anonymous' });
  });
});

describe('JWT with an RS256 PEM key', () => {
  let privateKey: CryptoKey;
  let secretJson: string;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256', { extractable: true });
    privateKey = pair.privateKey;
    secretJson = JSON.stringify({ type: 'RS256', key: await exportSPKI(pair.publicKey) });
  });

  it('verifies a token signed with the private key', async () => {
    const resolver = jwtResolver(secretJson);
    const token = await new SignJWT({ [NAMESPACE]: userClaims }).setProtectedHeader({ alg: 'RS256' }).sign(privateKey);
    await expect(resolver.resolve(bearer(token))).resolves.toMatchObject({
      role: 'user',
      variables: { 'x-hasura-user-id': '42' },
    });
  });

  it('rejects an HS256 token made with the public key as the secret', async () => {
    const resolver = jwtResolver(secretJson);
    const pem = new TextEncoder().encode(JSON.parse(secretJson).key as string);
    const token = await signHs({ [NAMESPACE]: userClaims }, { key: pem });
    await expectError(resolver.resolve(bearer(token)), 'invalid-jwt', BAD_SIGNATURE);
  });
});

describe('JWT with ES256 keys from a jwk_url', () => {
  interface Signer {
    kid: string;
    privateKey: CryptoKey;
    jwk: JWK;
  }

  let server: Server;
  let baseUrl: string;
  let published: JWK[] = [];
  const fetches: string[] = [];
  let first: Signer;
  let second: Signer;

  async function makeSigner(kid: string): Promise<Signer> {
    const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
    return { kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' } };
  }

  function signEs(signer: Signer): Promise<string> {
    return new SignJWT({ [NAMESPACE]: userClaims })
      .setProtectedHeader({ alg: 'ES256', kid: signer.kid })
      .setExpirationTime('5m')
      .sign(signer.privateKey);
  }

  function resolverFor(path: string) {
    return jwtResolver(JSON.stringify({ jwk_url: `${baseUrl}${path}` }));
  }

  const fetchesOf = (path: string) => fetches.filter((fetched) => fetched === path).length;
  const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

  beforeAll(async () => {
    [first, second] = await Promise.all([makeSigner('key-1'), makeSigner('key-2')]);
    published = [first.jwk];
    server = createServer((request, response) => {
      const path = request.url ?? '';
      fetches.push(path);
      if (path === '/missing') {
        response.writeHead(404).end();
        return;
      }
      const cacheControl = path === '/short' ? 'public, max-age=1' : 'public, max-age=300';
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': cacheControl });
      response.end(JSON.stringify({ keys: published }));
    });
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((closed) => server.close(closed));
  });

  it('fetches once, caches per max-age and does not refetch for an unknown kid', async () => {
    published = [first.jwk];
    const resolver = resolverFor('/long');
    await expect(resolver.resolve(bearer(await signEs(first)))).resolves.toMatchObject({ role: 'user' });
    await expect(resolver.resolve(bearer(await signEs(first)))).resolves.toMatchObject({ role: 'user' });
    expect(fetchesOf('/long')).toBe(1);

    // Hasura refetches a JWK set only when it expires (Hasura.Server.Auth updateJwkFromUrl), not when a token
    // names a kid the set lacks: the second key is refused until max-age has passed.
    published = [first.jwk, second.jwk];
    await pause(1050);
    const unknownKid = resolver.resolve(bearer(await signEs(second)));
    await expectError(unknownKid, 'invalid-jwt', 'Could not verify JWT: JWSError NoUsableKeys');
    expect(fetchesOf('/long')).toBe(1);
    resolver.close();
  });

  it('refetches once max-age has passed, and then knows a key published since', async () => {
    published = [first.jwk];
    const resolver = resolverFor('/short');
    await resolver.resolve(bearer(await signEs(first)));
    await resolver.resolve(bearer(await signEs(first)));
    expect(fetchesOf('/short')).toBe(1);
    published = [first.jwk, second.jwk];
    await pause(1100);
    const session = await resolver.resolve(bearer(await signEs(second)));
    expect(session.expiresAt).toBeInstanceOf(Date);
    expect(fetchesOf('/short')).toBe(2);
    resolver.close();
  });

  it('reports a JWK set it cannot fetch', async () => {
    const resolver = resolverFor('/missing');
    const error = await rejection(resolver.resolve(bearer(await signEs(first))));
    expect(error).toMatchObject({
      code: 'unexpected',
      status: 500,
      message: `Non-2xx response on fetching JWK from: ${baseUrl}/missing`,
    });
    resolver.close();
  });
});

describe('backend-only permissions', () => {
  it('are asked for by a trusted request with x-hasura-use-backend-only-permissions', async () => {
    const trusted = createSessionResolver({ adminSecret: 'secret-secret' });
    const asked = { 'x-hasura-admin-secret': 'secret-secret', 'x-hasura-role': 'backend', 'x-hasura-use-backend-only-permissions': 'true' };
    expect((await trusted.resolve(asked)).backendOnly).toBe(true);
    expect((await trusted.resolve({ ...asked, 'x-hasura-use-backend-only-permissions': 'false' })).backendOnly).toBe(false);
    // Without the admin secret the request is a client's, whatever it claims.
    const client = createSessionResolver({ adminSecret: 'secret-secret', unauthorizedRole: 'anonymous' });
    expect((await client.resolve({ 'x-hasura-use-backend-only-permissions': 'true' })).backendOnly).toBe(false);
    trusted.close();
    client.close();
  });
});

describe('session variables', () => {
  const session: Session = { role: 'user', isAdmin: false, backendOnly: false, variables: { 'x-hasura-user-id': '42' } };

  it('finds a variable whatever its case', () => {
    expect(getSessionVariable(session, 'X-Hasura-User-Id')).toBe('42');
  });

  it('reports a missing variable as Hasura does', () => {
    expect(() => getSessionVariable(session, 'X-Hasura-Org-Id')).toThrow(
      expect.objectContaining({ code: 'not-found', message: 'missing session variable: "x-hasura-org-id"' }),
    );
  });

  it.each([
    ['{1,2,3}', ['1', '2', '3']],
    ['{}', []],
    [' { a , "b c" , "d,\\"e\\"" } ', ['a', 'b c', 'd,"e"']],
    ['{"NULL",x\\,y}', ['NULL', 'x,y']],
    ['["a", 1, true]', ['a', '1', 'true']],
    ['[]', []],
  ])('parses %s', (value, expected) => {
    expect(parseSessionArray(value)).toEqual(expected);
  });

  it.each(['5', '{1,{2}}', '{1,}', '{NULL}', '{"a}', '[1,{}]', '[1,'])('rejects %s', (value) => {
    expect(() => parseSessionArray(value)).toThrow(expect.objectContaining({ code: 'parse-failed' }));
  });
});
