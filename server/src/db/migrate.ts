import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeError, StartupError } from './errors.ts';
import type { Database, Queryable } from './types.ts';

/** One folder of hasura/migrations/default: `<ms-timestamp>_<name>/{up,down}.sql`. */
export interface Migration {
  version: string;
  name: string;
  up: string;
  down: string | null;
}

const FOLDER = /^(\d+)_(.+)$/;
// Hasura's CLI records applied versions in this table (the golang-migrate layout it uses).
const STATE_TABLE = 'hdb_catalog.schema_migrations';
const LOCK_KEY = 7_304_113_551;

/** Reads the migrations of a Hasura CLI migrations directory, oldest first. */
export function readMigrations(dir: string): Migration[] {
  if (!existsSync(dir)) {
    throw new StartupError('migrations-missing', `The migrations directory ${dir} does not exist.`);
  }
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const match = FOLDER.exec(entry.name);
      if (!match) return [];
      const upFile = join(dir, entry.name, 'up.sql');
      const downFile = join(dir, entry.name, 'down.sql');
      if (!existsSync(upFile)) {
        throw new StartupError('migration-invalid', `Migration ${entry.name} has no up.sql.`);
      }
      return [
        {
          version: match[1]!,
          name: match[2]!,
          up: readFileSync(upFile, 'utf8'),
          down: existsSync(downFile) ? readFileSync(downFile, 'utf8') : null,
        },
      ];
    })
    .sort((a, b) => (BigInt(a.version) < BigInt(b.version) ? -1 : 1));
}

async function appliedVersions(tx: Queryable): Promise<Map<string, boolean>> {
  const exists = await tx.query<{ present: boolean }>(`select to_regclass('${STATE_TABLE}') is not null as present`);
  if (!exists.rows[0]?.present) return new Map();
  const result = await tx.query<{ version: string; dirty: boolean }>(
    `select version::text as version, dirty from ${STATE_TABLE} order by version`,
  );
  return new Map(result.rows.map((row) => [row.version, row.dirty]));
}

export interface MigrateResult {
  /** Versions applied by this run, oldest first. */
  applied: string[];
  /** True when the database had no migration applied before this run. */
  fresh: boolean;
}

export interface MigrateOptions {
  /** Runs inside the same transaction after the migrations of a fresh database (demo content). */
  onFresh?: (tx: Queryable) => Promise<void>;
}

/**
 * Applies every pending migration in order, in ONE transaction with the version records, so a
 * failing migration leaves the database exactly as it was.
 */
export async function applyMigrations(db: Database, migrations: Migration[], options: MigrateOptions = {}): Promise<MigrateResult> {
  return db.transaction(async (tx) => {
    // Two servers starting on one database must not both apply the same migration.
    await tx.query('select pg_advisory_xact_lock($1)', [LOCK_KEY]);
    const applied = await appliedVersions(tx);
    const known = new Set(migrations.map((m) => m.version));
    for (const [version, dirty] of applied) {
      if (dirty) {
        throw new StartupError('migration-dirty', `Migration ${version} is marked dirty in ${STATE_TABLE}; repair it by hand first.`);
      }
      if (!known.has(version)) {
        throw new StartupError(
          'database-foreign',
          `The database has migration ${version} applied, which is not in hasura/migrations: it belongs to another project or a newer version of this one.`,
        );
      }
    }
    const pending = migrations.filter((m) => !applied.has(m.version));
    const fresh = applied.size === 0;
    if (pending.length === 0) return { applied: [], fresh: false };
    await tx.exec(`create schema if not exists hdb_catalog;
      create table if not exists ${STATE_TABLE} (version bigint not null primary key, dirty boolean not null)`);
    for (const migration of pending) {
      try {
        await tx.exec(migration.up);
      } catch (error) {
        throw new StartupError(
          'migration-failed',
          `Migration ${migration.version}_${migration.name} failed: ${describeError(error)}. Nothing was applied.`,
          { cause: error },
        );
      }
      await tx.query(`insert into ${STATE_TABLE} (version, dirty) values ($1, false)`, [migration.version]);
    }
    if (fresh && options.onFresh) await options.onFresh(tx);
    return { applied: pending.map((m) => m.version), fresh };
  });
}

/** Reverts the newest `steps` applied migrations with their down.sql (all when steps is omitted). */
export async function revertMigrations(db: Database, migrations: Migration[], steps?: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    const applied = await appliedVersions(tx);
    const toRevert = migrations
      .filter((m) => applied.has(m.version))
      .reverse()
      .slice(0, steps ?? Infinity);
    for (const migration of toRevert) {
      if (migration.down === null) {
        throw new StartupError('migration-irreversible', `Migration ${migration.version}_${migration.name} has no down.sql.`);
      }
      await tx.exec(migration.down);
      await tx.query(`delete from ${STATE_TABLE} where version = $1`, [migration.version]);
    }
    return toRevert.map((m) => m.version);
  });
}
