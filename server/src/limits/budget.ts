// Budgets: how much of something one key (a client address, a member, a visitor) may use in a fixed window.
// The counts live in the database (security.budgets), so every server instance that shares it enforces one
// budget. A budget is exact (one statement per take: sign-ups, uploads, admin-secret failures) or batched for
// hot paths (every GraphQL request): counted in memory and added to the database once a second, each instance
// deciding from the last total it read plus what it counted since.
import type { Queryable } from '../db/index.ts';

export interface BudgetPolicy {
  /** The budget's name in security.budgets.bucket (`graphql`, `signup`, ...). */
  bucket: string;
  /** Units one key may use per window. */
  limit: number;
  windowSeconds: number;
}

export interface BudgetDecision {
  allowed: boolean;
  /** Units used in this window, this take included. */
  used: number;
  /** Seconds until the window ends (when a refused caller may try again). */
  retryAfterSeconds: number;
}

export interface Budget {
  /** Counts `amount` (default 1) against the key and says whether it was within the budget. Refused takes count too. */
  take(key: string, amount?: number): Promise<BudgetDecision>;
  /** What the key has used in this window, without counting anything. */
  used(key: string): Promise<number>;
}

export interface BatchedBudget {
  /** As Budget.take, decided at once from memory (the count reaches the database within a second). */
  take(key: string, amount?: number): BudgetDecision;
  /** Adds what was counted since the last flush to the database and reads the totals back. */
  flush(): Promise<void>;
  /** Stops the timer after a last flush. */
  close(): Promise<void>;
}

// Keys are bounded so that one odd client cannot fill the table's check or the memory of the batched budget.
const MAX_KEY_LENGTH = 256;
const MAX_LOCAL_KEYS = 100_000;
/** Windows older than this are deleted, now and then, by whoever takes from a budget. */
const KEEP_WINDOWS_SECONDS = 2 * 24 * 3600;
const PRUNE_EVERY_TAKES = 1000;

/** The start of the window `now` falls in, in seconds since the epoch (security.budgets.window_start). */
export const windowOf = (windowSeconds: number, now = Date.now()) => Math.floor(now / 1000 / windowSeconds) * windowSeconds;
/** A key as security.budgets keeps it (bounded). */
export const keyOf = (key: string) => key.slice(0, MAX_KEY_LENGTH);
const retryAfter = (windowSeconds: number, now = Date.now()) =>
  Math.max(1, Math.ceil(windowOf(windowSeconds, now) + windowSeconds - now / 1000));

const ADD_SQL = `
  insert into security.budgets (bucket, key, window_start, used)
  select $1, k, to_timestamp($2), a from unnest($3::text[], $4::bigint[]) as t(k, a)
  on conflict (bucket, key, window_start) do update set used = security.budgets.used + excluded.used
  returning key, used::text as used`;

let takesSincePrune = 0;
/** Counts `takes` (one statement's, default 1) and now and then deletes the windows of past days. */
export async function maybePrune(db: Queryable, takes = 1): Promise<void> {
  takesSincePrune += takes;
  if (takesSincePrune < PRUNE_EVERY_TAKES) return;
  takesSincePrune = 0;
  await db.query(`delete from security.budgets where window_start < now() - make_interval(secs => $1)`, [KEEP_WINDOWS_SECONDS]);
}

async function add(
  db: Queryable,
  policy: BudgetPolicy,
  windowStart: number,
  keys: string[],
  amounts: number[],
): Promise<Map<string, number>> {
  const result = await db.query<{ key: string; used: string }>(ADD_SQL, [policy.bucket, windowStart, keys, amounts]);
  await maybePrune(db).catch(() => undefined);
  return new Map(result.rows.map((row) => [row.key, Number(row.used)]));
}

/** An exact budget: each take is one statement. */
export function createBudget(db: Queryable, policy: BudgetPolicy): Budget {
  return {
    async take(key, amount = 1) {
      const now = Date.now();
      const k = keyOf(key);
      const totals = await add(db, policy, windowOf(policy.windowSeconds, now), [k], [amount]);
      const used = totals.get(k) ?? amount;
      return { allowed: used <= policy.limit, used, retryAfterSeconds: retryAfter(policy.windowSeconds, now) };
    },
    async used(key) {
      const result = await db.query<{ used: string }>(
        'select used::text as used from security.budgets where bucket = $1 and key = $2 and window_start = to_timestamp($3)',
        [policy.bucket, keyOf(key), windowOf(policy.windowSeconds)],
      );
      return Number(result.rows[0]?.used ?? 0);
    },
  };
}

interface LocalCount {
  window: number;
  /** The database's total at the last flush (all instances). */
  known: number;
  /** Counted here since the last flush. */
  pending: number;
}

/** A batched budget for hot paths: decided from memory, synchronised with the database every `flushMs`. */
export function createBatchedBudget(db: Queryable, policy: BudgetPolicy, options: { flushMs?: number } = {}): BatchedBudget {
  const counts = new Map<string, LocalCount>();
  let flushing: Promise<void> | null = null;

  async function flushNow(): Promise<void> {
    const window = windowOf(policy.windowSeconds);
    const keys: string[] = [];
    const amounts: number[] = [];
    for (const [key, count] of counts) {
      if (count.window !== window) {
        // A past window: what was counted in it no longer matters.
        counts.delete(key);
        continue;
      }
      if (count.pending > 0) {
        keys.push(key);
        amounts.push(count.pending);
        count.pending = 0;
      }
    }
    if (keys.length === 0) return;
    const totals = await add(db, policy, window, keys, amounts);
    for (const [key, total] of totals) {
      const count = counts.get(key);
      if (count && count.window === window) count.known = Math.max(count.known, total);
    }
  }

  function flush(): Promise<void> {
    // One flush at a time; a failed one is dropped (the counts it held are lost, never the server).
    flushing ??= flushNow()
      .catch(() => undefined)
      .finally(() => (flushing = null));
    return flushing;
  }

  const timer = setInterval(() => void flush(), options.flushMs ?? 1000);
  timer.unref();

  return {
    take(key, amount = 1) {
      const now = Date.now();
      const window = windowOf(policy.windowSeconds, now);
      const k = keyOf(key);
      let count = counts.get(k);
      if (!count || count.window !== window) {
        if (!count && counts.size >= MAX_LOCAL_KEYS) void flush();
        count = { window, known: 0, pending: 0 };
        counts.set(k, count);
      }
      count.pending += amount;
      const used = count.known + count.pending;
      return { allowed: used <= policy.limit, used, retryAfterSeconds: retryAfter(policy.windowSeconds, now) };
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
