import type { SessionUser } from '@/shared/api';
import { readStorage } from '@/shared/lib/storage';

/** localStorage key of the signed-in member: refresh token and user (never the access token). */
export const authStorageKey = 'auth';

export interface StoredAuth {
  refreshToken: string;
  user: SessionUser;
}

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return typeof user.id === 'string' && typeof user.email === 'string' && typeof user.isAdmin === 'boolean';
}

/** Parses the stored entry; anything malformed counts as signed out. */
export function parseStoredAuth(raw: string | null): StoredAuth | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredAuth>;
    return typeof value.refreshToken === 'string' && isSessionUser(value.user)
      ? { refreshToken: value.refreshToken, user: value.user }
      : null;
  } catch {
    return null;
  }
}

export function readStoredAuth(): StoredAuth | null {
  return parseStoredAuth(readStorage(authStorageKey));
}

export function writeStoredAuth(auth: StoredAuth | null): void {
  try {
    if (auth) {
      localStorage.setItem(authStorageKey, JSON.stringify(auth));
    } else {
      localStorage.removeItem(authStorageKey);
    }
  } catch {
    // Storage disabled: the session lasts as long as this page.
  }
}
