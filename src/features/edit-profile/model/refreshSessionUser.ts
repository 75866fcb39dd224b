import { getAccessToken, invalidateAccessToken } from '@/entities/session';

/**
 * Reads the session user again, so the header shows the saved display name: the auth service reads
 * the profile at every token refresh, and dropping the access token makes the next call refresh it.
 */
export async function refreshSessionUser(): Promise<void> {
  invalidateAccessToken();
  await getAccessToken();
}
