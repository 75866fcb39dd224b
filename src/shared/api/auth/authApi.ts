// The auth service (/auth/*, design.md section 2), through the REST client; its refusals are RestErrors. The
// refresh token lives in an HttpOnly cookie (path /auth) that the service sets and reads; this code never sees
// it. The header below marks the site's own calls: the service refuses cookie-authenticated calls without it.

import { postJson } from '../rest';

const CLIENT_HEADERS = { 'x-requested-with': 'chainpulse' };

export interface SessionUser {
  id: string;
  email: string;
  displayName: string | null;
  username: string | null;
  isAdmin: boolean;
  /** Absent in sessions stored before the field existed: read as unverified. */
  emailVerified?: boolean;
  /** ADMIN_REQUIRE_2FA: an admin signed in without two-factor; the session has no admin role until they add it. */
  adminNeedsTwoFactor?: boolean;
}

export interface AuthSession {
  accessToken: string;
  /** Seconds from now until the access token expires. */
  accessTokenExpiresIn: number;
  user: SessionUser;
}

export interface SignUpInput {
  email: string;
  password: string;
  displayName: string;
  username: string;
}

async function postSession(path: string, body: unknown): Promise<AuthSession> {
  const { session } = await postJson<{ session: AuthSession }>(`/auth/${path}`, body, { headers: CLIENT_HEADERS });
  return session;
}
/** `deletionCancelled`: this sign-in cancelled the account's scheduled deletion (the member is told). */
export async function signInRequest(email: string, password: string): Promise<AuthSession & { deletionCancelled?: true }> {
  const body = await postJson<{ session: AuthSession; deletionCancelled?: true }>(
    '/auth/signin',
    { email, password },
    { headers: CLIENT_HEADERS },
  );
  return body.deletionCancelled ? { ...body.session, deletionCancelled: true } : body.session;
}

export function signUpRequest(input: SignUpInput): Promise<AuthSession> {
  return postSession('signup', input);
}

/**
 * Trades the refresh-token cookie for a new session (the cookie is rotated). `storedToken` is one an older
 * version kept in localStorage: sent once in the body, it moves the session into the cookie.
 */
export function refreshSessionRequest(storedToken?: string): Promise<AuthSession> {
  return postSession('token', storedToken === undefined ? {} : { refreshToken: storedToken });
}

/** Revokes the session of the refresh-token cookie and clears the cookie. */
export async function signOutRequest(): Promise<void> {
  await postJson('/auth/signout', {}, { headers: CLIENT_HEADERS });
}

/** Confirms the address of a mailed verification link (single use); refused with the RestError `invalid-token`. */
export async function verifyEmailRequest(token: string): Promise<void> {
  await postJson('/auth/verify-email', { token }, { headers: CLIENT_HEADERS });
}

/** Mails the signed-in member a new verification link; `emailVerified` true when there was nothing to confirm. */
export function resendVerificationRequest(accessToken: string): Promise<{ emailVerified: boolean }> {
  return postJson('/auth/verify-email/resend', {}, { headers: { ...CLIENT_HEADERS, authorization: `Bearer ${accessToken}` } });
}
