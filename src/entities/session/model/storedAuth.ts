import type { SessionUser } from '@/shared/api';
import { readStorage } from '@/shared/lib/storage';

/**
 * localStorage key of the signed-in member: the user only, so a reload and the other tabs know who is signed
 * in. The refresh token is an HttpOnly cookie and the access token stays in memory: neither is ever stored.
 */
export const authStorageKey = 'auth';

export interface StoredAuth {
  user: SessionUser;
  /** A refresh token an older version stored: read once at start to move the session into the cookie. */
  legacyRefreshToken?: string;
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
    const value = JSON.parse(raw) as { user?: unknown; refreshToken?: unknown };
    if (!isSessionUser(value.user)) return null;
    return typeof value.refreshToken === 'string' ? { user: value.user, legacyRefreshToken: value.refreshToken } : { user: value.user };
  } catch {
    return null;
  }
}

export function readStoredAuth(): StoredAuth | null {
  return parseStoredAuth(readStorage(authStorageKey));
}

/** Stores the signed-in user (never a token), or forgets it when null. */
export function writeStoredAuth(auth: { user: SessionUser } | null): void {
  try {
    if (auth) {
      localStorage.setItem(authStorageKey, JSON.stringify({ user: auth.user }));
    } else {
      localStorage.removeItem(authStorageKey);
    }
  } catch {
    // Storage disabled: the session lasts as long as this page.
  }
}
