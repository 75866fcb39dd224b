import pg from 'pg';
import { currentDatabaseClient, trackDatabaseClients } from './client.ts';
import { describeError, StartupError, StatementTimeoutError } from './errors.ts';
import { FairQueue } from './fair-queue.ts';
import type { Database, DatabaseStatus, Queryable, QueryOptions, QueryResult, TransactionOptions } from './types.ts';

/** PostgreSQL's SQLSTATE for a statement cancelled by statement_timeout. */
const QUERY_CANCELED = '57014';

/**
 * Runs one statement, reporting a statement past its deadline as StatementTimeoutError. A named statement is
 * prepared once per connection, unless `options.name` is dropped (a transaction pooler: the next statement may
 * reach another server connection, where the name does not exist).
 */
async function send(
  client: pg.Pool | pg.PoolClient,
  sql: string,
  params: readonly unknown[],
  options: QueryOptions,
  timeoutMs: number | undefined,
): Promise<pg.QueryResult> {
  try {
    return options.name ? await client.query({ name: options.name, text: sql, values: [...params] }) : await client.query(sql, [...params]);
  } catch (error) {
    if ((error as { code?: string }).code === QUERY_CANCELED && timeoutMs !== undefined) throw new StatementTimeoutError(timeoutMs);
    throw error;
  }
}

/**
 * The rows in an array of our own, pg's left empty. pg makes its result (and its row array) when the statement is
 * sent; under load that array is often in V8's old generation by the time the rows arrive (it outlived a young
 * collection, or its allocation site was pretenured), and a row it still holds stays reachable from there at every
 * young collection until the next full one, dead or not: the whole answer's text (a query's JSON, 88 KB in memory
 * for the discussion list) was copied and promoted to the old generation on nearly every request
 * (docs/benchmarks.md, "The answer kept by pg's row array").
 */
const toResult = <Row>(result: pg.QueryResult): QueryResult<Row> => {
  const rows = result.rows.slice() as Row[];
  const rowCount = result.rowCount ?? rows.length;
  result.rows.length = 0;
  return { rows, rowCount };
};

/** The statement_timeout each pooled connection has now, so that it is set only when a statement needs another. */
const connectionTimeouts = new WeakMap<pg.PoolClient, number>();

/**
 * Gives the connection this deadline; without one, the connection's own (the URL's options, else none). Nothing to
 * wait for (undefined) when it has it already, as on nearly every statement: no promise made and awaited for it.
 */
function withTimeout(client: pg.PoolClient, timeoutMs: number | undefined): Promise<void> | undefined {
  if (connectionTimeouts.get(client) === timeoutMs) return undefined;
  return setTimeoutOf(client, timeoutMs);
}

async function setTimeoutOf(client: pg.PoolClient, timeoutMs: number | undefined): Promise<void> {
  if (timeoutMs === undefined) {
    await client.query('reset statement_timeout');
    connectionTimeouts.delete(client);
    return;
  }
  await client.query(`set statement_timeout = ${Math.floor(timeoutMs)}`);
  connectionTimeouts.set(client, timeoutMs);
}

/** The statements of one transaction; each deadline is set with SET LOCAL (it ends with the transaction). */
function transactionQueryable(client: pg.PoolClient, timeoutMs: number | undefined, prepare: boolean): Queryable {
  let current = timeoutMs;
  return {
    async query<Row>(sql: string, params: readonly unknown[] = [], given: QueryOptions = {}) {
      const options = prepare ? given : unnamed(given);
      const wanted = options.timeoutMs ?? timeoutMs;
      if (wanted !== undefined && wanted !== current) {
        await client.query(`set local statement_timeout = ${Math.floor(wanted)}`);
        current = wanted;
      }
      return toResult<Row>(await send(client, sql, params, options, wanted));
    },
    async exec(sql: string): Promise<void> {
      await send(client, sql, [], {}, current);
    },
  };
}

/** Hides the password of a connection URL in messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable DATABASE_URL)';
  }
}

const GENERIC_PLANS = '-c plan_cache_mode=force_generic_plan';

/**
 * The URL with generic plans asked for in its startup `options` (kept with any options it already has). The
 * engine prepares each compiled query once and runs it many times; with its LIMIT a parameter, PostgreSQL's
 * automatic choice keeps custom plans and so plans again on every run (about as long as the run itself on
 * the site's queries). One generic plan per statement is what preparing is for.
 */
export function withGenericPlans(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const given = parsed.searchParams.get('options');
  parsed.searchParams.set('options', given ? `${given} ${GENERIC_PLANS}` : GENERIC_PLANS);
  return parsed.toString();
}

/** The options without a statement name (nothing is prepared). */
const unnamed = (options: QueryOptions): QueryOptions => (options.name === undefined ? options : { ...options, name: undefined });

export interface OpenPostgresOptions {
  /**
   * The URL leads to a pooler in transaction mode (PgBouncer's `pool_mode = transaction`): each statement may
   * reach another server connection, so nothing is kept on a session. No startup `options` (PgBouncer refuses
   * them; set `plan_cache_mode` with ALTER ROLE), no named prepared statements, and a statement's deadline is set
   * with SET LOCAL in a transaction of its own instead of on the connection.
   */
  transactionPooling?: boolean;
  /** Where LISTEN connects (a pooler in transaction mode cannot carry it); the URL by default. */
  listenUrl?: string;
  /** Connections of the pool; default 10. */
  max?: number;
  /** Pool connections one client (db/client.ts) may hold at once; default a quarter of the pool, at least 1. */
  maxActivePerClient?: number;
  /** Statements one client may have waiting (fair-queue.ts); default 16. */
  maxWaitingPerClient?: number;
  /** Database time in ms one client key may use per minute; none when omitted. */
  budgetMsPerMinute?: number;
}

/** The pool connections one client may hold by default: a quarter of the pool, at least 1. */
export const defaultMaxActivePerClient = (poolSize: number): number => Math.max(1, Math.floor(poolSize / 4));

/** PostgreSQL with a database queue of its own: the pool, not the server, serves the statements. */
export interface PostgresDatabase extends Database {
  readonly kind: 'postgres';
  readonly queue: FairQueue;
  /** The waiting line, at once (never waits for the database). */
  status(): DatabaseStatus;
}

/**
 * Connects to a PostgreSQL server and checks that it answers. Statements take a pool connection in the fair queue
 * (fair-queue.ts), as the embedded database's do: each client in turn, a bounded number of connections each, so
 * one client cannot hold every connection while another waits behind all its statements.
 */
/** Tries of the first connection when it times out (each up to the pool's 5 s connection timeout). */
const STARTUP_CONNECT_ATTEMPTS = 3;

export async function openPostgres(url: string, options: OpenPostgresOptions = {}): Promise<PostgresDatabase> {
  // The queue reads who each statement is for (client.ts).
  trackDatabaseClients();
  const max = options.max ?? 10;
  const pooled = options.transactionPooling === true;
  const pool = new pg.Pool({ connectionString: pooled ? url : withGenericPlans(url), max, connectionTimeoutMillis: 5000 });
  const queue = new FairQueue({
    concurrency: max,
    maxActivePerClient: Math.min(max, options.maxActivePerClient ?? defaultMaxActivePerClient(max)),
    ...(options.maxWaitingPerClient !== undefined && { maxWaitingPerClient: options.maxWaitingPerClient }),
    budgetMsPerMinute: options.budgetMsPerMinute,
  });
  /** Runs fn in the turn of the client given, else the one the caller serves (the server's own lane without one). */
  const inTurn = <T>(fn: () => Promise<T>, client = currentDatabaseClient()): Promise<T> => queue.run(client, fn);
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);

  try {
    // A server that is busy or still starting may not answer within the connection timeout: it gets three tries
    // (15 s). One that refuses or rejects the connection fails at once.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await pool.query('select 1');
        break;
      } catch (error) {
        if (attempt >= STARTUP_CONNECT_ATTEMPTS || !/timeout/i.test(describeError(error))) throw error;
      }
    }
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new StartupError(
      'database-unreachable',
      `Cannot connect to the PostgreSQL server at ${redactUrl(url)}: ${describeError(error)}. Check DATABASE_URL.`,
      { cause: error },
    );
  }
  const db: PostgresDatabase = {
    kind: 'postgres',
    defaultTimeoutMs: undefined,
    queue,
    query<Row>(sql: string, params: readonly unknown[] = [], options: QueryOptions = {}): Promise<QueryResult<Row>> {
      const timeoutMs = options.timeoutMs ?? db.defaultTimeoutMs;
      // Behind a transaction pooler a deadline lives only as long as a transaction.
      if (pooled && timeoutMs !== undefined)
        return db.transaction((tx) => tx.query<Row>(sql, params, options), { timeoutMs, client: options.client });
      return inTurn(async () => {
        const client = await pool.connect();
        try {
          if (pooled) return toResult<Row>(await send(client, sql, params, unnamed(options), undefined));
          const setting = withTimeout(client, timeoutMs);
          if (setting) await setting;
          return toResult<Row>(await send(client, sql, params, options, timeoutMs));
        } finally {
          client.release();
        }
      }, options.client);
    },
    exec(sql: string): Promise<void> {
      if (pooled && db.defaultTimeoutMs !== undefined) return db.transaction((tx) => tx.exec(sql));
      // A script of several statements: pg answers it with one result per statement, none of which is read.
      return inTurn(async () => {
        const client = await pool.connect();
        try {
          const setting = withTimeout(client, db.defaultTimeoutMs);
          if (setting) await setting;
          await send(client, sql, [], {}, db.defaultTimeoutMs);
        } finally {
          client.release();
        }
      });
    },
    transaction(fn, options: TransactionOptions = {}) {
      return inTurn(async () => {
        const timeoutMs = options.timeoutMs ?? db.defaultTimeoutMs;
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          if (timeoutMs !== undefined) await client.query(`set local statement_timeout = ${Math.floor(timeoutMs)}`);
          const result = await fn(transactionQueryable(client, timeoutMs, !pooled));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      }, options.client);
    },
    status() {
      return { queue: queue.status(), restarts: 0 };
    },
    listen: (channel, onMessage) => listen(options.listenUrl ?? url, channel, onMessage),
    close: () => pool.end(),
  };
  return db;
}

/** LISTEN on a connection outside the pool (a pooled one would be handed to other statements), reconnecting with backoff. */
async function listen(url: string, channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let backoffMs = 500;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    const reconnect = () => {
      if (stopped || client !== next) return;
      client = undefined;
      void next.end().catch(() => undefined);
      retry = setTimeout(() => void connect().catch(() => reconnect()), backoffMs);
      retry.unref();
      backoffMs = Math.min(backoffMs * 2, 30_000);
    };
    client = next;
    next.on('error', reconnect);
    next.on('end', reconnect);
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    backoffMs = 500;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
