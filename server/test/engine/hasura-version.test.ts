// The engine answers as the Hasura version docker-compose.yml pins (v2.51), on the points where Hasura versions
// differ (issue 31): array columns typed as lists since v2.29, ltree operators, introspection's order and error
// wordings. Each expected answer comes from hasura/graphql-engine's source, cited where it is asserted:
// - Backends/Postgres/Instances/Schema.hs `columnParser` (case PGArray: `[<scalar>!]`) and `comparisonExps`
//   (`<scalar>_array_comparison_exp`, the array and ltree operators with their descriptions);
// - Backends/Postgres/SQL/Types.hs `mkFunctionArgScalarType` and SQL/Value.hs `parsePGValue` (a function's array argument
//   stays the `_text` scalar, read from a string only);
// - GraphQL/Schema/Introspect.hs (`sortOn dName` everywhere, and the `__TypeKind` enum's order).
// Introspection is asked over the engine's own /v1/graphql handling, as a client would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/db/postgres.ts';
import type { Database } from '../../src/db/types.ts';
import { createEngine, type Engine } from '../../src/engine/create-engine.ts';
import { readCatalog } from '../../src/engine/model/catalog.ts';
import { createSessionResolver } from '../../src/session/index.ts';
import { applySetup, createSetupState } from '../conformance/setup.ts';
import { createDatabase, hasPostgres15, startPostgres, type PostgresServer } from '../support/postgres-server.ts';
import { createEmptyDatabase } from '../support/database.ts';

interface Answer<Data = Record<string, unknown>> {
  data?: Data;
  errors?: { message: string; extensions: { code: string; path: string } }[];
}

interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}

interface InputValue {
  name: string;
  description: string | null;
  type: TypeRef;
}

const TYPE_REF = 'kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } }';

/** A type reference as SDL: `[String!]!`. */
function sdl(type: TypeRef): string {
  if (type.kind === 'NON_NULL') return `${sdl(type.ofType!)}!`;
  if (type.kind === 'LIST') return `[${sdl(type.ofType!)}]`;
  return type.name!;
}

async function engineOver(db: Database, sql: string, tables: string[]): Promise<Engine> {
  const state = createSetupState(db);
  await applySetup(state, {
    type: 'bulk',
    args: [{ type: 'run_sql', args: { sql } }, ...tables.map((name) => ({ type: 'track_table', args: { schema: 'public', name } }))],
  });
  return createEngine({ db, metadata: state.metadata, catalog: await readCatalog(db), sessions: createSessionResolver({}) });
}

async function ask<Data = Record<string, unknown>>(engine: Engine, query: string, variables?: Record<string, unknown>) {
  return JSON.parse((await engine.handle(variables ? { query, variables } : { query }, {})).body) as Answer<Data>;
}

/** A type's input fields (or fields) as `name: SDL` lines, in the order introspection answers them. */
async function typeLines(
  engine: Engine,
  name: string,
  kind: 'inputFields' | 'fields',
): Promise<{ description: string | null; lines: string[] }> {
  const answer = await ask<{ __type: { description: string | null } & Record<string, InputValue[]> }>(
    engine,
    `{ __type(name: "${name}") { description ${kind} { name description type { ${TYPE_REF} } } } }`,
  );
  const type = answer.data!.__type;
  return {
    description: type.description,
    lines: type[kind]!.map((field) => `${field.name}: ${sdl(field.type)}${field.description ? ` # ${field.description}` : ''}`),
  };
}

const COMPARE = (scalar: string) =>
  `Boolean expression to compare columns of type "${scalar}". All fields are combined with logical 'AND'.`;

describe('array columns as Hasura v2.29+ types them (PGlite)', () => {
  let db: Database;
  let engine: Engine;

  beforeAll(async () => {
    db = await createEmptyDatabase();
    engine = await engineOver(
      db,
      `CREATE TABLE item (id serial PRIMARY KEY, tags text[] NOT NULL DEFAULT '{}', scores integer[], refs uuid[]);
       INSERT INTO item (tags, scores) VALUES ('{defi,eth}', '{1,2}'), ('{btc}', NULL), ('{}', '{3}');`,
      ['item'],
    );
  });

  afterAll(async () => {
    await db?.close();
  });

  it('types columns as lists of the element scalar, never as the _text scalar (columnParser, case PGArray)', async () => {
    const item = await typeLines(engine, 'item', 'fields');
    expect(item.lines).toEqual(['id: Int!', 'refs: [uuid!]', 'scores: [Int!]', 'tags: [String!]!']);
    const insert = await typeLines(engine, 'item_insert_input', 'inputFields');
    expect(insert.lines).toEqual(['id: Int', 'refs: [uuid!]', 'scores: [Int!]', 'tags: [String!]']);
    const where = await typeLines(engine, 'item_bool_exp', 'inputFields');
    expect(where.lines).toEqual(
      expect.arrayContaining(['refs: uuid_array_comparison_exp', 'scores: Int_array_comparison_exp', 'tags: String_array_comparison_exp']),
    );
    expect((await ask(engine, '{ __type(name: "_text") { name } }')).data).toEqual({ __type: null });
  });

  it('compares through <scalar>_array_comparison_exp, named and described as comparisonExps does', async () => {
    const strings = await typeLines(engine, 'String_array_comparison_exp', 'inputFields');
    expect(strings).toEqual({
      description: COMPARE('String'),
      lines: [
        '_contained_in: [String!] # is the array contained in the given array value',
        '_contains: [String!] # does the array contain the given value',
        '_eq: [String!]',
        '_gt: [String!]',
        '_gte: [String!]',
        '_in: [[String!]!]',
        '_is_null: Boolean',
        '_lt: [String!]',
        '_lte: [String!]',
        '_neq: [String!]',
        '_nin: [[String!]!]',
      ],
    });
    const ints = await typeLines(engine, 'Int_array_comparison_exp', 'inputFields');
    expect(ints.description).toBe(COMPARE('Int'));
    expect(ints.lines).toContain('_in: [[Int!]!]');
  });

  it('reads and writes JSON lists, and filters with _contains, _contained_in, _eq and _in', async () => {
    const tagsOf = async (where: string, variables?: Record<string, unknown>) =>
      (
        await ask<{ item: { tags: string[] }[] }>(
          engine,
          `query ($v: [String!]) { item(where: ${where}, order_by: {id: asc}) { tags } }`,
          variables,
        )
      ).data!.item.map((row) => row.tags);
    expect(await tagsOf('{tags: {_contains: $v}}', { v: ['eth'] })).toEqual([['defi', 'eth']]);
    expect(await tagsOf('{tags: {_contained_in: $v}}', { v: ['btc', 'sol'] })).toEqual([['btc'], []]);
    expect(await tagsOf('{tags: {_eq: ["btc"]}}')).toEqual([['btc']]);
    expect(await tagsOf('{tags: {_in: [["btc"], ["defi", "eth"]]}}')).toEqual([['defi', 'eth'], ['btc']]);

    const inserted = await ask<{ insert_item_one: { tags: string[]; scores: number[] } }>(
      engine,
      'mutation ($tags: [String!]!) { insert_item_one(object: {tags: $tags, scores: [4, 5]}) { tags scores } }',
      { tags: ["o'neil", 'a,b'] },
    );
    expect(inserted.data).toEqual({ insert_item_one: { tags: ["o'neil", 'a,b'], scores: [4, 5] } });
    // A containment operand is written into the statement (for the planner to see, builder.ts inlineArray): quotes,
    // commas, braces, backslashes and an empty list are read as they are, as a parameter was.
    await ask(engine, 'mutation ($tags: [String!]!) { insert_item_one(object: {tags: $tags}) { id } }', {
      tags: ['back\\slash', '{x,y}', 'NULL', '"q"'],
    });
    expect(await tagsOf('{tags: {_contains: $v}}', { v: ["o'neil", 'a,b'] })).toEqual([["o'neil", 'a,b']]);
    expect(await tagsOf('{tags: {_contains: $v}}', { v: ['back\\slash'] })).toEqual([['back\\slash', '{x,y}', 'NULL', '"q"']]);
    expect(await tagsOf('{tags: {_contains: $v}}', { v: ['{x,y}', '"q"', 'NULL'] })).toHaveLength(1);
    expect(await tagsOf('{tags: {_contains: $v}}', { v: ['back\\\\slash'] })).toEqual([]);
    expect(await tagsOf('{tags: {_contains: $v}}', { v: ["x'); DROP TABLE item; --"] })).toEqual([]);
    expect(await tagsOf('{tags: {_contains: $v}}', { v: [] })).toHaveLength(5);
    expect(await tagsOf('{tags: {_contained_in: $v}}', { v: ["o'neil", 'a,b', 'btc'] })).toEqual([['btc'], [], ["o'neil", 'a,b']]);
    const scored = await ask<{ item: { scores: number[] }[] }>(
      engine,
      'query ($s: [Int!]) { item(where: {scores: {_contains: $s}}) { scores } }',
      {
        s: [5],
      },
    );
    expect(scored.data).toEqual({ item: [{ scores: [4, 5] }] });
    // A Postgres array literal is one String now: GraphQL's list coercion makes it a one-element array.
    const literal = await ask<{ insert_item_one: { tags: string[] } }>(
      engine,
      'mutation { insert_item_one(object: {tags: "{x,y}"}) { tags } }',
    );
    expect(literal.data).toEqual({ insert_item_one: { tags: ['{x,y}'] } });
    // The pre-2.29 scalar is gone: a document declaring it is refused.
    const old = await ask(engine, 'query ($t: _text!) { item(where: {tags: {_contains: $t}}) { id } }', { t: ['eth'] });
    expect(old.errors?.[0]?.extensions.code).toBe('validation-failed');
  });
});

describe('array arguments of SQL functions as Hasura v2.51 still types them (mkFunctionArgScalarType)', () => {
  let db: Database;
  let engine: Engine;

  beforeAll(async () => {
    db = await createEmptyDatabase();
    const state = createSetupState(db);
    await applySetup(state, {
      type: 'bulk',
      args: [
        {
          type: 'run_sql',
          args: {
            sql: `CREATE TABLE item (id serial PRIMARY KEY, tags text[] NOT NULL DEFAULT '{}');
                  INSERT INTO item (tags) VALUES ('{defi,eth}'), ('{btc}'), ('{}');
                  CREATE FUNCTION items_tagged(wanted text[]) RETURNS SETOF item AS $$
                    SELECT * FROM item WHERE tags && wanted $$ LANGUAGE sql STABLE;
                  CREATE FUNCTION items_like(probe item) RETURNS SETOF item AS $$
                    SELECT * FROM item WHERE tags = probe.tags $$ LANGUAGE sql STABLE;
                  CREATE FUNCTION item_shares(it item, wanted text[]) RETURNS integer AS $$
                    SELECT cardinality(ARRAY(SELECT unnest(it.tags) INTERSECT SELECT unnest(wanted))) $$ LANGUAGE sql STABLE;`,
          },
        },
        { type: 'track_table', args: { schema: 'public', name: 'item' } },
        { type: 'track_function', args: { schema: 'public', name: 'items_tagged' } },
        { type: 'track_function', args: { schema: 'public', name: 'items_like' } },
        {
          type: 'add_computed_field',
          args: { table: 'item', name: 'shares', definition: { function: 'item_shares', table_argument: 'it' } },
        },
      ],
    });
    engine = createEngine({ db, metadata: state.metadata, catalog: await readCatalog(db), sessions: createSessionResolver({}) });
  });

  afterAll(async () => {
    await db?.close();
  });

  it('types an array argument as the _<element> scalar (its pg_type name), not as a list (issues #9902, #10784)', async () => {
    // parseArgument calls columnParser on mkFunctionArgScalarType of the argument's catalog type, whose name is
    // pg_type's `_text`: PGUnknown "_text", a named scalar, unlike an array column's PGArray.
    expect((await typeLines(engine, 'items_tagged_args', 'inputFields')).lines).toEqual(['wanted: _text']);
    expect((await typeLines(engine, 'shares_item_args', 'inputFields')).lines).toEqual(['wanted: _text']);
    const scalar = await ask<{ __type: { kind: string } }>(engine, '{ __type(name: "_text") { kind } }');
    expect(scalar.data).toEqual({ __type: { kind: 'SCALAR' } });
    expect((await typeLines(engine, 'item', 'fields')).lines).toContain('tags: [String!]!');
  });

  it('takes a PostgreSQL array literal as a string and refuses a JSON list as parse-failed (parsePGValue, PGUnknown)', async () => {
    const literal = await ask<{ items_tagged: { id: number }[] }>(
      engine,
      'query ($w: _text) { items_tagged(args: {wanted: $w}, order_by: {id: asc}) { id shares(args: {wanted: "{eth,btc}"}) } }',
      { w: '{eth,btc}' },
    );
    expect(literal).toEqual({
      data: {
        items_tagged: [
          { id: 1, shares: 1 },
          { id: 2, shares: 1 },
        ],
      },
    });
    const list = await ask(engine, '{ items_tagged(args: {wanted: ["eth"]}) { id } }');
    expect(list.errors).toEqual([
      {
        message: 'A string is expected for type: _text',
        extensions: { code: 'parse-failed', path: '$.selectionSet.items_tagged.args.args.wanted' },
      },
    ]);
    // A row-type argument (`item_scalar`, PGCompositeScalar) is read the same way: a record literal only.
    expect(await ask(engine, '{ items_like(args: {probe: "(9,\\"{btc}\\")"}) { id } }')).toEqual({ data: { items_like: [{ id: 2 }] } });
    expect((await ask(engine, '{ items_like(args: {probe: {id: 2}}) { id } }')).errors).toEqual([
      {
        message: 'A string is expected for type: item',
        extensions: { code: 'parse-failed', path: '$.selectionSet.items_like.args.args.probe' },
      },
    ]);
    const variable = await ask(engine, 'query ($w: _text) { items_tagged(args: {wanted: $w}) { id } }', { w: ['eth'] });
    expect(variable.errors?.[0]).toMatchObject({
      message: 'A string is expected for type: _text',
      extensions: { code: 'parse-failed' },
    });
  });
});

describe('error wordings that changed between Hasura versions, as current v2 has them', () => {
  let db: Database;
  let engine: Engine;

  beforeAll(async () => {
    db = await createEmptyDatabase();
    engine = await engineOver(db, 'CREATE TABLE item (id serial PRIMARY KEY, name text);', ['item']);
  });

  afterAll(async () => {
    await db?.close();
  });

  it('names an unknown field in single quotes (older: double quotes) and refuses a negative limit as validation-failed (older: not-supported)', async () => {
    // Current wordings, per ../shared/hasura-conformance/README.md "Known version drift" (upstream api-tests, 2023+).
    expect((await ask(engine, '{ item { nope } }')).errors).toEqual([
      {
        message: "field 'nope' not found in type: 'item'",
        extensions: { code: 'validation-failed', path: '$.selectionSet.item.selectionSet.nope' },
      },
    ]);
    const negative = await ask(engine, '{ item(limit: -1) { id } }');
    expect(negative.errors?.[0]).toMatchObject({
      message: "expected a non-negative 32-bit integer for type 'Int', but found an integer",
      extensions: { code: 'validation-failed' },
    });
  });

  it('describes the pattern operators of String_comparison_exp as comparisonExps does', async () => {
    const strings = await typeLines(engine, 'String_comparison_exp', 'inputFields');
    expect(strings.lines).toEqual(
      expect.arrayContaining([
        '_ilike: String # does the column match the given case-insensitive pattern',
        '_niregex: String # does the column NOT match the given POSIX regular expression, case insensitive',
        '_similar: String # does the column match the given SQL regular expression',
      ]),
    );
  });
});

describe("introspection in Hasura's order (Introspect.hs)", () => {
  let db: Database;
  let engine: Engine;

  beforeAll(async () => {
    db = await createEmptyDatabase();
    engine = await engineOver(db, 'CREATE TABLE thing (id serial PRIMARY KEY, zeta text, alpha text, "Beta" text);', ['thing']);
  });

  afterAll(async () => {
    await db?.close();
  });

  it('lists __TypeKind as ENUM, INPUT_OBJECT, INTERFACE, LIST, NON_NULL, OBJECT, SCALAR, UNION', async () => {
    const answer = await ask<{ __type: { enumValues: { name: string }[] } }>(
      engine,
      '{ __type(name: "__TypeKind") { enumValues { name } } }',
    );
    expect(answer.data!.__type.enumValues.map((value) => value.name)).toEqual([
      'ENUM',
      'INPUT_OBJECT',
      'INTERFACE',
      'LIST',
      'NON_NULL',
      'OBJECT',
      'SCALAR',
      'UNION',
    ]);
  });

  it('sorts types, fields, arguments, input fields and enum values by name, in code point order (sortOn dName)', async () => {
    const answer = await ask<{
      __schema: { types: { name: string }[] };
      thing: { fields: { name: string; args: { name: string }[] }[] };
      where: { inputFields: { name: string }[] };
      column: { enumValues: { name: string }[] };
    }>(
      engine,
      `{ __schema { types { name } }
         thing: __type(name: "thing") { fields { name args { name } } }
         where: __type(name: "thing_bool_exp") { inputFields { name } }
         column: __type(name: "thing_select_column") { enumValues { name } } }`,
    );
    const data = answer.data!;
    const sorted = (names: string[]) => [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const typeNames = data.__schema.types.map((type) => type.name);
    expect(typeNames).toEqual(sorted(typeNames));
    expect(data.thing.fields.map((field) => field.name)).toEqual(['Beta', 'alpha', 'id', 'zeta']);
    expect(data.where.inputFields.map((field) => field.name)).toEqual(['Beta', '_and', '_not', '_or', 'alpha', 'id', 'zeta']);
    expect(data.column.enumValues.map((value) => value.name)).toEqual(['Beta', 'alpha', 'id', 'zeta']);
    const rootArgs = await ask<{ __type: { fields: { name: string; args: { name: string }[] }[] } }>(
      engine,
      '{ __type(name: "query_root") { fields { name args { name } } } }',
    );
    const things = rootArgs.data!.__type.fields.find((field) => field.name === 'thing')!;
    expect(things.args.map((arg) => arg.name)).toEqual(['distinct_on', 'limit', 'offset', 'order_by', 'where']);
  });
});

describe.skipIf(!hasPostgres15())('ltree operators as Hasura v2.51 has them (PostgreSQL 15, extension ltree)', () => {
  let server: PostgresServer;
  let db: Database;
  let engine: Engine;

  beforeAll(async () => {
    server = await startPostgres();
    db = await openPostgres(await createDatabase(server, 'ltree'));
    engine = await engineOver(
      db,
      `CREATE EXTENSION ltree;
       CREATE TABLE node (id serial PRIMARY KEY, path ltree NOT NULL);
       INSERT INTO node (path) VALUES ('Top'), ('Top.Science'), ('Top.Science.Astronomy'), ('Top.Hobbies'), ('Other.Games');`,
      ['node'],
    );
  });

  afterAll(async () => {
    await db?.close();
    await server?.stop();
  });

  it('has ltree_comparison_exp with _ancestor, _descendant, _matches, _matches_fulltext and the _any forms', async () => {
    const ltree = await typeLines(engine, 'ltree_comparison_exp', 'inputFields');
    expect(ltree.description).toBe(COMPARE('ltree'));
    expect(ltree.lines).toEqual([
      '_ancestor: ltree # is the left argument an ancestor of right (or equal)?',
      '_ancestor_any: [ltree!] # does array contain an ancestor of `ltree`?',
      '_descendant: ltree # is the left argument a descendant of right (or equal)?',
      '_descendant_any: [ltree!] # does array contain a descendant of `ltree`?',
      '_eq: ltree',
      '_gt: ltree',
      '_gte: ltree',
      '_in: [ltree!]',
      '_is_null: Boolean',
      '_lt: ltree',
      '_lte: ltree',
      '_matches: lquery # does `ltree` match `lquery`?',
      '_matches_any: [String!] # does `ltree` match any `lquery` in array?',
      '_matches_fulltext: ltxtquery # does `ltree` match `ltxtquery`?',
      '_neq: ltree',
      '_nin: [ltree!]',
    ]);
  });

  it('filters as Hasura compiles them (@>, <@, ~, ? and @)', async () => {
    const paths = async (where: string) =>
      (await ask<{ node: { path: string }[] }>(engine, `{ node(where: {path: ${where}}, order_by: {id: asc}) { path } }`)).data!.node.map(
        (row) => row.path,
      );
    expect(await paths('{_ancestor: "Top.Science.Astronomy"}')).toEqual(['Top', 'Top.Science', 'Top.Science.Astronomy']);
    expect(await paths('{_descendant: "Top.Science"}')).toEqual(['Top.Science', 'Top.Science.Astronomy']);
    expect(await paths('{_ancestor_any: ["Top.Science.Astronomy", "Other.Games"]}')).toEqual([
      'Top',
      'Top.Science',
      'Top.Science.Astronomy',
      'Other.Games',
    ]);
    expect(await paths('{_descendant_any: ["Top.Hobbies", "Other"]}')).toEqual(['Top.Hobbies', 'Other.Games']);
    expect(await paths('{_matches: "*.Science.*"}')).toEqual(['Top.Science', 'Top.Science.Astronomy']);
    expect(await paths('{_matches_any: ["Other.*", "*.Astronomy"]}')).toEqual(['Top.Science.Astronomy', 'Other.Games']);
    expect(await paths('{_matches_fulltext: "Hobbies | Games"}')).toEqual(['Top.Hobbies', 'Other.Games']);
  });
});
