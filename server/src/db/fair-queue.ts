// The embedded database's waiting line. PGlite runs one statement (or transaction) at a time, so whoever asks
// most would otherwise stand ahead of everyone: here each client (db/client.ts) waits in a lane of its own and
// the lanes are served in turn (round robin), one statement each, so a client's statement waits for at most one
// statement of every other client. A client may hold a bounded number of waiting statements, and a budget of
// database time per minute; beyond either it is refused at once (never left hanging). The server's own work
// (no client) has a lane too, served in turn, never bounded nor budgeted.
import { DatabaseBudgetError, QueueFullError, type DatabaseClient } from './client.ts';

export interface FairQueueOptions {
  /** Statements one client may have waiting (not counting the one running); default 16. */
  maxWaitingPerClient?: number;
  /**
   * Milliseconds of database time one client key may use per minute (budgeted clients only); none when undefined.
   * Kept in this process's memory: with several server instances each enforces its own.
   */
  budgetMsPerMinute?: number | undefined;
  /**
   * A clock of time the database was not there to run anything (the thread reopening), in ms: what it advances
   * during a statement's turn is not charged to its client (the client whose statement caused the reopen paid
   * its deadline already).
   */
  unavailableMs?: () => number;
}

export interface FairQueueStatus {
  /** Statements waiting (not the running one). */
  waiting: number;
  /** How long the oldest waiting statement has waited, in ms (0 when none waits). */
  oldestWaitMs: number;
  /** Clients (lanes) with statements waiting. */
  clients: number;
}

interface Job {
  since: number;
  start(): void;
}

const SERVER_LANE = '\u0000server';
const WINDOW_MS = 60_000;
const MAX_BUDGET_KEYS = 100_000;

export class FairQueue {
  /** Lanes with statements waiting, in turn order: a lane served goes to the back (Map keeps insertion order). */
  private readonly lanes = new Map<string, Job[]>();
  private busy = false;
  private readonly spent = new Map<string, { window: number; ms: number }>();
  maxWaitingPerClient: number;
  budgetMsPerMinute: number | undefined;
  private readonly unavailableMs: () => number;

  constructor(options: FairQueueOptions = {}) {
    this.maxWaitingPerClient = options.maxWaitingPerClient ?? 16;
    this.budgetMsPerMinute = options.budgetMsPerMinute;
    this.unavailableMs = options.unavailableMs ?? (() => 0);
  }

  /** Runs fn when the client's turn comes; refuses at once beyond the client's bound or budget. */
  run<T>(client: DatabaseClient | undefined, fn: () => Promise<T>): Promise<T> {
    const key = client ? client.key : SERVER_LANE;
    // Counted whether or not a budget is set (it can be set at run time); refused only under one.
    const budgeted = client !== undefined && client.budgeted !== false;
    if (budgeted && this.budgetMsPerMinute !== undefined) {
      const used = this.used(key);
      if (used >= this.budgetMsPerMinute) {
        const now = Date.now();
        const retryAfterSeconds = Math.max(1, Math.ceil((windowOf(now) + WINDOW_MS - now) / 1000));
        return Promise.reject(new DatabaseBudgetError(this.budgetMsPerMinute!, retryAfterSeconds));
      }
    }
    const lane = this.lanes.get(key);
    if (client && lane && lane.length >= this.maxWaitingPerClient) return Promise.reject(new QueueFullError(this.maxWaitingPerClient));
    return new Promise<T>((resolve, reject) => {
      const job: Job = {
        since: Date.now(),
        start: () => {
          const started = performance.now();
          const unavailableAt = this.unavailableMs();
          // Charged and handed on before the caller hears back, so its next statement sees what it spent.
          const done = () => {
            if (budgeted) this.charge(key, Math.max(0, performance.now() - started - (this.unavailableMs() - unavailableAt)));
            this.busy = false;
            this.next();
          };
          new Promise<T>((settle) => settle(fn())).then(
            (value) => {
              done();
              resolve(value);
            },
            (error: unknown) => {
              done();
              reject(error);
            },
          );
        },
      };
      if (lane) lane.push(job);
      else this.lanes.set(key, [job]);
      this.next();
    });
  }

  /** Database time the key has used in this minute, in ms. */
  used(key: string): number {
    const entry = this.spent.get(key);
    return entry && entry.window === windowOf(Date.now()) ? entry.ms : 0;
  }

  status(): FairQueueStatus {
    const now = Date.now();
    let waiting = 0;
    let oldest = now;
    for (const lane of this.lanes.values()) {
      waiting += lane.length;
      if (lane[0] && lane[0].since < oldest) oldest = lane[0].since;
    }
    return { waiting, oldestWaitMs: now - oldest, clients: this.lanes.size };
  }

  private charge(key: string, ms: number): void {
    const window = windowOf(Date.now());
    const entry = this.spent.get(key);
    if (entry && entry.window === window) entry.ms += ms;
    else {
      if (!entry && this.spent.size >= MAX_BUDGET_KEYS) {
        for (const [old, value] of this.spent) if (value.window !== window) this.spent.delete(old);
      }
      this.spent.set(key, { window, ms });
    }
  }

  private next(): void {
    if (this.busy) return;
    const first = this.lanes.entries().next();
    if (first.done) return;
    const [key, lane] = first.value;
    const job = lane.shift()!;
    // The lane goes to the back of the line: every other client's next statement runs before its next one.
    this.lanes.delete(key);
    if (lane.length > 0) this.lanes.set(key, lane);
    this.busy = true;
    job.start();
  }
}

const windowOf = (now: number) => Math.floor(now / WINDOW_MS) * WINDOW_MS;
