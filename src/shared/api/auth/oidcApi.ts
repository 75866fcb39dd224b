// Sign-in with another account (/auth/oidc, server/src/auth/README.md): the configured providers, the member's
// linked accounts, linking (the browser then goes to the provider) and unlinking. Refusals are RestErrors.

import { postJson } from '../rest';
import { restErrorOf } from '../rest/restError';

export interface OidcProvider {
  id: string;
  name: string;
}

export interface LinkedIdentity {
  provider: string;
  name: string;
  email: string | null;
  createdAt: string;
}

async function getJson<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, { headers, credentials: 'same-origin' });
  const body = (await response.json().catch(() => undefined)) as unknown;
  if (!response.ok) throw restErrorOf(response.status, body, response.statusText);
  return body as T;
}

const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

/** The providers this site offers (none unless OIDC_PROVIDERS names some). */
export async function oidcProvidersRequest(): Promise<OidcProvider[]> {
  return (await getJson<{ providers: OidcProvider[] }>('/auth/oidc/providers')).providers;
}

/** Where the browser goes to start signing in with `provider`, then comes back to `returnTo` (a path of this site). */
export function oidcStartUrl(provider: string, returnTo: string): string {
  return `/auth/oidc/${encodeURIComponent(provider)}/start?returnTo=${encodeURIComponent(returnTo)}`;
}

export function linkedIdentitiesRequest(accessToken: string): Promise<{ identities: LinkedIdentity[]; hasPassword: boolean }> {
  return getJson('/auth/oidc/identities', bearer(accessToken));
}

/** Starts linking `provider` to the signed-in member: resolves with the provider's address to go to. */
export async function linkIdentityRequest(accessToken: string, provider: string, returnTo: string): Promise<string> {
  const { url } = await postJson<{ url: string }>(
    `/auth/oidc/${encodeURIComponent(provider)}/link`,
    { returnTo },
    { headers: bearer(accessToken) },
  );
  return url;
}

export async function unlinkIdentityRequest(accessToken: string, provider: string): Promise<void> {
  await postJson(`/auth/oidc/${encodeURIComponent(provider)}/unlink`, {}, { headers: bearer(accessToken) });
}
