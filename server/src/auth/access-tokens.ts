import { SignJWT } from 'jose';
import { ROLES } from '#contract/roles.ts';
import { JWT_ALGORITHM, type AuthKeys } from './keys.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const CLAIMS_NAMESPACE = 'https://hasura.io/jwt/claims';

export interface TokenSubject {
  id: string;
  isAdmin: boolean;
  emailVerified: boolean;
}

/**
 * Hasura's session claims: role user, plus site_admin for admins; never Hasura's reserved role admin.
 * `x-hasura-email-verified` ('true' or 'false') tells permissions whether the member confirmed their address.
 */
export function hasuraClaims(subject: TokenSubject): Record<string, unknown> {
  return {
    'x-hasura-allowed-roles': subject.isAdmin ? [ROLES.user, ROLES.siteAdmin] : [ROLES.user],
    'x-hasura-default-role': ROLES.user,
    'x-hasura-user-id': subject.id,
    'x-hasura-email-verified': subject.emailVerified ? 'true' : 'false',
  };
}

/** A 15-minute RS256 access token carrying the Hasura claims, its header naming the key's kid. */
export function signAccessToken(keys: AuthKeys, subject: TokenSubject): Promise<string> {
  const issuedAt = Math.floor(Date.now() / 1000);
  return new SignJWT({ [CLAIMS_NAMESPACE]: hasuraClaims(subject) })
    .setProtectedHeader({ alg: JWT_ALGORITHM, kid: keys.jwk.kid, typ: 'JWT' })
    .setSubject(subject.id)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .sign(keys.privateKey);
}
