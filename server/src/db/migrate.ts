import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalVersion, CLI_DATABASE, openMigrationState, type MigrationState } from './cli-state.ts';
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
const LOCK_KEY = 7_304_113_551;

/** A folder's version as the CLI state spells it (no leading zeros). */
const versionKey = (version: string): string => canonicalVersion(version) ?? version;

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

/** The newest version of a migrations folder (versions are millisecond timestamps), if any. */
export function newestVersion(migrations: readonly Pick<Migration, 'version'>[]): string | undefined {
  let newest: string | undefined;
  for (const { version } of migrations) if (newest === undefined || BigInt(version) > BigInt(newest)) newest = version;
  return newest;
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

/** Refuses a state with a dirty version (as `hasura migrate apply` does) or with a version this code does not have. */
function checkState(state: MigrationState, migrations: Migration[]): void {
  const dirty = [...state.versions]
    .filter(([, isDirty]) => isDirty)
    .map(([version]) => version)
    .sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
  const first = dirty[0];
  if (first !== undefined) {
    const also = dirty.length > 1 ? ` (also dirty: ${dirty.slice(1).join(', ')})` : '';
    const repair =
      state.store === 'cli-state'
        ? `clear the mark with \`hasura migrate delete --version ${first} --database-name ${CLI_DATABASE}\` and, if the migration ` +
          `is in fact applied, record it with \`hasura migrate apply --version ${first} --skip-execution --database-name ${CLI_DATABASE}\``
        : `set dirty = false for it in ${state.location} (or delete its row if the migration is not applied)`;
    throw new StartupError(
      'migration-dirty',
      `Dirty database version ${first} in ${state.location}${also}: a migration run stopped part-way through it. Repair the schema by hand, then ${repair}.`,
    );
  }
  const known = new Set(migrations.map((m) => versionKey(m.version)));
  for (const version of state.versions.keys()) {
    if (!known.has(version)) {
      throw new StartupError(
        'database-foreign',
        `The database has migration ${version} applied, which is not in hasura/migrations: it belongs to another project or a newer version of this one.`,
      );
    }
  }
}

/**
 * Applies every pending migration in order, in ONE transaction with the version records, so a
 * failing migration leaves the database exactly as it was. A version counts as applied when the state
 * shared with the Hasura CLI says so (see cli-state.ts), whoever applied it; each migration applied here
 * is recorded there in the same transaction.
 */
export async function applyMigrations(db: Database, migrations: Migration[], options: MigrateOptions = {}): Promise<MigrateResult> {
  return db.transaction(async (tx) => {
    // Two servers starting on one database must not both apply the same migration.
    await tx.query('select pg_advisory_xact_lock($1)', [LOCK_KEY]);
    const state = await openMigrationState(tx);
    checkState(state.state, migrations);
    const applied = new Set(state.state.versions.keys());
    const fresh = applied.size === 0;
    const pending = migrations.filter((m) => !applied.has(versionKey(m.version)));
    // An earlier hdb_catalog.schema_migrations is copied into the CLI state once, even with nothing to apply.
    await state.flush();
    if (pending.length === 0) return { applied: [], fresh: false };
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
      await state.mark(migration.version);
    }
    if (fresh && options.onFresh) await options.onFresh(tx);
    return { applied: pending.map((m) => m.version), fresh };
  });
}

/** Reverts the newest `steps` applied migrations with their down.sql (all when steps is omitted). */
export async function revertMigrations(db: Database, migrations: Migration[], steps?: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [LOCK_KEY]);
    const state = await openMigrationState(tx);
    await state.flush();
    const toRevert = migrations
      .filter((m) => state.state.versions.has(versionKey(m.version)))
      .reverse()
      .slice(0, steps ?? Infinity);
    for (const migration of toRevert) {
      if (migration.down === null) {
        throw new StartupError('migration-irreversible', `Migration ${migration.version}_${migration.name} has no down.sql.`);
      }
      await tx.exec(migration.down);
      await state.unmark(migration.version);
    }
    return toRevert.map((m) => m.version);
  });
}
