// Computed fields as Hasura v2 has them, where the conformance cases (own/graphql_query/own_feat_computed_fields)
// cannot look: the validator's refusals in Hasura's words (Backends/Postgres/DDL/ComputedField.hs and tests-py
// queries/v1/computed_fields/add_computed_field_errors.yaml), the rows through their table's permission, how the
// function is called (positional, then by name), the session argument in a permission rule, and the response cache.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PgliteDatabase } from '../../src/db/pglite.ts';
import { createEngine, type Engine } from '../../src/engine/create-engine.ts';
import { validateMetadata, type Metadata, type TableMetadata } from '../../src/engine/metadata/index.ts';
import { type Catalog } from '../../src/engine/model/catalog.ts';
import { createSessionResolver } from '../../src/session/index.ts';
import { metadataProblems, setUpDatabase } from './harness.ts';
import type { SetupState } from '../conformance/setup.ts';

interface Answer {
  data?: Record<string, unknown>;
  errors?: { message: string; extensions: { code: string; path: string } }[];
}

const EXTRA_SQL = `
  -- tests-py queries/v1/computed_fields/setup.yaml
  CREATE FUNCTION fetch_articles_volatile(search text, author_row author)
  RETURNS SETOF article AS $$ SELECT * FROM article WHERE author_id = author_row.id $$ LANGUAGE sql VOLATILE;
  CREATE FUNCTION hello_world() RETURNS TEXT AS $$ SELECT 'Hello, World!'::text $$ LANGUAGE sql STABLE;
  CREATE FUNCTION test_session(author_row author, key text, session json)
  RETURNS TEXT AS $$ SELECT $3->>$2 $$ LANGUAGE sql STABLE;
  -- The project's: one function per other refusal, and calls with defaults.
  CREATE FUNCTION session_as_text(author_row author, session text) RETURNS text AS $$ SELECT session $$ LANGUAGE sql STABLE;
  CREATE FUNCTION nothing_back(author_row author) RETURNS void AS $$ SELECT $$ LANGUAGE sql STABLE;
  CREATE FUNCTION twice(author_row author) RETURNS text AS $$ SELECT 'a' $$ LANGUAGE sql STABLE;
  CREATE FUNCTION twice(author_row author, x integer) RETURNS text AS $$ SELECT 'b' $$ LANGUAGE sql STABLE;
  CREATE TABLE notes (id serial PRIMARY KEY, author_id integer);
  CREATE FUNCTION notes_of(author_row author) RETURNS SETOF notes AS $$ SELECT * FROM notes $$ LANGUAGE sql STABLE;
  CREATE FUNCTION add_numbers(author_row author, a integer DEFAULT 1, b integer DEFAULT 10)
  RETURNS integer AS $$ SELECT a + b $$ LANGUAGE sql STABLE;
  CREATE FUNCTION add_unnamed(author, integer DEFAULT 1, integer DEFAULT 10)
  RETURNS integer AS $$ SELECT $2 + $3 $$ LANGUAGE sql STABLE;
  CREATE FUNCTION author_profile(author_row author) RETURNS jsonb AS $$
    SELECT jsonb_build_object('name', author_row.first_name, 'tags', jsonb_build_array('a', 'b'))
  $$ LANGUAGE sql STABLE;`;

const sessions = createSessionResolver({});

async function ask(engine: Engine, query: string, headers: Record<string, string> = {}): Promise<Answer> {
  return JSON.parse((await engine.handle({ query }, headers)).body) as Answer;
}

const authorOf = (metadata: Metadata): TableMetadata => metadata.sources[0]!.tables.find((table) => table.table.name === 'author')!;
const computed = (name: string, fn: string, definition: Record<string, string> = {}) => ({
  name,
  definition: { function: { schema: 'public', name: fn }, ...definition },
});

describe('computed fields', () => {
  let db: PgliteDatabase;
  let metadata: Metadata;
  let catalog: Catalog;
  let engine: Engine;

  beforeAll(async () => {
    let state: SetupState;
    ({ db, state, catalog } = await setUpDatabase('graphql_query/own_feat_computed_fields/setup.yaml', {
      type: 'bulk',
      args: [
        { type: 'run_sql', args: { sql: EXTRA_SQL } },
        { type: 'add_computed_field', args: { table: 'author', name: 'add_numbers', definition: { function: 'add_numbers' } } },
        { type: 'add_computed_field', args: { table: 'author', name: 'add_unnamed', definition: { function: 'add_unnamed' } } },
        { type: 'add_computed_field', args: { table: 'author', name: 'profile', definition: { function: 'author_profile' } } },
        {
          type: 'add_computed_field',
          args: { table: 'author', name: 'session_value', definition: { function: 'test_session', session_argument: 'session' } },
        },
        // A role reading articles through a filter and a limit, and one whose filter takes the session.
        { type: 'create_select_permission', args: { table: 'author', role: 'reader', permission: { columns: ['id'], filter: {} } } },
        {
          type: 'create_select_permission',
          args: { table: 'article', role: 'reader', permission: { columns: ['id'], filter: { title: { _neq: 'Article 2' } }, limit: 1 } },
        },
        {
          type: 'create_select_permission',
          args: { table: 'float_test', role: 'offset_reader', permission: { columns: ['id'], filter: { sum_float_offset: { _gt: 10 } } } },
        },
      ],
    }));
    metadata = state.metadata;
    validateMetadata(metadata, catalog);
    engine = createEngine({ db, metadata, catalog, sessions });
  });
  afterAll(async () => db?.close());

  describe('the validator, in Hasura words', () => {
    const refusals = (fields: ReturnType<typeof computed>[], permission?: Record<string, unknown>): string[] => {
      const copy = structuredClone(metadata);
      const author = authorOf(copy);
      author.computed_fields = fields;
      author.select_permissions = permission ? [{ role: 'user', permission: { columns: [], filter: {}, ...permission } }] : [];
      return metadataProblems(copy, catalog);
    };

    it('refuses functions that are missing, overloaded, VOLATILE or take no argument (tests-py add_computed_field_errors.yaml)', () => {
      expect(
        refusals([
          computed('missing', 'random_function'),
          computed('twice', 'twice'),
          computed('get_articles', 'fetch_articles_volatile', { table_argument: 'random' }),
          computed('hello_world', 'hello_world'),
          computed('by_first', 'fetch_articles'),
        ]),
      ).toEqual([
        'computed field "missing": no such function exists: "random_function"',
        'computed field "twice": function "twice" is overloaded. Overloaded functions are not supported',
        'computed field "get_articles": the computed field "get_articles" cannot be added to table "author" for the following reasons:\n' +
          '  • the function "fetch_articles_volatile" is of type VOLATILE; cannot be added as a computed field\n' +
          '  • "random" is not an input argument of the function "fetch_articles_volatile"\n',
        'computed field "hello_world": the computed field "hello_world" cannot be added to table "author" because the function "hello_world" has no input arguments',
        'computed field "by_first": the computed field "by_first" cannot be added to table "author" for the following reasons:\n' +
          '  • first argument of the function "fetch_articles" is not COMPOSITE type\n' +
          '  • first argument of the function "fetch_articles" of type "pg_catalog.text" is not the table to which the computed field is being added\n',
      ]);
    });

    it('refuses a session argument that is not json, a return type that is no base type or untracked rows', () => {
      expect(
        refusals([
          computed('session_text', 'session_as_text', { session_argument: 'session' }),
          computed('no_session', 'full_name', { session_argument: 'session' }),
          computed('nothing', 'nothing_back'),
          computed('notes', 'notes_of'),
          computed('bad-name', 'full_name'),
        ]),
      ).toEqual([
        'computed field "session_text": the computed field "session_text" cannot be added to table "author" because "session" argument of the function "session_as_text" is not of type JSON',
        'computed field "no_session": the computed field "no_session" cannot be added to table "author" because "session" is not an input argument of the function "full_name"',
        'computed field "nothing": the computed field "nothing" cannot be added to table "author" because the function "nothing_back" returning type void is not a BASE type',
        'computed field "notes": the computed field "notes" cannot be added to table "author" because the function "notes_of" returning set of table "notes" is not tracked or not found in database',
        'computed field "bad-name": the computed field "bad-name" cannot be added to table "author" because "bad-name" is not valid GraphQL name',
      ]);
    });

    it('refuses a permission listing a missing computed field or one returning rows (tests-py queries/v1/computed_fields/create_permissions.yaml)', () => {
      const fields = [computed('full_name', 'full_name'), computed('get_articles', 'fetch_articles', { table_argument: 'author_row' })];
      expect(refusals(fields, { computed_fields: ['full_name', 'random'] })).toEqual([
        'select permission for role "user": computed field "random" does not exist',
      ]);
      expect(refusals(fields, { computed_fields: ['full_name', 'get_articles'] })).toEqual([
        'select permission for role "user": select permissions on computed field "get_articles" are auto-derived from the permissions on its returning table "article" and cannot be specified manually',
      ]);
    });

    it('refuses a rule on a computed field whose function takes arguments from requests (BoolExp.hs annColExp)', () => {
      const fields = [computed('get_articles', 'fetch_articles', { table_argument: 'author_row' })];
      expect(refusals(fields, { filter: { get_articles: { id: { _eq: 1 } } } })).toEqual([
        'select permission for role "user": filter at get_articles: Computed columns with input arguments can not be part of the where clause',
      ]);
    });
  });

  it('reads the rows of a computed field through their table permission: its filter and its limit', async () => {
    expect(
      await ask(engine, '{ author(order_by: {id: asc}) { id get_articles_plain(order_by: {id: asc}) { id } } }', {
        'x-hasura-role': 'reader',
      }),
    ).toEqual({
      data: {
        author: [
          { id: 1, get_articles_plain: [{ id: 1 }] },
          { id: 2, get_articles_plain: [{ id: 3 }] },
        ],
      },
    });
  });

  it('filters by the rows of a computed field without their table permission, as Hasura does (Translate/BoolExp.hs CFBETable)', async () => {
    expect(await ask(engine, '{ author(where: {get_articles_plain: {id: {_eq: 2}}}) { id } }', { 'x-hasura-role': 'reader' })).toEqual({
      data: { author: [{ id: 2 }] },
    });
  });

  it('passes the inputs given positionally until one is left out, then by name (Select.hs functionArgs)', async () => {
    const answer = await ask(
      engine,
      `{ author_by_pk(id: 1) {
          defaults: add_numbers
          a: add_numbers(args: {a: 2})
          b: add_numbers(args: {b: 5})
          both: add_numbers(args: {b: 5, a: 3})
          first: add_unnamed(args: {arg_1: 3})
        } }`,
    );
    expect(answer).toEqual({ data: { author_by_pk: { defaults: 11, a: 12, b: 6, both: 8, first: 13 } } });
    const gap = await ask(engine, '{ author_by_pk(id: 1) { add_unnamed(args: {arg_2: 5}) } }');
    expect(gap.errors).toEqual([
      {
        message: 'Only last set of positional arguments can be omitted',
        extensions: { code: 'not-supported', path: '$.selectionSet.author_by_pk.selectionSet.add_unnamed.args.args' },
      },
    ]);
  });

  it('reads into a json computed field with `path`, and gives the session to its session argument', async () => {
    const answer = await ask(
      engine,
      `{ author_by_pk(id: 1) { name: profile(path: "name") tag: profile(path: "tags[1]") role: session_value(args: {key: "x-hasura-role"}) } }`,
      { 'x-hasura-role': 'admin' },
    );
    expect(answer).toEqual({ data: { author_by_pk: { name: 'Roger', tag: 'b', role: 'admin' } } });
  });

  it("uses the session in a permission rule's computed field (its session argument)", async () => {
    const rows = (offset: string) =>
      ask(engine, '{ float_test(order_by: {id: asc}) { id } }', { 'x-hasura-role': 'offset_reader', 'x-hasura-offset-int': offset });
    expect(await rows('1')).toEqual({ data: { float_test: [{ id: 3 }] } });
    expect(await rows('6')).toEqual({ data: { float_test: [{ id: 2 }, { id: 3 }] } });
  });

  it('gives a role only the scalar computed fields its permission lists', () => {
    const fields = (role: string) =>
      Object.keys((engine.schemaFor(role).getType('author') as { getFields(): Record<string, unknown> }).getFields());
    expect(fields('user')).toEqual(['full_name', 'get_articles', 'get_articles_plain', 'articles_after'].sort());
    expect(fields('reader')).toEqual(['articles_after', 'get_articles', 'get_articles_plain', 'id']);
  });

  it('reads a query with computed fields as one SQL statement per root field', async () => {
    const before = engine.statementCount;
    await ask(
      engine,
      '{ author(order_by: {article_count: desc}) { full_name get_articles(args: {search: "1"}) { id } } float_test { sum_float } }',
    );
    expect(engine.statementCount - before).toBe(1);
  });

  it("answers computed fields in a mutation's returning, for inserted, updated and deleted rows", async () => {
    const fields = 'id full_name get_articles_plain { id }';
    const inserted = await ask(engine, `mutation { insert_author_one(object: {first_name: "Ada", last_name: "L"}) { ${fields} } }`);
    expect(inserted).toEqual({ data: { insert_author_one: { id: 3, full_name: 'Ada L', get_articles_plain: [] } } });
    const updated = await ask(engine, `mutation { update_author_by_pk(pk_columns: {id: 3}, _set: {last_name: null}) { ${fields} } }`);
    expect(updated).toEqual({ data: { update_author_by_pk: { id: 3, full_name: 'Ada', get_articles_plain: [] } } });
    const deleted = await ask(engine, `mutation { delete_author(where: {id: {_eq: 3}}) { returning { ${fields} } } }`);
    expect(deleted).toEqual({ data: { delete_author: { returning: [{ id: 3, full_name: 'Ada', get_articles_plain: [] }] } } });
  });

  it('drops a @cached answer with a computed field when any table is written (its function may read any)', async () => {
    const query = 'query Counts @cached { author(order_by: {id: asc}) { article_count } }';
    const first = await ask(engine, query);
    expect(first).toEqual({ data: { author: [{ article_count: 1 }, { article_count: 2 }] } });
    await ask(engine, 'mutation { insert_article(objects: {title: "Article 4", author_id: 1}) { affected_rows } }');
    expect(await ask(engine, query)).toEqual({ data: { author: [{ article_count: 2 }, { article_count: 2 }] } });
  });
});
