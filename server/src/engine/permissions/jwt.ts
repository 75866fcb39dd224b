import { createPublicKey, type JsonWebKey, type KeyObject } from 'node:crypto';
import { compactVerify, decodeProtectedHeader, errors as joseErrors } from 'jose';
import { SessionError } from './errors.ts';

const DEFAULT_CLAIMS_NAMESPACE = 'https://hasura.io/jwt/claims';

const KEY_TYPES = ['HS256', 'HS384', 'HS512', 'RS256', 'RS384', 'RS512', 'ES256', 'ES384', 'ES512', 'Ed25519'] as const;
const HMAC_ALGORITHMS = ['HS256', 'HS384', 'HS512'];
const RSA_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512'];
const EC_ALGORITHMS: Record<string, string> = { prime256v1: 'ES256', secp384r1: 'ES384', secp521r1: 'ES512' };
const EC_CURVES: Record<string, string> = { ES256: 'prime256v1', ES384: 'secp384r1', ES512: 'secp521r1' };
const ED_ALGORITHMS = ['EdDSA', 'Ed25519'];
const REGISTERED_CLAIMS = new Set(['iss', 'sub', 'aud', 'exp', 'nbf', 'iat', 'jti']);
const SESSION_VARIABLE_PREFIX = 'x-hasura-';
export const ALLOWED_ROLES_CLAIM = 'x-hasura-allowed-roles';
export const DEFAULT_ROLE_CLAIM = 'x-hasura-default-role';

/** Hasura fetches a JWK set at most once a second, whatever the cache headers say. */
const MIN_JWKS_REFETCH_MS = 1000;
const JWKS_FETCH_TIMEOUT_MS = 10_000;

export type JwtKeyType = (typeof KEY_TYPES)[number];
export type ClaimsFormat = 'json' | 'stringified_json';
type JsonObject = Record<string, unknown>;

export interface JsonPath {
  /** As written in the configuration, for error messages. */
  text: string;
  segments: readonly (string | number)[];
}

export interface VerificationKey {
  material: KeyObject | Uint8Array;
  /** The JWS `alg` values this key may verify. */
  algorithms: readonly string[];
  kid?: string;
}

export type JwtKeySource = { kind: 'key'; type: JwtKeyType; key: VerificationKey } | { kind: 'jwk-url'; url: URL };

export type ClaimsMapValue = { kind: 'path'; path: JsonPath; default?: unknown } | { kind: 'literal'; value: unknown };

export type JwtClaimsSource =
  | { kind: 'namespace'; namespace: string; format: ClaimsFormat }
  | { kind: 'namespace-path'; path: JsonPath; format: ClaimsFormat }
  /** Session variable (lower-cased) to where its value comes from; always holds both role claims. */
  | { kind: 'map'; entries: ReadonlyMap<string, ClaimsMapValue> };

type NamespaceSource = Exclude<JwtClaimsSource, { kind: 'map' }>;

export type JwtHeaderLocation = { type: 'Authorization' } | { type: 'Cookie'; name: string };

/** HASURA_GRAPHQL_JWT_SECRET, checked and with its key parsed. */
export interface JwtSecretConfig {
  keySource: JwtKeySource;
  claims: JwtClaimsSource;
  audience?: readonly string[];
  issuer?: string;
  allowedSkewSeconds: number;
  header: JwtHeaderLocation;
}

export interface VerifiedToken {
  /** The Hasura claims, keys lower-cased, values as found in the token. */
  claims: ReadonlyMap<string, unknown>;
  expiresAt?: Date;
}

export interface JwtVerifier {
  verify(token: string): Promise<VerifiedToken>;
  close(): void;
}

interface KeyStore {
  keysFor(kid: string | undefined): Promise<readonly VerificationKey[]>;
  close(): void;
}

// ---------------------------------------------------------------- configuration

function configError(problem: string): SessionError {
  return new SessionError('invalid-configuration', `HASURA_GRAPHQL_JWT_SECRET: ${problem}`, { status: 500 });
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function own(object: JsonObject, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function optionalString(raw: JsonObject, field: string): string | undefined {
  const value = own(raw, field) ?? undefined;
  if (value !== undefined && typeof value !== 'string') throw configError(`"${field}" must be a string`);
  return value;
}

function unescapeQuoted(body: string): string {
  return body.replace(/\\(.)/g, '$1');
}

const JSON_PATH_SEGMENT = /^(?:\.([^.[\]'"]+)|\[(\d+)\]|\['((?:[^'\\]|\\.)*)'\]|\["((?:[^"\\]|\\.)*)"\])/;

/** Parses the JSON paths Hasura accepts: `$`, `$.a.b`, `$.a[0]`, `$['a.b']`. */
function parseJsonPath(text: string): JsonPath {
  if (!text.startsWith('$')) throw new Error(`"${text}" must start with "$"`);
  const segments: (string | number)[] = [];
  let rest = text.slice(1);
  while (rest !== '') {
    const match = JSON_PATH_SEGMENT.exec(rest);
    if (!match) throw new Error(`unexpected "${rest}" in "${text}"`);
    const [whole, dotted, index, single, double] = match;
    if (index !== undefined) segments.push(Number(index));
    else segments.push(dotted ?? unescapeQuoted(single ?? double ?? ''));
    rest = rest.slice(whole.length);
  }
  return { text, segments };
}

/** The value at a JSON path, or undefined when any step is missing. */
function readJsonPath(root: unknown, segments: readonly (string | number)[]): unknown {
  let current = root;
  for (const segment of segments) {
    if (typeof segment === 'number') current = Array.isArray(current) ? current[segment] : undefined;
    else current = isObject(current) ? own(current, segment) : undefined;
    if (current === undefined) return undefined;
  }
  return current;
}

function configJsonPath(text: unknown, field: string): JsonPath {
  if (typeof text !== 'string') throw configError(`"${field}" must be a JSON path string`);
  try {
    return parseJsonPath(text);
  } catch (error) {
    throw configError(`invalid JSON path ${field}: ${(error as Error).message}`);
  }
}

function algorithmsForKey(key: KeyObject): readonly string[] {
  if (key.asymmetricKeyType === 'rsa') return RSA_ALGORITHMS;
  if (key.asymmetricKeyType === 'ed25519') return ED_ALGORITHMS;
  const curveAlgorithm = EC_ALGORITHMS[key.asymmetricKeyDetails?.namedCurve ?? ''];
  return key.asymmetricKeyType === 'ec' && curveAlgorithm ? [curveAlgorithm] : [];
}

function keyMatchesType(key: KeyObject, type: JwtKeyType): boolean {
  if (type.startsWith('RS')) return key.asymmetricKeyType === 'rsa';
  if (type === 'Ed25519') return key.asymmetricKeyType === 'ed25519';
  return key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === EC_CURVES[type];
}

function parseHmacKey(type: JwtKeyType, key: string): VerificationKey {
  const bytes = new TextEncoder().encode(key);
  const minimum = Number(type.slice(2)) / 8;
  if (bytes.length < minimum) {
    throw configError(`Invalid JWK: Key size too small; should be atleast ${minimum} characters`);
  }
  return { material: bytes, algorithms: HMAC_ALGORITHMS };
}

function parsePublicKey(type: JwtKeyType, pem: string): VerificationKey {
  let key: KeyObject;
  try {
    key = createPublicKey(pem);
  } catch (error) {
    throw configError(`Invalid JWK: Could not decode PEM: ${(error as Error).message}`);
  }
  if (!keyMatchesType(key, type)) {
    throw configError(`Invalid JWK: the key is not a ${type} public key (found ${key.asymmetricKeyType ?? 'unknown'})`);
  }
  return { material: key, algorithms: algorithmsForKey(key) };
}

function parseStaticKey(type: unknown, key: unknown): JwtKeySource {
  if (typeof key !== 'string') throw configError('"key" must be a string');
  if (type === undefined) throw configError('"type" is required with "key"');
  if (!KEY_TYPES.includes(type as JwtKeyType)) {
    throw configError(`Invalid JWK: Key type: ${String(type)} is not supported`);
  }
  const keyType = type as JwtKeyType;
  const parsed = keyType.startsWith('HS') ? parseHmacKey(keyType, key) : parsePublicKey(keyType, key);
  return { kind: 'key', type: keyType, key: parsed };
}

function parseJwkUrl(value: unknown): JwtKeySource {
  const url = typeof value === 'string' && URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw configError('"jwk_url" must be an http(s) URL');
  }
  return { kind: 'jwk-url', url };
}

function parseKeySource(raw: JsonObject): JwtKeySource {
  const key = own(raw, 'key') ?? undefined;
  const jwkUrl = own(raw, 'jwk_url') ?? undefined;
  if (key === undefined && jwkUrl === undefined) throw configError('key and jwk_url both cannot be empty');
  if (key !== undefined && jwkUrl !== undefined) throw configError('key, jwk_url both cannot be present');
  return key !== undefined ? parseStaticKey(own(raw, 'type') ?? undefined, key) : parseJwkUrl(jwkUrl);
}

function parseClaimsFormat(value: unknown): ClaimsFormat {
  if (value === undefined || value === 'json' || value === 'stringified_json') return value ?? 'json';
  throw configError('"claims_format" must be "json" or "stringified_json"');
}

function checkMapValue(name: string, value: unknown, where: string): void {
  const fits = name === ALLOWED_ROLES_CLAIM ? isStringList(value) : typeof value === 'string';
  if (!fits) {
    const expected = name === ALLOWED_ROLES_CLAIM ? 'a list of role names' : 'a string';
    throw configError(`claims_map: ${where} of ${name} must be ${expected}`);
  }
}

function parseClaimsMapValue(name: string, raw: unknown): ClaimsMapValue {
  if (!isObject(raw)) {
    checkMapValue(name, raw, 'the value');
    return { kind: 'literal', value: raw };
  }
  const path = configJsonPath(own(raw, 'path'), `claims_map path of ${name}`);
  const fallback = own(raw, 'default') ?? undefined;
  if (fallback === undefined) return { kind: 'path', path };
  checkMapValue(name, fallback, 'the default');
  return { kind: 'path', path, default: fallback };
}

function parseClaimsMap(raw: unknown): JwtClaimsSource {
  if (!isObject(raw)) throw configError('"claims_map" must be an object');
  const entries = new Map<string, ClaimsMapValue>();
  for (const [name, value] of Object.entries(raw)) {
    entries.set(name.toLowerCase(), parseClaimsMapValue(name.toLowerCase(), value));
  }
  for (const required of [ALLOWED_ROLES_CLAIM, DEFAULT_ROLE_CLAIM]) {
    if (!entries.has(required)) throw configError(`claims_map: ${required} is expected but not found`);
  }
  return { kind: 'map', entries };
}

function parseClaimsSource(raw: JsonObject): JwtClaimsSource {
  const claimsMap = own(raw, 'claims_map') ?? undefined;
  if (claimsMap !== undefined) return parseClaimsMap(claimsMap);
  const format = parseClaimsFormat(own(raw, 'claims_format') ?? undefined);
  const namespace = optionalString(raw, 'claims_namespace');
  const namespacePath = own(raw, 'claims_namespace_path') ?? undefined;
  if (namespace !== undefined && namespacePath !== undefined) {
    throw configError('claims_namespace and claims_namespace_path both cannot be set');
  }
  if (namespacePath === undefined) {
    return { kind: 'namespace', namespace: namespace ?? DEFAULT_CLAIMS_NAMESPACE, format };
  }
  return { kind: 'namespace-path', path: configJsonPath(namespacePath, 'claims_namespace_path'), format };
}

function parseAudience(value: unknown): readonly string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return [value];
  if (isStringList(value)) return value;
  throw configError('"audience" must be a string or a list of strings');
}

function parseAllowedSkew(value: unknown): number {
  if (value === undefined || value === null) return 0;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw configError('"allowed_skew" must be a number of seconds');
  }
  return Math.abs(value);
}

function parseHeaderLocation(value: unknown): JwtHeaderLocation {
  if (value === undefined || value === null) return { type: 'Authorization' };
  const type = isObject(value) && typeof value.type === 'string' ? value.type.toLowerCase() : undefined;
  if (type === 'authorization') return { type: 'Authorization' };
  if (type === 'cookie' && isObject(value) && typeof value.name === 'string' && value.name !== '') {
    return { type: 'Cookie', name: value.name };
  }
  throw configError(`"header": expected 'type' is 'Authorization' or 'Cookie' (with a 'name')`);
}

/** Parses HASURA_GRAPHQL_JWT_SECRET; throws an `invalid-configuration` SessionError naming the problem. */
export function parseJwtSecret(json: string): JwtSecretConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (error) {
    throw configError(`not valid JSON (${(error as Error).message})`);
  }
  if (!isObject(raw)) throw configError('must be a JSON object');
  const issuer = optionalString(raw, 'issuer');
  const audience = parseAudience(own(raw, 'audience'));
  return {
    keySource: parseKeySource(raw),
    claims: parseClaimsSource(raw),
    ...(audience !== undefined && { audience }),
    ...(issuer !== undefined && { issuer }),
    allowedSkewSeconds: parseAllowedSkew(own(raw, 'allowed_skew')),
    header: parseHeaderLocation(own(raw, 'header')),
  };
}

// ---------------------------------------------------------------- token location

function cookieValues(header: string, name: string): string[] {
  return header.split(';').flatMap((pair) => {
    const separator = pair.indexOf('=');
    const matches = separator > 0 && pair.slice(0, separator).trim() === name;
    return matches ? [pair.slice(separator + 1).trim()] : [];
  });
}

function bearerToken(header: string): string {
  const words = header.split(/\s+/).filter((word) => word !== '');
  if (words.length !== 2 || words[0] !== 'Bearer') {
    throw new SessionError('invalid-headers', 'Malformed Authorization header');
  }
  return words[1] as string;
}

/**
 * The raw token at the configured location, or undefined when the request carries none
 * (an absent cookie counts as no token, as in Hasura).
 */
export function findToken(
  location: JwtHeaderLocation,
  header: (name: string) => readonly string[] | undefined,
): string | undefined {
  const tokens =
    location.type === 'Authorization'
      ? (header('authorization') ?? []).map(bearerToken)
      : (header('cookie') ?? []).flatMap((value) => cookieValues(value, location.name));
  if (tokens.length > 1) throw new SessionError('invalid-headers', 'Could not verify JWT: Multiple JWTs found');
  return tokens[0];
}

// ---------------------------------------------------------------- keys

function importJwk(jwk: unknown): VerificationKey | undefined {
  if (!isObject(jwk) || (jwk.use !== undefined && jwk.use !== 'sig')) return undefined;
  let material: KeyObject;
  try {
    material = createPublicKey({ key: jwk as JsonWebKey, format: 'jwk' });
  } catch {
    return undefined;
  }
  const algorithms = typeof jwk.alg === 'string' ? [jwk.alg] : algorithmsForKey(material);
  return { material, algorithms, ...(typeof jwk.kid === 'string' && { kid: jwk.kid }) };
}

function jwkFetchError(message: string, cause?: unknown): SessionError {
  return new SessionError('unexpected', message, { status: 500, cause });
}

function directiveSeconds(directives: Map<string, string>, name: string): number | undefined {
  const value = directives.get(name);
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
}

/** When a fetched JWK set goes stale, read as Hasura does: Cache-Control first, then Expires, else never. */
function jwksExpiry(headers: Headers, now: number): number {
  const cacheControl = headers.get('cache-control');
  if (cacheControl) {
    const directives = new Map(
      cacheControl.split(',').map((part) => {
        const [name = '', value = ''] = part.trim().toLowerCase().split('=');
        return [name.trim(), value.trim().replace(/^"|"$/g, '')];
      }),
    );
    const maxAge = directiveSeconds(directives, 's-maxage') ?? directiveSeconds(directives, 'max-age');
    if (directives.has('must-revalidate')) return now + (maxAge ?? 0) * 1000;
    if (directives.has('no-cache') || directives.has('no-store')) return now;
    if (maxAge !== undefined) return now + maxAge * 1000;
  }
  const expires = Date.parse(headers.get('expires') ?? '');
  return Number.isNaN(expires) ? Number.POSITIVE_INFINITY : expires;
}

interface JwksSnapshot {
  keys: readonly VerificationKey[];
  expiresAt: number;
}

async function fetchJwks(url: URL, signal: AbortSignal): Promise<JwksSnapshot> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.any([signal, AbortSignal.timeout(JWKS_FETCH_TIMEOUT_MS)]),
    });
  } catch (error) {
    const cause = (error as Error).cause;
    const detail = cause instanceof Error ? `${(error as Error).message} (${cause.message})` : (error as Error).message;
    throw jwkFetchError(`Error fetching JWK: ${detail}`, error);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw jwkFetchError(`Non-2xx response on fetching JWK from: ${url.href}`);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!isObject(body) || !Array.isArray(body.keys)) throw jwkFetchError(`Error parsing JWK from url: ${url.href}`);
  const keys = body.keys.map(importJwk).filter((key) => key !== undefined);
  return { keys, expiresAt: jwksExpiry(response.headers, Date.now()) };
}

/** A JWK set fetched on first use, refetched when stale or when a token names an unknown `kid`. */
class JwksStore implements KeyStore {
  private snapshot: JwksSnapshot | undefined;
  private pending: Promise<JwksSnapshot> | undefined;
  private lastAttemptAt = Number.NEGATIVE_INFINITY;
  private lastError: unknown;
  private readonly aborter = new AbortController();
  private readonly url: URL;

  constructor(url: URL) {
    this.url = url;
  }

  async keysFor(kid: string | undefined): Promise<readonly VerificationKey[]> {
    let keys = (await this.current()).keys;
    if (kid !== undefined && !keys.some((key) => key.kid === kid) && this.mayRefetch()) {
      keys = (await this.refresh()).keys;
    }
    return kid === undefined ? keys : keys.filter((key) => key.kid === kid);
  }

  close(): void {
    this.aborter.abort();
  }

  private async current(): Promise<JwksSnapshot> {
    const snapshot = this.snapshot;
    if (snapshot && (Date.now() < snapshot.expiresAt || !this.mayRefetch())) return snapshot;
    if (!snapshot && !this.mayRefetch()) throw this.lastError;
    // Like Hasura, keep verifying with the previous keys when a refresh fails.
    return snapshot ? this.refresh().catch(() => snapshot) : this.refresh();
  }

  private mayRefetch(): boolean {
    return this.pending !== undefined || Date.now() - this.lastAttemptAt >= MIN_JWKS_REFETCH_MS;
  }

  private refresh(): Promise<JwksSnapshot> {
    if (this.pending) return this.pending;
    this.lastAttemptAt = Date.now();
    this.pending = fetchJwks(this.url, this.aborter.signal)
      .then((snapshot) => {
        this.snapshot = snapshot;
        return snapshot;
      })
      .catch((error: unknown) => {
        this.lastError = error;
        throw error;
      })
      .finally(() => {
        this.pending = undefined;
      });
    return this.pending;
  }
}

function staticKeyStore(key: VerificationKey): KeyStore {
  return { keysFor: async () => [key], close: () => undefined };
}

// ---------------------------------------------------------------- verification

function invalidJwt(reason: string): SessionError {
  return new SessionError('invalid-jwt', `Could not verify JWT: ${reason}`);
}

function protectedHeader(token: string): { alg: string; kid?: string } {
  const parts = token.split('.').length;
  if (parts !== 3) {
    throw invalidJwt(`JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got ${parts})`);
  }
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(token);
  } catch {
    throw invalidJwt('JWSError (CompactDecodeError Invalid protected header)');
  }
  if (typeof header.alg !== 'string') throw invalidJwt('JWSError JWSMissingAlg');
  return { alg: header.alg, ...(typeof header.kid === 'string' && { kid: header.kid }) };
}

async function verifyWithKey(token: string, key: VerificationKey, alg: string): Promise<Uint8Array | undefined> {
  try {
    return (await compactVerify(token, key.material, { algorithms: [alg] })).payload;
  } catch (error) {
    if (error instanceof joseErrors.JWSInvalid) throw invalidJwt(`JWSError (CompactDecodeError ${error.message})`);
    return undefined;
  }
}

async function verifySignature(token: string, keys: KeyStore): Promise<Uint8Array> {
  const { alg, kid } = protectedHeader(token);
  const candidates = await keys.keysFor(kid);
  if (candidates.length === 0) throw invalidJwt('JWSError NoUsableKeys');
  for (const key of candidates.filter((candidate) => candidate.algorithms.includes(alg))) {
    const payload = await verifyWithKey(token, key, alg);
    if (payload) return payload;
  }
  throw invalidJwt('JWSError JWSInvalidSignature');
}

function decodePayload(payload: Uint8Array): JsonObject {
  let claims: unknown;
  try {
    claims = JSON.parse(new TextDecoder().decode(payload));
  } catch (error) {
    throw invalidJwt(`JWTClaimsSetDecodeError "${(error as Error).message}"`);
  }
  if (!isObject(claims)) throw invalidJwt('JWTClaimsSetDecodeError "the claims set is not a JSON object"');
  return claims;
}

function numericClaim(claims: JsonObject, name: string): number | undefined {
  const value = own(claims, name);
  if (value === undefined) return undefined;
  if (typeof value !== 'number') throw invalidJwt(`JWTClaimsSetDecodeError "${name} is not a NumericDate"`);
  return value;
}

function audienceClaim(claims: JsonObject): readonly string[] | undefined {
  const value = own(claims, 'aud');
  if (value === undefined || isStringList(value)) return value;
  if (typeof value === 'string') return [value];
  throw invalidJwt('JWTClaimsSetDecodeError "aud is not a string or a list of strings"');
}

/** The checks hs-jose makes for Hasura, with allowed_skew; an absent iss or aud passes, as in Hasura. */
function checkRegisteredClaims(claims: JsonObject, config: JwtSecretConfig, nowSeconds: number): void {
  const skew = config.allowedSkewSeconds;
  const exp = numericClaim(claims, 'exp');
  if (exp !== undefined && nowSeconds >= exp + skew) throw invalidJwt('JWTExpired');
  const iat = numericClaim(claims, 'iat');
  if (iat !== undefined && iat > nowSeconds + skew) throw invalidJwt('JWTIssuedAtFuture');
  const nbf = numericClaim(claims, 'nbf');
  if (nbf !== undefined && nowSeconds < nbf - skew) throw invalidJwt('JWTNotYetValid');
  const iss = own(claims, 'iss');
  if (config.issuer !== undefined && iss !== undefined && iss !== config.issuer) throw invalidJwt('JWTNotInIssuer');
  const aud = audienceClaim(claims);
  const expected = config.audience;
  if (expected && aud && !aud.some((value) => expected.includes(value))) {
    throw invalidJwt('JWTNotInAudience');
  }
}

// ---------------------------------------------------------------- claims

function invalidClaims(message: string): SessionError {
  return new SessionError('jwt-invalid-claims', message);
}

function namespaceLocation(source: NamespaceSource): string {
  return source.kind === 'namespace'
    ? `claims_namespace ${source.namespace}`
    : `claims_namespace_path ${source.path.text}`;
}

function claimsObject(raw: unknown, source: NamespaceSource): JsonObject {
  if (source.format === 'json') {
    if (!isObject(raw)) throw invalidClaims('expecting a json object when claims_format is json');
    return raw;
  }
  if (typeof raw !== 'string') throw invalidClaims('expecting a string when claims_format is stringified_json');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  if (!isObject(parsed)) {
    throw invalidClaims(`expecting stringified json at: '${namespaceLocation(source)}', but found: ${raw}`);
  }
  return parsed;
}

function namespacedClaims(payload: JsonObject, source: NamespaceSource): Map<string, unknown> {
  const unregistered = Object.fromEntries(Object.entries(payload).filter(([name]) => !REGISTERED_CLAIMS.has(name)));
  const raw =
    source.kind === 'namespace'
      ? own(unregistered, source.namespace)
      : readJsonPath(unregistered, source.path.segments);
  if (raw === undefined) {
    throw invalidClaims(
      source.kind === 'namespace'
        ? `claims key: '${source.namespace}' not found`
        : `claims not found at claims_namespace_path: '${source.path.text}'`,
    );
  }
  const claims = new Map<string, unknown>();
  for (const [name, value] of Object.entries(claimsObject(raw, source))) {
    if (name.toLowerCase().startsWith(SESSION_VARIABLE_PREFIX)) claims.set(name.toLowerCase(), value);
  }
  return claims;
}

function mappedClaims(payload: JsonObject, entries: ReadonlyMap<string, ClaimsMapValue>): Map<string, unknown> {
  const claims = new Map<string, unknown>();
  for (const [name, source] of entries) {
    const value =
      source.kind === 'literal' ? source.value : (readJsonPath(payload, source.path.segments) ?? source.default);
    const isRoleClaim = name === ALLOWED_ROLES_CLAIM || name === DEFAULT_ROLE_CLAIM;
    // A missing role claim is reported by the role check, with Hasura's jwt-missing-role-claims error.
    if (value === undefined && !isRoleClaim) throw invalidClaims(`JWT claim from claims_map, ${name} not found`);
    if (value !== undefined) claims.set(name, value);
  }
  return claims;
}

async function verifyToken(token: string, config: JwtSecretConfig, keys: KeyStore): Promise<VerifiedToken> {
  const payload = decodePayload(await verifySignature(token, keys));
  checkRegisteredClaims(payload, config, Date.now() / 1000);
  const claims =
    config.claims.kind === 'map'
      ? mappedClaims(payload, config.claims.entries)
      : namespacedClaims(payload, config.claims);
  const exp = numericClaim(payload, 'exp');
  return { claims, ...(exp !== undefined && { expiresAt: new Date(exp * 1000) }) };
}

/** Verifies tokens against a parsed JWT secret; `close` stops any JWK set fetch under way. */
export function createJwtVerifier(config: JwtSecretConfig): JwtVerifier {
  const source = config.keySource;
  const keys = source.kind === 'key' ? staticKeyStore(source.key) : new JwksStore(source.url);
  return { verify: (token) => verifyToken(token, config, keys), close: () => keys.close() };
}
