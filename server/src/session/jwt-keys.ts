// Verification keys of a JWT secret: the algorithms a key may verify, a static key, and a JWK set fetched
// from `jwk_url` and kept as Hasura keeps it: refetched only once the set expires (its Cache-Control or Expires
// header; neither: never) or while no set was fetched, checked at most once a second. Like Hasura, a token whose
// `kid` is not in the current set is refused without a refetch (Hasura.Server.Auth `updateJwkFromUrl`, run every
// second, refetches when the set is empty or `currentTime >= expiryTime`), so a new signing key must be published
// in the set at least one max-age before tokens signed with it are sent (docs/deploy.md, key rotation).
import { createPublicKey, type JsonWebKey, type KeyObject } from 'node:crypto';
import { SessionError } from './errors.ts';
import { isObject } from './json.ts';

const RSA_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512'];
const EC_ALGORITHMS: Record<string, string> = { prime256v1: 'ES256', secp384r1: 'ES384', secp521r1: 'ES512' };
const ED_ALGORITHMS = ['EdDSA', 'Ed25519'];

/** Hasura checks the JWK set's expiry once a second, so it fetches at most that often, whatever the headers say. */
const MIN_JWKS_REFETCH_MS = 1000;
const JWKS_FETCH_TIMEOUT_MS = 10_000;

export interface VerificationKey {
  material: KeyObject | Uint8Array;
  /** The JWS `alg` values this key may verify. */
  algorithms: readonly string[];
  kid?: string;
}

export interface KeyStore {
  keysFor(kid: string | undefined): Promise<readonly VerificationKey[]>;
  close(): void;
}

export function algorithmsForKey(key: KeyObject): readonly string[] {
  if (key.asymmetricKeyType === 'rsa') return RSA_ALGORITHMS;
  if (key.asymmetricKeyType === 'ed25519') return ED_ALGORITHMS;
  const curveAlgorithm = EC_ALGORITHMS[key.asymmetricKeyDetails?.namedCurve ?? ''];
  return key.asymmetricKeyType === 'ec' && curveAlgorithm ? [curveAlgorithm] : [];
}

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

/** A JWK set fetched on first use and refetched when stale (never because a token names an unknown `kid`). */
export class JwksStore implements KeyStore {
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
    const { keys } = await this.current();
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

export function staticKeyStore(key: VerificationKey): KeyStore {
  return { keysFor: async () => [key], close: () => undefined };
}
