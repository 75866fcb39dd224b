// The admin secret is kept in sessionStorage, never localStorage: it survives a reload of this tab
// and is gone when the tab closes. Storage throws when disabled; then the secret is just not kept.

const secretStorageKey = 'console.adminSecret';

export function readSecret(): string | null {
  try {
    return sessionStorage.getItem(secretStorageKey);
  } catch {
    return null;
  }
}

export function rememberSecret(secret: string): void {
  try {
    sessionStorage.setItem(secretStorageKey, secret);
  } catch {
    // Not kept: a reload asks for the secret again.
  }
}

export function forgetSecret(): void {
  try {
    sessionStorage.removeItem(secretStorageKey);
  } catch {
    // Nothing was kept.
  }
}
