// The setup translation on its own, without the engine: upstream's /v1/query setup bodies must build the
// tables and rows in PGlite and the metadata entries Hasura would hold, and that metadata must pass the
// project's validator against the catalog of the database they built.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { type PgliteDatabase } from '../../src/db/pglite.ts';
import { MetadataError, type TableMetadata } from '../../src/engine/model/metadata-types.ts';
import { validateMetadata } from '../../src/engine/metadata/validate.ts';
import { readCatalog } from '../../src/engine/model/catalog.ts';
import { listDirectories, QUERIES_DIR, readLayout } from './layout.ts';
import { applySetup, applySetupFile, createSetupState, SetupError, type SetupState } from './setup.ts';
import { createEmptyDatabase } from '../support/database.ts';

const available = existsSync(QUERIES_DIR);
const file = (path: string): string => join(QUERIES_DIR, path);

function table(state: SetupState, name: string, schema = 'public'): TableMetadata {
  const found = state.metadata.sources[0]?.tables.find((entry) => entry.table.schema === schema && entry.table.name === name);
  if (!found) throw new Error(`${schema}.${name} is not tracked`);
  return found;
}

/** The validator's problems with the translated metadata. */
async function validatorProblems(state: SetupState): Promise<string[]> {
  try {
    validateMetadata(state.metadata, await readCatalog(state.db));
    return [];
  } catch (error) {
    if (!(error instanceof MetadataError)) throw error;
    return error.problems.map((problem) => problem.message);
  }
}

const trackedNames = (state: SetupState): string[] => (state.metadata.sources[0]?.tables ?? []).map((entry) => entry.table.name);

describe.skipIf(!available)('setup translation', () => {
  let db: PgliteDatabase;
  let state: SetupState;

  beforeEach(async () => {
    db = await createEmptyDatabase();
    state = createSetupState(db);
  });
  afterEach(async () => {
    await db.close();
  });

  test('graphql_query/basic: tables, rows, tracked tables and relationships', async () => {
    await applySetupFile(state, file('graphql_query/basic/setup.yaml'));

    expect(trackedNames(state)).toEqual(['test_types', 'author', 'article', 'user', 'person']);
    expect(table(state, 'article').object_relationships).toEqual([{ name: 'author', using: { foreign_key_constraint_on: 'author_id' } }]);
    expect(table(state, 'author').array_relationships).toEqual([
      {
        name: 'articles',
        using: { foreign_key_constraint_on: { table: { schema: 'public', name: 'article' }, column: 'author_id' } },
      },
    ]);
    expect(table(state, 'author').select_permissions).toBeUndefined();
    const articles = await db.query<{ id: number; author_id: number }>('SELECT id, author_id FROM article ORDER BY id');
    expect(articles.rows).toEqual([
      { id: 1, author_id: 1 },
      { id: 2, author_id: 1 },
      { id: 3, author_id: 2 },
    ]);
    // The v1 `insert` step: a string into bigint, a backslash kept, serial ids from 1.
    const users = await db.query('SELECT id, name, number FROM "user" ORDER BY id');
    expect(users.rows).toEqual([
      { id: '1', name: 'User 1', number: '123456789' },
      { id: '2', name: 'User 2', number: '123456780' },
    ]);
    const people = await db.query<{ name: string }>('SELECT name FROM person ORDER BY id');
    expect(people.rows.map((row) => row.name)).toEqual(['John\\', 'Clarke', 'clarke']);
    expect(state.notes).toEqual([]);
  });

  test('graphql_query/basic: the teardown drops the relationship and untracks the dropped tables', async () => {
    await applySetupFile(state, file('graphql_query/basic/setup.yaml'));
    await applySetupFile(state, file('graphql_query/basic/teardown.yaml'));
    expect(trackedNames(state)).toEqual([]);
    expect(state.notes).toContain('untracked table public.test_types (dropped by run_sql)');
  });

  test('graphql_query/permissions: permissions and functions; PostGIS stripped and logged', async () => {
    await applySetupFile(state, file('graphql_query/permissions/setup.yaml'));

    expect(table(state, 'article').select_permissions?.map((entry) => entry.role)).toEqual(['user', 'anonymous']);
    expect(table(state, 'article').select_permissions?.[0]?.permission).toEqual({
      columns: ['id', 'title', 'content', 'is_published'],
      filter: { $or: [{ author_id: 'X-HASURA-USER-ID' }, { is_published: true }] },
    });
    expect(table(state, 'author').insert_permissions).toEqual([{ role: 'user', permission: { check: { id: 'X-HASURA-USER-ID' } } }]);
    expect(table(state, 'Track').select_permissions?.[0]).toEqual({
      role: 'Artist',
      permission: { columns: '*', filter: { Artist: { id: 'X-Hasura-Artist-Id' } }, allow_aggregations: true },
    });
    expect(table(state, 'auction').select_permissions?.[0]?.permission.filter).toEqual({ bid_price: { $cgt: 'price' } });
    expect(state.metadata.sources[0]?.functions.map((fn) => fn.function)).toEqual([
      { schema: 'public', name: 'search_tracks' },
      { schema: 'public', name: 'passed_students' },
    ]);

    // geom_table keeps its other columns; what needs PostGIS is gone, and said so.
    const columns = await db.query<{ name: string }>(
      `SELECT attname AS name FROM pg_attribute WHERE attrelid = 'geom_table'::regclass AND attnum > 0 ORDER BY attnum`,
    );
    expect(columns.rows.map((row) => row.name)).toEqual(['id', 'type']);
    expect(table(state, 'geom_table').select_permissions).toBeUndefined();
    expect(state.strippedColumns).toEqual([{ schema: 'public', table: 'geom_table', column: 'geom_col' }]);
    expect(state.notes).toEqual([
      'dropped statement (PostGIS extension): CREATE EXTENSION IF NOT EXISTS postgis',
      'dropped statement (PostGIS extension): CREATE EXTENSION IF NOT EXISTS postgis_topology',
      'dropped PostGIS column public.geom_table.geom_col',
      'dropped select permission for role user1 on public.geom_table (uses PostGIS column geom_col)',
      'dropped select permission for role user2 on public.geom_table (uses PostGIS column geom_col)',
      'dropped statement (calls PostGIS functions): INSERT INTO geom_table (type, geom_col)',
    ]);

    // JSON values of the v1 insert land as jsonb.
    const jsonb = await db.query<{ jsonb_col: unknown }>('SELECT jsonb_col FROM jsonb_table ORDER BY id');
    expect(jsonb.rows.map((row) => row.jsonb_col)).toEqual([{ name: 'Hasura', age: 7 }, { name: 'Cross' }]);
  });

  test('graphql_query/boolexp/basic: a bare table name, _exists permissions, self relationships', async () => {
    await applySetupFile(state, file('graphql_query/boolexp/basic/setup.yaml'));
    expect(table(state, 'table_with_sql_identifier').table).toEqual({ schema: 'public', name: 'table_with_sql_identifier' });
    expect(table(state, 'account').select_permissions?.[0]?.permission.filter).toEqual({
      _exists: { _table: 'user', _where: { id: 'X-Hasura-User-Id', is_admin: true } },
    });
    expect(table(state, 'message').object_relationships?.[0]?.name).toBe('parent');
    expect(table(state, 'message').array_relationships?.[0]?.name).toBe('children');
    const orders = await db.query('SELECT id, delivered_at FROM orders ORDER BY id');
    expect(orders.rows).toHaveLength(2);
    expect(orders.rows[0]).toEqual({ id: 1, delivered_at: null });
  });

  test.each(available ? listDirectories('graphql_query') : [])('%s: setup applies and its metadata passes the validator', async (dir) => {
    const layout = readLayout(dir);
    if (layout.setup === undefined) throw new Error(`${dir} has no setup`);
    await applySetupFile(state, layout.setup);
    expect(await validatorProblems(state)).toEqual([]);
  });

  // Teardowns run leniently (some copies are of another version than their setup, README), so only the
  // setups and the per-test values are held to succeed here.
  test('mutation and action setups: schema and values apply in upstream order', async () => {
    for (const dir of [...listDirectories('graphql_mutation'), ...listDirectories('actions')]) {
      const layout = readLayout(dir);
      const own = await createEmptyDatabase();
      const run = createSetupState(own);
      try {
        if (layout.setup !== undefined) await applySetupFile(run, layout.setup);
        for (let round = 0; round < 2; round += 1) {
          if (layout.valuesSetup !== undefined) await applySetupFile(run, layout.valuesSetup);
          if (layout.valuesTeardown !== undefined) await applySetupFile(run, layout.valuesTeardown);
        }
        expect(await validatorProblems(run), dir).toEqual([]);
        if (layout.teardown !== undefined) await applySetupFile(run, layout.teardown, { lenient: true });
      } finally {
        await own.close();
      }
    }
    // A fresh embedded database per directory, a few seconds each alone: on a machine shared with other test
    // passes the loop takes minutes.
  }, 300_000);

  test('actions/sync: custom types and actions get Hasura defaults', async () => {
    await applySetupFile(state, file('actions/sync/schema_setup.yaml'));
    expect(state.metadata.custom_types.objects[0]?.relationships?.[0]?.remote_table).toEqual({ schema: 'public', name: 'user' });
    expect(state.metadata.actions.map((action) => action.name)).toEqual([
      'create_user',
      'create_users',
      'mirror',
      'server_error_action',
      'client_error_action',
    ]);
    expect(state.metadata.actions[0]?.definition).toMatchObject({
      type: 'mutation',
      kind: 'synchronous',
      forward_client_headers: false,
      headers: [],
      timeout: 30,
      output_type: 'UserId',
      handler: 'http://127.0.0.1:5593/create-user',
    });
    await applySetupFile(state, file('actions/sync/schema_teardown.yaml'));
    expect(state.metadata.actions).toEqual([]);
    expect(state.metadata.custom_types.objects).toEqual([]);
  });

  test('unknown step types and Hasura-refused steps fail naming the step', async () => {
    await expect(applySetup(state, { type: 'bulk', args: [{ type: 'create_remote_schema', args: {} }] })).rejects.toThrow(
      /setup: step \$\.args\[0\] \(create_remote_schema\): unknown setup step type/,
    );
    await db.exec('CREATE TABLE t (id int primary key)');
    await applySetup(state, { type: 'pg_track_table', args: { table: { schema: 'public', name: 't' }, source: 'default' } });
    await expect(applySetup(state, { type: 'track_table', args: 't' })).rejects.toThrow(SetupError);
    await expect(applySetup(state, { type: 'track_table', args: 'missing' })).rejects.toThrow(/no such table\/view exists in source/);
    await expect(
      applySetup(state, {
        type: 'create_select_permission',
        args: { table: 'nope', role: 'user', permission: { columns: '*', filter: {} } },
      }),
    ).rejects.toThrow(/table "public.nope" is not tracked/);
    await applySetup(state, { type: 'bulk', args: [{ type: 'untrack_table', args: { table: 'missing' } }] }, { lenient: true });
    expect(state.notes).toEqual([
      expect.stringMatching(/^ignored failing step: setup: step \$\.args\[0\] \(untrack_table\): table "public.missing" is not tracked/),
    ]);
  });
});
