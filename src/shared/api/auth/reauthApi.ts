// Re-authentication (server/src/auth/reauth.ts): what the member can prove presence with, the proofs, a mailed
// code, and passkey options. `withReauth` runs a sensitive action and, when the server answers
// `reauth-required`, asks the one re-auth dialog (features/account/reauth) for a proof, then runs it again.
import { postJson, RestError } from '../rest';
import { restErrorOf } from '../rest/restError';
import type { PasskeyCeremony } from './passkeyApi';

export type ReauthMethod = 'password' | 'passkey' | 'totp' | 'email';

export type ReauthProof =
  { password: string } | { totpCode: string } | { emailCode: string } | { passkey: { challengeId: string; response: unknown } };

const headers = (accessToken: string) => ({ 'x-requested-with': 'chainpulse', authorization: `Bearer ${accessToken}` });

export async function reauthMethodsRequest(accessToken: string): Promise<ReauthMethod[]> {
  let response: Response;
  try {
    response = await fetch('/auth/reauthenticate', { headers: headers(accessToken), credentials: 'same-origin' });
  } catch (error) {
    throw new RestError('network-error', error instanceof Error ? error.message : String(error));
  }
  const answer = (await response.json().catch(() => undefined)) as { methods?: ReauthMethod[] } | undefined;
  if (!response.ok) throw restErrorOf(response.status, answer, response.statusText);
  return answer?.methods ?? [];
}

export async function reauthenticateRequest(accessToken: string, proof: ReauthProof): Promise<void> {
  await postJson('/auth/reauthenticate', proof, { headers: headers(accessToken) });
}

export function sendReauthCodeRequest(accessToken: string, language: string): Promise<{ ok: true; expiresInMinutes: number }> {
  return postJson('/auth/reauthenticate/code', { language }, { headers: headers(accessToken) });
}

export function reauthPasskeyOptionsRequest<Options>(accessToken: string): Promise<PasskeyCeremony<Options>> {
  return postJson('/auth/reauthenticate/passkey/options', {}, { headers: headers(accessToken) });
}

// --- The gate between sensitive actions and the one dialog ---

interface Pending {
  settle: (proved: boolean) => void;
}

let pending: Pending | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** For useSyncExternalStore: whether an action waits for a proof. */
export function subscribeReauth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const reauthAsked = (): boolean => pending !== null;

/** The dialog's answer: proved (the action runs again) or closed (the action fails with `reauth-required`). */
export function settleReauth(proved: boolean): void {
  const current = pending;
  pending = null;
  notify();
  current?.settle(proved);
}

/** Runs `task`; on `reauth-required` asks the dialog for a proof and runs it once more (else rethrows). */
export async function withReauth<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    if (!(error instanceof RestError && error.code === 'reauth-required')) throw error;
    // An earlier question still open is answered "no": one dialog at a time.
    pending?.settle(false);
    const proved = await new Promise<boolean>((resolve) => {
      pending = { settle: resolve };
      notify();
    });
    if (!proved) throw error;
    return task();
  }
}
