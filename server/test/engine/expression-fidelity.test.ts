// Boolean expressions, inputs and permissions answered as Hasura v2 answers them, where the conformance cases in
// upstream's format cannot look: raw request bodies (numbers beyond a double's precision), the response's text, the
// role schemas, array session variables in the JSON form this engine also reads, and the parsers on their own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PgliteDatabase } from '../../src/db/pglite.ts';
import { createEngine, type Engine } from '../../src/engine/create-engine.ts';
import { ExactNumber, parseJsonKeepingNumbers } from '../../src/engine/schema/exact-numbers.ts';
import { showScientific } from '../../src/engine/schema/input-scalars.ts';
import { decimalParts } from '../../src/engine/schema/exact-numbers.ts';
import { jsonPath } from '../../src/engine/request/json-path.ts';
import { createSessionResolver } from '../../src/session/index.ts';
import { setUpDatabase } from './harness.ts';

interface Answer {
  data?: Record<string, unknown>;
  errors?: { message: string; extensions: { code: string; path: string } }[];
}

/** An engine over a fresh PGlite database set up by one of the own conformance groups' setup files. */
async function engineFor(setupFile: string): Promise<{ db: PgliteDatabase; engine: Engine }> {
  const { db, state, catalog } = await setUpDatabase(setupFile);
  const engine = createEngine({ db, metadata: state.metadata, catalog, sessions: createSessionResolver({}) });
  return { db, engine };
}

/** The answer, and its text without the spaces PostgreSQL's JSON puts in (to read its numbers as written). */
async function askRaw(engine: Engine, body: string, headers: Record<string, string> = {}): Promise<{ text: string; json: Answer }> {
  const response = await engine.handle(body, headers);
  expect(response.status).toBe(200);
  return { text: response.body.replace(/\s/g, ''), json: JSON.parse(response.body) as Answer };
}

const ask = async (engine: Engine, query: string, headers: Record<string, string> = {}, variables?: Record<string, unknown>) =>
  (await askRaw(engine, JSON.stringify(variables ? { query, variables } : { query }), headers)).json;

describe('numbers beyond a double, in and out (Hasura reads them as Scientific)', () => {
  let db: PgliteDatabase;
  let engine: Engine;

  beforeAll(async () => ({ db, engine } = await engineFor('graphql_query/own_exp_input_coercion/setup.yaml')));
  afterAll(async () => db?.close());

  it('compares a bigint variable above 2^53 exactly and answers the column as written', async () => {
    const body =
      '{"query":"query ($b: bigint!) { measure(where: {big_col: {_eq: $b}}) { id big_col } }","variables":{"b":9007199254740993}}';
    const answer = await askRaw(engine, body);
    expect(answer.text).toBe('{"data":{"measure":[{"id":1,"big_col":9007199254740993}]}}');
  });

  it('keeps every digit of numeric variables, in lists too', async () => {
    const body =
      '{"query":"query ($n: [numeric!]) { measure(where: {num_col: {_in: $n}}, order_by: {id: asc}) { id num_col } }",' +
      '"variables":{"n":[0.1000000000000000000001, 12345678901234567890.123456789]}}';
    const answer = await askRaw(engine, body);
    expect(answer.text).toBe(
      '{"data":{"measure":[{"id":1,"num_col":0.1000000000000000000001},{"id":3,"num_col":12345678901234567890.123456789}]}}',
    );
  });

  it('tells two requests apart whose numbers a double confuses (the plan cache keys them by text)', async () => {
    const query = 'query ($b: bigint!) { measure(where: {big_col: {_eq: $b}}) { id } }';
    const first = await askRaw(engine, `{"query":"${query}","variables":{"b":9007199254740993}}`);
    const second = await askRaw(engine, `{"query":"${query}","variables":{"b":9007199254740992}}`);
    expect(first.json.data).toEqual({ measure: [{ id: 1 }] });
    expect(second.json.data).toEqual({ measure: [{ id: 2 }] });
  });

  it('inserts a bigint above 2^53 from a literal and from a variable unchanged', async () => {
    await askRaw(
      engine,
      JSON.stringify({ query: 'mutation { insert_measure(objects: {id: 10, big_col: 9223372036854775806}) { affected_rows } }' }),
    );
    await askRaw(
      engine,
      '{"query":"mutation ($b: bigint) { insert_measure(objects: {id: 11, big_col: $b}) { affected_rows } }","variables":{"b":-9223372036854775807}}',
    );
    const stored = await db.query<{ id: number; big: string }>('select id, big_col::text as big from measure where id >= 10 order by id');
    expect(stored.rows).toEqual([
      { id: 10, big: '9223372036854775806' },
      { id: 11, big: '-9223372036854775807' },
    ]);
  });

  it('takes an offset beyond 2^53 as a string of digits', async () => {
    expect(await ask(engine, '{ article(offset: "18014398509481985") { id } }')).toEqual({ data: { article: [] } });
  });

  it('reads strings for Int columns in inserts as PostgreSQL does', async () => {
    expect(await ask(engine, 'mutation { insert_measure_one(object: {int_col: "41", flag: "on"}) { int_col flag } }')).toEqual({
      data: { insert_measure_one: { int_col: 41, flag: true } },
    });
  });
});

describe('array session variables', () => {
  let db: PgliteDatabase;
  let engine: Engine;

  beforeAll(async () => ({ db, engine } = await engineFor('graphql_query/own_exp_session_arrays/setup.yaml')));
  afterAll(async () => db?.close());

  // Not Hasura's: a token's list claim is kept as its JSON text here (session/README.md), so the JSON form is read too.
  it('reads a JSON array as well as a Postgres literal', async () => {
    const names = await ask(engine, '{ artist(order_by: {name: asc}) { name } }', {
      'x-hasura-role': 'free_user_in',
      'x-hasura-free-artists': '["Camilla", "DSP"]',
    });
    expect(names).toEqual({ data: { artist: [{ name: 'Camilla' }, { name: 'DSP' }] } });
    const ids = await ask(engine, '{ artist(order_by: {id: asc}) { id } }', {
      'x-hasura-role': 'listener',
      'x-hasura-allowed-ids': '[2, 3]',
    });
    expect(ids).toEqual({ data: { artist: [{ id: 2 }, { id: 3 }] } });
    const keys = await ask(engine, '{ jsonb_table { id } }', { 'x-hasura-role': 'user4', 'x-hasura-json-keys': '["age"]' });
    expect(keys).toEqual({ data: { jsonb_table: [{ id: 1 }] } });
  });

  it('answers a list claim that is neither form with the parse error, never a 500', async () => {
    const answer = await ask(engine, '{ jsonb_table { id } }', { 'x-hasura-role': 'user4', 'x-hasura-json-keys': '[age' });
    expect(answer.errors?.[0]?.extensions.code).toBe('parse-failed');
  });
});

describe('a role that may count rows but read no column', () => {
  let db: PgliteDatabase;
  let engine: Engine;

  beforeAll(async () => ({ db, engine } = await engineFor('graphql_query/own_exp_aggregate_only/setup.yaml')));
  afterAll(async () => db?.close());

  const counter = { 'x-hasura-role': 'counter' };

  it('gets a schema without the row type and the fields of that type (GraphQL has no empty object types)', async () => {
    const answer = await ask(
      engine,
      `{
        query: __type(name: "query_root") { fields { name } }
        aggregate: __type(name: "article_aggregate") { fields { name } }
        author: __type(name: "author") { fields { name } }
        count: __type(name: "article_aggregate_fields") { fields { name args { name } } }
        row: __type(name: "article") { name }
      }`,
      counter,
    );
    const names = (type: unknown) => (type as { fields: { name: string }[] }).fields.map((field) => field.name).sort();
    expect(names(answer.data?.query)).toEqual(['article_aggregate', 'author']);
    expect(names(answer.data?.aggregate)).toEqual(['aggregate']);
    expect(names(answer.data?.author)).toEqual(['articles_aggregate', 'name']);
    expect(answer.data?.count).toEqual({ fields: [{ name: 'count', args: [{ name: 'distinct' }] }] });
    expect(answer.data?.row).toBeNull();
  });

  it('refuses the absent row fields with validation errors', async () => {
    const answer = await ask(engine, '{ article { __typename } }', counter);
    expect(answer.errors?.[0]?.extensions).toEqual({ code: 'validation-failed', path: '$.selectionSet.article' });
  });
});

describe('insert checks with array session variables', () => {
  let db: PgliteDatabase;
  let engine: Engine;

  beforeAll(async () => ({ db, engine } = await engineFor('graphql_mutation/own_exp_session_arrays/schema_setup.yaml')));
  afterAll(async () => db?.close());

  const insert = 'mutation ($spec: jsonb) { insert_computer(objects: [{name: "c", spec: $spec}]) { affected_rows } }';

  it('refuses rows the _has_keys_any and _has_keys_all checks refuse (tests-py *_has_keys_*_fail.yaml)', async () => {
    const any = await ask(
      engine,
      insert,
      { 'x-hasura-role': 'developer', 'x-hasura-spec-keys': '{display,memory,warranty}' },
      { spec: { processor: 'AMD' } },
    );
    expect(any.errors?.[0]?.extensions.code).toBe('permission-error');
    const all = await ask(
      engine,
      insert,
      { 'x-hasura-role': 'seller', 'x-hasura-spec-required-keys': '{processor,display,memory,warranty}' },
      { spec: { processor: 'AMD', display: '16" FHD', memory: '16 GB DDR4' } },
    );
    expect(all.errors?.[0]?.extensions.code).toBe('permission-error');
  });

  it('refuses an author outside the $in list (tests-py insert_article_arr_sess_var_editors_err_not_allowed_user_id.yaml)', async () => {
    const answer = await ask(engine, 'mutation { insert_article(objects: [{title: "t", author_id: 2}]) { affected_rows } }', {
      'x-hasura-role': 'editor',
      'x-hasura-allowed-user-ids': '{1,3,4}',
    });
    expect(answer.errors?.[0]?.extensions.code).toBe('permission-error');
  });
});

describe('the parsers on their own', () => {
  it('keeps JSON numbers a double would change, and only those', () => {
    const parsed = parseJsonKeepingNumbers(
      '{"a":9007199254740993,"b":1.5,"c":["12345678.123456789",1e400],"d":12345678.123456789}',
    ) as Record<string, unknown>;
    expect(parsed.a).toEqual(new ExactNumber('9007199254740993'));
    expect(parsed.b).toBe(1.5);
    expect(parsed.c).toEqual(['12345678.123456789', new ExactNumber('1e400')]);
    expect(parsed.d).toEqual(new ExactNumber('12345678.123456789'));
    expect(parseJsonKeepingNumbers('{"n":0.1,"s":"\\"9007199254740993\\""}')).toEqual({ n: 0.1, s: '"9007199254740993"' });
    expect(() => parseJsonKeepingNumbers('{"a":')).toThrow(SyntaxError);
  });

  it("shows numbers as Haskell's Scientific does", () => {
    const show = (text: string) => showScientific(decimalParts(text)!);
    expect(['1.5', '2147483648', '100', '0.05', '-3e-2', '1234567', '12345678', '0'].map(show)).toEqual([
      '1.5',
      '2.147483648e9',
      '100.0',
      '5.0e-2',
      '-3.0e-2',
      '1234567.0',
      '1.2345678e7',
      '0.0',
    ]);
  });

  it("reads Hasura's JSON paths", () => {
    expect(jsonPath('$', '$')).toEqual([]);
    expect(jsonPath('$.a.b[0]', '$')).toEqual(['a', 'b', '0']);
    expect(jsonPath('a', '$')).toEqual(['a']);
    expect(jsonPath(`objs.[0].["你好"]['it\\'s']`, '$')).toEqual(['objs', '0', '你好', "it's"]);
    expect(jsonPath('["a\\"b"]', '$')).toEqual(['a"b']);
    for (const bad of ['', '$$', 'a..b', '[x]', '["a"', '1a']) expect(() => jsonPath(bad, '$.p'), bad).toThrow(/parse json path error/);
  });
});
