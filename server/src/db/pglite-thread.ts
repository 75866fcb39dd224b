// The embedded database off the event loop: PGlite runs in a worker thread (pglite-worker.mjs), so a slow
// statement never stops the server from answering other requests or /healthz. Statements run one at a time
// (PGlite is one connection), each with a deadline; a statement past it is stopped by ending the thread, and a
// new thread reopens the data directory, which recovers like after kill -9 (nothing committed is lost). The
// statements queued behind it then run on the new thread. They wait in a fair queue (fair-queue.ts): each client
// in its own lane, served in turn. A reopen that fails (a full disk, say) is retried with back-off until it works;
// meanwhile statements are refused at once and status() reports the failure (for /healthz).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { ROOT_DIR } from '../config/paths.ts';
import { currentDatabaseClient, DatabaseUnavailableError, trackDatabaseClients, type DatabaseClient } from './client.ts';
import { describeError, StatementTimeoutError } from './errors.ts';
import { FairQueue } from './fair-queue.ts';
import { checkDataDir, openFailure } from './pglite.ts';
import type { Database, DatabaseLog, DatabaseStatus, Queryable, QueryOptions, QueryResult, TransactionOptions } from './types.ts';

const WORKER_FILE = join(ROOT_DIR, 'server', 'src', 'db', 'pglite-worker.mjs');
/** After a write, a checkpoint within this long keeps the recovery after a crash short. */
const CHECKPOINT_AFTER_WRITE_MS = 30_000;
const WRITE = /^\s*(insert|update|delete|create|alter|drop|truncate|copy|begin|with)\b/i;

export interface OpenPgliteThreadOptions {
  /** Directory of the database files; omitted for an in-memory database. */
  dir?: string;
  /** A tarball from dumpDataDir to start from (fast test databases). */
  loadDataDir?: Uint8Array;
  /** Deadline of statements that name none (the server's own work); none when omitted. */
  defaultTimeoutMs?: number;
  /** Statements one client may have waiting (fair-queue.ts); default 16. */
  maxWaitingPerClient?: number;
  /** Database time in ms one client key may use per minute; none when omitted. */
  budgetMsPerMinute?: number;
  /** First wait before retrying a failed reopen (doubling up to 30 s); default 500 ms. */
  reopenRetryMs?: number;
  /** Where statements stopped at their deadline, restarts and failed reopens are reported (Fastify's logger fits). */
  log?: DatabaseLog;
}

/** The embedded database in a worker thread, with what the server and its tests read of the thread. */
export interface PgliteThreadDatabase extends Database {
  readonly kind: 'pglite';
  /** Deadline of statements that name none; the server sets it once migrations have run. */
  defaultTimeoutMs: number | undefined;
  /** How many times the thread was ended and the database reopened (a statement past its deadline, a crash). */
  readonly restarts: number;
  /** Writes a checkpoint now (tests; the thread does it by itself after writes). */
  checkpoint(): Promise<void>;
  /** The waiting line and the thread's state, at once (never waits for the database). */
  status(): DatabaseStatus;
  /** The fair queue (its budget can be changed at run time, tests read what a key used). */
  readonly queue: FairQueue;
}

interface Pending {
  resolve(value: WorkerReply): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout | undefined;
}

/** The client fields of a log line. */
function clientFields(client: DatabaseClient | undefined): Record<string, unknown> {
  if (!client) return { client: 'server' };
  return { client: client.key, role: client.role, operation: client.operation };
}

const MAX_REOPEN_RETRY_MS = 30_000;

interface WorkerReply {
  rows?: unknown[];
  rowCount?: number;
  error?: Record<string, unknown> & { message: string };
}

/** An error of the database with the fields PostgreSQL gave it (code, constraint, ...), as PGlite throws it. */
function databaseError(data: Record<string, unknown> & { message: string }): Error {
  const error = new Error(data.message) as Error & Record<string, unknown>;
  for (const [key, value] of Object.entries(data)) if (key !== 'message') error[key] = value;
  return error;
}

class Thread {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  /** Which thread this is; a transaction begun on one thread cannot go on on the next. */
  generation = 0;
  ready: Promise<void>;
  restarts = 0;
  closed = false;
  /** Why the last reopen failed, while it is retried. */
  reopenFailure: string | undefined;
  /** Time statements spent waiting for the thread to (re)open, in ms, summed. */
  unavailableMs = 0;
  private retryTimer: NodeJS.Timeout | undefined;
  /** The channels listened to, by channel: listened to again on each new thread. */
  readonly channels = new Map<string, Set<(payload: string) => void>>();

  constructor(
    private readonly data: { dataDir?: string; loadDataDir?: Uint8Array },
    readonly events: { log: DatabaseLog | undefined; reopenRetryMs: number },
  ) {
    this.ready = this.start();
  }

  private start(): Promise<void> {
    this.generation += 1;
    // A reopened data directory holds everything committed; only an in-memory database starts again from its tarball.
    const data = this.generation > 1 && this.data.dataDir ? { dataDir: this.data.dataDir } : this.data;
    const worker = new Worker(WORKER_FILE, { workerData: data });
    this.worker = worker;
    return new Promise<void>((resolve, reject) => {
      // A thread that could not open the database is ended (it would wait for statements forever).
      const failed = (error: Error) => {
        if (this.worker === worker) this.worker = undefined;
        void worker.terminate();
        reject(error);
      };
      let opened = false;
      worker.once('message', (message: { ready: boolean; error?: { message: string } }) => {
        if (message.ready) {
          opened = true;
          worker.on('message', (reply: WorkerReply & { id: number; channel?: string; payload?: string }) => {
            if (reply.channel === undefined) return this.settle(reply);
            for (const listener of this.channels.get(reply.channel) ?? []) listener(reply.payload ?? '');
          });
          // A new thread (after a restart) listens where the last one did; its reply has no waiter.
          for (const channel of this.channels.keys()) worker.postMessage({ id: 0, op: 'listen', sql: channel });
          resolve();
        } else failed(new Error(message.error?.message ?? 'the database did not open'));
      });
      worker.once('error', failed);
      worker.once('exit', (code) => {
        // Before it opened, the failed open is the caller's (reopen retries it); after, the thread was lost.
        if (!opened) return failed(new Error(`the database thread ended (exit code ${code})`));
        if (this.worker === worker) this.lost(new Error('the database stopped unexpectedly; it is being reopened'));
      });
    });
  }

  private settle(reply: WorkerReply & { id: number }): void {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    clearTimeout(pending.timer);
    if (reply.error) pending.reject(databaseError(reply.error));
    else pending.resolve(reply);
  }

  /** The thread is gone (it crashed, or it was ended): fail what it was running and open the database anew. */
  private lost(reason: Error, client?: DatabaseClient): void {
    this.worker = undefined;
    for (const pending of this.pending.values()) {
      clearTimeout(pending.timer);
      pending.reject(reason);
    }
    this.pending.clear();
    if (this.closed) return;
    this.restarts += 1;
    this.reopen({ reason: reason.message, ...clientFields(client) }, performance.now(), 0);
  }

  /** Opens the database on a new thread; a failure is logged, reported by status() and retried with back-off. */
  private reopen(details: Record<string, unknown>, began: number, attempt: number): void {
    this.retryTimer = undefined;
    if (this.closed) return;
    const ready = this.start();
    this.ready = ready;
    ready.then(
      () => {
        this.reopenFailure = undefined;
        const reopenMs = Math.round(performance.now() - began);
        this.events.log?.warn({ ...details, attempts: attempt + 1, reopenMs }, 'database thread restarted');
      },
      (error: unknown) => {
        // Closed meanwhile, or another reopen took over: nothing to retry.
        if (this.closed || this.ready !== ready) return;
        this.reopenFailure = describeError(error);
        const retryInMs = Math.min(MAX_REOPEN_RETRY_MS, this.events.reopenRetryMs * 2 ** attempt);
        this.events.log?.error(
          { ...details, err: error, attempts: attempt + 1, retryInMs },
          'database thread could not reopen the database; retrying',
        );
        this.retryTimer = setTimeout(() => this.reopen(details, began, attempt + 1), retryInMs);
        this.retryTimer.unref();
      },
    );
  }

  /** Ends the thread at once (a statement past its deadline) and starts a new one. */
  private stop(reason: Error, client: DatabaseClient | undefined): void {
    const worker = this.worker;
    this.worker = undefined;
    void worker?.terminate();
    this.lost(reason, client);
  }

  async send(
    op: string,
    fields: { sql?: string; params?: unknown[]; name?: string },
    timeoutMs: number | undefined,
    client?: DatabaseClient,
  ): Promise<WorkerReply> {
    const waitFrom = performance.now();
    try {
      await this.ready;
    } catch (error) {
      // While a reopen is retried, statements are refused at once (the first open's failure is the caller's).
      if (this.restarts > 0) throw new DatabaseUnavailableError();
      throw error;
    } finally {
      this.unavailableMs += performance.now() - waitFrom;
    }
    const worker = this.worker;
    if (!worker) throw this.closed ? new Error('the database is closed') : new DatabaseUnavailableError();
    const id = this.nextId++;
    const started = performance.now();
    return new Promise<WorkerReply>((resolve, reject) => {
      const timer =
        timeoutMs === undefined
          ? undefined
          : setTimeout(() => {
              const error = new StatementTimeoutError(timeoutMs);
              this.events.log?.warn(
                { ...clientFields(client), timeoutMs, durationMs: Math.round(performance.now() - started) },
                'database statement stopped at its deadline',
              );
              this.pending.get(id)?.reject(error);
              this.pending.delete(id);
              this.stop(error, client);
            }, timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      worker.postMessage({ id, op, ...fields });
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    try {
      await this.send('close', {}, 10_000);
    } catch {
      // Closing anyway: the thread is ended below.
    }
    this.closed = true;
    clearTimeout(this.retryTimer);
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }
}

/** Opens (creating when empty) the embedded database in its own thread. */
export async function openPgliteThread(options: OpenPgliteThreadOptions = {}): Promise<PgliteThreadDatabase> {
  const { dir, loadDataDir } = options;
  // Its queue serves each statement's client in turn (client.ts).
  trackDatabaseClients();
  if (dir) {
    checkDataDir(dir);
    mkdirSync(dir, { recursive: true });
  }
  const thread = new Thread(
    { ...(dir ? { dataDir: dir } : {}), ...(loadDataDir ? { loadDataDir } : {}) },
    { log: options.log, reopenRetryMs: options.reopenRetryMs ?? 500 },
  );
  try {
    await thread.ready;
  } catch (error) {
    await thread.close().catch(() => undefined);
    throw openFailure(dir, error);
  }

  // One statement or transaction at a time (as PGlite itself serialises them), each client in turn.
  const queue = new FairQueue({
    ...(options.maxWaitingPerClient !== undefined && { maxWaitingPerClient: options.maxWaitingPerClient }),
    budgetMsPerMinute: options.budgetMsPerMinute,
    unavailableMs: () => thread.unavailableMs,
  });
  /** Runs fn in the turn of the client given, else the one the caller serves (the server's own lane without one). */
  function exclusive<T>(fn: (client: DatabaseClient | undefined) => Promise<T>, server = false, given?: DatabaseClient): Promise<T> {
    const client = server ? undefined : (given ?? currentDatabaseClient());
    return queue.run(client, () => fn(client));
  }

  let wroteSinceCheckpoint = false;
  let checkpointTimer: NodeJS.Timeout | undefined;
  function noteWrite(sql: string): void {
    if (!dir || wroteSinceCheckpoint || !WRITE.test(sql)) return;
    wroteSinceCheckpoint = true;
    checkpointTimer = setTimeout(() => void db.checkpoint().catch(() => undefined), CHECKPOINT_AFTER_WRITE_MS);
    checkpointTimer.unref();
  }

  async function run<Row>(
    op: 'query' | 'exec',
    sql: string,
    params: readonly unknown[],
    timeoutMs: number | undefined,
    client: DatabaseClient | undefined,
    name?: string,
  ): Promise<QueryResult<Row>> {
    noteWrite(sql);
    const reply = await thread.send(op, { sql, params: [...params], ...(name !== undefined && { name }) }, timeoutMs, client);
    return { rows: (reply.rows ?? []) as Row[], rowCount: reply.rowCount ?? 0 };
  }

  /** Statements of one transaction: sent straight to the thread (the transaction holds the queue). */
  function transactionQueryable(generation: number, timeoutMs: number | undefined, client: DatabaseClient | undefined): Queryable {
    const check = () => {
      if (thread.generation !== generation) throw new Error('the transaction was ended by a stopped statement');
    };
    return {
      async query<Row>(sql: string, params: readonly unknown[] = [], queryOptions: QueryOptions = {}) {
        check();
        return run<Row>('query', sql, params, queryOptions.timeoutMs ?? timeoutMs, client, queryOptions.name);
      },
      async exec(sql: string) {
        check();
        await run('exec', sql, [], timeoutMs, client);
      },
    };
  }

  const db: PgliteThreadDatabase = {
    kind: 'pglite',
    defaultTimeoutMs: options.defaultTimeoutMs,
    get restarts() {
      return thread.restarts;
    },
    queue,
    get log() {
      return thread.events.log;
    },
    set log(log: DatabaseLog | undefined) {
      thread.events.log = log;
    },
    status() {
      return {
        queue: queue.status(),
        restarts: thread.restarts,
        ...(thread.reopenFailure !== undefined && { reopenFailure: thread.reopenFailure }),
      };
    },
    query<Row>(sql: string, params: readonly unknown[] = [], queryOptions: QueryOptions = {}) {
      return exclusive(
        (client) => run<Row>('query', sql, params, queryOptions.timeoutMs ?? db.defaultTimeoutMs, client, queryOptions.name),
        false,
        queryOptions.client,
      );
    },
    async exec(sql: string) {
      await exclusive((client) => run('exec', sql, [], db.defaultTimeoutMs, client));
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>, transactionOptions: TransactionOptions = {}) {
      const timeoutMs = transactionOptions.timeoutMs ?? db.defaultTimeoutMs;
      return exclusive(
        async (client) => {
          await run('exec', 'BEGIN', [], timeoutMs, client);
          const generation = thread.generation;
          try {
            const result = await fn(transactionQueryable(generation, timeoutMs, client));
            await run('exec', 'COMMIT', [], timeoutMs, client);
            return result;
          } catch (error) {
            // On a new thread the transaction is gone already (recovery rolled it back).
            if (thread.generation === generation) await run('exec', 'ROLLBACK', [], timeoutMs, client).catch(() => undefined);
            throw error;
          }
        },
        false,
        transactionOptions.client,
      );
    },
    async listen(channel: string, onMessage: (payload: string) => void) {
      let listeners = thread.channels.get(channel);
      if (!listeners) {
        listeners = new Set();
        thread.channels.set(channel, listeners);
        await thread.send('listen', { sql: channel }, undefined);
      }
      listeners.add(onMessage);
      return async () => void listeners.delete(onMessage);
    },
    checkpoint() {
      return exclusive(async () => {
        clearTimeout(checkpointTimer);
        wroteSinceCheckpoint = false;
        await thread.send('exec', { sql: 'CHECKPOINT' }, undefined);
      }, true);
    },
    async close() {
      clearTimeout(checkpointTimer);
      await exclusive(async () => {
        if (dir && wroteSinceCheckpoint) await thread.send('exec', { sql: 'CHECKPOINT' }, 30_000).catch(() => undefined);
        await thread.close();
      }, true);
    },
  };
  return db;
}
