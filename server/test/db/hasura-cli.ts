// Stand-ins for the real Hasura engine and CLI (container and Go binary, which the tests cannot run), doing to the
// database exactly what they do to the migration state, as their source reads (hasura/graphql-engine):
// - Hasura's first start: server/src-lib/Hasura/Server/Migrate.hs (migrateCatalog) initialises its catalog only
//   when hdb_catalog.hdb_version is missing, creating it as server/src-rsr/initialise.sql does and inserting its
//   one row (setCatalogVersion); with the table present it takes the catalog as made and reads
//   hdb_catalog.hdb_metadata, so a table made by anyone else stops it.
// - get_catalog_state / set_catalog_state: server/src-lib/Hasura/App.hs (getCatalogStateTx, setCatalogStateTx)
//   read and overwrite the cli_state column of that row.
// - The CLI state and its decoding: cli/internal/statestore/statestore.go (CLIState, decoded with encoding/json),
//   cli/internal/statestore/migrations/catalogstate.go (GetVersions, SetVersion, RemoveVersion: read the whole
//   state, change one entry, write it back), cli/internal/statestore/settings/ (migration_mode, default "true").
// - The one-time copy of hdb_catalog.schema_migrations: cli/migrate/util.go (copyStateToCatalogStateAPIIfRequired)
//   and cli/internal/scripts/update-project-v3.go (CopyState), run by every migrate command (NewMigrate).
// - status and apply: cli/migrate/migrate.go (Up refuses "Dirty database version <v>. Fix and force version." when
//   the newest applied version is dirty, and "Migration mode is disabled" unless migration_mode is "true"; each
//   pending migration is run, then SetVersion(version, false); nothing pending is ErrNoChange, "no change").
import type { Database, Queryable } from '../../src/db/types.ts';
import type { Migration } from '../../src/db/migrate.ts';

/** statestore.CLIState as encoding/json fills it. */
export interface CliState {
  migrations: Record<string, Record<string, boolean>> | null;
  settings: Record<string, string> | null;
  isStateCopyCompleted: boolean;
}

export class HasuraStartError extends Error {}
export class CliError extends Error {}

async function relationExists(q: Queryable, name: string): Promise<boolean> {
  const result = await q.query<{ present: boolean }>('select to_regclass($1) is not null as present', [name]);
  return result.rows[0]!.present;
}

/**
 * Hasura's start on a database as far as hdb_catalog.hdb_version goes: initialises it when missing; refuses (as the
 * real engine would fail reading hdb_catalog.hdb_metadata) when it is there without the rest of Hasura's catalog.
 */
export async function hasuraStarts(q: Queryable): Promise<'initialised' | 'already initialised'> {
  if (await relationExists(q, 'hdb_catalog.hdb_version')) {
    if (!(await relationExists(q, 'hdb_catalog.hdb_metadata'))) {
      throw new HasuraStartError('hdb_catalog.hdb_version exists without hdb_catalog.hdb_metadata: Hasura cannot start on this database');
    }
    return 'already initialised';
  }
  await q.exec(`create schema if not exists hdb_catalog;
    create table hdb_catalog.hdb_version (
      hasura_uuid uuid primary key default gen_random_uuid(),
      version text not null,
      upgraded_on timestamptz not null,
      cli_state jsonb not null default '{}'::jsonb,
      console_state jsonb not null default '{}'::jsonb
    );
    create unique index hdb_version_one_row on hdb_catalog.hdb_version ((version is not null));
    -- The part of Hasura's catalog this stand-in checks for on the next start.
    create table hdb_catalog.hdb_metadata (id integer primary key, metadata json not null, resource_version integer not null default 1);
    insert into hdb_catalog.hdb_version (version, upgraded_on) values ('48', now());`);
  return 'initialised';
}

/** strconv.ParseUint(s, 10, 64). */
function parseUint(text: string): bigint {
  if (!/^\d+$/.test(text) || BigInt(text) > 2n ** 64n - 1n)
    throw new CliError(`parsing migration version: strconv.ParseUint: parsing "${text}": invalid syntax`);
  return BigInt(text);
}

function decodeBoolMap(value: unknown, path: string): Record<string, boolean> | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || Array.isArray(value)) throw new CliError(`json: cannot unmarshal ${path} into map[string]bool`);
  const out: Record<string, boolean> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item !== null && typeof item !== 'boolean') throw new CliError(`json: cannot unmarshal ${path}.${key} into bool`);
    out[key] = item === true;
  }
  return out;
}

/** The CLI: its migration commands against the "default" database, through Hasura's catalog state API. */
export class HasuraCli {
  constructor(
    private readonly db: Database,
    private readonly database = 'default',
  ) {}

  /** get_catalog_state, then encoding/json into statestore.CLIState. */
  async getState(): Promise<CliState> {
    const result = await this.db.query<{ state: string }>('select cli_state::text as state from hdb_catalog.hdb_version');
    const raw: unknown = JSON.parse(result.rows[0]!.state);
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new CliError('json: cannot unmarshal cli_state into CLIState');
    const object = raw as Record<string, unknown>;
    let migrations: Record<string, Record<string, boolean>> | null = null;
    if (object.migrations !== null && object.migrations !== undefined) {
      if (typeof object.migrations !== 'object' || Array.isArray(object.migrations))
        throw new CliError('json: cannot unmarshal migrations');
      migrations = {};
      for (const [name, versions] of Object.entries(object.migrations)) {
        migrations[name] = decodeBoolMap(versions, `migrations.${name}`) ?? {};
      }
    }
    let settings: Record<string, string> | null = null;
    if (object.settings !== null && object.settings !== undefined) {
      settings = {};
      for (const [name, value] of Object.entries(object.settings as Record<string, unknown>)) {
        if (typeof value !== 'string') throw new CliError(`json: cannot unmarshal settings.${name} into string`);
        settings[name] = value;
      }
    }
    return { migrations, settings, isStateCopyCompleted: object.isStateCopyCompleted === true };
  }

  /** set_catalog_state {type: "cli"}: encoding/json of CLIState (migrations omitted when empty, unknown keys gone). */
  async setState(state: CliState): Promise<void> {
    const json = {
      ...(state.migrations && Object.keys(state.migrations).length > 0 ? { migrations: state.migrations } : {}),
      settings: state.settings,
      isStateCopyCompleted: state.isStateCopyCompleted,
    };
    await this.db.query('update hdb_catalog.hdb_version set cli_state = $1::jsonb', [JSON.stringify(json)]);
  }

  /** CatalogStateStore.GetVersions. */
  async versions(): Promise<Map<bigint, boolean>> {
    const state = await this.getState();
    const versions = new Map<bigint, boolean>();
    for (const [version, dirty] of Object.entries(state.migrations?.[this.database] ?? {})) versions.set(parseUint(version), dirty);
    return versions;
  }

  /** CatalogStateStore.SetVersion / InsertVersion. */
  async setVersion(version: bigint, dirty: boolean): Promise<void> {
    const state = await this.getState();
    state.migrations ??= {};
    state.settings ??= {};
    (state.migrations[this.database] ??= {})[version.toString()] = dirty;
    await this.setState(state);
  }

  /** settings.StateStoreCatalog.PrepareSettingsDriver: fills migration_mode when empty. */
  private async settingDefaults(): Promise<void> {
    const state = await this.getState();
    state.settings ??= {};
    if (!state.settings.migration_mode) state.settings.migration_mode = 'true';
    await this.setState(state);
  }

  /** What every migrate command does first (NewMigrate): settings defaults, then the one-time copy of schema_migrations. */
  async open(): Promise<void> {
    await this.settingDefaults();
    const state = await this.getState();
    if (state.isStateCopyCompleted) return;
    const present = await this.db.query<{ n: string }>(
      `select count(1)::text as n from information_schema.tables where table_name = 'schema_migrations' and table_schema = 'hdb_catalog'`,
    );
    if (present.rows[0]!.n !== '0') {
      const rows = await this.db.query<{ version: string; dirty: boolean }>(
        'select version::text as version, dirty from hdb_catalog.schema_migrations',
      );
      for (const row of rows.rows) await this.setVersion(BigInt(row.version), row.dirty);
      await this.settingDefaults();
    }
    const copied = await this.getState();
    copied.isStateCopyCompleted = true;
    await this.setState(copied);
  }

  /** `hasura migrate status`: every version of the folder and of the database, applied or not, dirty or not. */
  async status(migrations: Migration[]): Promise<{ version: string; present: boolean; applied: boolean; dirty: boolean }[]> {
    await this.open();
    const applied = await this.versions();
    const all = new Set([...migrations.map((m) => BigInt(m.version)), ...applied.keys()]);
    const local = new Set(migrations.map((m) => BigInt(m.version)));
    return [...all]
      .sort((a, b) => (a < b ? -1 : 1))
      .map((version) => ({
        version: version.toString(),
        present: local.has(version),
        applied: applied.has(version),
        dirty: applied.get(version) ?? false,
      }));
  }

  /** `hasura migrate apply` (up, all pending): runs each pending up.sql through run_sql, then records it. */
  async apply(migrations: Migration[]): Promise<string[]> {
    await this.open();
    const state = await this.getState();
    if (state.settings?.migration_mode !== 'true') throw new CliError('Migration mode is disabled');
    const applied = await this.versions();
    const newest = [...applied.keys()].sort((a, b) => (a < b ? -1 : 1)).at(-1);
    if (newest !== undefined && applied.get(newest)) throw new CliError(`Dirty database version ${newest}. Fix and force version.`);
    const pending = migrations.filter((m) => !applied.has(BigInt(m.version)));
    if (pending.length === 0) throw new CliError('no change');
    for (const migration of pending) {
      await this.db.transaction((tx) => tx.exec(migration.up));
      await this.setVersion(BigInt(migration.version), false);
    }
    return pending.map((m) => m.version);
  }
}
