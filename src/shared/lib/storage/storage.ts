// localStorage throws when storage is disabled (private modes, blocked cookies);
// preferences are a convenience, so a failure just means nothing is remembered.

export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Nothing to remember with; the choice still applies to this page.
  }
}

export function removeStorage(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage is disabled: there was nothing stored to remove.
  }
}
