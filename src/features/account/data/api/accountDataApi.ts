// The member's own data at /auth/account (server/src/auth/account-routes.ts): export as a zip, deletion with a grace.
import { RestError } from '@/shared/api';

const CLIENT_HEADERS = { 'x-requested-with': 'chainpulse' };

export interface ScheduledDeletion {
  /** ISO time the account is erased. */
  dueAt: string;
  keepContent: boolean;
}

async function refusal(response: Response): Promise<RestError> {
  const body = (await response.json().catch(() => undefined)) as { error?: { code?: unknown; message?: unknown } } | undefined;
  const code = typeof body?.error?.code === 'string' ? body.error.code : 'unknown';
  const message = typeof body?.error?.message === 'string' ? body.error.message : response.statusText;
  return new RestError(code, message, response.status);
}

async function call(method: 'GET' | 'POST', path: string, accessToken: string | null, body?: unknown): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`/auth/${path}`, {
      method,
      headers: {
        ...CLIENT_HEADERS,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new RestError('network-error', 'The service could not be reached.');
  }
  if (!response.ok) throw await refusal(response);
  return response;
}

/** The member's data as a zip (and the file name the server gave it). */
export async function exportDataRequest(accessToken: string, password: string): Promise<{ blob: Blob; fileName: string }> {
  const response = await call('POST', 'account/export', accessToken, { password });
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'data.zip';
  return { blob: await response.blob(), fileName };
}

export async function deletionRequest(accessToken: string): Promise<ScheduledDeletion | null> {
  const response = await call('GET', 'account/deletion', accessToken);
  return ((await response.json()) as { deletion: ScheduledDeletion | null }).deletion;
}

export async function scheduleDeletionRequest(
  accessToken: string,
  input: { password: string; keepContent: boolean; language: string },
): Promise<ScheduledDeletion> {
  const response = await call('POST', 'account/deletion', accessToken, input);
  return ((await response.json()) as { deletion: ScheduledDeletion }).deletion;
}

/** Cancels by the mailed link's token, or the signed-in member's own deletion. */
export async function cancelDeletionRequest(input: { token: string } | { accessToken: string }): Promise<void> {
  await call(
    'POST',
    'account/deletion/cancel',
    'accessToken' in input ? input.accessToken : null,
    'token' in input ? { token: input.token } : {},
  );
}

export interface AdminAccountStatus {
  id: string;
  emailVerified: boolean;
  /** ISO time of a scheduled deletion, or null. */
  deletionDueAt: string | null;
}

/** Site admins: whether these members confirmed their address and whether they are leaving. */
export async function adminAccountsRequest(accessToken: string, ids: string[]): Promise<AdminAccountStatus[]> {
  const response = await call('GET', `admin/accounts?ids=${ids.map(encodeURIComponent).join(',')}`, accessToken);
  return ((await response.json()) as { accounts: AdminAccountStatus[] }).accounts;
}

/** Site admins: mails an unverified member a new verification link. */
export async function adminResendVerificationRequest(accessToken: string, userId: string): Promise<void> {
  await call('POST', 'admin/accounts/resend-verification', accessToken, { userId });
}
