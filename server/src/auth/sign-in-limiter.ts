// Sign-in attempts, counted in the database (security.sign_in_failures), so every server instance sharing it
// enforces one limit. Only completed failures decide the waits and the locks: per email from one client address
// (scope `email-address`) a few free failures, then a growing wait between attempts, then a lock of that address
// for that email, so a guesser locks itself out, never the owner signing in from elsewhere; per address a lock
// after many failures over any emails (password spraying); per email from every address (`email`) a ceiling
// far higher, which only guessing from many networks reaches. Attempts in flight are counted apart (`pending`),
// so that a burst of parallel guesses cannot outrun the failures it will add: an email from one address admits
// no more attempts at once than it has free failures left (at least one), an address or an email no more than
// they have failures left before their lock. The rest are told to retry shortly; a burst of right passwords (an
// office behind one NAT address) is never locked out. Unknown emails are counted the same way, so the limiter
// tells nothing about which accounts exist.
import type { Database, Queryable } from '../db/types.ts';

export interface SignInLimitPolicy {
  /** Failures per email answered at once; after them each attempt waits 1 s, 2 s, 4 s... */
  freeFailures: number;
  /** Longest wait between attempts, in seconds. */
  maxBackoffSeconds: number;
  /** Failures per email from one client address that lock that address out of that email. */
  emailLockFailures: number;
  /** Failures per email from all addresses that lock the email (a ceiling for guessing from many networks). */
  accountLockFailures: number;
  /** Failures per client address that lock it. */
  addressLockFailures: number;
  lockSeconds: number;
  /** Failures are forgotten this long after the last one. */
  windowSeconds: number;
  /** Attempts in flight are forgotten this long after the newest began (an instance that crashed never ends them). */
  pendingSeconds: number;
}

export const DEFAULT_SIGN_IN_POLICY: SignInLimitPolicy = {
  freeFailures: 3,
  maxBackoffSeconds: 60,
  emailLockFailures: 10,
  accountLockFailures: 100,
  addressLockFailures: 30,
  lockSeconds: 15 * 60,
  windowSeconds: 15 * 60,
  pendingSeconds: 30,
};

export interface SignInLimiter {
  /**
   * Seconds the caller must wait before this attempt is checked; 0 means it may go on, and then it holds a slot
   * of its email and address until failed(), succeeded() or released() ends it.
   */
  begin(email: string, address: string): Promise<number>;
  /**
   * The password was wrong: a failure of the email, the address and the pair, which may lock them. True when this
   * failure locked the email (from this address or from all), so its owner can be mailed an unlock link once.
   */
  failed(email: string, address: string): Promise<boolean>;
  /** The password was right: the failures (and lock) of the email from this address are cleared. */
  succeeded(email: string, address: string): Promise<void>;
  /** The attempt ended without a verdict on the password (an error): only its slot is given back. */
  released(email: string, address: string): Promise<void>;
}

/** A counter's state in milliseconds of the server's clock; 0 for none. */
interface Counter {
  failures: number;
  lastFailureAt: number;
  lockedUntil: number;
  pending: number;
  lastAttemptAt: number;
}

interface Counters {
  address: Counter;
  /** The email from all addresses. */
  email: Counter;
  /** The email from this address. */
  pair: Counter;
}

type Scope = 'address' | 'email' | 'email-address';

interface CounterRow {
  scope: Scope;
  failures: number;
  last_failure_at: Date | null;
  locked_until: Date | null;
  pending: number;
  last_attempt_at: Date | null;
}

type Outcome = 'failed' | 'succeeded' | 'released';

const SECOND = 1000;
const MAX_KEY_LENGTH = 256;
/** Counters past their window are deleted, now and then, by whoever begins an attempt. */
const PRUNE_EVERY_ATTEMPTS = 1000;
/** The wait of an attempt refused only because its address has too many in flight: they end within moments. */
const IN_FLIGHT_RETRY_SECONDS = 1;

// The three counters of an attempt in the order of their scope (address, email, email-address): every call
// creates and locks its rows in that order, so two calls never wait for each other's rows crosswise. The rows
// are created first so that the lock below holds even for the first attempts of an email, when a burst of them
// arrives at once.
const CREATE_COUNTERS = `
  INSERT INTO security.sign_in_failures (scope, key) VALUES ('address', $1), ('email', $2), ('email-address', $3)
  ON CONFLICT (scope, key) DO NOTHING`;
const LOCK_COUNTERS = `
  SELECT scope, failures, last_failure_at, locked_until, pending, last_attempt_at FROM security.sign_in_failures
  WHERE (scope = 'address' AND key = $1) OR (scope = 'email' AND key = $2) OR (scope = 'email-address' AND key = $3)
  ORDER BY scope
  FOR UPDATE`;
// An upsert, so that a counter pruned meanwhile (past its window) is written again.
const WRITE_COUNTERS = `
  INSERT INTO security.sign_in_failures (scope, key, failures, last_failure_at, locked_until, pending, last_attempt_at)
  VALUES ('address', $1, $4, $5, $6, $7, $8), ('email', $2, $9, $10, $11, $12, $13), ('email-address', $3, $14, $15, $16, $17, $18)
  ON CONFLICT (scope, key) DO UPDATE
  SET failures = excluded.failures, last_failure_at = excluded.last_failure_at, locked_until = excluded.locked_until,
    pending = excluded.pending, last_attempt_at = excluded.last_attempt_at`;
const PRUNE = `
  DELETE FROM security.sign_in_failures
  WHERE (locked_until IS NULL OR locked_until <= $1) AND (last_failure_at IS NULL OR last_failure_at <= $2)
    AND (last_attempt_at IS NULL OR last_attempt_at <= $3)`;

const NO_FAILURES = { failures: 0, lastFailureAt: 0, lockedUntil: 0 };
const NONE_PENDING = { pending: 0, lastAttemptAt: 0 };

const keyOf = (value: string) => value.slice(0, MAX_KEY_LENGTH);
/** The keys of the address, email and email-address counters (the pair keeps the email whole, the address first). */
const keysOf = (email: string, address: string) => [keyOf(address), keyOf(email), keyOf(`${address.slice(0, 64)} ${email}`)];
const toTime = (ms: number): string | null => (ms === 0 ? null : new Date(ms).toISOString());
const fromTime = (time: Date | null): number => time?.getTime() ?? 0;
/** A counter as the failures ... last_attempt_at parameters of WRITE_COUNTERS. */
const columns = (counter: Counter) => [
  counter.failures,
  toTime(counter.lastFailureAt),
  toTime(counter.lockedUntil),
  counter.pending,
  toTime(counter.lastAttemptAt),
];
const released = (counter: Counter): Counter => ({ ...counter, pending: Math.max(counter.pending - 1, 0) });

/** Creates the limiter over `db`; Date.now is read on each call (tests move the clock with fake timers). */
export function createSignInLimiter(db: Database, policy: SignInLimitPolicy = DEFAULT_SIGN_IN_POLICY): SignInLimiter {
  let attemptsSincePrune = 0;

  /** The counter as it stands now: failures past their window and attempts in flight too long count as none. */
  function current(row: CounterRow | undefined, now: number): Counter {
    const failures = {
      failures: row?.failures ?? 0,
      lastFailureAt: fromTime(row?.last_failure_at ?? null),
      lockedUntil: fromTime(row?.locked_until ?? null),
    };
    const pending = { pending: row?.pending ?? 0, lastAttemptAt: fromTime(row?.last_attempt_at ?? null) };
    const failuresGone =
      failures.failures === 0 || (now >= failures.lockedUntil && now - failures.lastFailureAt >= policy.windowSeconds * SECOND);
    const pendingGone = pending.pending === 0 || now - pending.lastAttemptAt >= policy.pendingSeconds * SECOND;
    return { ...(failuresGone ? NO_FAILURES : failures), ...(pendingGone ? NONE_PENDING : pending) };
  }

  /** The wait after the failure that brought an email to `failures` (at least freeFailures). */
  const backoffSeconds = (failures: number) => Math.min(2 ** (failures - policy.freeFailures), policy.maxBackoffSeconds);

  /** Seconds before a new attempt may begin; 0 when it may begin now. */
  function waitBefore({ address, email, pair }: Counters, now: number): number {
    const pairBackoffUntil = pair.failures >= policy.freeFailures ? pair.lastFailureAt + backoffSeconds(pair.failures) * SECOND : 0;
    const blockedUntil = Math.max(address.lockedUntil, email.lockedUntil, pair.lockedUntil, pairBackoffUntil);
    if (blockedUntil > now) return Math.ceil((blockedUntil - now) / SECOND);
    // Attempts in flight never lock: the caller waits as long as it would if they all failed, or a moment.
    if (pair.pending >= Math.max(policy.freeFailures - pair.failures, 1)) return backoffSeconds(pair.failures + pair.pending);
    if (address.pending >= Math.max(policy.addressLockFailures - address.failures, 1)) return IN_FLIGHT_RETRY_SECONDS;
    if (email.pending >= Math.max(policy.accountLockFailures - email.failures, 1)) return IN_FLIGHT_RETRY_SECONDS;
    return 0;
  }

  function failure(counter: Counter, lockAfter: number, now: number): Counter {
    const failures = counter.failures + 1;
    const lockedUntil = failures >= lockAfter ? now + policy.lockSeconds * SECOND : counter.lockedUntil;
    return { ...released(counter), failures, lastFailureAt: now, lockedUntil };
  }

  function ended({ address, email, pair }: Counters, outcome: Outcome, now: number): Counters {
    if (outcome === 'failed') {
      return {
        address: failure(address, policy.addressLockFailures, now),
        email: failure(email, policy.accountLockFailures, now),
        pair: failure(pair, policy.emailLockFailures, now),
      };
    }
    // A success clears only its own address's failures of the email: the others' guesses still count.
    if (outcome === 'succeeded') return { address: released(address), email: released(email), pair: { ...released(pair), ...NO_FAILURES } };
    return { address: released(address), email: released(email), pair: released(pair) };
  }

  /** The counters of an attempt as they stand now, locked until the transaction ends. */
  async function lockCounters(tx: Queryable, keys: string[], now: number): Promise<Counters> {
    await tx.query(CREATE_COUNTERS, keys);
    const { rows } = await tx.query<CounterRow>(LOCK_COUNTERS, keys);
    const byScope = new Map(rows.map((row) => [row.scope, row]));
    return {
      address: current(byScope.get('address'), now),
      email: current(byScope.get('email'), now),
      pair: current(byScope.get('email-address'), now),
    };
  }

  async function writeCounters(tx: Queryable, keys: string[], counters: Counters): Promise<void> {
    await tx.query(WRITE_COUNTERS, [...keys, ...columns(counters.address), ...columns(counters.email), ...columns(counters.pair)]);
  }

  async function maybePrune(now: number): Promise<void> {
    attemptsSincePrune += 1;
    if (attemptsSincePrune < PRUNE_EVERY_ATTEMPTS) return;
    attemptsSincePrune = 0;
    const before = (seconds: number) => toTime(now - seconds * SECOND);
    await db.query(PRUNE, [toTime(now), before(policy.windowSeconds), before(policy.pendingSeconds)]);
  }

  /** Ends an attempt; true when it locked the email (the pair or the email counter was not locked and now is). */
  async function end(email: string, address: string, outcome: Outcome): Promise<boolean> {
    const now = Date.now();
    const keys = keysOf(email, address);
    return db.transaction(async (tx) => {
      const before = await lockCounters(tx, keys, now);
      const after = ended(before, outcome, now);
      await writeCounters(tx, keys, after);
      const newlyLocked = (counter: 'email' | 'pair') => before[counter].lockedUntil <= now && after[counter].lockedUntil > now;
      return newlyLocked('pair') || newlyLocked('email');
    });
  }

  return {
    async begin(email, address) {
      const now = Date.now();
      const keys = keysOf(email, address);
      const wait = await db.transaction(async (tx) => {
        const counters = await lockCounters(tx, keys, now);
        const waitSeconds = waitBefore(counters, now);
        if (waitSeconds === 0) {
          const admitted = (counter: Counter): Counter => ({ ...counter, pending: counter.pending + 1, lastAttemptAt: now });
          await writeCounters(tx, keys, {
            address: admitted(counters.address),
            email: admitted(counters.email),
            pair: admitted(counters.pair),
          });
        }
        return waitSeconds;
      });
      await maybePrune(now).catch(() => undefined);
      return wait;
    },
    failed: (email, address) => end(email, address, 'failed'),
    succeeded: async (email, address) => {
      await end(email, address, 'succeeded');
    },
    released: async (email, address) => {
      await end(email, address, 'released');
    },
  };
}

/**
 * Forgets the failures and locks of an email, from every address and from all (the owner proved the mailbox: an
 * unlock link or a password reset). The address counters stay: they are about the client, not the account.
 */
export async function clearEmailFailures(db: Queryable, email: string): Promise<void> {
  const key = keyOf(email);
  await db.query(
    `DELETE FROM security.sign_in_failures
     WHERE (scope = 'email' AND key = $1) OR (scope = 'email-address' AND right(key, length($2) + 1) = ' ' || $2)`,
    [key, email],
  );
}
