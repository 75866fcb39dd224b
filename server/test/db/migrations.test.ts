// The Hasura migrations in hasura/migrations/default, applied and reverted by server/src/db/migrate.ts,
// on a fresh PGlite and on a throwaway PostgreSQL 15: they apply in order and once, every down.sql
// undoes its up.sql exactly, a failing migration leaves nothing behind, and a database of another
// project (or of a newer version) is refused.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MIGRATIONS_DIR } from '../../src/config/paths.ts';
import { StartupError } from '../../src/db/errors.ts';
import { applyMigrations, type Migration, readMigrations, revertMigrations } from '../../src/db/migrate.ts';
import type { Queryable } from '../../src/db/types.ts';
import { backends } from './fixtures.ts';

const migrations = readMigrations(MIGRATIONS_DIR);
const versions = migrations.map((m) => m.version);

// What a fresh database has, as comparable lines: schemas, relations (tables, indexes, sequences,
// views), functions (with a hash of their body), types, triggers (their whole definition), constraints, extensions,
// operators and their classes, casts.
const SNAPSHOT_SQL = String.raw`
  with ns as (
    select oid, nspname from pg_namespace
    where nspname not in ('pg_catalog', 'information_schema') and nspname not like 'pg\_toast%' and nspname not like 'pg\_temp%'
  )
  select 'schema ' || nspname as item from ns
  union all select 'relation ' || ns.nspname || '.' || c.relname || ' (' || c.relkind::text || ')' from pg_class c join ns on ns.oid = c.relnamespace
  union all select 'function ' || ns.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ') '
      || md5(coalesce(p.prosrc, ''))
    from pg_proc p join ns on ns.oid = p.pronamespace
  union all select 'type ' || ns.nspname || '.' || t.typname from pg_type t join ns on ns.oid = t.typnamespace
  union all select 'trigger ' || pg_get_triggerdef(tg.oid) from pg_trigger tg where not tg.tgisinternal
  union all select 'constraint ' || ns.nspname || '.' || co.conname from pg_constraint co join ns on ns.oid = co.connamespace
  union all select 'extension ' || extname from pg_extension
  union all select 'operator ' || ns.nspname || '.' || o.oprname || '(' || o.oprleft::regtype::text || ', ' || o.oprright::regtype::text || ')'
    from pg_operator o join ns on ns.oid = o.oprnamespace
  union all select 'opclass ' || ns.nspname || '.' || oc.opcname from pg_opclass oc join ns on ns.oid = oc.opcnamespace
  union all select 'opfamily ' || ns.nspname || '.' || f.opfname from pg_opfamily f join ns on ns.oid = f.opfnamespace
  union all select 'collation ' || ns.nspname || '.' || co.collname from pg_collation co join ns on ns.oid = co.collnamespace
  union all select 'cast ' || castsource::regtype::text || ' -> ' || casttarget::regtype::text from pg_cast where oid >= 16384
  union all select 'event trigger ' || evtname from pg_event_trigger
  union all select 'policy ' || polname from pg_policy
`;

// The migration runner's own bookkeeping, which stays after a revert: the hdb_catalog schema and the
// schema_migrations table with its index, row types and constraints (PostgreSQL 18 lists NOT NULL too).
const BOOKKEEPING = /^(schema hdb_catalog|[a-z ]+ hdb_catalog\._?schema_migrations(_[a-z_]+)?( \([a-z]\))?)$/;

async function snapshot(db: Queryable): Promise<string[]> {
  const result = await db.query<{ item: string }>(SNAPSHOT_SQL);
  return result.rows
    .map((row) => row.item)
    .filter((item) => !BOOKKEEPING.test(item))
    .sort();
}

async function recorded(db: Queryable): Promise<{ version: string; dirty: boolean }[]> {
  const present = await db.query<{ present: boolean }>(`select to_regclass('hdb_catalog.schema_migrations') is not null as present`);
  if (!present.rows[0]!.present) return [];
  const result = await db.query<{ version: string; dirty: boolean }>(
    'select version::text as version, dirty from hdb_catalog.schema_migrations order by version',
  );
  return result.rows;
}

async function exists(db: Queryable, relation: string): Promise<boolean> {
  const result = await db.query<{ present: boolean }>('select to_regclass($1) is not null as present', [relation]);
  return result.rows[0]!.present;
}

async function schemaExists(db: Queryable, name: string): Promise<boolean> {
  const result = await db.query<{ n: number }>('select count(*)::int as n from pg_namespace where nspname = $1', [name]);
  return result.rows[0]!.n === 1;
}

/** The error a promise rejects with (fails the test when it resolves). */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject, it resolved');
}

const TABLES = [
  'auth.users',
  'auth.refresh_tokens',
  'public.user_profiles',
  'public.categories',
  'public.authors',
  'public.articles',
  'public.blog_posts',
  'public.news_categories',
  'public.news_sources',
  'public.news_articles',
  'public.news_fetch_logs',
  'public.events',
  'public.discussions',
  'public.discussion_comments',
  'public.discussion_likes',
  'public.discussion_comment_likes',
  'public.page_views',
];

const BROKEN_VERSION = String(BigInt(versions.at(-1)!) + 100n);
const BROKEN_FOLDER = `${BROKEN_VERSION}_broken_division`;
let brokenDir: string;
let withBroken: Migration[];

beforeAll(() => {
  brokenDir = mkdtempSync(join(tmpdir(), 'chainpulse-migrations-'));
  cpSync(MIGRATIONS_DIR, brokenDir, { recursive: true });
  mkdirSync(join(brokenDir, BROKEN_FOLDER));
  writeFileSync(join(brokenDir, BROKEN_FOLDER, 'up.sql'), 'create table public.x (id int); select 1/0;');
  writeFileSync(join(brokenDir, BROKEN_FOLDER, 'down.sql'), 'drop table public.x;');
  withBroken = readMigrations(brokenDir);
});

afterAll(() => {
  rmSync(brokenDir, { recursive: true, force: true });
});

test('the migrations folder holds the expected migrations, oldest first, each with a down.sql', () => {
  expect(migrations.length).toBeGreaterThanOrEqual(6);
  expect(versions).toEqual([...versions].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1)));
  expect(new Set(versions).size).toBe(versions.length);
  for (const migration of migrations) expect(migration.down, migration.name).toBeTruthy();
});

describe.each(backends().map((backend) => [backend.name, backend] as const))('migrations on %s', (_name, backend) => {
  describe.skipIf(!backend.available)('migrations', () => {
    beforeAll(() => backend.prepare(), 180_000);
    afterAll(() => backend.dispose(), 60_000);

    test('all migrations apply on a fresh database, in order, recorded and clean', async () => {
      const db = await backend.empty();
      expect(await recorded(db)).toEqual([]);

      const result = await applyMigrations(db, migrations);

      expect(result).toEqual({ applied: versions, fresh: true });
      expect(await recorded(db)).toEqual(versions.map((version) => ({ version, dirty: false })));
      for (const table of TABLES) expect(await exists(db, table), table).toBe(true);
    });

    test('indexes the column of every foreign key, so deleting what it points to never reads the whole table', async () => {
      const db = await backend.empty();
      await applyMigrations(db, migrations);
      const { rows } = await db.query<{ key: string }>(
        `SELECT c.conrelid::regclass::text || '.' || a.attname AS key
           FROM pg_constraint c
           JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
          WHERE c.contype = 'f'
            AND NOT EXISTS (SELECT FROM pg_index i WHERE i.indrelid = c.conrelid AND i.indkey[0] = c.conkey[1])
          ORDER BY 1`,
      );
      expect(rows.map((row) => row.key)).toEqual([]);
    });

    test('applying again applies nothing and changes nothing', async () => {
      const db = await backend.empty();
      await applyMigrations(db, migrations);
      const before = await snapshot(db);

      expect(await applyMigrations(db, migrations)).toEqual({ applied: [], fresh: false });
      expect(await snapshot(db)).toEqual(before);
      expect(await recorded(db)).toEqual(versions.map((version) => ({ version, dirty: false })));
    });

    test('reverting all leaves the catalog as before the first migration, and re-applying works', async () => {
      const db = await backend.empty();
      const empty = await snapshot(db);
      await applyMigrations(db, migrations);
      const migrated = await snapshot(db);
      expect(migrated.length).toBeGreaterThan(empty.length + 100);

      expect(await revertMigrations(db, migrations)).toEqual([...versions].reverse());

      expect(await snapshot(db)).toEqual(empty);
      expect(await recorded(db)).toEqual([]);
      expect(await schemaExists(db, 'auth')).toBe(false);
      for (const table of TABLES) expect(await exists(db, table), table).toBe(false);
      expect(await revertMigrations(db, migrations)).toEqual([]);

      expect(await applyMigrations(db, migrations)).toEqual({ applied: versions, fresh: true });
      expect(await snapshot(db)).toEqual(migrated);
      expect(await recorded(db)).toEqual(versions.map((version) => ({ version, dirty: false })));
    });

    test('each down.sql undoes exactly its up.sql', async () => {
      const db = await backend.empty();
      const states = [await snapshot(db)];
      for (let k = 1; k <= migrations.length; k += 1) {
        expect(await applyMigrations(db, migrations.slice(0, k))).toEqual({ applied: [versions[k - 1]], fresh: k === 1 });
        states.push(await snapshot(db));
        expect(states[k], `migration ${versions[k - 1]} changes the schema`).not.toEqual(states[k - 1]);
      }
      for (let k = migrations.length; k >= 1; k -= 1) {
        expect(await revertMigrations(db, migrations, 1)).toEqual([versions[k - 1]]);
        expect(await snapshot(db), `after reverting ${versions[k - 1]}`).toEqual(states[k - 1]);
        expect((await recorded(db)).map((row) => row.version)).toEqual(versions.slice(0, k - 1));
      }
      // A deadline, not a measure: sixty migrations applied and reverted one by one, each with a schema snapshot, took
      // 89 s on PGlite on a saturated machine.
    }, 300_000);

    test('a failing migration throws migration-failed naming its folder and applies nothing at all', async () => {
      const db = await backend.empty();
      const before = await snapshot(db);

      const error = await rejection(applyMigrations(db, withBroken));

      expect(error).toBeInstanceOf(StartupError);
      expect(error).toMatchObject({ code: 'migration-failed' });
      expect((error as Error).message).toContain(BROKEN_FOLDER);
      expect(((error as Error).cause as { code?: string }).code).toBe('22012');
      // Not even the earlier migrations of the same run, nor the bookkeeping table, remain.
      expect(await snapshot(db)).toEqual(before);
      expect(await schemaExists(db, 'hdb_catalog')).toBe(false);
      expect(await exists(db, 'public.x')).toBe(false);
      expect(await exists(db, 'public.articles')).toBe(false);
      // The database is still usable.
      expect((await applyMigrations(db, migrations)).applied).toEqual(versions);
    });

    test('a failing migration after applied ones leaves the database as it was', async () => {
      const db = await backend.empty();
      await applyMigrations(db, migrations.slice(0, 2));
      const before = await snapshot(db);

      const error = await rejection(applyMigrations(db, withBroken));

      expect(error).toMatchObject({ code: 'migration-failed' });
      expect((error as Error).message).toContain(BROKEN_FOLDER);
      expect(await snapshot(db)).toEqual(before);
      expect((await recorded(db)).map((row) => row.version)).toEqual(versions.slice(0, 2));
    });

    test('a database holding a version not in the folder is refused with database-foreign', async () => {
      const db = await backend.empty();
      await applyMigrations(db, migrations);
      await db.query('insert into hdb_catalog.schema_migrations (version, dirty) values ($1, false)', ['1999999999999']);
      const before = await snapshot(db);

      const error = await rejection(applyMigrations(db, migrations));

      expect(error).toBeInstanceOf(StartupError);
      expect(error).toMatchObject({ code: 'database-foreign' });
      expect((error as Error).message).toContain('1999999999999');
      expect(await snapshot(db)).toEqual(before);
      // Even with pending migrations of its own, this code does not touch that database.
      expect(await rejection(applyMigrations(db, withBroken))).toMatchObject({ code: 'database-foreign' });
    });

    test('a database migrated by a newer version of the site is refused with database-foreign', async () => {
      const db = await backend.empty();
      await applyMigrations(db, migrations);
      const error = await rejection(applyMigrations(db, migrations.slice(0, -1)));
      expect(error).toMatchObject({ code: 'database-foreign' });
      expect((error as Error).message).toContain(versions.at(-1)!);
    });

    test('a migration marked dirty is refused with migration-dirty', async () => {
      const db = await backend.empty();
      await applyMigrations(db, migrations);
      await db.query('update hdb_catalog.schema_migrations set dirty = true where version = $1', [versions[0]]);
      expect(await rejection(applyMigrations(db, migrations))).toMatchObject({ code: 'migration-dirty' });
    });

    test.skipIf(backend.name !== 'postgres')(
      'two servers starting at once on one database apply each migration once',
      async () => {
        const db = await backend.empty();
        const other = await backend.reopen(db, 2);
        const results = await Promise.all([applyMigrations(db, migrations), applyMigrations(other, migrations)]);
        expect(results.map((result) => result.applied.length).sort()).toEqual([0, versions.length]);
        expect(await recorded(db)).toEqual(versions.map((version) => ({ version, dirty: false })));
      },
      30_000,
    );
  });
});
