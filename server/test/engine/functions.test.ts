// Tracked SQL functions as Hasura v2 serves them, where the conformance cases in upstream's format cannot look: the
// role schemas (fields, `args` types, descriptions), function permissions (inferred and explicit, also inherited),
// the validator's refusals in Hasura's words, one statement per field, subscriptions, and mutations through a VOLATILE
// function (rolled back with the rest of a failing mutation). Setups adapted from hasura/graphql-engine
// server/tests-py/queries/graphql_query/functions and graphql_mutation/functions (Apache-2.0).
import { printType, type GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PgliteDatabase } from '../../src/db/pglite.ts';
import { createEngine, type Engine } from '../../src/engine/create-engine.ts';
import { MetadataError, type Metadata } from '../../src/engine/model/metadata-types.ts';
import { validateMetadata } from '../../src/engine/metadata/validate.ts';
import { readCatalog, type Catalog } from '../../src/engine/model/catalog.ts';
import { createSessionResolver } from '../../src/session/index.ts';
import { applySetup, createSetupState, type SetupState } from '../conformance/setup.ts';
import { setUpDatabase } from './harness.ts';
import { createEmptyDatabase } from '../support/database.ts';

interface Answer {
  data?: Record<string, unknown>;
  errors?: { message: string; extensions: { code: string; path: string } }[];
}

const SQL = `
  create table post (id serial primary key, title text, content text);
  insert into post (title, content) values ('post by hasura', 'content for post'), ('post by another', 'content for another post');
  create function search_posts(search text) returns setof post as $$
    select * from post where title ilike ('%' || search || '%') or content ilike ('%' || search || '%')
  $$ language sql stable;
  create table integer_column (result integer);
  create function my_add(first integer, second integer default 10) returns setof integer_column as $$
    select q.* from (values (first + second)) as q
  $$ language sql stable;
  create table text_result (result text);
  create function get_session_var(hasura_session json, session_var text) returns setof text_result as $$
    select q.* from (values (hasura_session ->> session_var)) q
  $$ language sql stable;
  create function unnamed_args(text, integer default 1) returns setof text_result as $$
    select q.* from (values ($1 || ':' || $2)) q
  $$ language sql stable;
  create table "user" (id serial primary key, name text not null, score integer, role_echo text default '');
  insert into "user" (name, score) values ('Starke Blake', 0), ('Bellamy Blake', 10), ('Dora Black', 50);
  create function add_to_score(hasura_session json, search text, increment integer default 1) returns setof "user" as $$
    update "user" set score = score + increment where name ilike ('%' || search || '%')
    returning id, name, score, hasura_session->>'x-hasura-role' as role_echo
  $$ language sql volatile;
  create function add_to_score_by_user_id(id integer) returns "user" as $$
    update "user" set score = score + 1 where "user".id = add_to_score_by_user_id.id returning *
  $$ language sql volatile;
  create function top_user() returns "user" as $$ select * from "user" order by score desc limit 1 $$ language sql stable;`;

const SETUP = {
  type: 'bulk',
  args: [
    { type: 'run_sql', args: { sql: SQL } },
    ...['post', 'integer_column', 'text_result', 'user'].map((name) => ({ type: 'track_table', args: { schema: 'public', name } })),
    { type: 'track_function', args: { schema: 'public', name: 'search_posts' } },
    { type: 'track_function', args: { schema: 'public', name: 'my_add' } },
    { type: 'track_function', args: { schema: 'public', name: 'unnamed_args' } },
    { type: 'track_function', args: { schema: 'public', name: 'top_user' } },
    {
      type: 'track_function',
      version: 2,
      args: { function: 'get_session_var', configuration: { session_argument: 'hasura_session' } },
    },
    {
      type: 'track_function',
      version: 2,
      args: { function: 'add_to_score', configuration: { exposed_as: 'mutation', session_argument: 'hasura_session' } },
    },
    { type: 'track_function', version: 2, args: { function: 'add_to_score_by_user_id' } },
    { type: 'create_select_permission', args: { table: 'post', role: 'reader', permission: { columns: ['title'], filter: {} } } },
    {
      type: 'create_select_permission',
      args: { table: 'user', role: 'anonymous', permission: { columns: ['name', 'score'], filter: {}, allow_aggregations: true } },
    },
    { type: 'create_select_permission', args: { table: 'user', role: 'scorer', permission: { columns: ['name', 'score'], filter: {} } } },
    { type: 'create_function_permission', args: { function: 'add_to_score_by_user_id', role: 'scorer' } },
  ],
};

describe('tracked SQL functions', () => {
  let db: PgliteDatabase;
  let state: SetupState;
  let catalog: Catalog;
  let engine: Engine;

  beforeAll(async () => {
    ({ db, state, catalog } = await setUpDatabase(SETUP));
    validateMetadata(state.metadata, catalog);
    engine = createEngine({ db, metadata: state.metadata, catalog, sessions: createSessionResolver({}) });
  });
  afterAll(async () => db?.close());

  const ask = async (query: string, headers: Record<string, string> = {}, variables?: Record<string, unknown>): Promise<Answer> =>
    JSON.parse((await engine.handle(JSON.stringify({ query, variables }), headers)).body) as Answer;

  it('answers a SETOF function with its args and the select arguments (query_search_posts.yaml)', async () => {
    expect(await ask('{ search_posts(args: {search: "hasura"}) { title content } }')).toEqual({
      data: { search_posts: [{ title: 'post by hasura', content: 'content for post' }] },
    });
    expect(
      await ask(`{ search_posts(args: {search: "post"}, order_by: {id: desc}, limit: 1, where: {title: {_like: "%another"}}) { id }
                   search_posts_aggregate(args: {search: "post"}) { aggregate { count } nodes { title } } }`),
    ).toEqual({
      data: {
        search_posts: [{ id: 2 }],
        search_posts_aggregate: { aggregate: { count: 2 }, nodes: [{ title: 'post by hasura' }, { title: 'post by another' }] },
      },
    });
  });

  it('passes null, leaves a default out, and binds unnamed arguments by position (query_my_add.yaml)', async () => {
    expect(
      await ask(`{ a: my_add(args: {first: 2, second: 3}) { result } b: my_add(args: {first: null, second: 2}) { result }
                   c: my_add(args: {first: 2}) { result } d: unnamed_args(args: {arg_1: "x"}) { result } }`),
    ).toEqual({ data: { a: [{ result: 5 }], b: [{ result: null }], c: [{ result: 12 }], d: [{ result: 'x:1' }] } });
  });

  it('refuses an argument left out without a default, and a positional one after a gap, as Hasura', async () => {
    expect((await ask('{ my_add(args: {second: 3}) { result } }')).errors).toEqual([
      {
        message: 'Non default arguments cannot be omitted',
        extensions: { code: 'not-supported', path: '$.selectionSet.my_add.args.args' },
      },
    ]);
    expect((await ask('{ unnamed_args(args: {arg_2: 3}) { result } }')).errors).toEqual([
      {
        message: 'Non default arguments cannot be omitted',
        extensions: { code: 'not-supported', path: '$.selectionSet.unnamed_args.args.args' },
      },
    ]);
  });

  it('gives the session argument the session variables and leaves it out of args (query_get_session_var.yaml)', async () => {
    const answer = await ask('{ get_session_var(args: {session_var: "x-hasura-test"}) { result } }', {
      'X-Hasura-Role': 'admin',
      'X-Hasura-Test': 'test value',
    });
    expect(answer).toEqual({ data: { get_session_var: [{ result: 'test value' }] } });
    const args = engine.schemaFor('admin').getType('get_session_var_args') as GraphQLObjectType;
    expect(printType(args)).toBe('input get_session_var_args {\n  session_var: String\n}');
  });

  it('types args as Hasura: nullable fields, those with a default first, and a required args argument', () => {
    const schema = engine.schemaFor('admin');
    expect(printType(schema.getType('my_add_args')!)).toBe('input my_add_args {\n  second: Int\n  first: Int\n}');
    const field = schema.getQueryType()!.getFields().my_add!;
    expect(field.description).toBe('execute function "my_add" which returns "integer_column"');
    expect(field.args.map((arg) => `${arg.name}: ${String(arg.type)}`)).toEqual([
      'args: my_add_args!',
      'distinct_on: [integer_column_select_column!]',
      'limit: Int',
      'offset: Int',
      'order_by: [integer_column_order_by!]',
      'where: integer_column_bool_exp',
    ]);
    expect(field.args[0]!.description).toBe('input parameters for function "my_add"');
    const aggregate = schema.getQueryType()!.getFields().my_add_aggregate!;
    expect(aggregate.description).toBe('execute function "my_add" and query aggregates on result of table type "integer_column"');
    expect(aggregate.args[0]!.description).toBe('input parameters for function "my_add_aggregate"');
    expect(String(schema.getQueryType()!.getFields().top_user!.type)).toBe('user');
  });

  it('answers a function returning one row with that row', async () => {
    expect(await ask('{ top_user { name } }')).toEqual({ data: { top_user: { name: 'Dora Black' } } });
  });

  it('infers a query function for a role that may select its table, with that permission applied', async () => {
    expect(await ask('{ search_posts(args: {search: "hasura"}) { title } }', { 'X-Hasura-Role': 'reader' })).toEqual({
      data: { search_posts: [{ title: 'post by hasura' }] },
    });
    expect((await ask('{ search_posts(args: {search: "hasura"}) { content } }', { 'X-Hasura-Role': 'reader' })).errors?.[0]).toEqual({
      message: "field 'content' not found in type: 'post'",
      extensions: { code: 'validation-failed', path: '$.selectionSet.search_posts.selectionSet.content' },
    });
    // No aggregations for reader: no `_aggregate` field.
    expect(engine.schemaFor('reader').getQueryType()!.getFields().search_posts_aggregate).toBeUndefined();
    expect(engine.schemaFor('nobody').getQueryType()!.getFields().search_posts).toBeUndefined();
  });

  it('without inferred function permissions, gives a query function only to roles with one (functions/permissions/*.yaml)', () => {
    const manual = createEngine({
      db,
      metadata: state.metadata,
      catalog,
      sessions: createSessionResolver({}),
      inferFunctionPermissions: false,
    });
    expect(manual.schemaFor('reader').getQueryType()!.getFields().search_posts).toBeUndefined();
    expect(manual.schemaFor('admin').getQueryType()!.getFields().search_posts).toBeDefined();
    const granted = structuredClone(state.metadata);
    granted.sources[0]!.functions.find((fn) => fn.function.name === 'search_posts')!.permissions = [{ role: 'reader' }];
    const withPermission = createEngine({
      db,
      metadata: granted,
      catalog,
      sessions: createSessionResolver({}),
      inferFunctionPermissions: false,
    });
    expect(withPermission.schemaFor('reader').getQueryType()!.getFields().search_posts).toBeDefined();
  });

  it('offers a query function on subscription_root too, polled as a live query reading every table', async () => {
    const subscription = engine.schemaFor('admin').getSubscriptionType()!.getFields();
    expect(Object.keys(subscription)).toEqual(expect.arrayContaining(['search_posts', 'search_posts_aggregate', 'my_add']));
    expect(subscription.add_to_score).toBeUndefined();
    const session = await engine.resolveSession({ 'x-hasura-role': 'reader' });
    const prepared = await engine.prepareSubscription(
      { query: 'subscription { search_posts(args: {search: "post"}) { title } }' },
      session,
    );
    if (prepared.kind !== 'live') throw new Error(`expected a live query, got ${prepared.kind}`);
    expect(JSON.parse(await prepared.run())).toEqual({
      data: { search_posts: [{ title: 'post by hasura' }, { title: 'post by another' }] },
    });
    // The function's body may read any table: a write to any of them wakes the poll.
    expect([...prepared.tables].sort()).toEqual(['public.integer_column', 'public.post', 'public.text_result', 'public.user']);
  });

  it('runs a VOLATILE function as a mutation with the session (function_as_mutations.yaml)', async () => {
    expect(await ask('mutation { add_to_score(args: {search: "Bla", increment: 3}) { name score role_echo } }')).toEqual({
      data: {
        add_to_score: [
          { name: 'Starke Blake', score: 3, role_echo: 'admin' },
          { name: 'Bellamy Blake', score: 13, role_echo: 'admin' },
          { name: 'Dora Black', score: 53, role_echo: 'admin' },
        ],
      },
    });
    expect((await ask('{ add_to_score(args: {search: "Bla"}) { name } }')).errors).toEqual([
      {
        message: "field 'add_to_score' not found in type: 'query_root'",
        extensions: { code: 'validation-failed', path: '$.selectionSet.add_to_score' },
      },
    ]);
    const field = engine.schemaFor('admin').getMutationType()!.getFields().add_to_score!;
    expect(field.description).toBe('execute VOLATILE function "add_to_score" which returns "user"');
  });

  it('gives a mutation function only to roles with a function permission (function_without_function_permission.yaml)', async () => {
    expect((await ask('mutation { add_to_score(args: {search: "Black"}) { name } }', { 'X-Hasura-Role': 'anonymous' })).errors).toEqual([
      { message: 'no mutations exist', extensions: { code: 'validation-failed', path: '$' } },
    ]);
    expect(await ask('mutation { add_to_score_by_user_id(args: {id: 1}) { name score } }', { 'X-Hasura-Role': 'scorer' })).toEqual({
      data: { add_to_score_by_user_id: { name: 'Starke Blake', score: 4 } },
    });
  });

  it('rolls a mutation function back with the rest of a failing mutation', async () => {
    const before = await db.query<{ score: number }>(`select score from "user" where name = 'Dora Black'`);
    const answer = await ask(`mutation {
      add_to_score(args: {search: "Dora"}) { score }
      insert_user(objects: [{name: null}]) { affected_rows }
    }`);
    expect(answer.errors?.[0]?.extensions.code).toBe('constraint-violation');
    const after = await db.query<{ score: number }>(`select score from "user" where name = 'Dora Black'`);
    expect(after.rows).toEqual(before.rows);
  });

  it('compiles each function field to one statement, several query fields together', async () => {
    const before = engine.statementCount;
    await ask('{ a: search_posts(args: {search: "post"}) { title } b: my_add(args: {first: 1}) { result } }');
    expect(engine.statementCount - before).toBe(1);
  });
});

describe("the validator refuses functions Hasura cannot track, in Hasura's words", () => {
  let db: PgliteDatabase;
  let catalog: Catalog;
  let base: Metadata;

  beforeAll(async () => {
    db = await createEmptyDatabase();
    const state = createSetupState(db);
    await applySetup(state, {
      type: 'bulk',
      args: [
        {
          type: 'run_sql',
          args: {
            sql: `
              create table post (id serial primary key, title text);
              create table untracked (id int);
              create type pair as (a int, b int);
              create function stable_posts() returns setof post as $$ select * from post $$ language sql stable;
              create function scalar_fn() returns int as $$ select 1 $$ language sql stable;
              create function pair_fn() returns setof pair as $$ select 1, 2 $$ language sql stable;
              create function untracked_fn() returns setof untracked as $$ select * from untracked $$ language sql stable;
              create function variadic_fn(variadic ids int[]) returns setof post as $$ select * from post $$ language sql stable;
              create function session_fn(hasura_session text) returns setof post as $$ select * from post $$ language sql stable;
              create function overloaded(a int) returns setof post as $$ select * from post $$ language sql stable;
              create function overloaded(a text) returns setof post as $$ select * from post $$ language sql stable;
              create function post(a int) returns setof post as $$ select * from post $$ language sql stable;`,
          },
        },
        { type: 'track_table', args: { schema: 'public', name: 'post' } },
      ],
    });
    base = state.metadata;
    catalog = await readCatalog(db);
  });
  afterAll(async () => db?.close());

  function problemsWith(...functions: Metadata['sources'][number]['functions']): string[] {
    const metadata = structuredClone(base);
    metadata.sources[0]!.functions = functions;
    try {
      validateMetadata(metadata, catalog);
      return [];
    } catch (error) {
      if (!(error instanceof MetadataError)) throw error;
      return error.problems.map((problem) => problem.problem);
    }
  }
  const fn = (name: string, configuration?: object) => ({
    function: { schema: 'public', name },
    ...(configuration ? { configuration } : {}),
  });

  it('a function that is missing, overloaded, or returns no table', () => {
    expect(problemsWith(fn('ghost'), fn('overloaded'), fn('scalar_fn'), fn('pair_fn'))).toEqual([
      'function public.ghost: no such function exists: "ghost"',
      'function public.overloaded: function "overloaded" is overloaded. Overloaded functions are not supported',
      'function public.scalar_fn: the function "scalar_fn" cannot be tracked for the following reasons:\n' +
        '  • the function does not return a "COMPOSITE" type\n' +
        '  • the function does not return a table\n',
      'function public.pair_fn: the function "pair_fn" cannot be tracked because the function does not return a table',
    ]);
  });

  it('a table that is not tracked, VARIADIC arguments, a bad session argument, a STABLE mutation', () => {
    expect(
      problemsWith(
        fn('untracked_fn'),
        fn('variadic_fn'),
        fn('session_fn', { session_argument: 'hasura_session' }),
        fn('stable_posts', { session_argument: 'nope', exposed_as: 'mutation' }),
      ),
    ).toEqual([
      'function public.untracked_fn: the function "untracked_fn" returns rows of "untracked", which is not tracked; track the table in tables.yaml',
      'function public.variadic_fn: the function "variadic_fn" cannot be tracked because function with "VARIADIC" parameters are not supported',
      'function public.session_fn: the function "session_fn" cannot be tracked because given session argument "hasura_session" is not of type json',
      'function public.stable_posts: the function "stable_posts" cannot be tracked for the following reasons:\n' +
        '  • the function was requested to be exposed as a mutation, but is not marked VOLATILE. Maybe the function was given the wrong volatility when it was defined?\n' +
        '  • given session argument "nope" not the input argument of the function\n',
    ]);
  });

  it('a root field name a table already has, and a function tracked twice', () => {
    expect(problemsWith(fn('post'), fn('stable_posts'), fn('stable_posts'))).toEqual([
      'function public.post: found duplicate fields in selection set: post, post_aggregate',
      'function public.stable_posts: tracked twice; remove one of its entries in functions.yaml',
    ]);
  });
});
