// The recovery and account-change routes of the auth service (server/src/auth/recovery.ts); refusals are RestErrors.
import { postJson } from '../rest';

const CLIENT_HEADERS = { 'x-requested-with': 'chainpulse' };
const withToken = (accessToken: string) => ({ headers: { ...CLIENT_HEADERS, authorization: `Bearer ${accessToken}` } });

/** Mails a reset link when the address has an account; answers the same either way. */
export async function forgotPasswordRequest(email: string, language: string): Promise<void> {
  await postJson('/auth/password/forgot', { email, language }, { headers: CLIENT_HEADERS });
}

export async function resetPasswordRequest(token: string, password: string): Promise<void> {
  await postJson('/auth/password/reset', { token, password }, { headers: CLIENT_HEADERS });
}

export async function unlockRequest(token: string): Promise<void> {
  await postJson('/auth/unlock', { token }, { headers: CLIENT_HEADERS });
}

export async function confirmEmailRequest(token: string): Promise<void> {
  await postJson('/auth/email/confirm', { token }, { headers: CLIENT_HEADERS });
}

/** The other sessions end; this one continues in a new cookie the service sets. */
export async function changePasswordRequest(accessToken: string, currentPassword: string, newPassword: string): Promise<void> {
  await postJson('/auth/password/change', { currentPassword, newPassword }, withToken(accessToken));
}

/** Mails a confirm link to the new address (and a notice to the old one). */
export async function changeEmailRequest(accessToken: string, newEmail: string, currentPassword: string, language: string): Promise<void> {
  await postJson('/auth/email/change', { newEmail, currentPassword, language }, withToken(accessToken));
}
