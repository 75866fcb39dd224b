// Anonymous ids for the analytics (no cookies): one per browser, one per tab session.
const VISITOR_KEY = 'visitorId';
const SESSION_KEY = 'sessionId';

/** A random id; crypto.randomUUID exists only in secure contexts, so fall back to random bytes. */
export function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function storedId(storage: () => Storage, key: string): string {
  try {
    const existing = storage().getItem(key);
    if (existing) return existing;
    const id = randomId();
    storage().setItem(key, id);
    return id;
  } catch {
    // Storage disabled: a fresh id per call still counts the view.
    return randomId();
  }
}

export function visitorId(): string {
  return storedId(() => localStorage, VISITOR_KEY);
}

export function sessionId(): string {
  return storedId(() => sessionStorage, SESSION_KEY);
}
