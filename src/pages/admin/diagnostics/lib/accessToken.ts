// Reads an access token's payload in the browser, for display only: the API verifies the signature.
import { decodeJwt } from 'jose';

/** What the diagnostics show of an access token (times in seconds since the epoch). */
export type TokenClaims = NonNullable<ReturnType<typeof decodeAccessToken>>;

const asString = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const asNumber = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The claims of a JWT, or null when it is not one. */
export function decodeAccessToken(token: string) {
  let body: Record<string, unknown>;
  try {
    body = decodeJwt(token);
  } catch {
    return null;
  }
  const hasura = (body['https://hasura.io/jwt/claims'] ?? {}) as Record<string, unknown>;
  const roles = hasura['x-hasura-allowed-roles'];
  return {
    subject: asString(body.sub),
    allowedRoles: Array.isArray(roles) ? roles.filter((role): role is string => typeof role === 'string') : [],
    defaultRole: asString(hasura['x-hasura-default-role']),
    userId: asString(hasura['x-hasura-user-id']),
    issuedAt: asNumber(body.iat),
    expiresAt: asNumber(body.exp),
  };
}

/** A countdown as m:ss (or h:mm:ss), never negative. */
export function formatCountdown(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
