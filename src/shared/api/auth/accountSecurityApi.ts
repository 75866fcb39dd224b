// Two-factor sign-in, sign-in by mailed link or code, and the sessions list (server/src/auth/account-security-routes.ts).
// Member calls carry the access token; the refresh-token cookie (path /auth) tells the server which session is this one.

import { postJson, RestError } from '../rest';
import { restErrorOf } from '../rest/restError';
import type { AuthSession } from './authApi';

const CLIENT_HEADERS = { 'x-requested-with': 'chainpulse' };
const bearer = (accessToken: string) => ({ ...CLIENT_HEADERS, authorization: `Bearer ${accessToken}` });

/** A sign-in whose first factor was right: a session, or the challenge of two-factor sign-in. */
/** `deletionCancelled`: this sign-in cancelled the account's scheduled deletion (the member is told). */
export type SignInStep = { session: AuthSession; deletionCancelled?: true } | { twoFactor: { challenge: string; expiresIn: number } };

export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}

export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
  /** An SVG QR code as a data: URL. */
  qrCode: string;
}

export interface MemberSession {
  id: string;
  device: string | null;
  address: string | null;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

async function getJson<T>(url: string, accessToken: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { headers: bearer(accessToken), credentials: 'same-origin' });
  } catch (error) {
    throw new RestError('network-error', error instanceof Error ? error.message : String(error));
  }
  const text = await response.text().catch(() => '');
  let answer: unknown;
  try {
    answer = JSON.parse(text) as unknown;
  } catch {
    answer = undefined;
  }
  if (!response.ok) throw restErrorOf(response.status, answer, response.statusText);
  return answer as T;
}

export function signInStepRequest(email: string, password: string): Promise<SignInStep> {
  return postJson('/auth/signin', { email, password }, { headers: CLIENT_HEADERS });
}

export function twoFactorSignInRequest(challenge: string, code: string): Promise<SignInStep> {
  return postJson('/auth/signin/2fa', { challenge, code }, { headers: CLIENT_HEADERS });
}

export async function sendMagicLinkRequest(email: string, language: string): Promise<void> {
  await postJson('/auth/magic/send', { email, language }, { headers: CLIENT_HEADERS });
}

/** `{token}` from the mailed link, or `{email, code}` typed in the dialog. */
export function magicSignInRequest(proof: { token: string } | { email: string; code: string }): Promise<SignInStep> {
  return postJson('/auth/magic/verify', proof, { headers: CLIENT_HEADERS });
}

export function twoFactorStatusRequest(accessToken: string): Promise<TwoFactorStatus> {
  return getJson('/auth/2fa', accessToken);
}

export function twoFactorSetupRequest(accessToken: string): Promise<TwoFactorSetup> {
  return postJson('/auth/2fa/setup', {}, { headers: bearer(accessToken) });
}

export async function twoFactorEnableRequest(accessToken: string, code: string): Promise<string[]> {
  const { recoveryCodes } = await postJson<{ recoveryCodes: string[] }>('/auth/2fa/enable', { code }, { headers: bearer(accessToken) });
  return recoveryCodes;
}

export async function twoFactorDisableRequest(accessToken: string, code: string): Promise<void> {
  await postJson('/auth/2fa/disable', { code }, { headers: bearer(accessToken) });
}

export async function sessionsRequest(accessToken: string): Promise<MemberSession[]> {
  return (await getJson<{ sessions: MemberSession[] }>('/auth/sessions', accessToken)).sessions;
}

/** Ends one session (`id`) or every one but this (`others`). */
export async function endSessionsRequest(accessToken: string, which: { id: string } | { others: true }): Promise<void> {
  await postJson('/auth/sessions/end', which, { headers: bearer(accessToken) });
}
