// Failed sign-ins, counted per email and per client address in this process's memory. Each attempt counts
// as a failure when it starts (so a burst of parallel guesses is limited too) and a success takes it back.
// Per email: a few free failures, then a growing wait between attempts, then a lock; per address: a lock
// after many failures over any emails (password spraying). Unknown emails are counted the same way, so the
// limiter tells nothing about which accounts exist.

export interface SignInLimitPolicy {
  /** Failures per email answered at once; after them each attempt waits 1 s, 2 s, 4 s... */
  freeFailures: number;
  /** Longest wait between attempts, in seconds. */
  maxBackoffSeconds: number;
  /** Failures per email that lock it. */
  emailLockFailures: number;
  /** Failures per client address that lock it. */
  addressLockFailures: number;
  lockSeconds: number;
  /** Failures are forgotten this long after the last one. */
  windowSeconds: number;
  /** Counters kept at most; expired ones are dropped first, then the oldest. */
  maxEntries: number;
}

export const DEFAULT_SIGN_IN_POLICY: SignInLimitPolicy = {
  freeFailures: 3,
  maxBackoffSeconds: 60,
  emailLockFailures: 10,
  addressLockFailures: 30,
  lockSeconds: 15 * 60,
  windowSeconds: 15 * 60,
  maxEntries: 100_000,
};

export interface SignInLimiter {
  /** Seconds the caller must wait before this attempt is checked; 0 means it may go on (and counts as a failure). */
  begin(email: string, address: string): number;
  /** The attempt succeeded: the email's counter is cleared and the address's failure taken back. */
  succeeded(email: string, address: string): void;
}

interface Counter {
  failures: number;
  lastFailureAt: number;
  lockedUntil: number;
}

const SECOND = 1000;

/** Creates the limiter; Date.now is read on each call (tests move the clock with fake timers). */
export function createSignInLimiter(policy: SignInLimitPolicy = DEFAULT_SIGN_IN_POLICY): SignInLimiter {
  const counters = new Map<string, Counter>();

  const isStale = (counter: Counter, now: number) =>
    now >= counter.lockedUntil && now - counter.lastFailureAt >= policy.windowSeconds * SECOND;

  function current(key: string, now: number): Counter | undefined {
    const counter = counters.get(key);
    if (counter && isStale(counter, now)) {
      counters.delete(key);
      return undefined;
    }
    return counter;
  }

  function prune(now: number): void {
    if (counters.size < policy.maxEntries) return;
    for (const [key, counter] of counters) if (isStale(counter, now)) counters.delete(key);
    // Map keeps insertion order: the first keys are the oldest.
    for (const key of counters.keys()) {
      if (counters.size < policy.maxEntries) break;
      counters.delete(key);
    }
  }

  function emailBlockedUntil(counter: Counter): number {
    if (counter.lockedUntil > 0) return counter.lockedUntil;
    if (counter.failures < policy.freeFailures) return 0;
    const backoff = Math.min(2 ** (counter.failures - policy.freeFailures), policy.maxBackoffSeconds);
    return counter.lastFailureAt + backoff * SECOND;
  }

  function fail(key: string, lockAfter: number, now: number): void {
    const counter = current(key, now) ?? { failures: 0, lastFailureAt: now, lockedUntil: 0 };
    counter.failures += 1;
    counter.lastFailureAt = now;
    if (counter.failures >= lockAfter) counter.lockedUntil = now + policy.lockSeconds * SECOND;
    counters.delete(key);
    counters.set(key, counter);
  }

  return {
    begin(email, address) {
      const now = Date.now();
      const emailKey = `email:${email}`;
      const addressKey = `address:${address}`;
      const emailCounter = current(emailKey, now);
      const blockedUntil = Math.max(emailCounter ? emailBlockedUntil(emailCounter) : 0, current(addressKey, now)?.lockedUntil ?? 0);
      if (blockedUntil > now) return Math.ceil((blockedUntil - now) / SECOND);
      prune(now);
      fail(emailKey, policy.emailLockFailures, now);
      fail(addressKey, policy.addressLockFailures, now);
      return 0;
    },
    succeeded(email, address) {
      counters.delete(`email:${email}`);
      const counter = counters.get(`address:${address}`);
      if (counter && counter.lockedUntil === 0) counter.failures = Math.max(0, counter.failures - 1);
    },
  };
}
