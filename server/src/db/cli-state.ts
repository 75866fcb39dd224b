// The record of applied migrations, kept where the Hasura CLI (config v3) reads and writes it, so that
// `hasura migrate status/apply` and this server agree on what is applied, whichever ran first.
//
// What the CLI does (hasura/graphql-engine, read for this file):
// - cli/internal/statestore/statestore.go: the CLI state is one JSON object,
//     {"migrations": {"<database>": {"<version>": <dirty>}}, "settings": {"<name>": "<value>"},
//      "isStateCopyCompleted": <bool>}
//   with versions as decimal strings and `false` for a migration that is applied and clean.
// - cli/internal/statestore/migrations/catalogstate.go: InsertVersion / SetVersion / RemoveVersion read that whole
//   object, change one entry of `migrations.<database>` and write it back; GetVersions parses every key with
//   strconv.ParseUint(version, 10, 64). cli/cli.go (GetMigrationsStateStore) uses this store for config v3.
// - cli/internal/statestore/settings/settings.go and settings/catalogstate.go: one setting, `migration_mode`,
//   written as "true" when empty; cli/migrate/migrate.go refuses to apply while it is not "true", and refuses
//   with "Dirty database version <v>. Fix and force version." when the newest applied version is dirty.
// - The CLI never touches the database for this: it calls Hasura's metadata API (get_catalog_state and
//   set_catalog_state), which Hasura serves from the `cli_state` jsonb column of the one row of
//   hdb_catalog.hdb_version in its metadata database (server/src-lib/Hasura/App.hs: getCatalogStateTx,
//   setCatalogStateTx). Hasura creates that table itself, with the rest of its catalog
//   (server/src-rsr/initialise.sql: hasura_uuid, version, upgraded_on, cli_state, console_state), and only
//   when the table is missing: server/src-lib/Hasura/Server/Migrate.hs (migrateCatalog) takes an existing
//   hdb_catalog.hdb_version as an initialised catalog and goes on to read hdb_catalog.hdb_metadata. A table made
//   by anyone else would therefore stop Hasura from ever starting on the database, so this server never
//   creates it: it only writes the CLI state into the row Hasura made.
// - cli/internal/statestore/migrations/hdbtable.go: the CLI's earlier store, hdb_catalog.schema_migrations
//   (version bigint primary key, dirty boolean), which this server wrote before. cli/migrate/util.go
//   (copyStateToCatalogStateAPIIfRequired) and cli/internal/scripts/update-project-v3.go (CopyState): on its
//   first migrate command against a Hasura whose CLI state has no isStateCopyCompleted, the config v3 CLI copies
//   every row of that table into `migrations.<database>` (the table's dirty flags win), fills the default
//   settings and sets isStateCopyCompleted, after which it never reads the table again.
//
// So the state lives in one place at a time, the same place the CLI uses:
// - Hasura's catalog is in the database (hdb_catalog.hdb_version exists): the CLI state in its cli_state
//   column. A legacy table not yet copied (isStateCopyCompleted unset) counts too, and the first write copies it
//   the way the CLI would, once; the table itself is left as the CLI leaves it (nothing reads it afterwards).
// - No Hasura catalog (the embedded PGlite, or PostgreSQL before Hasura was started on it): the CLI's own
//   hdb_catalog.schema_migrations, which Hasura leaves alone when it initialises its catalog and the CLI then
//   copies into cli_state by itself, as above.
import { StartupError } from './errors.ts';
import type { QueryOptions, Queryable } from './types.ts';

/** The database name of hasura/migrations/default (the source in hasura/metadata/databases). */
export const CLI_DATABASE = 'default';
export const CATALOG_TABLE = 'hdb_catalog.hdb_version';
export const LEGACY_TABLE = 'hdb_catalog.schema_migrations';

/** The CLI's settings and their defaults (cli/internal/statestore/settings/settings.go). */
const DEFAULT_SETTINGS: Record<string, string> = { migration_mode: 'true' };
const MAX_VERSION = 2n ** 64n - 1n;

export type StateStore = 'cli-state' | 'schema-migrations';

/** The applied migrations of the database "default", as the CLI would see them. */
export interface MigrationState {
  /** Where they are written: Hasura's catalog, the CLI's earlier table, or nowhere yet (null). */
  readonly store: StateStore | null;
  /** Applied versions (decimal strings without leading zeros) and whether each is dirty. */
  readonly versions: ReadonlyMap<string, boolean>;
  /** Where the state is, for messages. */
  readonly location: string;
}

/** The migration state of an open transaction, changed in that transaction. */
export interface MigrationStateWriter {
  readonly state: MigrationState;
  /** Records a version as applied and clean (dirty=false). */
  mark(version: string): Promise<void>;
  /** Removes a version (a reverted migration). */
  unmark(version: string): Promise<void>;
  /** Writes what reading found but the store does not hold yet (the one-time copy of the legacy table). */
  flush(): Promise<void>;
}

/** The CLI state object, parsed: the whole object (kept as is on write) and the versions of "default". */
interface CliState {
  raw: Record<string, unknown>;
  versions: Map<string, boolean>;
  copied: boolean;
}

/** The CLI's reading of a version key: strconv.ParseUint(key, 10, 64), written back with %d. */
export function canonicalVersion(version: string): string | null {
  if (!/^\d+$/.test(version)) return null;
  const value = BigInt(version);
  return value <= MAX_VERSION ? value.toString() : null;
}

function invalid(message: string): StartupError {
  return new StartupError('migration-state-invalid', `The Hasura CLI state in ${CATALOG_TABLE}.cli_state ${message}.`);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses cli_state as the CLI decodes it (encoding/json into statestore.CLIState), refusing what it would refuse. */
export function parseCliState(text: string, database = CLI_DATABASE): CliState {
  const raw: unknown = JSON.parse(text);
  if (!isObject(raw)) throw invalid('is not a JSON object');
  const migrations = raw.migrations ?? {};
  if (!isObject(migrations)) throw invalid('has a "migrations" that is not an object');
  const entries = migrations[database] ?? {};
  if (!isObject(entries)) throw invalid(`has a "migrations.${database}" that is not an object`);
  const versions = new Map<string, boolean>();
  for (const [key, dirty] of Object.entries(entries)) {
    const version = canonicalVersion(key);
    if (version === null) throw invalid(`has the migration version "${key}", which is not a whole number`);
    // encoding/json leaves a bool at false for null and refuses any other non-boolean.
    if (dirty !== null && typeof dirty !== 'boolean')
      throw invalid(`marks migration ${key} with ${JSON.stringify(dirty)}, not true or false`);
    versions.set(version, (versions.get(version) ?? false) || dirty === true);
  }
  return { raw, versions, copied: raw.isStateCopyCompleted === true };
}

/** The CLI state with `versions` as the migrations of `database`, its default settings filled and the legacy copy done. */
export function serializeCliState(state: CliState, database = CLI_DATABASE): string {
  const raw = { ...state.raw };
  const migrations = isObject(raw.migrations) ? { ...raw.migrations } : {};
  const sorted = [...state.versions].sort(([a], [b]) => (BigInt(a) < BigInt(b) ? -1 : 1));
  migrations[database] = Object.fromEntries(sorted);
  const settings = isObject(raw.settings) ? { ...raw.settings } : {};
  for (const [name, value] of Object.entries(DEFAULT_SETTINGS)) {
    if (typeof settings[name] !== 'string' || settings[name] === '') settings[name] = value;
  }
  return JSON.stringify({ ...raw, migrations, settings, isStateCopyCompleted: true });
}

async function relations(q: Queryable, options: QueryOptions): Promise<{ catalog: boolean; legacy: boolean }> {
  const result = await q.query<{ catalog: boolean; legacy: boolean }>(
    `select to_regclass('${CATALOG_TABLE}') is not null as catalog, to_regclass('${LEGACY_TABLE}') is not null as legacy`,
    [],
    options,
  );
  return result.rows[0]!;
}

async function legacyVersions(q: Queryable, options: QueryOptions): Promise<Map<string, boolean>> {
  const result = await q.query<{ version: string; dirty: boolean }>(
    `select version::text as version, dirty from ${LEGACY_TABLE} order by version`,
    [],
    options,
  );
  return new Map(result.rows.map((row) => [row.version, row.dirty]));
}

async function catalogState(q: Queryable, lock: boolean, options: QueryOptions): Promise<CliState> {
  // Hasura keeps exactly one row (a unique index on (version IS NOT NULL)); FOR UPDATE holds back its
  // set_catalog_state until this transaction ends.
  const result = await q.query<{ state: string }>(
    `select cli_state::text as state from ${CATALOG_TABLE}${lock ? ' for update' : ''}`,
    [],
    options,
  );
  if (result.rows.length !== 1) {
    throw new StartupError(
      'migration-state-invalid',
      `${CATALOG_TABLE} has ${result.rows.length} rows where Hasura keeps exactly one: it was not made by Hasura's catalog initialisation.`,
    );
  }
  return parseCliState(result.rows[0]!.state);
}

interface Loaded {
  state: MigrationState;
  cli: CliState | null;
  /** The legacy table holds versions the CLI state has not copied yet. */
  uncopied: boolean;
}

async function load(q: Queryable, lock: boolean, options: QueryOptions): Promise<Loaded> {
  const present = await relations(q, options);
  if (present.catalog) {
    const cli = await catalogState(q, lock, options);
    const uncopied = !cli.copied && present.legacy;
    if (uncopied) {
      // What the CLI's state copy would do: the legacy rows over the CLI state, their dirty flags winning.
      for (const [version, dirty] of await legacyVersions(q, options)) cli.versions.set(version, dirty);
    }
    return { state: { store: 'cli-state', versions: cli.versions, location: `${CATALOG_TABLE}.cli_state` }, cli, uncopied };
  }
  const versions = present.legacy ? await legacyVersions(q, options) : new Map<string, boolean>();
  return { state: { store: present.legacy ? 'schema-migrations' : null, versions, location: LEGACY_TABLE }, cli: null, uncopied: false };
}

/** Reads the applied migrations (for /healthz and tests; a transaction that changes them uses openMigrationState). */
export async function readMigrationState(q: Queryable, options: QueryOptions = {}): Promise<MigrationState> {
  return (await load(q, false, options)).state;
}

/** The newest applied version, or null when none is. */
export async function readSchemaVersion(q: Queryable, options: QueryOptions = {}): Promise<string | null> {
  const { versions } = await readMigrationState(q, options);
  let newest: bigint | null = null;
  for (const version of versions.keys()) if (newest === null || BigInt(version) > newest) newest = BigInt(version);
  return newest === null ? null : newest.toString();
}

/** Reads the migration state in `tx`, locking Hasura's row against concurrent writers, for changes in the same transaction. */
export async function openMigrationState(tx: Queryable): Promise<MigrationStateWriter> {
  const loaded = await load(tx, true, {});
  const versions = loaded.state.versions as Map<string, boolean>;
  const { cli } = loaded;
  let uncopied = loaded.uncopied;
  let legacyReady = loaded.state.store === 'schema-migrations';

  async function writeCli(): Promise<void> {
    await tx.query(`update ${CATALOG_TABLE} set cli_state = $1::jsonb`, [serializeCliState(cli!)]);
    uncopied = false;
  }

  return {
    state: loaded.state,
    async mark(version) {
      const key = canonicalVersion(version) ?? version;
      versions.set(key, false);
      if (cli) return writeCli();
      if (!legacyReady) {
        // The CLI's own definition of the table (cli/internal/statestore/migrations/hdbtable.go).
        await tx.exec(`create schema if not exists hdb_catalog;
          create table if not exists ${LEGACY_TABLE} (version bigint not null primary key, dirty boolean not null)`);
        legacyReady = true;
      }
      await tx.query(`insert into ${LEGACY_TABLE} (version, dirty) values ($1, false)`, [key]);
    },
    async unmark(version) {
      const key = canonicalVersion(version) ?? version;
      versions.delete(key);
      if (cli) return writeCli();
      if (legacyReady) await tx.query(`delete from ${LEGACY_TABLE} where version = $1`, [key]);
    },
    async flush() {
      if (cli && uncopied) await writeCli();
    },
  };
}
