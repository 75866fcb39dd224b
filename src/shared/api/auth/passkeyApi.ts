// The passkey endpoints of the auth service (/auth/passkeys/*, server/src/auth/passkeys.ts): WebAuthn ceremony
// options in, the browser's credential JSON back. Registration and the list need the member's access token.

import { postJson } from '../rest';
import type { AuthSession } from './authApi';

const CLIENT_HEADERS = { 'x-requested-with': 'chainpulse' };

export interface Passkey {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** A ceremony's options (PublicKeyCredentialCreationOptionsJSON or ...RequestOptionsJSON) and its challenge's id. */
export interface PasskeyCeremony<Options> {
  challengeId: string;
  options: Options;
}

const memberHeaders = (accessToken: string) => ({ ...CLIENT_HEADERS, authorization: `Bearer ${accessToken}` });

/** Starts a registration; `password` re-authenticates an account that has one (else `reauth-required`). */
export function passkeyRegistrationOptionsRequest<Options>(accessToken: string, password: string): Promise<PasskeyCeremony<Options>> {
  return postJson('/auth/passkeys/register/options', { password }, { headers: memberHeaders(accessToken) });
}

export async function registerPasskeyRequest(
  accessToken: string,
  input: { challengeId: string; response: unknown; name: string },
): Promise<Passkey> {
  const { passkey } = await postJson<{ passkey: Passkey }>('/auth/passkeys/register', input, { headers: memberHeaders(accessToken) });
  return passkey;
}

export async function listPasskeysRequest(accessToken: string): Promise<Passkey[]> {
  const { passkeys } = await postJson<{ passkeys: Passkey[] }>('/auth/passkeys/list', {}, { headers: memberHeaders(accessToken) });
  return passkeys;
}

export async function renamePasskeyRequest(accessToken: string, id: string, name: string): Promise<Passkey> {
  const { passkey } = await postJson<{ passkey: Passkey }>('/auth/passkeys/rename', { id, name }, { headers: memberHeaders(accessToken) });
  return passkey;
}

export async function removePasskeyRequest(accessToken: string, id: string): Promise<void> {
  await postJson('/auth/passkeys/remove', { id }, { headers: memberHeaders(accessToken) });
}

export function passkeySignInOptionsRequest<Options>(): Promise<PasskeyCeremony<Options>> {
  return postJson('/auth/passkeys/signin/options', {}, { headers: CLIENT_HEADERS });
}

/** Trades a signed assertion for a session (the refresh token goes into the cookie, as with a password). */
export async function passkeySignInRequest(challengeId: string, response: unknown): Promise<AuthSession> {
  const { session } = await postJson<{ session: AuthSession }>(
    '/auth/passkeys/signin',
    { challengeId, response },
    { headers: CLIENT_HEADERS },
  );
  return session;
}
