// Enum tables (`is_enum: true`) as Hasura v2 has them, where the conformance cases (own/graphql_query/own_feat_enums,
// own/graphql_mutation/own_feat_enums) cannot look: Hasura's refusals of tables that cannot be enums, with its words
// (Backends/Postgres/DDL/Table.hs fetchAndValidateEnumValues), the role schemas, and the values read again when the
// metadata is reloaded or replaced.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PgliteDatabase } from '../../src/db/pglite.ts';
import { createEngine, type Engine } from '../../src/engine/create-engine.ts';
import { createLiveMetadata } from '../../src/engine/live-metadata.ts';
import { consistentPart } from '../../src/engine/metadata/inconsistency.ts';
import { type Metadata } from '../../src/engine/metadata/index.ts';
import { readCatalog, type Catalog } from '../../src/engine/model/catalog.ts';
import { withEnumValues } from '../../src/engine/model/enum-tables.ts';
import { createSessionResolver } from '../../src/session/index.ts';
import { OWN_QUERIES_DIR } from '../conformance/layout.ts';
import { applySetup, applySetupFile, createSetupState } from '../conformance/setup.ts';
import { metadataProblems } from './harness.ts';
import { createEmptyDatabase } from '../support/database.ts';

interface Answer {
  data?: Record<string, unknown>;
  errors?: { message: string; extensions: { code: string; path: string } }[];
}

const sessions = createSessionResolver({});
const engineOf = (db: PgliteDatabase, metadata: Metadata, catalog: Catalog): Engine => createEngine({ db, metadata, catalog, sessions });

async function ask(engine: Engine, query: string, headers: Record<string, string> = {}, variables?: Record<string, unknown>) {
  const response = await engine.handle(variables ? { query, variables } : { query }, headers);
  return JSON.parse(response.body) as Answer;
}

describe('tables that cannot be enum tables, refused in Hasura words', () => {
  let db: PgliteDatabase;
  let metadata: Metadata;
  let catalog: Catalog;

  beforeAll(async () => {
    db = await createEmptyDatabase();
    const state = createSetupState(db);
    // tests-py queries/v1/set_table_is_enum/setup.yaml's employees, and one table for each other refusal.
    await applySetup(state, {
      type: 'bulk',
      args: [
        {
          type: 'run_sql',
          args: {
            sql: `
              CREATE TABLE colors (value text PRIMARY KEY, comment text);
              INSERT INTO colors VALUES ('red', 'Red'), ('illegal+graphql+identifier', '');
              CREATE TABLE employees (id serial PRIMARY KEY, name text, favorite_color text REFERENCES colors, gets_paid_on text);
              CREATE TABLE favorites (id serial PRIMARY KEY, color text REFERENCES colors);
              CREATE TABLE no_key (value text);
              CREATE TABLE two_keys (a text, b text, PRIMARY KEY (a, b));
              CREATE TABLE empty_values (value text PRIMARY KEY);
              CREATE TABLE numbered (value text PRIMARY KEY, rank integer);
              INSERT INTO numbered VALUES ('first', 1);
              CREATE TABLE bad_names (value text PRIMARY KEY);
              INSERT INTO bad_names VALUES ('true'), ('1st'), ('with space'), ('fine');
              CREATE TABLE two_bad (value text PRIMARY KEY);
              INSERT INTO two_bad VALUES ('null'), ('a-b');`,
          },
        },
        ...['colors', 'employees', 'no_key', 'two_keys', 'empty_values', 'numbered', 'bad_names', 'two_bad'].map((table) => ({
          type: 'track_table',
          args: { table, is_enum: table !== 'employees' },
        })),
        { type: 'track_table', args: 'favorites' },
        { type: 'set_table_is_enum', args: { table: 'employees', is_enum: true } },
        {
          type: 'create_object_relationship',
          args: { table: 'favorites', name: 'color_object', using: { foreign_key_constraint_on: 'color' } },
        },
      ],
    });
    metadata = state.metadata;
    catalog = await withEnumValues(db, metadata, await readCatalog(db));
  });
  afterAll(async () => db?.close());

  it('names every reason, one or several, as Hasura words them', () => {
    expect(metadataProblems(metadata, catalog)).toEqual([
      'the table "colors" cannot be used as an enum because the value "illegal+graphql+identifier" is not a valid GraphQL enum value name',
      // tests-py queries/v1/set_table_is_enum/add_invalid.yaml
      'the table "employees" cannot be used as an enum for the following reasons:\n' +
        '  • the table’s primary key ("id") must have type "text", not type "integer"\n' +
        '  • the table must have exactly one primary key and optionally one comment column, not 4 columns (favorite_color, gets_paid_on, id, name)\n',
      'the table "no_key" cannot be used as an enum because the table must have a primary key',
      // Without a key column every column counts as one too many, as in Hasura.
      'the table "two_keys" cannot be used as an enum for the following reasons:\n' +
        '  • the table’s primary key must not span multiple columns (a, b)\n' +
        '  • the table must have exactly one primary key and optionally one comment column, not 2 columns (a, b)\n',
      'the table "empty_values" cannot be used as an enum because the table must have at least one row',
      'the table "numbered" cannot be used as an enum because the table’s comment column ("rank") must have type "text", not type "integer"',
      'the table "bad_names" cannot be used as an enum because the values "1st", "true", and "with space" are not valid GraphQL enum value names',
      'the table "two_bad" cannot be used as an enum because the values "a-b" and "null" are not valid GraphQL enum value names',
    ]);
  });

  it('leaves such a table out as an inconsistent table, and then what leads to it (tests-py relationship_with_inconsistent_enum_table.yaml)', () => {
    const part = consistentPart(metadata, catalog);
    const colors = part.inconsistent.find((object) => object.name === 'table colors in source default');
    expect(colors).toMatchObject({ type: 'table', definition: { schema: 'public', name: 'colors' } });
    expect(colors?.reason).toContain('the table "colors" cannot be used as an enum because the value "illegal+graphql+identifier"');
    expect(part.inconsistent.find((object) => object.type === 'object_relation')).toMatchObject({
      name: 'object_relation color_object in table favorites in source default',
    });
    expect(part.metadata.sources[0]!.tables.map((table) => table.table.name)).toEqual(['favorites']);
  });
});

describe('enum tables in the schema and the answers', () => {
  let db: PgliteDatabase;
  let metadata: Metadata;
  let engine: Engine;

  beforeAll(async () => {
    db = await createEmptyDatabase();
    const state = createSetupState(db);
    await applySetupFile(state, join(OWN_QUERIES_DIR, 'graphql_query/own_feat_enums/setup.yaml'));
    metadata = state.metadata;
    engine = engineOf(db, metadata, await withEnumValues(db, metadata, await readCatalog(db)));
  });
  afterAll(async () => db?.close());

  it('gives a role the enum of a column it may select, not the enum table', () => {
    const anonymous = engine.schemaFor('anonymous');
    expect(anonymous.getType('colors_enum')).toBeDefined();
    expect(anonymous.getType('colors')).toBeUndefined();
    expect(anonymous.getQueryType()!.getFields().colors).toBeUndefined();
    // The role's zones hide the country column: no enum of it either.
    expect(engine.schemaFor('user').getType('country_enum')).toBeUndefined();
  });

  it('leaves enum columns out of min and max, as Hasura leaves out columns that are no scalar', async () => {
    const fields = (engine.schemaFor('admin').getType('users_max_fields') as { getFields(): Record<string, unknown> }).getFields();
    expect(Object.keys(fields)).toEqual(['id', 'name']);
    const answer = await ask(engine, '{ users_aggregate { aggregate { max { favorite_color } } } }');
    expect(answer.errors?.[0]?.extensions.code).toBe('validation-failed');
  });

  it('orders and picks distinct rows by an enum column (its text), and counts its values', async () => {
    const answer = await ask(
      engine,
      `{ ordered: users(order_by: {favorite_color: desc}) { name }
         distinct: users(distinct_on: favorite_color, order_by: {favorite_color: asc}) { favorite_color }
         users_aggregate { aggregate { count(columns: favorite_color, distinct: true) } } }`,
    );
    expect(answer.data).toEqual({
      ordered: [{ name: 'Alyssa' }, { name: 'Ben' }],
      distinct: [{ favorite_color: 'blue' }, { favorite_color: 'red' }],
      users_aggregate: { aggregate: { count: 2 } },
    });
  });

  it('reads an enum column as one SQL statement per root field', async () => {
    const before = engine.statementCount;
    await ask(engine, '{ a: users(where: {favorite_color: {_in: [red, blue]}}) { name } b: zones { code country } }');
    expect(engine.statementCount - before).toBe(1);
  });

  it('refuses a value of another enum and a variable of the wrong enum type', async () => {
    const wrongValue = await ask(engine, '{ outfits(where: {size: {_eq: red}}) { id } }');
    expect(wrongValue.errors?.[0]).toMatchObject({
      message: "expected one of the values ['L', 'M', 'S'] for type 'shirt_size_enum', but found 'red'",
      extensions: { code: 'validation-failed', path: '$.selectionSet.outfits.args.where.size._eq' },
    });
    const wrongType = await ask(engine, 'query ($c: colors_enum) { outfits(where: {size: {_eq: $c}}) { id } }', {}, { c: 'red' });
    expect(wrongType.errors?.[0]?.extensions.code).toBe('validation-failed');
  });
});

describe('enum values are read when the engine is built, again on reload_metadata and replace_metadata', () => {
  let db: PgliteDatabase;

  beforeAll(async () => {
    db = await createEmptyDatabase();
  });
  afterAll(async () => db?.close());

  it('takes a new row of an enum table after a reload, and turns an enum table that no longer fits inconsistent', async () => {
    const state = createSetupState(db);
    await applySetupFile(state, join(OWN_QUERIES_DIR, 'graphql_query/own_feat_enums/setup.yaml'));
    const catalog = await withEnumValues(db, state.metadata, await readCatalog(db));
    const live = createLiveMetadata({ db, metadata: state.metadata, catalog, createEngine: (m, c) => engineOf(db, m, c) });
    const query = '{ users(where: {favorite_color: {_eq: teal}}) { name } }';
    expect((await ask(live.engine, query)).errors?.[0]?.extensions.code).toBe('validation-failed');

    await db.exec(`INSERT INTO colors VALUES ('teal', '#008080')`);
    expect((await ask(live.engine, query)).errors?.[0]?.extensions.code).toBe('validation-failed');
    expect(await live.reload({ rereadCatalog: false })).toEqual([]);
    expect(await ask(live.engine, query)).toEqual({ data: { users: [] } });

    await db.exec(`INSERT INTO colors VALUES ('not+a+name', '')`);
    const inconsistent = await live.reload({ rereadCatalog: false });
    expect(inconsistent.map((object) => [object.type, object.name])).toContainEqual(['table', 'table colors in source default']);
    // Without its enum table the column is text again, as in Hasura.
    expect(await ask(live.engine, '{ users(where: {favorite_color: {_eq: "red"}}) { name } }')).toEqual({
      data: { users: [{ name: 'Alyssa' }] },
    });
    await db.exec(`DELETE FROM colors WHERE value = 'not+a+name'`);
    await live.reload({ rereadCatalog: false });

    // replace_metadata marking another table as an enum table reads its rows.
    const next = structuredClone(live.metadata);
    next.sources[0]!.tables = next.sources[0]!.tables.map((table) =>
      table.table.name === 'country' ? { ...table, is_enum: false } : table,
    );
    await live.replace(next, { allowInconsistent: false });
    expect(live.engine.schemaFor('admin').getType('country_enum')).toBeUndefined();
    const back = structuredClone(next);
    back.sources[0]!.tables = back.sources[0]!.tables.map((table) =>
      table.table.name === 'country' ? { ...table, is_enum: true } : table,
    );
    await live.replace(back, { allowInconsistent: false });
    expect(await ask(live.engine, '{ zones(where: {country: {_eq: India}}) { code } }')).toEqual({ data: { zones: [{ code: '600036' }] } });
  });
});
