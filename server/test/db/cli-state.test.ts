// One migration state shared with the Hasura CLI (server/src/db/cli-state.ts), on a fresh PGlite and on a
// throwaway PostgreSQL 15: `hasura migrate status/apply` (hasura-cli.ts, reading and writing the state as the
// CLI's source does) and the server agree on what is applied, whichever of them runs first; a database migrated
// by an earlier server (hdb_catalog.schema_migrations only) applies nothing twice; a dirty version stops the start.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MIGRATIONS_DIR } from '../../src/config/paths.ts';
import { parseCliState, readMigrationState, readSchemaVersion, serializeCliState } from '../../src/db/cli-state.ts';
import { StartupError } from '../../src/db/errors.ts';
import { applyMigrations, readMigrations, revertMigrations } from '../../src/db/migrate.ts';
import type { Database, Queryable } from '../../src/db/types.ts';
import { backends } from './fixtures.ts';
import { HasuraCli, hasuraStarts, HasuraStartError } from './hasura-cli.ts';

const migrations = readMigrations(MIGRATIONS_DIR);
const versions = migrations.map((m) => m.version);
const allClean = Object.fromEntries(versions.map((version) => [version, false]));
const FIRST = 3;

async function rawCliState(db: Queryable): Promise<Record<string, unknown>> {
  const result = await db.query<{ state: string }>('select cli_state::text as state from hdb_catalog.hdb_version');
  return JSON.parse(result.rows[0]!.state) as Record<string, unknown>;
}

async function exists(db: Queryable, relation: string): Promise<boolean> {
  const result = await db.query<{ present: boolean }>('select to_regclass($1) is not null as present', [relation]);
  return result.rows[0]!.present;
}

async function legacyRows(db: Queryable): Promise<{ version: string; dirty: boolean }[]> {
  return (
    await db.query<{ version: string; dirty: boolean }>(
      'select version::text as version, dirty from hdb_catalog.schema_migrations order by version',
    )
  ).rows;
}

/** What the server before this change did: each up.sql, recorded in hdb_catalog.schema_migrations only. */
async function migrateAsEarlierServer(db: Database, count: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.exec(`create schema if not exists hdb_catalog;
      create table if not exists hdb_catalog.schema_migrations (version bigint not null primary key, dirty boolean not null)`);
    for (const migration of migrations.slice(0, count)) {
      await tx.exec(migration.up);
      await tx.query('insert into hdb_catalog.schema_migrations (version, dirty) values ($1, false)', [migration.version]);
    }
  });
}

async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the promise to reject, it resolved');
}

/** `hasura migrate status` says every migration of the folder is applied, none dirty, nothing else. */
async function expectCliSeesAllApplied(cli: HasuraCli): Promise<void> {
  expect(await cli.status(migrations)).toEqual(versions.map((version) => ({ version, present: true, applied: true, dirty: false })));
  await expect(cli.apply(migrations)).rejects.toThrow('no change');
}

describe('the CLI state format', () => {
  test('is read as the CLI decodes it and written with the default settings and the copy marked done', () => {
    // A cli_state as Hasura stores it after `hasura migrate apply` (keys of other databases and unknown keys kept).
    const text = JSON.stringify({
      settings: { migration_mode: 'true' },
      migrations: { default: { '1795305600000': false, '1795305600100': true }, other: { '1': false } },
      isStateCopyCompleted: false,
      futureKey: 1,
    });
    const state = parseCliState(text);
    expect([...state.versions]).toEqual([
      ['1795305600000', false],
      ['1795305600100', true],
    ]);
    expect(state.copied).toBe(false);
    state.versions.set('1795305600200', false);
    expect(JSON.parse(serializeCliState(state))).toEqual({
      settings: { migration_mode: 'true' },
      migrations: { default: { '1795305600000': false, '1795305600100': true, '1795305600200': false }, other: { '1': false } },
      isStateCopyCompleted: true,
      futureKey: 1,
    });
    expect(JSON.parse(serializeCliState(parseCliState('{}')))).toEqual({
      migrations: { default: {} },
      settings: { migration_mode: 'true' },
      isStateCopyCompleted: true,
    });
  });

  test('refuses what the CLI cannot parse, naming it', () => {
    for (const [text, named] of [
      ['[]', 'not a JSON object'],
      ['{"migrations": {"default": {"v1": false}}}', '"v1"'],
      ['{"migrations": {"default": {"1795305600000": "no"}}}', '1795305600000'],
      ['{"migrations": []}', '"migrations"'],
    ]) {
      const error = (() => {
        try {
          parseCliState(text!);
        } catch (caught) {
          return caught as StartupError;
        }
        throw new Error(`${text} was accepted`);
      })();
      expect(error).toMatchObject({ code: 'migration-state-invalid' });
      expect(error.message).toContain(named);
    }
    // As encoding/json: null is false, leading zeros are the same version.
    expect([...parseCliState('{"migrations": {"default": {"0012": null}}}').versions]).toEqual([['12', false]]);
  });
});

describe.each(backends().map((backend) => [backend.name, backend] as const))('the migration state on %s', (_name, backend) => {
  describe.skipIf(!backend.available)('shared with the Hasura CLI', () => {
    beforeAll(() => backend.prepare(), 180_000);
    afterAll(() => backend.dispose(), 60_000);

    test('fresh database with Hasura: the server writes every version into cli_state, in the CLI shape, not dirty', async () => {
      const db = await backend.empty();
      expect(await hasuraStarts(db)).toBe('initialised');

      expect(await applyMigrations(db, migrations)).toEqual({ applied: versions, fresh: true });

      expect(await rawCliState(db)).toEqual({
        migrations: { default: allClean },
        settings: { migration_mode: 'true' },
        isStateCopyCompleted: true,
      });
      expect(await exists(db, 'hdb_catalog.schema_migrations')).toBe(false);
      expect(await readSchemaVersion(db)).toBe(versions.at(-1));
      await expectCliSeesAllApplied(new HasuraCli(db));
      expect(await applyMigrations(db, migrations)).toEqual({ applied: [], fresh: false });
    });

    test('fresh database without Hasura: the CLI table, Hasura can still start, and the CLI then sees every migration applied', async () => {
      const db = await backend.empty();

      expect(await applyMigrations(db, migrations)).toEqual({ applied: versions, fresh: true });

      // The server never makes Hasura's hdb_catalog.hdb_version: Hasura would then take its catalog as made and fail.
      expect(await exists(db, 'hdb_catalog.hdb_version')).toBe(false);
      expect(await legacyRows(db)).toEqual(versions.map((version) => ({ version, dirty: false })));
      expect(await readMigrationState(db)).toMatchObject({ store: 'schema-migrations', versions: new Map(Object.entries(allClean)) });
      expect(await readSchemaVersion(db)).toBe(versions.at(-1));

      expect(await hasuraStarts(db)).toBe('initialised');
      const cli = new HasuraCli(db);
      await expectCliSeesAllApplied(cli);
      expect((await cli.getState()).migrations).toEqual({ default: allClean });
      // The server reads the same state back from cli_state and applies nothing.
      expect(await applyMigrations(db, migrations)).toEqual({ applied: [], fresh: false });
      expect(await readMigrationState(db)).toMatchObject({ store: 'cli-state', versions: new Map(Object.entries(allClean)) });
    });

    test('CLI first: `hasura migrate apply` of the first migrations, then the server applies only the rest', async () => {
      const db = await backend.empty();
      await hasuraStarts(db);
      const cli = new HasuraCli(db);
      expect(await cli.apply(migrations.slice(0, FIRST))).toEqual(versions.slice(0, FIRST));
      expect((await cli.getState()).migrations).toEqual({ default: Object.fromEntries(versions.slice(0, FIRST).map((v) => [v, false])) });

      // Not a new database: the demo content (onFresh) is not loaded over the CLI's schema.
      let freshRan = false;
      const result = await applyMigrations(db, migrations, { onFresh: async () => void (freshRan = true) });

      expect(result).toEqual({ applied: versions.slice(FIRST), fresh: false });
      expect(freshRan).toBe(false);
      expect((await rawCliState(db)).migrations).toEqual({ default: allClean });
      await expectCliSeesAllApplied(cli);
    });

    test('server first, then the CLI, then the server: each applies only what the other has not', async () => {
      const db = await backend.empty();
      await hasuraStarts(db);
      const cli = new HasuraCli(db);

      expect((await applyMigrations(db, migrations.slice(0, FIRST))).applied).toEqual(versions.slice(0, FIRST));
      expect(await cli.status(migrations.slice(0, FIRST + 2))).toEqual(
        versions.slice(0, FIRST + 2).map((version, i) => ({ version, present: true, applied: i < FIRST, dirty: false })),
      );
      expect(await cli.apply(migrations.slice(0, FIRST + 2))).toEqual(versions.slice(FIRST, FIRST + 2));
      expect((await applyMigrations(db, migrations)).applied).toEqual(versions.slice(FIRST + 2));

      await expectCliSeesAllApplied(cli);
    });

    test('an existing cli_state keeps its other databases, settings and keys when the server writes it', async () => {
      const db = await backend.empty();
      await hasuraStarts(db);
      const before = {
        migrations: { analytics: { '1700000000000': false } },
        settings: { migration_mode: 'true', custom: 'kept' },
        isStateCopyCompleted: true,
        addedLater: { x: 1 },
      };
      await db.query('update hdb_catalog.hdb_version set cli_state = $1::jsonb', [JSON.stringify(before)]);

      await applyMigrations(db, migrations);

      expect(await rawCliState(db)).toEqual({ ...before, migrations: { ...before.migrations, default: allClean } });
    });

    test('a database of the earlier server (schema_migrations only) upgrades without applying anything twice', async () => {
      const db = await backend.empty();
      await migrateAsEarlierServer(db, migrations.length - 2);

      // Without Hasura the state stays where it is: the CLI's own table.
      expect((await applyMigrations(db, migrations)).applied).toEqual(versions.slice(-2));
      expect(await legacyRows(db)).toEqual(versions.map((version) => ({ version, dirty: false })));
      expect(await applyMigrations(db, migrations)).toEqual({ applied: [], fresh: false });
    });

    test('a database of the earlier server that Hasura then started on: the table is copied into cli_state once', async () => {
      const db = await backend.empty();
      await migrateAsEarlierServer(db, migrations.length - 1);
      await hasuraStarts(db);
      expect(await readMigrationState(db)).toMatchObject({ store: 'cli-state' });

      // The server copies the table as the CLI would, applies only the missing migration, and records it there.
      expect(await applyMigrations(db, migrations)).toEqual({ applied: versions.slice(-1), fresh: false });
      expect(await rawCliState(db)).toEqual({
        migrations: { default: allClean },
        settings: { migration_mode: 'true' },
        isStateCopyCompleted: true,
      });
      // The table stays as the CLI leaves it, and nobody reads it any more.
      expect(await legacyRows(db)).toHaveLength(migrations.length - 1);
      await db.query('delete from hdb_catalog.schema_migrations');
      expect(await applyMigrations(db, migrations)).toEqual({ applied: [], fresh: false });
      await expectCliSeesAllApplied(new HasuraCli(db));
    });

    test('the copy happens once even when there is nothing to apply', async () => {
      const db = await backend.empty();
      await migrateAsEarlierServer(db, migrations.length);
      await hasuraStarts(db);

      expect(await applyMigrations(db, migrations)).toEqual({ applied: [], fresh: false });

      expect(await rawCliState(db)).toEqual({
        migrations: { default: allClean },
        settings: { migration_mode: 'true' },
        isStateCopyCompleted: true,
      });
    });

    test('a dirty version in cli_state stops the start, naming it, and changes nothing', async () => {
      const db = await backend.empty();
      await hasuraStarts(db);
      const cli = new HasuraCli(db);
      await cli.apply(migrations.slice(0, FIRST));
      await cli.setVersion(BigInt(versions[1]!), true);
      const before = await rawCliState(db);

      const error = await rejection(applyMigrations(db, migrations));

      expect(error).toBeInstanceOf(StartupError);
      expect(error).toMatchObject({ code: 'migration-dirty' });
      expect(error.message).toContain(`Dirty database version ${versions[1]} in hdb_catalog.hdb_version.cli_state`);
      expect(error.message).toContain(`hasura migrate delete --version ${versions[1]} --database-name default`);
      expect(await rawCliState(db)).toEqual(before);
      expect(await exists(db, 'public.events')).toBe(false);
    });

    test('a dirty version in the earlier table stops the start, naming it', async () => {
      const db = await backend.empty();
      await migrateAsEarlierServer(db, FIRST);
      await db.query('update hdb_catalog.schema_migrations set dirty = true where version = $1', [versions[0]]);

      const error = await rejection(applyMigrations(db, migrations));

      expect(error).toMatchObject({ code: 'migration-dirty' });
      expect(error.message).toContain(`Dirty database version ${versions[0]} in hdb_catalog.schema_migrations`);
    });

    test('a version applied by the CLI from a newer checkout is refused as foreign', async () => {
      const db = await backend.empty();
      await hasuraStarts(db);
      await applyMigrations(db, migrations);
      await new HasuraCli(db).setVersion(1999999999999n, false);

      const error = await rejection(applyMigrations(db, migrations));

      expect(error).toMatchObject({ code: 'database-foreign' });
      expect(error.message).toContain('1999999999999');
    });

    test('reverting removes the versions from cli_state, as `hasura migrate apply --down` does', async () => {
      const db = await backend.empty();
      await hasuraStarts(db);
      await applyMigrations(db, migrations);

      expect(await revertMigrations(db, migrations, 2)).toEqual(versions.slice(-2).reverse());

      expect((await rawCliState(db)).migrations).toEqual({ default: Object.fromEntries(versions.slice(0, -2).map((v) => [v, false])) });
      expect((await new HasuraCli(db).status(migrations)).filter((row) => !row.applied).map((row) => row.version)).toEqual(
        versions.slice(-2),
      );
    });

    test('the stand-in Hasura refuses a hdb_version it did not make (why the server never creates one)', async () => {
      const db = await backend.empty();
      await db.exec(`create schema hdb_catalog; create table hdb_catalog.hdb_version (version text not null, upgraded_on timestamptz not null,
        cli_state jsonb not null default '{}'::jsonb, console_state jsonb not null default '{}'::jsonb)`);
      await expect(hasuraStarts(db)).rejects.toBeInstanceOf(HasuraStartError);
    });

    test.skipIf(backend.name !== 'postgres')(
      'two servers starting at once on a Hasura database apply each migration once and record each once',
      async () => {
        const db = await backend.empty();
        await hasuraStarts(db);
        const other = await backend.reopen(db, 2);
        const results = await Promise.all([applyMigrations(db, migrations), applyMigrations(other, migrations)]);
        expect(results.map((result) => result.applied.length).sort()).toEqual([0, versions.length]);
        expect((await rawCliState(db)).migrations).toEqual({ default: allClean });
      },
      30_000,
    );
  });
});
