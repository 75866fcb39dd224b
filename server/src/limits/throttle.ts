// Throttled runs shared by every server instance on the database (security.throttles). A run of a key that
// finished within the window is answered again instead of running anew; while a run of a key is in flight on
// any instance, the callers of every instance wait for it and get its answer. The row is claimed by one
// statement (an upsert), so this works alike on PGlite (one connection) and PostgreSQL (a pool) and holds no
// connection while the work runs. A claim is a lease the running instance renews: a crashed instance's claim
// lapses and the next caller runs. Times are this server's clock, passed to the statements.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types.ts';

export interface ThrottlePolicy {
  /** The throttle's name in security.throttles.name (`fetch-news`). */
  name: string;
  /** A run that finished less than this many milliseconds ago is answered again. */
  windowMs: number;
  /** How long a claim holds unless renewed (it is renewed every third of it while the work runs); default 60 s. */
  leaseMs?: number;
  /** How often a caller waiting for another instance's run looks again; default 250 ms. */
  pollMs?: number;
}

export interface ThrottledRun<T> {
  result: T;
  /** True when the result is another call's (a run in flight, or one within the window), not this call's own run. */
  throttled: boolean;
}

export interface Throttle<T> {
  /**
   * Runs `work` for the key, unless a run of the key is in flight (then waits for it) or finished within the
   * window (unless `force`); those answer that run's result. `work`'s result must survive JSON.
   */
  run(key: string, work: () => Promise<T>, options?: { force?: boolean }): Promise<ThrottledRun<T>>;
}

const MAX_KEY_LENGTH = 256;
const DEFAULT_LEASE_MS = 60_000;
const DEFAULT_POLL_MS = 250;

// Takes the row when no live claim holds it and (unless $6 is null: forced) its last run is older than the window.
const CLAIM = `
  INSERT INTO security.throttles AS t (name, key, claim, claimed_until)
  VALUES ($1, $2, $3, $4)
  ON CONFLICT (name, key) DO UPDATE SET claim = excluded.claim, claimed_until = excluded.claimed_until
  WHERE (t.claimed_until IS NULL OR t.claimed_until <= $5)
    AND ($6::timestamptz IS NULL OR t.finished_at IS NULL OR t.finished_at <= $6)
  RETURNING claim`;

const READ = `SELECT claim, claimed_until, finished_at, result FROM security.throttles WHERE name = $1 AND key = $2`;
const RENEW = `UPDATE security.throttles SET claimed_until = $4 WHERE name = $1 AND key = $2 AND claim = $3 AND claimed_until IS NOT NULL`;
// The claim stays as the finished run's name, so the callers that waited for it know its result is theirs.
const FINISH = `
  UPDATE security.throttles SET claimed_until = NULL, finished_at = $4, result = $5::jsonb
  WHERE name = $1 AND key = $2 AND claim = $3`;
// A failed run leaves the last finished run's result in place.
const RELEASE = `UPDATE security.throttles SET claim = NULL, claimed_until = NULL WHERE name = $1 AND key = $2 AND claim = $3`;

interface ThrottleRow {
  claim: string | null;
  claimed_until: Date | null;
  finished_at: Date | null;
  result: unknown;
}

const iso = (ms: number): string => new Date(ms).toISOString();
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A throttle over security.throttles; cheap to create (it keeps no state of its own). */
export function createThrottle<T>(db: Queryable, policy: ThrottlePolicy): Throttle<T> {
  const leaseMs = policy.leaseMs ?? DEFAULT_LEASE_MS;
  const pollMs = policy.pollMs ?? DEFAULT_POLL_MS;

  async function runClaimed(key: string, claim: string, work: () => Promise<T>): Promise<T> {
    const renew = setInterval(() => {
      void db.query(RENEW, [policy.name, key, claim, iso(Date.now() + leaseMs)]).catch(() => undefined);
    }, leaseMs / 3);
    renew.unref();
    try {
      const result = await work();
      await db.query(FINISH, [policy.name, key, claim, iso(Date.now()), JSON.stringify(result)]);
      return result;
    } catch (error) {
      await db.query(RELEASE, [policy.name, key, claim]).catch(() => undefined);
      throw error;
    } finally {
      clearInterval(renew);
    }
  }

  return {
    async run(rawKey, work, options = {}) {
      const key = rawKey.slice(0, MAX_KEY_LENGTH);
      const claim = randomUUID();
      // The run in flight elsewhere that this call waits for: once it finishes, its result is this call's answer.
      let awaited: string | null = null;
      for (;;) {
        const now = Date.now();
        // While waiting for a run, only read: a forced call must not run again right after the run it waited for.
        if (awaited === null) {
          const windowStart = options.force ? null : iso(now - policy.windowMs);
          const claimed = await db.query(CLAIM, [policy.name, key, claim, iso(now + leaseMs), iso(now), windowStart]);
          if (claimed.rowCount > 0) return { result: await runClaimed(key, claim, work), throttled: false };
        }
        // The claim found or made the row (nothing deletes these rows), unless someone emptied the table meanwhile.
        const row = (await db.query<ThrottleRow>(READ, [policy.name, key])).rows[0];
        if (!row) {
          awaited = null;
          continue;
        }
        if (row.claimed_until !== null && row.claimed_until.getTime() > now) {
          awaited = row.claim;
          await sleep(pollMs);
          continue;
        }
        const finishedAwaited = awaited !== null && row.claim === awaited && row.claimed_until === null;
        const withinWindow = !options.force && row.finished_at !== null && row.finished_at.getTime() > now - policy.windowMs;
        if (finishedAwaited || withinWindow) return { result: row.result as T, throttled: true };
        // The awaited run failed or lapsed, or the row changed between the two statements: try to claim it.
        awaited = null;
      }
    },
  };
}
