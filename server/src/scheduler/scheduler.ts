// Runs the cron triggers of the metadata the way Hasura does: each run is recorded in scheduler.cron_runs,
// POSTed to the webhook when due, retried on failure, and marked dead when found too late.
import { describeError } from '../db/errors.ts';
import type { Queryable } from '../db/types.ts';
import type { CronTrigger } from '../engine/index.ts';
import { postWebhook } from './deliver.ts';
import { claimRun, deleteRuns, insertRuns, latestRun, markDead, recordTry, upcomingRuns, type ClaimedRun, type RunStatus } from './runs.ts';
import { prepareTrigger, type PreparedTrigger } from './trigger.ts';

export interface SchedulerLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface SchedulerOptions {
  db: Queryable;
  /** `metadata.cron_triggers`. */
  triggers: readonly CronTrigger[];
  /** The clock; tests move it. */
  now?: () => Date;
  fetch?: typeof fetch;
  log?: SchedulerLog;
}

export interface Scheduler {
  /** Ticks now and then every 10 seconds (the timer does not keep the process alive). */
  start(): void;
  /** Stops ticking and resolves once the deliveries in flight are recorded. */
  stop(): Promise<void>;
  /** Records the runs due by now() and delivers them; resolves when they are delivered or failed. */
  tick(): Promise<void>;
}

const TICK_INTERVAL_MS = 10_000;
// A claim lasts the trigger's timeout plus this, so clock skew between servers cannot let two deliver one run.
const CLAIM_MARGIN_MS = 30_000;
// Runs recorded per statement when catching up after a long downtime.
const INSERT_BATCH = 1000;

/** Hasura's form of a UTC time: ISO 8601 without milliseconds when there are none. */
const hasuraTime = (time: Date): string => time.toISOString().replace('.000Z', 'Z');

/** Builds the scheduler; throws a StartupError naming the trigger when one cannot run (schedule, env, retry_conf). */
export function createScheduler(options: SchedulerOptions): Scheduler {
  const { db } = options;
  const triggers = options.triggers.map((trigger) => prepareTrigger(trigger));
  const now = options.now ?? (() => new Date());
  const fetchWebhook = options.fetch ?? fetch;
  const log = options.log ?? console;
  const passes = new Map<string, Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let stopping = false;

  /**
   * Records every run from the newest recorded one up to now, and the next one ahead, so that runs missed
   * while no server ran are still found; a new trigger starts with its next run after now.
   */
  async function recordRuns(trigger: PreparedTrigger, time: Date): Promise<void> {
    // The metadata changed since these were recorded: drop the runs the schedule no longer has.
    const dropped = (await upcomingRuns(db, trigger.name, time)).filter((run) => !trigger.schedule.matches(run.scheduledTime));
    if (dropped.length > 0)
      await deleteRuns(
        db,
        dropped.map((run) => run.id),
      );
    let from = (await latestRun(db, trigger.name)) ?? time;
    while (from <= time) {
      const times: Date[] = [];
      while (times.length < INSERT_BATCH && from <= time) {
        from = trigger.schedule.nextAfter(from);
        times.push(from);
      }
      await insertRuns(db, trigger.name, times);
    }
  }

  async function markLateRunsDead(trigger: PreparedTrigger, time: Date): Promise<void> {
    const tolerance = trigger.toleranceMs / 1000;
    const dead = await markDead(db, {
      trigger: trigger.name,
      before: new Date(time.getTime() - trigger.toleranceMs),
      now: time,
      error: `not delivered within tolerance_seconds (${tolerance} s) of its scheduled time`,
    });
    if (dead.length > 0) {
      const times = dead.map((t) => t.getTime());
      const range = [Math.min(...times), Math.max(...times)].map((t) => hasuraTime(new Date(t)));
      log.warn(
        `Cron trigger "${trigger.name}": ${dead.length} run(s) scheduled ${range[0]} to ${range[1]} are older than tolerance_seconds (${tolerance}) and were marked dead.`,
      );
    }
  }

  async function deliver(trigger: PreparedTrigger, run: ClaimedRun): Promise<void> {
    const body = JSON.stringify({
      scheduled_time: hasuraTime(run.scheduledTime),
      payload: trigger.payload,
      name: trigger.name,
      id: run.id,
      // Hasura leaves the key out when the trigger has no comment.
      ...(trigger.comment === undefined ? {} : { comment: trigger.comment }),
    });
    const outcome = await postWebhook({
      fetch: fetchWebhook,
      url: trigger.url,
      headers: trigger.headers,
      body,
      timeoutMs: trigger.timeoutMs,
    });
    const attempt = run.tries + 1;
    const status: RunStatus = outcome.ok ? 'delivered' : attempt > trigger.numRetries ? 'error' : 'scheduled';
    const nextRetryAt = status === 'scheduled' ? new Date(now().getTime() + trigger.retryIntervalMs) : null;
    await recordTry(db, run.id, { status, nextRetryAt, responseStatus: outcome.status, responseBody: outcome.body, error: outcome.error });
    const what = `Cron trigger "${trigger.name}", run of ${hasuraTime(run.scheduledTime)}`;
    if (status === 'delivered') log.info(`${what}: delivered (HTTP ${outcome.status}).`);
    else if (status === 'error') log.error(`${what}: try ${attempt} of ${trigger.numRetries + 1} failed, no retry left: ${outcome.error}.`);
    else
      log.warn(`${what}: try ${attempt} of ${trigger.numRetries + 1} failed, retrying at ${hasuraTime(nextRetryAt!)}: ${outcome.error}.`);
  }

  async function pass(trigger: PreparedTrigger): Promise<void> {
    try {
      await recordRuns(trigger, now());
      await markLateRunsDead(trigger, now());
      // One run at a time per trigger: a backlog after downtime does not hit the webhook all at once.
      while (!stopping) {
        const time = now().getTime();
        const run = await claimRun(db, {
          trigger: trigger.name,
          now: new Date(time),
          notBefore: new Date(time - trigger.toleranceMs),
          lockedUntil: new Date(time + trigger.timeoutMs + CLAIM_MARGIN_MS),
        });
        if (!run) return;
        await deliver(trigger, run);
      }
    } catch (error) {
      throw new Error(`Cron trigger "${trigger.name}": ${describeError(error)}`, { cause: error });
    }
  }

  // A trigger whose pass is still running (a slow webhook) is not started again; the caller waits for that pass.
  function passOnce(trigger: PreparedTrigger): Promise<void> {
    let running = passes.get(trigger.name);
    if (!running) {
      running = pass(trigger).finally(() => passes.delete(trigger.name));
      passes.set(trigger.name, running);
    }
    return running;
  }

  async function tick(): Promise<void> {
    if (stopping) return;
    await Promise.all(triggers.map(passOnce));
  }

  return {
    tick,
    start() {
      if (timer || stopping || triggers.length === 0) return;
      const run = () => void tick().catch((error: unknown) => log.error(describeError(error)));
      timer = setInterval(run, TICK_INTERVAL_MS);
      timer.unref();
      run();
    },
    async stop() {
      stopping = true;
      clearInterval(timer);
      timer = undefined;
      await Promise.allSettled(passes.values());
    },
  };
}
