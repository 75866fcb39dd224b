// The database's waiting line, for both backends. PGlite runs one statement (or transaction) at a time and a
// PostgreSQL pool has a few connections, so whoever asks most would otherwise hold them all: here each client
// (db/client.ts) waits in a lane of its own and the lanes are served in turn (round robin), one statement each,
// whenever a slot (PGlite: the one; PostgreSQL: a pool connection) is free. A client holds at most
// `maxActivePerClient` slots at once, so a client's statement waits for at most one statement of every other
// client's lane (two at most per client: its own and its writes', below). A client may hold a bounded number of waiting statements, and a budget of database time per minute;
// beyond either it is refused at once (never left hanging). The server's own work (no client) has a lane too,
// served in turn, never bounded nor budgeted. Work shared by several clients (a live-query poll, see
// DatabaseClient.shares) runs in a lane of its own and its time is split among them. Background work
// (DatabaseClient.background: the mail worker, the digest's queueing) is served only when no other lane's statement
// is waiting to start, so a reader waits for at most the one background statement already running; a background
// statement that waited `backgroundMaxWaitMs` takes its turn as any lane would (it is never starved). Paced work for
// many clients at once (DatabaseClient.ahead: the page-view batches) starts before every lane in turn, up to
// `aheadMsPerSecond` of database time a second; past it, in turn. A client's writes (DatabaseClient.lane `writes`: a
// mutation's statements) wait in a second lane of that client, served in turn beside its first, so its reads do not
// wait behind them; its waiting bound, running statements and budget are still counted for the client.
import { DatabaseBudgetError, QueueFullError, type DatabaseClient } from './client.ts';

export interface FairQueueOptions {
  /** Statements (or transactions) run at once: 1 for PGlite, the pool's size for PostgreSQL; default 1. */
  concurrency?: number;
  /** Of those, how many one client may run at once (the server's own work: any); default 1. */
  maxActivePerClient?: number;
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
  /** How long a background client's statement waits for the other lanes before taking its turn anyway: 1 s. */
  backgroundMaxWaitMs?: number;
  /**
   * Database time per second that paced work for many clients (DatabaseClient.ahead) may take before the lanes in
   * turn: 100 ms (a tenth). Past it, in the same second, its statements take their turn as any lane's.
   */
  aheadMsPerSecond?: number;
}

export interface FairQueueStatus {
  /** Statements waiting (not the running one). */
  waiting: number;
  /** How long the oldest waiting statement has waited, in ms (0 when none waits). */
  oldestWaitMs: number;
  /** Clients (lanes) with statements waiting. */
  clients: number;
  /**
   * How long the line has not moved while a statement could start, in ms: since the later of the last statement
   * started or finished and the oldest such statement's arrival (0 when none waits). A line that is long but moving
   * (many clients, each served in turn) stays near the length of one statement; a stuck database grows it.
   */
  stalledMs: number;
}

interface Job {
  since: number;
  /** Null for the server's own work (no bound on its running statements). */
  key: string | null;
  /** Background work: served when nothing else waits, or once it waited backgroundMaxWaitMs. */
  background: boolean;
  /** Paced work for many clients: served before every lane in turn. */
  ahead: boolean;
  start(): void;
}

const SERVER_LANE = '\u0000server';
/** The suffix of a client's lane of writes (DatabaseClient.lane). */
const WRITES_LANE = '\u0000writes';
const WINDOW_MS = 60_000;
const MAX_BUDGET_KEYS = 100_000;

export class FairQueue {
  /** Lanes with statements waiting, in turn order: a lane served goes to the back (Map keeps insertion order). */
  private readonly lanes = new Map<string, Job[]>();
  /** Statements running, in total and per client key. */
  private running = 0;
  /** When a statement last started or finished (Date.now()). */
  private lastMoved = Date.now();
  private readonly active = new Map<string, number>();
  private readonly spent = new Map<string, { window: number; ms: number }>();
  readonly concurrency: number;
  maxActivePerClient: number;
  maxWaitingPerClient: number;
  budgetMsPerMinute: number | undefined;
  backgroundMaxWaitMs: number;
  aheadMsPerSecond: number;
  /** Database time the paced work ahead of the lanes took in the current second. */
  private aheadSpent = { second: 0, ms: 0 };
  /** Told how long each statement waited for its turn, in ms, as it starts (set by /metrics). */
  onWait: ((waitedMs: number) => void) | undefined;
  /** Told how long each statement held the database, in ms, and whom it was for (undefined: the server), as it ends. */
  onDone: ((client: DatabaseClient | undefined, heldMs: number) => void) | undefined;
  private readonly unavailableMs: () => number;
  /** The clock the budget's minute windows are read from (tests hold it inside one window). */
  clock: () => number = Date.now;

  constructor(options: FairQueueOptions = {}) {
    this.concurrency = Math.max(1, options.concurrency ?? 1);
    this.maxActivePerClient = Math.max(1, options.maxActivePerClient ?? 1);
    this.maxWaitingPerClient = options.maxWaitingPerClient ?? 16;
    this.budgetMsPerMinute = options.budgetMsPerMinute;
    this.unavailableMs = options.unavailableMs ?? (() => 0);
    this.backgroundMaxWaitMs = options.backgroundMaxWaitMs ?? 1000;
    this.aheadMsPerSecond = options.aheadMsPerSecond ?? 100;
  }

  /** Runs fn when the client's turn comes; refuses at once beyond the client's bound or budget. */
  run<T>(client: DatabaseClient | undefined, fn: () => Promise<T>): Promise<T> {
    const key = client ? client.key : SERVER_LANE;
    // Counted whether or not a budget is set (it can be set at run time); refused only under one.
    const budgeted = client !== undefined && client.budgeted !== false;
    // Shared work is charged to its budgeted shares, and refused only when every one of them is over budget.
    const shares = client?.shares?.filter((share) => share.budgeted !== false) ?? [];
    if (this.budgetMsPerMinute !== undefined) {
      const over = budgeted
        ? this.used(key) >= this.budgetMsPerMinute
        : shares.length > 0 && shares.every((share) => this.overBudget(share.key));
      if (over) return Promise.reject(this.refusal());
    }
    // A client's writes wait in a lane of their own beside its first (DatabaseClient.lane); its bound counts both.
    const writesKey = `${key}${WRITES_LANE}`;
    const laneKey = client?.lane === 'writes' ? writesKey : key;
    const lane = this.lanes.get(laneKey);
    const waiting = (this.lanes.get(key)?.length ?? 0) + (this.lanes.get(writesKey)?.length ?? 0);
    if (client && !client.background && waiting >= this.maxWaitingPerClient)
      return Promise.reject(new QueueFullError(this.maxWaitingPerClient));
    return new Promise<T>((resolve, reject) => {
      const job: Job = {
        since: Date.now(),
        key: client ? key : null,
        background: client?.background === true,
        ahead: client?.ahead === true,
        start: () => {
          const started = performance.now();
          const unavailableAt = this.unavailableMs();
          // Charged and handed on before the caller hears back, so its next statement sees what it spent.
          const done = () => {
            const ms = Math.max(0, performance.now() - started - (this.unavailableMs() - unavailableAt));
            this.onDone?.(client, ms);
            if (job.ahead) {
              const second = Math.floor(Date.now() / 1000);
              if (this.aheadSpent.second !== second) this.aheadSpent = { second, ms: 0 };
              this.aheadSpent.ms += ms;
            }
            if (budgeted) this.charge(key, ms);
            else if (shares.length > 0) {
              for (const share of shares) this.charge(share.key, ms / shares.length);
              for (const share of shares) if (this.overBudget(share.key)) client!.overBudget?.set(share.key, this.refusal());
            }
            this.running -= 1;
            this.lastMoved = Date.now();
            if (job.key !== null) {
              const left = (this.active.get(job.key) ?? 1) - 1;
              if (left > 0) this.active.set(job.key, left);
              else this.active.delete(job.key);
            }
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
      else this.lanes.set(laneKey, [job]);
      this.next();
    });
  }

  /** Database time the key has used in this minute, in ms. */
  used(key: string): number {
    const entry = this.spent.get(key);
    return entry && entry.window === windowOf(this.clock()) ? entry.ms : 0;
  }

  /** Whether the key has used its database time of this minute (never without a budget). */
  overBudget(key: string): boolean {
    return this.budgetMsPerMinute !== undefined && this.used(key) >= this.budgetMsPerMinute;
  }

  /** The refusal of a client over its budget: until the minute's window ends. */
  private refusal(): DatabaseBudgetError {
    const now = this.clock();
    const retryAfterSeconds = Math.max(1, Math.ceil((windowOf(now) + WINDOW_MS - now) / 1000));
    return new DatabaseBudgetError(this.budgetMsPerMinute ?? 0, retryAfterSeconds);
  }

  /** Statements running now. */
  get activeCount(): number {
    return this.running;
  }

  status(): FairQueueStatus {
    const now = Date.now();
    let waiting = 0;
    let oldest = now;
    for (const lane of this.lanes.values()) {
      waiting += lane.length;
      // A client's statement waiting only for that client's own running ones does not say the database is slow, nor
      // does background work held back behind readers on purpose.
      if (lane[0] && !lane[0].background && lane[0].since < oldest && this.mayStart(lane[0])) oldest = lane[0].since;
    }
    return {
      waiting,
      oldestWaitMs: now - oldest,
      clients: this.lanes.size,
      stalledMs: oldest === now ? 0 : now - Math.max(oldest, this.lastMoved),
    };
  }

  private charge(key: string, ms: number): void {
    const window = windowOf(this.clock());
    const entry = this.spent.get(key);
    if (entry && entry.window === window) entry.ms += ms;
    else {
      if (!entry && this.spent.size >= MAX_BUDGET_KEYS) {
        for (const [old, value] of this.spent) if (value.window !== window) this.spent.delete(old);
      }
      this.spent.set(key, { window, ms });
    }
  }

  /** Whether the job's client may run one more statement (the server's own work always may). */
  private mayStart(job: Job): boolean {
    return job.key === null || (this.active.get(job.key) ?? 0) < this.maxActivePerClient;
  }

  /**
   * A lane of paced work for many clients, else the first lane in turn whose client may run one more statement (the
   * server's own lane always may); a background lane only when no other may, unless its statement has waited
   * backgroundMaxWaitMs.
   */
  private nextLane(): [string, Job[]] | undefined {
    let inTurn: [string, Job[]] | undefined;
    let background: [string, Job[]] | undefined;
    const now = Date.now();
    for (const entry of this.lanes) {
      const job = entry[1][0]!;
      if (!this.mayStart(job)) continue;
      if (job.ahead && this.mayGoAhead(now)) return entry;
      if (!job.background || now - job.since >= this.backgroundMaxWaitMs) inTurn ??= entry;
      else background ??= entry;
    }
    return inTurn ?? background;
  }

  /** Whether paced work may still start before the lanes in turn this second. */
  private mayGoAhead(now: number): boolean {
    const spent = this.aheadSpent.second === Math.floor(now / 1000) ? this.aheadSpent.ms : 0;
    return spent < this.aheadMsPerSecond;
  }

  private next(): void {
    while (this.running < this.concurrency) {
      const found = this.nextLane();
      if (!found) return;
      const [key, lane] = found;
      const job = lane.shift()!;
      this.onWait?.(Date.now() - job.since);
      // The lane goes to the back of the line: every other client's next statement runs before its next one.
      this.lanes.delete(key);
      if (lane.length > 0) this.lanes.set(key, lane);
      this.running += 1;
      this.lastMoved = Date.now();
      if (job.key !== null) this.active.set(job.key, (this.active.get(job.key) ?? 0) + 1);
      job.start();
    }
  }
}

const windowOf = (now: number) => Math.floor(now / WINDOW_MS) * WINDOW_MS;
