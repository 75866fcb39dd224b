// The statements on scheduler.cron_runs. Each is a single statement, so they work the same on PGlite (one
// connection) and PostgreSQL (a pool), and no transaction is held open while a webhook answers. Times are
// the scheduler's clock, passed in, never the database's now().
import type { Queryable } from '../db/types.ts';

export type RunStatus = 'scheduled' | 'delivered' | 'error' | 'dead';

/** A run this server has claimed for one try. */
export interface ClaimedRun {
  id: string;
  scheduledTime: Date;
  /** Tries before this one. */
  tries: number;
}

export interface TryResult {
  status: RunStatus;
  nextRetryAt: Date | null;
  responseStatus: number | null;
  responseBody: string | null;
  error: string | null;
}

const iso = (time: Date): string => time.toISOString();

/** The newest scheduled time recorded for the trigger, if any. */
export async function latestRun(db: Queryable, trigger: string): Promise<Date | undefined> {
  const result = await db.query<{ latest: Date | null }>(
    'SELECT max(scheduled_time) AS latest FROM scheduler.cron_runs WHERE trigger_name = $1',
    [trigger],
  );
  return result.rows[0]?.latest ?? undefined;
}

/** Records runs as 'scheduled'; a run another server recorded first is left as it is. */
export async function insertRuns(db: Queryable, trigger: string, times: readonly Date[]): Promise<void> {
  await db.query(
    `INSERT INTO scheduler.cron_runs (trigger_name, scheduled_time)
     SELECT $1, t FROM unnest($2::timestamptz[]) AS t
     ON CONFLICT (trigger_name, scheduled_time) DO NOTHING`,
    [trigger, times.map(iso)],
  );
}

/** Runs not yet tried that are due after `now`, for dropping those an edited schedule no longer has. */
export async function upcomingRuns(db: Queryable, trigger: string, now: Date): Promise<{ id: string; scheduledTime: Date }[]> {
  const result = await db.query<{ id: string; scheduled_time: Date }>(
    `SELECT id, scheduled_time FROM scheduler.cron_runs
     WHERE trigger_name = $1 AND status = 'scheduled' AND tries = 0 AND scheduled_time > $2`,
    [trigger, iso(now)],
  );
  return result.rows.map((row) => ({ id: row.id, scheduledTime: row.scheduled_time }));
}

export async function deleteRuns(db: Queryable, ids: readonly string[]): Promise<void> {
  await db.query('DELETE FROM scheduler.cron_runs WHERE id = ANY($1::uuid[])', [ids]);
}

/** Marks dead the pending runs scheduled before `before` that no server is delivering; returns their times. */
export async function markDead(db: Queryable, options: { trigger: string; before: Date; now: Date; error: string }): Promise<Date[]> {
  const result = await db.query<{ scheduled_time: Date }>(
    `UPDATE scheduler.cron_runs
     SET status = 'dead', next_retry_at = NULL, locked_until = NULL, error = $4
     WHERE trigger_name = $1 AND status = 'scheduled' AND scheduled_time < $2
       AND (locked_until IS NULL OR locked_until < $3)
     RETURNING scheduled_time`,
    [options.trigger, iso(options.before), iso(options.now), options.error],
  );
  return result.rows.map((row) => row.scheduled_time);
}

/**
 * Claims the oldest due run of the trigger until `lockedUntil`, or returns undefined when none is due.
 * SKIP LOCKED and the lock column keep two servers from claiming the same run.
 */
export async function claimRun(
  db: Queryable,
  options: { trigger: string; now: Date; notBefore: Date; lockedUntil: Date },
): Promise<ClaimedRun | undefined> {
  const result = await db.query<{ id: string; scheduled_time: Date; tries: number }>(
    `UPDATE scheduler.cron_runs SET locked_until = $4
     WHERE id = (
       SELECT id FROM scheduler.cron_runs
       WHERE trigger_name = $1 AND status = 'scheduled'
         AND scheduled_time >= $3 AND coalesce(next_retry_at, scheduled_time) <= $2
         AND (locked_until IS NULL OR locked_until < $2)
       ORDER BY scheduled_time
       LIMIT 1
       FOR UPDATE SKIP LOCKED)
     RETURNING id, scheduled_time, tries`,
    [options.trigger, iso(options.now), iso(options.notBefore), iso(options.lockedUntil)],
  );
  const row = result.rows[0];
  return row && { id: row.id, scheduledTime: row.scheduled_time, tries: row.tries };
}

/** Records the outcome of one try and releases the claim. */
export async function recordTry(db: Queryable, id: string, result: TryResult): Promise<void> {
  await db.query(
    `UPDATE scheduler.cron_runs
     SET status = $2, tries = tries + 1, next_retry_at = $3, locked_until = NULL,
         response_status = $4, response_body = $5, error = $6
     WHERE id = $1`,
    [id, result.status, result.nextRetryAt && iso(result.nextRetryAt), result.responseStatus, result.responseBody, result.error],
  );
}
