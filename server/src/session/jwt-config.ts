// HASURA_GRAPHQL_JWT_SECRET read into a checked configuration: the key (or jwk_url), where the claims are,
// audience, issuer, allowed skew and where the token travels. Hasura's option names and refusals.
import { createPublicKey, type KeyObject } from 'node:crypto';
import { SessionError } from './errors.ts';
import { isObject, isStringList, own, parseJsonPath, type JsonPath } from './json.ts';
import { algorithmsForKey, type VerificationKey } from './jwt-keys.ts';

const DEFAULT_CLAIMS_NAMESPACE = 'https://hasura.io/jwt/claims';

const KEY_TYPES = ['HS256', 'HS384', 'HS512', 'RS256', 'RS384', 'RS512', 'ES256', 'ES384', 'ES512', 'Ed25519'] as const;
const HMAC_ALGORITHMS = ['HS256', 'HS384', 'HS512'];
const EC_CURVES: Record<string, string> = { ES256: 'prime256v1', ES384: 'secp384r1', ES512: 'secp521r1' };
export const ALLOWED_ROLES_CLAIM = 'x-hasura-allowed-roles';
export const DEFAULT_ROLE_CLAIM = 'x-hasura-default-role';

export type JwtKeyType = (typeof KEY_TYPES)[number];
export type ClaimsFormat = 'json' | 'stringified_json';
type JsonObject = Record<string, unknown>;

export type JwtKeySource = { kind: 'key'; type: JwtKeyType; key: VerificationKey } | { kind: 'jwk-url'; url: URL };

export type ClaimsMapValue = { kind: 'path'; path: JsonPath; default?: unknown } | { kind: 'literal'; value: unknown };

export type JwtClaimsSource =
  | { kind: 'namespace'; namespace: string; format: ClaimsFormat }
  | { kind: 'namespace-path'; path: JsonPath; format: ClaimsFormat }
  /** Session variable (lower-cased) to where its value comes from; always holds both role claims. */
  | { kind: 'map'; entries: ReadonlyMap<string, ClaimsMapValue> };

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

function configError(problem: string): SessionError {
  return new SessionError('invalid-configuration', `HASURA_GRAPHQL_JWT_SECRET: ${problem}`, { status: 500 });
}

function optionalString(raw: JsonObject, field: string): string | undefined {
  const value = own(raw, field) ?? undefined;
  if (value !== undefined && typeof value !== 'string') throw configError(`"${field}" must be a string`);
  return value;
}

function configJsonPath(text: unknown, field: string): JsonPath {
  if (typeof text !== 'string') throw configError(`"${field}" must be a JSON path string`);
  try {
    return parseJsonPath(text);
  } catch (error) {
    throw configError(`invalid JSON path ${field}: ${(error as Error).message}`);
  }
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
