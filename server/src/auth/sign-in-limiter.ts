// Failed sign-ins, counted per email and per client address in the database (security.sign_in_failures), so
// every server instance sharing it enforces one limit. Each attempt counts as a failure when it starts (so a
// burst of parallel guesses is limited too, on one instance or several) and a success takes it back.
// Per email: a few free failures, then a growing wait between attempts, then a lock; per address: a lock
// after many failures over any emails (password spraying). Unknown emails are counted the same way, so the
// limiter tells nothing about which accounts exist.
import type { Database, Queryable } from '../db/types.ts';

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
}

export const DEFAULT_SIGN_IN_POLICY: SignInLimitPolicy = {
  freeFailures: 3,
  maxBackoffSeconds: 60,
  emailLockFailures: 10,
  addressLockFailures: 30,
  lockSeconds: 15 * 60,
  windowSeconds: 15 * 60,
};

export interface SignInLimiter {
  /** Seconds the caller must wait before this attempt is checked; 0 means it may go on (and counts as a failure). */
  begin(email: string, address: string): Promise<number>;
  /** The attempt succeeded: the email's counter is cleared and the address's failure taken back. */
  succeeded(email: string, address: string): Promise<void>;
}

/** A counter's state in milliseconds of the server's clock; 0 for none. */
interface Counter {
  failures: number;
  lastFailureAt: number;
  lockedUntil: number;
}

interface CounterRow {
  scope: 'address' | 'email';
  failures: number;
  last_failure_at: Date | null;
  locked_until: Date | null;
}

const SECOND = 1000;
const MAX_KEY_LENGTH = 256;
/** Counters past their window are deleted, now and then, by whoever begins an attempt. */
const PRUNE_EVERY_ATTEMPTS = 1000;

// Both counters of an attempt, address first: every attempt creates and locks its rows in that order, so two
// attempts never wait for each other's rows crosswise. The rows are created first so that the lock below holds
// even for the first attempts of an email, when a burst of them arrives at once.
const CREATE_COUNTERS = `
  INSERT INTO security.sign_in_failures (scope, key) VALUES ('address', $1), ('email', $2)
  ON CONFLICT (scope, key) DO NOTHING`;
const LOCK_COUNTERS = `
  SELECT scope, failures, last_failure_at, locked_until FROM security.sign_in_failures
  WHERE (scope = 'address' AND key = $1) OR (scope = 'email' AND key = $2)
  ORDER BY scope
  FOR UPDATE`;
// An upsert, so that a counter pruned meanwhile (past its window) is written again.
const WRITE_COUNTERS = `
  INSERT INTO security.sign_in_failures (scope, key, failures, last_failure_at, locked_until)
  VALUES ('address', $1, $3, $4, $5), ('email', $2, $6, $7, $8)
  ON CONFLICT (scope, key) DO UPDATE
  SET failures = excluded.failures, last_failure_at = excluded.last_failure_at, locked_until = excluded.locked_until`;
// A success clears the email's counter and takes back the address's failure unless the address is locked.
const SUCCEEDED = `
  WITH cleared AS (DELETE FROM security.sign_in_failures WHERE scope = 'email' AND key = $2)
  UPDATE security.sign_in_failures SET failures = greatest(failures - 1, 0)
  WHERE scope = 'address' AND key = $1 AND locked_until IS NULL`;
const PRUNE = `
  DELETE FROM security.sign_in_failures
  WHERE (locked_until IS NULL OR locked_until <= $1) AND (last_failure_at IS NULL OR last_failure_at <= $2)`;

const keyOf = (value: string) => value.slice(0, MAX_KEY_LENGTH);
const toTime = (ms: number): string | null => (ms === 0 ? null : new Date(ms).toISOString());
const fromTime = (time: Date | null): number => time?.getTime() ?? 0;
/** A counter as the failures, last_failure_at and locked_until parameters of WRITE_COUNTERS. */
const columns = (counter: Counter): [number, string | null, string | null] => [
  counter.failures,
  toTime(counter.lastFailureAt),
  toTime(counter.lockedUntil),
];

/** Creates the limiter over `db`; Date.now is read on each call (tests move the clock with fake timers). */
export function createSignInLimiter(db: Database, policy: SignInLimitPolicy = DEFAULT_SIGN_IN_POLICY): SignInLimiter {
  let attemptsSincePrune = 0;

  const isStale = (counter: Counter, now: number) =>
    now >= counter.lockedUntil && now - counter.lastFailureAt >= policy.windowSeconds * SECOND;

  /** The counter as it stands now: one past its window counts as none. */
  function current(row: CounterRow | undefined, now: number): Counter {
    const counter = {
      failures: row?.failures ?? 0,
      lastFailureAt: fromTime(row?.last_failure_at ?? null),
      lockedUntil: fromTime(row?.locked_until ?? null),
    };
    return counter.failures === 0 || isStale(counter, now) ? { failures: 0, lastFailureAt: 0, lockedUntil: 0 } : counter;
  }

  function emailBlockedUntil(counter: Counter): number {
    if (counter.lockedUntil > 0) return counter.lockedUntil;
    if (counter.failures < policy.freeFailures) return 0;
    const backoff = Math.min(2 ** (counter.failures - policy.freeFailures), policy.maxBackoffSeconds);
    return counter.lastFailureAt + backoff * SECOND;
  }

  function failed(counter: Counter, lockAfter: number, now: number): Counter {
    const failures = counter.failures + 1;
    return { failures, lastFailureAt: now, lockedUntil: failures >= lockAfter ? now + policy.lockSeconds * SECOND : counter.lockedUntil };
  }

  /** The wait before this attempt, or 0 after counting it as a failure; in one transaction that locks both counters. */
  async function count(tx: Queryable, emailKey: string, addressKey: string, now: number): Promise<number> {
    await tx.query(CREATE_COUNTERS, [addressKey, emailKey]);
    const { rows } = await tx.query<CounterRow>(LOCK_COUNTERS, [addressKey, emailKey]);
    const counters = new Map(rows.map((row) => [row.scope, row]));
    const address = current(counters.get('address'), now);
    const email = current(counters.get('email'), now);
    const blockedUntil = Math.max(emailBlockedUntil(email), address.lockedUntil);
    if (blockedUntil > now) return Math.ceil((blockedUntil - now) / SECOND);
    await tx.query(WRITE_COUNTERS, [
      addressKey,
      emailKey,
      ...columns(failed(address, policy.addressLockFailures, now)),
      ...columns(failed(email, policy.emailLockFailures, now)),
    ]);
    return 0;
  }

  async function maybePrune(now: number): Promise<void> {
    attemptsSincePrune += 1;
    if (attemptsSincePrune < PRUNE_EVERY_ATTEMPTS) return;
    attemptsSincePrune = 0;
    await db.query(PRUNE, [toTime(now), toTime(now - policy.windowSeconds * SECOND)]);
  }

  return {
    async begin(email, address) {
      const now = Date.now();
      const wait = await db.transaction((tx) => count(tx, keyOf(email), keyOf(address), now));
      await maybePrune(now).catch(() => undefined);
      return wait;
    },
    async succeeded(email, address) {
      await db.query(SUCCEEDED, [keyOf(address), keyOf(email)]);
    },
  };
}
