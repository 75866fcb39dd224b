// The polls behind subscriptions. A live poller runs one query for every subscriber that shares its key
// and pushes only when the result text changed; a stream poller serves one subscriber and moves its
// cursor batch by batch. Both poll on an interval, sooner when a write to one of their tables wakes them,
// and never run two polls of their own at once. A poll the database could not afford (stopped at its deadline, or
// refused by the client's database budget or waiting bound) backs off: the interval doubles after each one, writes
// do not wake it meanwhile, and after `maxFailures` in a row its subscriptions end with that error. A poll shared
// by several clients' subscribers splits its database time among them (DatabaseClient.shares); a subscriber whose
// client is over its budget after `maxFailures` such polls in a row ends with the budget's error, alone: the others
// go on.
import { withDatabaseClient, type DatabaseClient } from '../../db/client.ts';
import { INTERNAL_ERROR_BODY, errorBodyOf } from '../errors.ts';
import { isErrorsBody } from './errors.ts';
import type { Limiter } from '../../limits/limiter.ts';

/** One subscription's receiving end: gets each result as JSON text (`{"data":...}` or `{"errors":...}`). */
export interface Subscriber {
  push(body: string): void;
  /** The subscription ends with this errors body (its polls kept failing); it is pushed when omitted. */
  end?(body: string): void;
  /** The database client (db/client.ts) it subscribed as: a poll serving only its client runs as that client. */
  client?: DatabaseClient | undefined;
}

let sharedPolls = 0;

/**
 * The database client a poll runs as: the subscribers' one client when they all have the same (its lane of the fair
 * queue, its database-time budget), else a lane of the poller's own whose time is split among the subscribers'
 * clients (one share per subscriber), refused only when every one of them is over budget, so that no single
 * client's budget can end a poll that others share, and none shares for free.
 */
function pollClient(subscribers: readonly Subscriber[], shared: DatabaseClient): DatabaseClient {
  let only: DatabaseClient | undefined;
  let several = false;
  for (const subscriber of subscribers) {
    const client = subscriber.client;
    if (!client || (only && only.key !== client.key)) several = true;
    only ??= client;
  }
  if (!several && only) return only;
  const shares = subscribers.flatMap((subscriber) => (subscriber.client ? [subscriber.client] : []));
  return { ...shared, shares, overBudget: new Map() };
}

/** Whether a result is an error of an overloaded database: a statement stopped at its deadline, or refused. */
export function isOverloadBody(body: string): boolean {
  return isErrorsBody(body) && /"code":"(timeout|rate-limit-exceeded)"/.test(body);
}

/** Ends a subscriber with an errors body (pushes it to one that cannot end). */
export function endSubscriber(subscriber: Subscriber, body: string, timing: PollTiming): void {
  try {
    if (subscriber.end) subscriber.end(body);
    else subscriber.push(body);
  } catch (error) {
    timing.onError(error);
  }
}

export interface PollTiming {
  /** Time between the end of one poll and the start of the next when nothing wakes the poller. */
  intervalMs: number;
  /**
   * The same for a quiet poller (`Poller.quiet`: told of every write that can change its results), when set: a
   * safety net (a notice lost while the database's listening connection reconnected), not the way changes arrive.
   */
  quietIntervalMs?: number;
  /** Wait after a wake-up, so a burst of writes costs one poll. */
  wakeDelayMs: number;
  /** Shared by every poller: bounds the polls running at once. */
  limiter: Limiter;
  onError(error: unknown): void;
  /** Called as each poll starts (for counting). */
  onPoll(): void;
  /** Called with each poll's time in ms (a multiplexed poll's batches each count as one), as it ends. */
  onPollTime?(ms: number): void;
  /** Failed polls in a row (see isOverloadBody) after which the subscriptions end; default 3. */
  maxFailures?: number;
}

export function deliver(subscriber: Subscriber, body: string, timing: PollTiming): void {
  try {
    subscriber.push(body);
  } catch (error) {
    timing.onError(error);
  }
}

/**
 * Scheduling shared by every kind: interval, wake-ups, no overlap, stop. A poll is full (every result it serves) or,
 * for a multiplexed poller asked by `refresh` (a new cohort), of only what has no result yet.
 */
export abstract class Poller {
  private timer: NodeJS.Timeout | undefined;
  private dueAt = Number.POSITIVE_INFINITY;
  private phase: 'idle' | 'queued' | 'running' = 'idle';
  private rerun = false;
  /** When a full poll is due (a write, the interval or the start asked for one); a poll fired then is full. */
  private fullDueAt = Number.POSITIVE_INFINITY;
  /** Whether the poll under way (queued or running) is full. */
  private currentFull = false;
  /** A refresh came during a poll: a partial poll follows it. */
  private refreshAfter = false;
  private stopped = false;
  /** Polls that failed in a row; while above 0 the poller backs off. */
  private failures = 0;
  /** The overload error the poll under way met, if any. */
  private overload: string | undefined;
  private readonly shared: DatabaseClient = { key: `poll:${(sharedPolls += 1)}`, budgeted: false, operation: 'live query poll' };
  /** Shared polls in a row after which a subscriber's client was over its budget. */
  private readonly overBudgetPolls = new WeakMap<Subscriber, number>();
  /**
   * Every write that can change its results wakes it (the database announces every write to the tables it reads, and
   * its results depend on nothing else): it polls on `quietIntervalMs` instead of the interval. Set by the hub.
   */
  quiet = false;

  protected constructor(
    readonly tables: ReadonlySet<string>,
    protected readonly timing: PollTiming,
  ) {}

  /** Polls right away, then on the interval. */
  start(): void {
    this.schedule(0, true);
  }

  /** A table of this poller was written: poll soon (after the running poll if one is under way). */
  wake(): void {
    // Backing off: the next poll comes after the doubled interval, whatever is written meanwhile.
    if (this.stopped || this.failures > 0) return;
    // A poll that is running may have read before the write committed, so it runs again afterwards; a queued
    // full one has not read yet and will see the write (a queued partial one would not read all it changed).
    if (this.phase === 'running' || (this.phase === 'queued' && !this.currentFull)) this.rerun = true;
    else if (this.phase === 'idle') this.schedule(this.timing.wakeDelayMs, true);
  }

  /** Something has no result yet: poll it soon, without waiting for the interval. */
  protected refresh(): void {
    if (this.stopped) return;
    if (this.phase === 'idle') this.schedule(this.timing.wakeDelayMs, false);
    else this.refreshAfter = true;
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  protected get isStopped(): boolean {
    return this.stopped;
  }

  /** One poll; `full` is false when only what has no result yet needs polling. */
  protected abstract poll(full: boolean): Promise<void>;

  /** Ends every subscription of the poller with an errors body. */
  protected abstract end(body: string): void;

  /** Every subscriber of the poller. */
  protected abstract subscribersNow(): Iterable<Subscriber>;

  /** A result of the poll under way: an overload error counts the poll as failed. */
  protected note(body: string): void {
    if (isOverloadBody(body)) this.overload = body;
  }

  /** Runs a poll: by default as one task of the shared limiter. */
  protected async execute(full: boolean): Promise<void> {
    await this.timing.limiter.run(async () => {
      if (this.stopped) return;
      this.running();
      await this.timed(() => this.poll(full));
    });
  }

  /** Runs one poll's statement, telling the timing how long it took. */
  protected async timed<T>(poll: () => Promise<T>): Promise<T> {
    if (!this.timing.onPollTime) return poll();
    const started = performance.now();
    try {
      return await poll();
    } finally {
      this.timing.onPollTime(performance.now() - started);
    }
  }

  /** The poll reads from now on: a write from now on needs another poll. */
  protected running(): void {
    this.phase = 'running';
    this.timing.onPoll();
  }

  /** After a shared poll: a subscriber whose client was over its budget `maxFailures` polls in a row ends, alone. */
  private chargeShares(subscribers: readonly Subscriber[], overBudget: ReadonlyMap<string, Error>): void {
    for (const subscriber of subscribers) {
      const refusal = subscriber.client && overBudget.get(subscriber.client.key);
      if (!refusal) {
        this.overBudgetPolls.delete(subscriber);
        continue;
      }
      const polls = (this.overBudgetPolls.get(subscriber) ?? 0) + 1;
      if (polls < (this.timing.maxFailures ?? 3)) {
        this.overBudgetPolls.set(subscriber, polls);
        continue;
      }
      this.overBudgetPolls.delete(subscriber);
      // As the queue's refusal reads over HTTP (engine/sql/errors.ts).
      endSubscriber(subscriber, errorBodyOf('rate-limit-exceeded', refusal.message), this.timing);
    }
  }

  private schedule(delayMs: number, full: boolean): void {
    const dueAt = Date.now() + delayMs;
    if (full) this.fullDueAt = Math.min(this.fullDueAt, dueAt);
    if (this.timer !== undefined && this.dueAt <= dueAt) return;
    clearTimeout(this.timer);
    this.dueAt = dueAt;
    this.timer = setTimeout(() => void this.fire(), delayMs);
  }

  private async fire(): Promise<void> {
    this.timer = undefined;
    this.dueAt = Number.POSITIVE_INFINITY;
    if (this.stopped) return;
    // Timers never fire early; 1 ms of slack for the clock's rounding.
    const full = this.fullDueAt <= Date.now() + 1;
    if (full) this.fullDueAt = Number.POSITIVE_INFINITY;
    this.currentFull = full;
    this.phase = 'queued';
    try {
      // Explicitly, never the client of whatever scheduled the timer (a write wakes pollers from the writer's request).
      const subscribers = [...this.subscribersNow()];
      const client = pollClient(subscribers, this.shared);
      await withDatabaseClient(client, () => this.execute(full));
      if (client.overBudget && !this.stopped) this.chargeShares(subscribers, client.overBudget);
    } catch (error) {
      this.timing.onError(error);
    }
    this.phase = 'idle';
    if (this.stopped) return;
    const overload = this.overload;
    this.overload = undefined;
    if (overload !== undefined) {
      this.failures += 1;
      if (this.failures >= (this.timing.maxFailures ?? 3)) {
        this.failures = 0;
        this.end(overload);
        if (this.stopped) return;
      } else {
        this.rerun = false;
        this.refreshAfter = false;
        this.schedule(this.timing.intervalMs * 2 ** this.failures, true);
        return;
      }
    } else this.failures = 0;
    const { rerun, refreshAfter } = this;
    this.rerun = false;
    this.refreshAfter = false;
    if (rerun) this.schedule(this.timing.wakeDelayMs, true);
    else if (refreshAfter) this.schedule(0, false);
    // After a full poll the interval starts again; a partial one leaves the full poll when it was due.
    const fullDueAt = this.fullDueAt;
    const intervalMs = this.quiet ? (this.timing.quietIntervalMs ?? this.timing.intervalMs) : this.timing.intervalMs;
    this.schedule(fullDueAt === Number.POSITIVE_INFINITY ? intervalMs : Math.max(0, fullDueAt - Date.now()), true);
  }
}

export interface LivePollerOptions {
  key: string;
  tables: ReadonlySet<string>;
  run(): Promise<string>;
  timing: PollTiming;
}

/** A multiplexed live query: one poll for every subscriber with the same key. */
export class LivePoller extends Poller {
  readonly key: string;
  private readonly run: () => Promise<string>;
  private readonly subscribers = new Set<Subscriber>();
  /** Subscribers that joined before the first result: they get the next one even if unchanged. */
  private readonly waiting = new Set<Subscriber>();
  private last: string | undefined;

  constructor(options: LivePollerOptions) {
    super(options.tables, options.timing);
    this.key = options.key;
    this.run = options.run;
  }

  get size(): number {
    return this.subscribers.size;
  }

  /**
   * A subscriber that joins a running poller gets the latest result at once: later polls push only
   * what differs from it, which is what every other subscriber has seen too.
   */
  add(subscriber: Subscriber): void {
    this.subscribers.add(subscriber);
    if (this.last === undefined) this.waiting.add(subscriber);
    else deliver(subscriber, this.last, this.timing);
  }

  /** Removes a subscriber; true when none is left. */
  remove(subscriber: Subscriber): boolean {
    this.subscribers.delete(subscriber);
    this.waiting.delete(subscriber);
    return this.subscribers.size === 0;
  }

  protected async poll(): Promise<void> {
    let body: string;
    try {
      body = await this.run();
    } catch (error) {
      this.timing.onError(error);
      body = INTERNAL_ERROR_BODY;
    }
    if (this.isStopped) return;
    this.note(body);
    const changed = body !== this.last;
    this.last = body;
    const targets = [...(changed ? this.subscribers : this.waiting)];
    this.waiting.clear();
    for (const subscriber of targets) deliver(subscriber, body, this.timing);
  }

  protected subscribersNow(): Iterable<Subscriber> {
    return this.subscribers;
  }

  protected end(body: string): void {
    this.last = undefined;
    for (const subscriber of [...this.subscribers]) endSubscriber(subscriber, body, this.timing);
  }
}

export interface StreamPollerOptions {
  tables: ReadonlySet<string>;
  run(cursor: unknown): Promise<{ body: string; cursor: unknown }>;
  subscriber: Subscriber;
  timing: PollTiming;
}

/** Whether a stream batch (`{"data":{"x_stream":[...]}}`) holds no rows. */
export function isEmptyBatch(body: string): boolean {
  // Non-empty batches never end in `[]}}`, so only empty ones (small) are parsed.
  if (!body.endsWith('[]}}')) return false;
  try {
    const data = (JSON.parse(body) as { data?: Record<string, unknown> }).data;
    return data !== undefined && Object.values(data).every((rows) => Array.isArray(rows) && rows.length === 0);
  } catch {
    return false;
  }
}

/** A streaming subscription: its own cursor, and a push for each batch that has rows. */
export class StreamPoller extends Poller {
  private readonly run: (cursor: unknown) => Promise<{ body: string; cursor: unknown }>;
  private readonly subscriber: Subscriber;
  private cursor: unknown = undefined;
  /** The errors last pushed: a failing stream reports each distinct failure once, not every poll. */
  private lastErrors: string | undefined;

  constructor(options: StreamPollerOptions) {
    super(options.tables, options.timing);
    this.run = options.run;
    this.subscriber = options.subscriber;
  }

  protected async poll(): Promise<void> {
    let result: { body: string; cursor: unknown };
    try {
      result = await this.run(this.cursor);
    } catch (error) {
      this.timing.onError(error);
      result = { body: INTERNAL_ERROR_BODY, cursor: this.cursor };
    }
    if (this.isStopped) return;
    this.note(result.body);
    this.cursor = result.cursor;
    if (isErrorsBody(result.body)) {
      if (result.body !== this.lastErrors) deliver(this.subscriber, result.body, this.timing);
      this.lastErrors = result.body;
      return;
    }
    this.lastErrors = undefined;
    if (!isEmptyBatch(result.body)) deliver(this.subscriber, result.body, this.timing);
  }

  protected subscribersNow(): Iterable<Subscriber> {
    return [this.subscriber];
  }

  protected end(body: string): void {
    endSubscriber(this.subscriber, body, this.timing);
  }
}
