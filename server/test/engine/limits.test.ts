// The limits that keep one GraphQL request from taking the site down (design.md §2 "Hostile input"), through
// the real app over a real PGlite database: dangerous regular expressions, batch and root-field limits, the
// response cap, statement deadlines by role, input that used to answer HTTP 500 (deep nesting, NUL, a number
// for a uuid, other methods, oversized bodies) and the per-address request budget. Each refusal is a
// Hasura-shaped error, and where it says so, no SQL statement ran.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { StatementTimeoutError } from '../../src/db/index.ts';
import type { Database, QueryOptions, QueryResult, TransactionOptions } from '../../src/db/types.ts';
import { MAX_DOCUMENT_TOKENS } from '../../src/engine/pipeline/validate.ts';
import { MAX_INPUT_DEPTH, nestsDeeperThan } from '../../src/engine/request/input-guard.ts';
import { MAX_PATTERN_COST, MAX_PATTERN_LENGTH, patternCost, regexProblem } from '../../src/engine/sql/regex-guard.ts';
import { createTestDatabase } from '../support/database.ts';
import {
  adminHeaders,
  bearer,
  createTestApp,
  MEMBERS,
  memberToken,
  siteAdminToken,
  type GraphqlResult,
  type Headers,
  type TestApp,
} from './harness.ts';

const STATEMENT_TIMEOUT_MS = 1234;
const ADMIN_STATEMENT_TIMEOUT_MS = 5678;
const BATCH_LIMIT = 3;
const MAX_ROOT_FIELDS = 5;
const MAX_RESPONSE_BYTES = 8 * 1024;
const BODY_LIMIT = 1024 * 1024;

/** A statement the engine ran, with the deadline it was given. */
interface Recorded {
  sql: string;
  timeoutMs: number | undefined;
}

/**
 * The database with every statement recorded (the request budget's own bookkeeping left out: it is flushed on
 * a timer) and a way to make the next statement fail.
 */
function recording(db: Database) {
  const statements: Recorded[] = [];
  let failure: { error: Error; matching: RegExp } | undefined;
  function record(sql: string, timeoutMs: number | undefined): void {
    if (sql.includes('security.budgets')) return;
    statements.push({ sql, timeoutMs });
    // Only a statement the test names fails: the server's own background work (schedulers, pollers) may run between.
    if (!failure || !failure.matching.test(sql)) return;
    const { error } = failure;
    failure = undefined;
    throw error;
  }
  const wrapped: Database = {
    kind: db.kind,
    async query<Row>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<Row>> {
      record(sql, options?.timeoutMs);
      return db.query<Row>(sql, params, options);
    },
    exec: (sql) => db.exec(sql),
    transaction<T>(fn: Parameters<Database['transaction']>[0], options?: TransactionOptions): Promise<T> {
      record('BEGIN', options?.timeoutMs);
      return db.transaction(fn, options) as Promise<T>;
    },
    close: () => db.close(),
  };
  return {
    db: wrapped,
    statements,
    /** Makes the next statement whose SQL matches fail with the error. */
    failNext(error: Error, matching: RegExp) {
      failure = { error, matching };
    },
  };
}

type Recording = ReturnType<typeof recording>;

describe('regexProblem', () => {
  it('accepts ordinary patterns, alternations of fixed strings and optional groups', () => {
    for (const pattern of ['^news', 'a.*b', '(a|aa)*', '[(]+x', '(?:ab)+c', '(a+)?', '\\(a+\\)+', '[a-z]{2,5}', '(ab){3}']) {
      expect(regexProblem(pattern), pattern).toBeUndefined();
    }
  });

  it('refuses nested quantifiers', () => {
    for (const pattern of ['(.*)*', '(a+)+', '(a*){2,}', '((ab)+c)*', '(x(.*))+y', '(a{2})*']) {
      expect(regexProblem(pattern), pattern).toMatch(/nested quantifiers/);
    }
  });

  it('refuses back-references but not escaped backslashes', () => {
    expect(regexProblem('(a)\\1')).toMatch(/back-references/);
    expect(regexProblem('(?<n>a)\\k<n>')).toMatch(/back-references/);
    expect(regexProblem('a\\\\1')).toBeUndefined();
  });

  it('refuses long patterns', () => {
    expect(regexProblem('a'.repeat(MAX_PATTERN_LENGTH))).toBeUndefined();
    expect(regexProblem('a'.repeat(MAX_PATTERN_LENGTH + 1))).toMatch(/longer than 512/);
  });

  it('counts the worst case: bounded repetitions as that many copies, sequences add, groups multiply', () => {
    expect(patternCost('.{255}')).toBe(255);
    expect(patternCost('^news')).toBe(5);
    expect(patternCost('(ab){3}')).toBe(6);
    expect(patternCost('[a-z]{2,5}x{3,}')).toBe(5 + 4);
    expect(patternCost('(?:a|bc){100}')).toBe(300);
    expect(patternCost('a*b+c?')).toBe(3);
    expect(patternCost('%x_', 'similar')).toBe(3);
  });

  it("refuses the probe's bounded-repetition attack and what costs more than the limit, by cost not length", () => {
    const attack = '.{255}'.repeat(83);
    expect(attack.length).toBeLessThanOrEqual(MAX_PATTERN_LENGTH);
    expect(regexProblem(attack)).toMatch(/may cost 21165 steps/);
    expect(regexProblem('.{255}'.repeat(3))).toBeUndefined();
    expect(regexProblem('.{255}'.repeat(4))).toMatch(/more than 1000/);
    expect(regexProblem(`[0-9]{${MAX_PATTERN_COST + 1}}`)).toMatch(/may cost/);
    expect(regexProblem('(?:ab|cd){600}', 'posix')).toMatch(/may cost 2400/);
    expect(regexProblem('_{2000}', 'similar')).toMatch(/may cost/);
  });

  it('treats % of SIMILAR TO as a repetition', () => {
    expect(regexProblem('(%)*', 'similar')).toMatch(/nested quantifiers/);
    expect(regexProblem('%abc%', 'similar')).toBeUndefined();
  });
});

describe('GraphQL request limits', () => {
  let base: Database;
  let recorder: Recording;
  let http: TestApp;

  beforeAll(async () => {
    base = await createTestDatabase({ seeds: true });
    recorder = recording(base);
    http = await createTestApp(recorder.db, {
      STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
      ADMIN_STATEMENT_TIMEOUT_MS: String(ADMIN_STATEMENT_TIMEOUT_MS),
      GRAPHQL_BATCH_LIMIT: String(BATCH_LIMIT),
      GRAPHQL_MAX_ROOT_FIELDS: String(MAX_ROOT_FIELDS),
      GRAPHQL_MAX_RESPONSE_BYTES: String(MAX_RESPONSE_BYTES),
      GRAPHQL_BODY_LIMIT: String(BODY_LIMIT),
    });
  });

  afterAll(async () => {
    await http?.app.close();
    await base?.close();
  });

  /** Posts a raw body; answers the status, the parsed body and the statements the request ran. */
  async function send(body: string, headers: Headers = {}) {
    const before = recorder.statements.length;
    const response = await http.post(body, headers);
    return { ...response, result: response.json as GraphqlResult, statements: recorder.statements.slice(before) };
  }

  const ask = (query: string, variables?: Record<string, unknown>, headers: Headers = {}) =>
    send(JSON.stringify(variables ? { query, variables } : { query }), headers);

  /** The one error of a refused request: status 200, no data, and its code. */
  function refusal(response: Awaited<ReturnType<typeof send>>): { status: number; code: string | undefined; message: string | undefined } {
    expect(response.result.data, response.text).toBeUndefined();
    expect(response.result.errors).toHaveLength(1);
    const error = response.result.errors![0]!;
    expect(error.extensions.path).toMatch(/^\$/);
    return { status: response.status, code: error.extensions.code, message: error.message };
  }

  describe('regular expressions', () => {
    it('refuses the back-reference attack in a variable without running SQL', async () => {
      const response = await ask('query($v:String){articles(where:{content:{_regex:$v}}){id}}', { v: '(.*)*(.*)*(.*)*(.*)*x\\1\\2\\3' });
      expect(refusal(response)).toMatchObject({ status: 200, code: 'validation-failed' });
      expect(response.statements).toEqual([]);
    });

    it('refuses nested quantifiers through a relationship and in _similar and _niregex literals', async () => {
      for (const where of ['{category:{name:{_iregex:"(a+)+b"}}}', '{title:{_similar:"(%)*x"}}', '{title:{_niregex:"(x|(.*))*"}}']) {
        const response = await ask(`{articles(where:${where}){id}}`);
        expect(refusal(response), where).toMatchObject({
          status: 200,
          code: 'validation-failed',
          message: expect.stringMatching(/nested quantifiers/),
        });
        expect(response.statements).toEqual([]);
      }
    });

    it('refuses `.{255}` repeated 83 times (498 characters) without running SQL', async () => {
      const response = await ask('query($v:String){articles(where:{content:{_regex:$v}}){id}}', { v: '.{255}'.repeat(83) });
      expect(refusal(response)).toMatchObject({ status: 200, code: 'validation-failed', message: expect.stringMatching(/may cost/) });
      expect(response.statements).toEqual([]);
    });

    it('runs ordinary patterns', async () => {
      const response = await ask('{articles(where:{title:{_iregex:"(a|aa)*"}}, limit: 1){id}}');
      expect(response.result.errors).toBeUndefined();
    });
  });

  it('refuses a batch over the limit as a whole, before any SQL', async () => {
    const operation = { query: '{articles(limit:1){id}}' };
    const response = await send(JSON.stringify(Array.from({ length: BATCH_LIMIT + 1 }, () => operation)));
    expect(Array.isArray(response.json)).toBe(false);
    expect(refusal(response)).toMatchObject({ status: 200, code: 'validation-failed' });
    expect(response.statements).toEqual([]);
    const within = await send(JSON.stringify(Array.from({ length: BATCH_LIMIT }, () => operation)));
    expect(within.json).toHaveLength(BATCH_LIMIT);
  });

  it('refuses more root fields than the limit, counting aliases and fragments, before any SQL', async () => {
    const aliases = Array.from({ length: MAX_ROOT_FIELDS + 1 }, (_, index) => `a${index}: articles(limit: 1) { id }`).join(' ');
    const byAlias = await ask(`{ ${aliases} }`);
    expect(refusal(byAlias)).toMatchObject({ status: 200, code: 'validation-failed' });
    expect(byAlias.statements).toEqual([]);
    const spread = await ask(
      `query { ...F b: __typename c: __typename } fragment F on query_root { d: __typename e: __typename f: __typename g: __typename }`,
    );
    expect(refusal(spread)).toMatchObject({ status: 200, code: 'validation-failed' });
  });

  it('refuses a body nested deeper than the input limit from its text, before parsing it, and keeps legal nesting', async () => {
    const deep = await send(
      `{"query":"{ __typename }","variables":{"v":${'['.repeat(MAX_INPUT_DEPTH + 1)}${']'.repeat(MAX_INPUT_DEPTH + 1)}}}`,
    );
    expect(refusal(deep)).toMatchObject({ status: 200, code: 'validation-failed', message: expect.stringMatching(/nests deeper/) });
    // Brackets inside strings are text, not nesting.
    const inString = await ask('query($q: String!) { articles(where: {title: {_eq: $q}}) { id } }', { q: '['.repeat(1000) });
    expect(inString.result.errors).toBeUndefined();
    expect(nestsDeeperThan('{"a":"\\"}', 1)).toBe(false);
    expect(nestsDeeperThan('[[["x"]]]', 2)).toBe(true);
  });

  it('stops parsing a document of more tokens than the limit', async () => {
    const fields = Array.from({ length: MAX_DOCUMENT_TOKENS }, (_, index) => `f${index}: __typename`).join(' ');
    const response = await ask(`{ ${fields} }`);
    expect(refusal(response)).toMatchObject({
      status: 200,
      code: 'validation-failed',
      message: `the query has more than ${MAX_DOCUMENT_TOKENS} tokens`,
    });
    expect(response.statements).toEqual([]);
  });

  it('answers an error instead of a response over the limit', async () => {
    const response = await ask('{articles{id content}}');
    expect(refusal(response)).toMatchObject({ status: 200, code: 'response-too-large' });
    expect(response.text.length).toBeLessThan(500);
  });

  describe('statement deadlines', () => {
    it('gives each statement the deadline of its role', async () => {
      const query = '{articles(limit: 1){id}}';
      const cases: [Headers, number][] = [
        [{}, STATEMENT_TIMEOUT_MS],
        [bearer(await memberToken(MEMBERS.marcus)), STATEMENT_TIMEOUT_MS],
        [bearer(await siteAdminToken(MEMBERS.linWei), { 'x-hasura-role': 'site_admin' }), ADMIN_STATEMENT_TIMEOUT_MS],
        [adminHeaders(), ADMIN_STATEMENT_TIMEOUT_MS],
      ];
      for (const [headers, deadline] of cases) {
        const response = await ask(query, undefined, headers);
        expect(response.result.errors, response.text).toBeUndefined();
        expect(response.statements.map((statement) => statement.timeoutMs)).toEqual([deadline]);
      }
    });

    it('gives a mutation transaction the deadline of its role', async () => {
      const response = await ask(
        'mutation { delete_articles(where: {id: {_is_null: true}}) { affected_rows } }',
        undefined,
        adminHeaders(),
      );
      expect(response.result.errors, response.text).toBeUndefined();
      expect(response.statements[0]).toEqual({ sql: 'BEGIN', timeoutMs: ADMIN_STATEMENT_TIMEOUT_MS });
    });

    it('answers a statement stopped at its deadline with a timeout error', async () => {
      recorder.failNext(new StatementTimeoutError(STATEMENT_TIMEOUT_MS), /articles/);
      const response = await ask('{articles(where: {title: {_eq: "deadline"}}){id}}');
      expect(refusal(response)).toEqual({
        status: 200,
        code: 'timeout',
        message: `the query took longer than its deadline of ${STATEMENT_TIMEOUT_MS} ms`,
      });
    });
  });

  describe('input that used to answer HTTP 500', () => {
    it('refuses 10,000 nested _and levels in a variable', async () => {
      const depth = 10_000;
      const where = `${'{"_and":['.repeat(depth)}{"id":{"_is_null":true}}${']}'.repeat(depth)}`;
      const response = await send(`{"query":"query($w: articles_bool_exp){articles(where:$w){id}}","variables":{"w":${where}}}`);
      expect(refusal(response)).toMatchObject({ status: 200, code: 'validation-failed' });
      expect(response.statements).toEqual([]);
    });

    it('refuses a 200,000-deep array in a variable', async () => {
      const depth = 200_000;
      const response = await send(
        `{"query":"query($v: [uuid!]){articles(where:{id:{_in:$v}}){id}}","variables":{"v":${'['.repeat(depth)}${']'.repeat(depth)}}}`,
      );
      expect(refusal(response)).toMatchObject({ status: 200, code: 'validation-failed' });
    });

    it('answers a deep document without a 500', async () => {
      const depth = 5_000;
      const response = await ask(`{articles(where: ${'{_and: ['.repeat(depth)}{}${']}'.repeat(depth)}){id}}`);
      expect(refusal(response)).toMatchObject({ status: 200, code: 'validation-failed' });
    });

    it('answers an aggregate that selects only __typename', async () => {
      const response = await ask('{ discussions_aggregate { __typename } }');
      expect(response.status).toBe(200);
      expect(response.json).toEqual({ data: { discussions_aggregate: { __typename: 'discussions_aggregate' } } });
    });

    it('refuses a NUL in a string variable and in a string literal before SQL', async () => {
      const byVariable = await ask('query($s:String){articles(where:{title:{_eq:$s}}){id}}', { s: 'a\u0000b' });
      expect(refusal(byVariable)).toMatchObject({ status: 200, code: 'validation-failed', message: expect.stringMatching(/NUL/) });
      expect(byVariable.statements).toEqual([]);
      const byLiteral = await ask('{articles(where:{title:{_eq:"a\\u0000b"}}){id}}');
      expect(refusal(byLiteral)).toMatchObject({ status: 200, code: 'validation-failed' });
      expect(byLiteral.statements).toEqual([]);
    });

    it('refuses a number given for a uuid before SQL', async () => {
      const byVariable = await ask('query($id: uuid!){articles_by_pk(id: $id){id}}', { id: 42 });
      expect(refusal(byVariable)).toMatchObject({
        status: 200,
        code: 'validation-failed',
        message: 'parsing UUID failed, expected String, but encountered Number',
      });
      expect(byVariable.statements).toEqual([]);
      const byLiteral = await ask('{articles(where:{id:{_eq: 42}}){id}}');
      expect(refusal(byLiteral)).toMatchObject({ status: 200, code: 'validation-failed' });
      expect(byLiteral.statements).toEqual([]);
    });

    it("answers other methods with Hasura's not-found", async () => {
      for (const method of ['GET', 'PUT', 'DELETE', 'PATCH'] as const) {
        const response = await http.app.inject({ method, url: '/v1/graphql' });
        expect(response.statusCode, method).toBe(404);
        expect(response.json()).toEqual({ path: '$', error: 'resource does not exist', code: 'not-found' });
      }
    });

    it('answers a body over the limit with 413, through inject and through a real socket', async () => {
      const body = JSON.stringify({ query: `{articles{id}} # ${'x'.repeat(2 * 1024 * 1024)}` });
      const injected = await http.post(body);
      expect(injected.status).toBe(413);
      expect(injected.json).toMatchObject({ errors: [{ extensions: { code: 'request-too-large', path: '$' } }] });

      await http.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = http.app.server.address() as { port: number };
      const answer = await new Promise<{ status: number | undefined; text: string }>((resolve, reject) => {
        const request = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/v1/graphql',
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          },
          (response) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (text += chunk));
            response.on('end', () => resolve({ status: response.statusCode, text }));
          },
        );
        request.on('error', reject);
        request.end(body);
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.text)).toMatchObject({ errors: [{ extensions: { code: 'request-too-large' } }] });
    });
  });
});

describe('per-address GraphQL budget', () => {
  const LIMIT = 3;
  let db: Database;
  let http: TestApp;

  beforeAll(async () => {
    db = await createTestDatabase({ seeds: true });
    http = await createTestApp(db, { GRAPHQL_RATE_LIMIT: String(LIMIT) });
  });

  afterAll(async () => {
    await http?.app.close();
    await db?.close();
  });

  const post = (remoteAddress: string, headers: Record<string, string> = {}) =>
    http.app.inject({
      method: 'POST',
      url: '/v1/graphql',
      remoteAddress,
      headers: { 'content-type': 'application/json', ...headers },
      payload: '{"query":"{__typename}"}',
    });

  it('refuses an address over its budget with 429 and Retry-After, and serves other addresses and the admin secret', async () => {
    for (let index = 0; index < LIMIT; index += 1) expect((await post('203.0.113.1')).statusCode).toBe(200);
    const refused = await post('203.0.113.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ errors: [{ extensions: { code: 'rate-limit-exceeded', path: '$' } }] });
    expect((await post('203.0.113.2')).statusCode).toBe(200);
    expect((await post('203.0.113.1', adminHeaders())).statusCode).toBe(200);
  });

  it('refuses an address over its budget before reading its body', async () => {
    for (let index = 0; index < LIMIT; index += 1) await post('203.0.113.3');
    // A body the engine would answer with a parse error is never parsed: the refusal comes first.
    const refused = await http.app.inject({
      method: 'POST',
      url: '/v1/graphql',
      remoteAddress: '203.0.113.3',
      headers: { 'content-type': 'application/json' },
      payload: '{"query":',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ errors: [{ extensions: { code: 'rate-limit-exceeded' } }] });
  });

  it('counts connection_init and each operation of a WebSocket against the address', async () => {
    await http.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = http.app.server.address() as { port: number };
    const socket = new WebSocket(`ws://127.0.0.1:${port}/v1/graphql`, 'graphql-transport-ws');
    const messages: { type: string; id?: string; payload?: unknown }[] = [];
    const arrived = (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => (messages.length >= count ? resolve() : setTimeout(check, 10));
        check();
      });
    socket.on('message', (data) => messages.push(JSON.parse(String(data)) as { type: string }));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'connection_init', payload: {} }));
    await arrived(1);
    for (const id of ['1', '2', '3']) socket.send(JSON.stringify({ id, type: 'subscribe', payload: { query: '{__typename}' } }));
    // Two operations fit (next + complete each); the third is over the budget of 3.
    await arrived(6);
    socket.close();
    expect(messages[0]).toEqual({ type: 'connection_ack' });
    expect(messages.find((message) => message.id === '3')).toMatchObject({
      type: 'error',
      payload: [{ extensions: { code: 'rate-limit-exceeded' } }],
    });
  });
});

describe('a held refusal', () => {
  let db: Database;
  let http: TestApp;

  beforeAll(async () => {
    db = await createTestDatabase({ seeds: true });
    // Held until the window ends (at most a minute): longer than this test, so only the close releases it.
    http = await createTestApp(db, { GRAPHQL_RATE_LIMIT: '1', GRAPHQL_REFUSAL_DELAY_MS: '600000' });
  });

  afterAll(async () => {
    await db?.close();
  });

  const post = (remoteAddress: string) =>
    http.app.inject({
      method: 'POST',
      url: '/v1/graphql',
      remoteAddress,
      headers: { 'content-type': 'application/json' },
      payload: '{"query":"{__typename}"}',
    });

  it('keeps the refused client waiting, not the others, and is sent when the server closes', async () => {
    expect((await post('198.51.100.7')).statusCode).toBe(200);
    let answered = false;
    const refused = post('198.51.100.7').then((response) => {
      answered = true;
      return response;
    });
    // Other addresses are served while the refusal is held.
    for (const address of ['198.51.100.8', '198.51.100.9']) expect((await post(address)).statusCode).toBe(200);
    expect(answered).toBe(false);
    await http.app.close();
    const response = await refused;
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });
});
