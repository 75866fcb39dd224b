// Verifying a token against the JWT secret: the signature with a usable key, the registered claims (exp,
// nbf, iat, iss, aud with allowed_skew) and then the Hasura claims, with Hasura's error texts.
import { compactVerify, decodeProtectedHeader, errors as joseErrors } from 'jose';
import { SessionError } from './errors.ts';
import { isObject, isStringList, own } from './json.ts';
import { mappedClaims, namespacedClaims } from './jwt-claims.ts';
import type { JwtSecretConfig } from './jwt-config.ts';
import { JwksStore, staticKeyStore, type KeyStore, type VerificationKey } from './jwt-keys.ts';

type JsonObject = Record<string, unknown>;

export interface VerifiedToken {
  /** The Hasura claims, keys lower-cased, values as found in the token. */
  claims: ReadonlyMap<string, unknown>;
  expiresAt?: Date;
}

export interface JwtVerifier {
  verify(token: string): Promise<VerifiedToken>;
  close(): void;
}

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

async function verifyToken(token: string, config: JwtSecretConfig, keys: KeyStore): Promise<VerifiedToken> {
  const payload = decodePayload(await verifySignature(token, keys));
  checkRegisteredClaims(payload, config, Date.now() / 1000);
  const claims = config.claims.kind === 'map' ? mappedClaims(payload, config.claims.entries) : namespacedClaims(payload, config.claims);
  const exp = numericClaim(payload, 'exp');
  return { claims, ...(exp !== undefined && { expiresAt: new Date(exp * 1000) }) };
}

/** Verifies tokens against a parsed JWT secret; `close` stops any JWK set fetch under way. */
export function createJwtVerifier(config: JwtSecretConfig): JwtVerifier {
  const source = config.keySource;
  const keys = source.kind === 'key' ? staticKeyStore(source.key) : new JwksStore(source.url);
  return { verify: (token) => verifyToken(token, config, keys), close: () => keys.close() };
}
