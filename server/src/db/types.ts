import type { DatabaseClient } from './client.ts';

/** A row set as both backends return it. */
export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

/** Something SQL can run on: the database itself or an open transaction. */
export interface QueryOptions {
  /** A name for a prepared statement (PostgreSQL plans it once per connection); the same name must always carry the same SQL. */
  name?: string;
  /**
   * Deadline of the statement in milliseconds (the role's, see LimitsConfig). Past it the statement is stopped
   * and the call rejects with StatementTimeoutError; the other statements and /healthz are served meanwhile.
   */
  timeoutMs?: number;
  /**
   * Who the statement is for (db/client.ts), when the caller knows it: the engine's reads pass their request's client,
   * so that a request needs no `withDatabaseClient` (on Node 20 its AsyncLocalStorage turns on promise hooks for the
   * whole process). Without it, the client the caller runs for (withDatabaseClient), else the server's own work.
   * Read where the statement waits for its turn; a transaction's statements take the transaction's.
   */
  client?: DatabaseClient;
}

export interface TransactionOptions {
  /** Deadline of each statement of the transaction, as QueryOptions.timeoutMs. */
  timeoutMs?: number;
  /** Who the transaction is for, as QueryOptions.client. */
  client?: DatabaseClient;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<Row>>;
  /** Runs a script of several statements without parameters. */
  exec(sql: string): Promise<void>;
}

/** The database's waiting line (db/fair-queue.ts) and the embedded database's thread (db/pglite-thread.ts), for /healthz. */
export interface DatabaseStatus {
  queue: {
    /** Statements waiting (not the running one). */
    waiting: number;
    /** How long the oldest waiting statement has waited, in ms (0 when none waits). */
    oldestWaitMs: number;
    /** Clients with statements waiting. */
    clients: number;
    /** How long the line has not moved while a statement could start, in ms (db/fair-queue.ts). */
    stalledMs: number;
  };
  /** Why the last reopen of the database failed, while it is being retried. */
  reopenFailure?: string;
  /** Times the thread was ended and the database reopened (always 0 on PostgreSQL). */
  restarts: number;
}

/** The structured logger the database reports to (Fastify's logger fits). */
export interface DatabaseLog {
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Deadline of the statements that name none (the server's own work); none while undefined (migrations). */
  defaultTimeoutMs?: number | undefined;
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * Calls onMessage with the payload of each NOTIFY on the channel: on PostgreSQL on a connection of its own that
   * reconnects when lost; the embedded database delivers a notice before the statement that committed it resolves.
   * Resolves the unlisten.
   */
  listen?(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** The waiting line (and the embedded database's thread), at once (never waits for the database). */
  status?(): DatabaseStatus;
  /** The embedded database only: where deadline stops, restarts and failed reopens are logged (set once the app's logger exists). */
  log?: DatabaseLog | undefined;
}
