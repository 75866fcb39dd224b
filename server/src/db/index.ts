import { MIGRATIONS_DIR, SEEDS_DIR } from '../config/paths.ts';
import { applyMigrations, readMigrations, type MigrateResult } from './migrate.ts';
import { openPgliteThread } from './pglite-thread.ts';
import { openPostgres } from './postgres.ts';
import { applySeeds } from './seed.ts';
import type { Database } from './types.ts';

export type { Database, DatabaseLog, DatabaseStatus, Queryable, QueryOptions, QueryResult, TransactionOptions } from './types.ts';
export { StartupError, StatementTimeoutError, describeError } from './errors.ts';

export interface StartDatabaseOptions {
  /** A PostgreSQL server URL; the embedded database in pgdataDir otherwise. */
  databaseUrl?: string | undefined;
  pgdataDir: string;
  /** Load hasura/seeds/default when the database is new. */
  demoContent: boolean;
  /** Deadline of the statements that name none (the server's own work), set once migrations have run. */
  statementTimeoutMs?: number;
  /** False with an external Hasura, whose CLI migrations own the schema: the database is only opened. */
  migrate?: boolean;
  /** The database's fair queue (db/fair-queue.ts): statements one client may have waiting. */
  maxWaitingPerClient?: number;
  /** The database's budget of database time per client key per minute, in ms. */
  budgetMsPerMinute?: number;
  /** PostgreSQL: pool connections one client may hold at once (default a quarter of the pool, at least 1). */
  maxActivePerClient?: number;
  /** PostgreSQL: connections of the pool (default 10). */
  poolSize?: number;
  /** PostgreSQL behind a pooler in transaction mode (DATABASE_POOL_MODE=transaction; postgres.ts). */
  transactionPooling?: boolean;
  /** PostgreSQL: where LISTEN connects (DATABASE_LISTEN_URL); databaseUrl by default. */
  listenUrl?: string | undefined;
}

/** Opens the database and brings its schema up to date (with demo content on a new database). */
export async function startDatabase(options: StartDatabaseOptions): Promise<{ db: Database; migrations: MigrateResult }> {
  // Read before connecting: a broken migrations folder should not touch the database at all.
  const migrations = readMigrations(MIGRATIONS_DIR);
  // Migrations (and the demo content) run without a deadline; everything after them has one.
  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl, {
        ...(options.maxWaitingPerClient !== undefined && { maxWaitingPerClient: options.maxWaitingPerClient }),
        ...(options.budgetMsPerMinute !== undefined && { budgetMsPerMinute: options.budgetMsPerMinute }),
        ...(options.maxActivePerClient !== undefined && { maxActivePerClient: options.maxActivePerClient }),
        ...(options.transactionPooling && { transactionPooling: true }),
        ...(options.poolSize !== undefined && { max: options.poolSize }),
        ...(options.listenUrl !== undefined && { listenUrl: options.listenUrl }),
      })
    : await openPgliteThread({
        dir: options.pgdataDir,
        ...(options.maxWaitingPerClient !== undefined && { maxWaitingPerClient: options.maxWaitingPerClient }),
        ...(options.budgetMsPerMinute !== undefined && { budgetMsPerMinute: options.budgetMsPerMinute }),
      });
  if (options.migrate === false) {
    db.defaultTimeoutMs = options.statementTimeoutMs;
    return { db, migrations: { applied: [], fresh: false } };
  }
  try {
    const result = await applyMigrations(db, migrations, {
      onFresh: options.demoContent ? async (tx) => void (await applySeeds(tx, SEEDS_DIR)) : undefined,
    });
    db.defaultTimeoutMs = options.statementTimeoutMs;
    return { db, migrations: result };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
