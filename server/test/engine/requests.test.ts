// The answer to every kind of request, good and bad, at the HTTP level (buildApp + app.inject on
// POST /v1/graphql): HTTP status, `errors[0].extensions.code` and `.path` as Hasura v2 gives them,
// batches, the operation features clients use (aliases, fragments, directives, variables, several root
// fields), the depth and body limits of the configuration, and one SQL statement per root field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, QueryResult } from '../../src/db/types.ts';
import { createTestDatabase } from '../support/database.ts';
import {
  ADMIN_SECRET,
  bearer,
  countRows,
  createTestApp,
  createTestEngine,
  dataOf,
  firstError,
  idsOf,
  MEMBERS,
  memberToken,
  signToken,
  type GraphqlResult,
  type Headers,
  type TestApp,
} from './harness.ts';

type Row = Record<string, unknown>;

const MAX_DEPTH = 4;
const BODY_LIMIT = 4096;

describe('POST /v1/graphql', () => {
  let db: Database;
  let http: TestApp;

  beforeAll(async () => {
    db = await createTestDatabase({ seeds: true });
    http = await createTestApp(db, { GRAPHQL_MAX_DEPTH: String(MAX_DEPTH), GRAPHQL_BODY_LIMIT: String(BODY_LIMIT) });
  });

  afterAll(async () => {
    await http?.app.close();
    await db?.close();
  });

  /** A request that must be answered with HTTP 200 and a JSON object. */
  async function ask(body: unknown, headers: Headers = {}): Promise<GraphqlResult> {
    const response = await http.postJson(body, headers);
    expect(response.status, response.text).toBe(200);
    return response.json as GraphqlResult;
  }

  /** Status, code and path of a request that must fail with exactly one error and no data. */
  async function failure(body: unknown, headers: Headers = {}) {
    const response = typeof body === 'string' ? await http.post(body, headers) : await http.postJson(body, headers);
    const result = response.json as GraphqlResult;
    expect(result.data, response.text).toBeUndefined();
    expect(result.errors).toHaveLength(1);
    return { status: response.status, ...firstError(result) };
  }

  const validation = (path: string) => ({ status: 200, code: 'validation-failed', path });

  describe('a body that is not a GraphQL request', () => {
    it('answers a body that is not JSON with invalid-json', async () => {
      // As Hasura v2: /v1/graphql answers every error with 200 (App.hs: allMod200).
      for (const body of ['not json', '{"query": ', '']) {
        expect(await failure(body)).toEqual({ status: 200, code: 'invalid-json', path: '$' });
      }
    });

    it('answers JSON without a query with parse-failed', async () => {
      expect(await failure({ variables: {} })).toEqual({ status: 200, code: 'parse-failed', path: '$' });
      expect(await failure('"{ articles { id } }"')).toEqual({ status: 200, code: 'parse-failed', path: '$' });
      expect(await failure({ query: 42 })).toMatchObject({ status: 200, code: 'parse-failed' });
    });

    it('answers a body over GRAPHQL_BODY_LIMIT with 413', async () => {
      const padding = ' '.repeat(BODY_LIMIT);
      const response = await http.postJson({ query: `{ articles { id } }${padding}` });
      expect(response.status).toBe(413);
      expect(response.json).toMatchObject({ errors: [{ extensions: { code: 'request-too-large', path: '$' } }] });
      // Just under the limit is fine.
      const small = await http.postJson({ query: `{ __typename }${' '.repeat(BODY_LIMIT - 100)}` });
      expect(small.status).toBe(200);
    });
  });

  describe('documents that do not fit the schema', () => {
    it('answers a syntax error with validation-failed at $.query', async () => {
      const result = await failure({ query: '{ articles { id ' });
      expect(result).toEqual(validation('$.query'));
    });

    it('answers an unknown field with its path', async () => {
      expect(await failure({ query: '{ x { id } }' })).toEqual(validation('$.selectionSet.x'));
      expect(await failure({ query: '{ articles { id category { nope } } }' })).toEqual(
        validation('$.selectionSet.articles.selectionSet.category.selectionSet.nope'),
      );
      // An alias names the path.
      expect(await failure({ query: '{ list: articles { wrong: nope } }' })).toEqual(validation('$.selectionSet.list.selectionSet.wrong'));
    });

    it('answers an unknown argument at the field that does not have it', async () => {
      // Hasura checks the argument names before parsing them, at the field's path (Parser.hs, rawSubselection).
      const result = await ask({ query: '{ articles(first: 1) { id } }' });
      expect(result.errors?.[0]?.message).toBe("'articles' has no argument named 'first'");
      expect(firstError(result)).toEqual({ code: 'validation-failed', path: '$.selectionSet.articles' });
    });

    it('answers an argument of the wrong type at the argument', async () => {
      expect(await failure({ query: '{ articles(limit: "a") { id } }' })).toEqual(validation('$.selectionSet.articles.args.limit'));
      expect(await failure({ query: '{ categories { articles(limit: 1.5) { id } } }' })).toEqual(
        validation('$.selectionSet.categories.selectionSet.articles.args.limit'),
      );
    });

    it('answers a missing required argument at that argument', async () => {
      // Input.hs `field`: withKey name (parseError "missing required field 'id'").
      const result = await ask({ query: '{ articles_by_pk { id } }' });
      expect(firstError(result)).toEqual({ code: 'validation-failed', path: '$.selectionSet.articles_by_pk.args.id' });
      expect(result.errors?.[0]?.message).toBe("missing required field 'id'");
    });

    it('answers a selection set on a column with validation-failed', async () => {
      // Parser.hs rawSelection: 'unexpected subselection set for non-object field'.
      const result = await ask({ query: '{ articles { id { length } } }' });
      expect(firstError(result)).toEqual({ code: 'validation-failed', path: '$.selectionSet.articles.selectionSet.id' });
    });

    it('answers a relationship without a selection set inside its selectionSet key', async () => {
      // Parser.hs selectionSetObject: withKey "selectionSet" (parseError "missing selection set for 'categories'").
      const result = await ask({ query: '{ articles { category } }' });
      expect(firstError(result)).toEqual({ code: 'validation-failed', path: '$.selectionSet.articles.selectionSet.category.selectionSet' });
      expect(result.errors?.[0]?.message).toBe("missing selection set for 'categories'");
    });

    it('answers a negative limit with validation-failed and a negative offset with the database refusal', async () => {
      // Hasura's current parsers (schema-parsers Scalars.hs): limit is a non-negative Int; offset any 64-bit integer,
      // which PostgreSQL refuses when negative (data-exception). The stored conformance case of an older Hasura said
      // not-supported for both.
      expect(await failure({ query: '{ articles(limit: -1) { id } }' })).toEqual({
        status: 200,
        code: 'validation-failed',
        path: '$.selectionSet.articles.args.limit',
      });
      expect(await failure({ query: '{ categories { articles(offset: -2) { id } } }' })).toEqual({
        status: 200,
        code: 'data-exception',
        path: '$',
      });
    });

    it('answers distinct_on that does not lead order_by with validation-failed', async () => {
      expect(await failure({ query: '{ articles(distinct_on: [category_id], order_by: [{published_at: desc}]) { id } }' })).toEqual(
        validation('$.selectionSet.articles.args'),
      );
      // Matching columns are fine.
      const result = await ask({
        query: '{ articles(distinct_on: [category_id], order_by: [{category_id: asc}, {published_at: desc}]) { category_id } }',
      });
      const categories = (dataOf(result).articles as Row[]).map((row) => row.category_id);
      expect(new Set(categories).size).toBe(categories.length);
      expect(categories.length).toBe(
        await countRows(db, 'SELECT count(*)::int AS n FROM (SELECT DISTINCT category_id FROM articles WHERE published) AS d'),
      );
    });

    it('answers a query deeper than GRAPHQL_MAX_DEPTH with validation-failed', async () => {
      const deep = '{ articles { category { articles { author { articles { id } } } } } }';
      expect(await failure({ query: deep })).toEqual(validation('$'));
      // Fragments do not hide the depth.
      const viaFragment = '{ articles { ...deep } } fragment deep on articles { category { articles { author { articles { id } } } } }';
      expect(await failure({ query: viaFragment })).toEqual(validation('$'));
      const shallow = await ask({ query: '{ articles(limit: 1) { category { name } } }' });
      expect(shallow.errors).toBeUndefined();
    });
  });

  describe('operations and variables', () => {
    it('answers an undefined variable with validation-failed', async () => {
      expect(await failure({ query: 'query { articles(limit: $n) { id } }' })).toEqual(validation('$'));
      expect(await failure({ query: 'query ($m: Int) { articles(limit: $n) { id } }', variables: { m: 1 } })).toEqual(validation('$'));
    });

    it('answers a variable value of the wrong type at the argument that uses it', async () => {
      // Hasura v2 checks a variable's JSON value where it is used (schema-parsers, Scalars.hs `int`).
      const result = await ask({ query: 'query ($n: Int) { articles(limit: $n) { id } }', variables: { n: 'a' } });
      expect(firstError(result)).toEqual({ code: 'validation-failed', path: '$.selectionSet.articles.args.limit' });
    });

    it('answers a variable declared with a type that does not fit its position at the argument', async () => {
      // TypeChecking.hs typeCheck: 'variable "n" is declared as String, but used where Int is expected'.
      const result = await ask({ query: 'query ($n: String) { articles(limit: $n) { id } }', variables: { n: '1' } });
      expect(firstError(result)).toEqual({ code: 'validation-failed', path: '$.selectionSet.articles.args.limit' });
    });

    it('answers a missing required variable with validation-failed at $', async () => {
      // Resolve.hs buildVariable: 'expecting a value for non-nullable variable: "n"'.
      const result = await ask({ query: 'query ($n: Int!) { articles(limit: $n) { id } }' });
      expect(firstError(result)).toEqual({ code: 'validation-failed', path: '$' });
      expect(result.errors?.[0]?.message).toBe('expecting a value for non-nullable variable: "n"');
    });

    it('answers variable values the operation does not use with validation-failed', async () => {
      // Resolve.hs resolveVariables: 'unexpected variables in variableValues: n'.
      const result = await ask({ query: '{ articles(limit: 1) { id } }', variables: { n: 1 } });
      expect(firstError(result)).toEqual({ code: 'validation-failed', path: '$' });
      expect(result.errors?.[0]?.message).toBe('unexpected variables in variableValues: n');
    });

    it("uses a variable's default value and lets null leave an optional argument out", async () => {
      const published = await countRows(db, 'SELECT count(*)::int AS n FROM articles WHERE published');
      const withDefault = await ask({ query: 'query ($n: Int = 2) { articles(limit: $n) { id } }' });
      expect((dataOf(withDefault).articles as Row[]).length).toBe(2);
      const withNull = await ask({ query: 'query ($n: Int) { articles(limit: $n) { id } }', variables: { n: null } });
      expect((dataOf(withNull).articles as Row[]).length).toBe(published);
    });

    it('needs operationName when the document has several operations', async () => {
      const query = 'query A { articles(limit: 1) { id } } query B { authors(limit: 1) { id } }';
      expect(await failure({ query })).toEqual(validation('$'));
      const chosen = await ask({ query, operationName: 'B' });
      expect(Object.keys(dataOf(chosen))).toEqual(['authors']);
    });

    it('answers an unknown operationName with validation-failed', async () => {
      expect(await failure({ query: 'query A { articles(limit: 1) { id } }', operationName: 'C' })).toEqual(validation('$'));
    });

    it('refuses a mutation the role has no permission for, and subscriptions over HTTP', async () => {
      // Visitors have mutations (the page-view and news actions), but no delete_articles.
      expect(await failure({ query: 'mutation { delete_articles(where: {}) { affected_rows } }' })).toEqual(
        validation('$.selectionSet.delete_articles'),
      );
      // Hasura plans it, then refuses it (Transport/HTTP.hs: unexpected-payload).
      expect(await failure({ query: 'subscription { articles { id } }' })).toEqual({ status: 200, code: 'unexpected-payload', path: '$' });
      // Nothing was deleted.
      expect(await countRows(db, 'SELECT count(*)::int AS n FROM articles')).toBeGreaterThan(0);
    });
  });

  describe('requests that succeed', () => {
    it('answers __typename at the root without touching a table', async () => {
      expect(await ask({ query: '{ __typename }' })).toEqual({ data: { __typename: 'query_root' } });
      expect(await ask({ query: '{ t: __typename articles(limit: 1) { __typename } }' })).toEqual({
        data: { t: 'query_root', articles: [{ __typename: 'articles' }] },
      });
    });

    it('answers several root fields in one request, in the order asked', async () => {
      const result = await ask({ query: '{ events_aggregate { aggregate { count } } categories { id } a: articles(limit: 2) { id } }' });
      const data = dataOf(result);
      expect(Object.keys(data)).toEqual(['events_aggregate', 'categories', 'a']);
      expect(data.events_aggregate).toEqual({
        aggregate: { count: await countRows(db, 'SELECT count(*)::int AS n FROM events WHERE published') },
      });
      expect((data.categories as Row[]).map((row) => String(row.id)).sort()).toEqual(await idsOf(db, 'SELECT id FROM categories'));
      expect((data.a as Row[]).length).toBe(2);
    });

    it('combines aliases, fragments, @include/@skip and variables in one request', async () => {
      const query = `
        query Front($n: Int!, $withAuthor: Boolean!, $brief: Boolean = true) {
          latest: articles(order_by: [{published_at: desc}], limit: $n) { ...Card }
          total: articles_aggregate { aggregate { howMany: count } }
        }
        fragment Card on articles {
          key: id
          title
          excerpt @skip(if: $brief)
          writer: author @include(if: $withAuthor) { name }
          ... on articles { slug }
          ... @include(if: $withAuthor) { category { name } }
        }`;
      const result = await ask({ query, variables: { n: 3, withAuthor: true }, operationName: 'Front' });
      const data = dataOf(result);
      const { rows } = await db.query<{ id: string; title: string; slug: string; author: string | null; category: string | null }>(
        `SELECT a.id, a.title, a.slug, au.name AS author, c.name AS category
         FROM articles a LEFT JOIN authors au ON au.id = a.author_id LEFT JOIN categories c ON c.id = a.category_id
         WHERE a.published ORDER BY a.published_at DESC LIMIT 3`,
      );
      expect(data.latest).toEqual(
        rows.map((row) => ({
          key: row.id,
          title: row.title,
          writer: row.author === null ? null : { name: row.author },
          slug: row.slug,
          category: row.category === null ? null : { name: row.category },
        })),
      );
      expect(data.total).toEqual({
        aggregate: { howMany: await countRows(db, 'SELECT count(*)::int AS n FROM articles WHERE published') },
      });

      const without = dataOf(await ask({ query, variables: { n: 1, withAuthor: false, brief: false } }));
      const [card] = without.latest as Row[];
      expect(Object.keys(card ?? {})).toEqual(['key', 'title', 'excerpt', 'slug']);
    });

    it('answers a batch (JSON array) with an array of results in the same order', async () => {
      const response = await http.postJson([
        { query: '{ __typename }' },
        { query: '{ nope }' },
        { query: 'query ($n: Int!) { articles(limit: $n) { id } }', variables: { n: 1 } },
      ]);
      expect(response.status).toBe(200);
      const results = response.json as GraphqlResult[];
      expect(results).toHaveLength(3);
      expect(results[0]).toEqual({ data: { __typename: 'query_root' } });
      expect(firstError(results[1]!)).toEqual({ code: 'validation-failed', path: '$.selectionSet.nope' });
      expect((dataOf(results[2]!).articles as Row[]).length).toBe(1);
    });

    it("runs a batch's operations one after another, in order, as Hasura does", async () => {
      // Every statement's start and end, through a wrapper of the real database: with the operations run at
      // once, the second one's statement would start before the first one's ended.
      const events: string[] = [];
      const traced: Database = Object.create(db) as Database;
      traced.query = async (sql, params, options) => {
        const name = /insert/i.test(sql) ? 'insert' : /delete/i.test(sql) ? 'delete' : 'read';
        events.push(`start ${name}`);
        try {
          return await db.query(sql, params, options);
        } finally {
          events.push(`end ${name}`);
        }
      };
      traced.transaction = (fn, options) => db.transaction((tx) => fn(tx), options);
      const { send } = await createTestEngine(traced);
      events.length = 0;
      const feed = 'https://example.com/batch-order/feed.xml';
      const count = `{ news_sources_aggregate(where: {feed_url: {_eq: "${feed}"}}) { aggregate { count } } }`;
      const { json } = await send(
        [
          { query: `mutation { insert_news_sources_one(object: {name: "Batch order", url: "${feed}", feed_url: "${feed}"}) { id } }` },
          { query: count },
          { query: `mutation { delete_news_sources(where: {feed_url: {_eq: "${feed}"}}) { affected_rows } }` },
          { query: count },
        ],
        { 'x-hasura-admin-secret': ADMIN_SECRET },
      );
      const results = json as GraphqlResult[];
      const counts = [results[1], results[3]].map(
        (result) => (dataOf(result!).news_sources_aggregate as { aggregate: { count: number } }).aggregate.count,
      );
      expect(counts).toEqual([1, 0]);
      expect(dataOf(results[2]!).delete_news_sources).toEqual({ affected_rows: 1 });
      // Each statement ends before the next one starts.
      for (let i = 0; i < events.length; i += 2) expect([events[i]?.slice(0, 5), events[i + 1]?.slice(0, 3)]).toEqual(['start', 'end']);
    });

    it('reads the Authorization header of the HTTP request', async () => {
      const token = await memberToken(MEMBERS.linWei);
      const query = '{ blog_posts(where: {published: {_eq: false}}) { id } }';
      const asMember = dataOf(await ask({ query }, bearer(token)));
      expect((asMember.blog_posts as Row[]).map((row) => String(row.id)).sort()).toEqual(
        await idsOf(db, 'SELECT id FROM blog_posts WHERE NOT published AND author_id = $1', [MEMBERS.linWei]),
      );
      expect(dataOf(await ask({ query })).blog_posts).toEqual([]);
    });

    it('answers session errors with HTTP 200, as Hasura does on /v1/graphql', async () => {
      expect(await failure({ query: '{ __typename }' }, { 'x-hasura-admin-secret': 'wrong' })).toEqual({
        status: 200,
        code: 'access-denied',
        path: '$',
      });
      const expired = await signToken({ expiresIn: -60 });
      expect(await failure({ query: '{ __typename }' }, bearer(expired))).toEqual({ status: 200, code: 'invalid-jwt', path: '$' });
    });
  });
});

describe('one SQL statement per root field', () => {
  let db: Database;
  let statements = 0;

  beforeAll(async () => {
    db = await createTestDatabase({ seeds: true });
  });

  afterAll(async () => {
    await db?.close();
  });

  /** The database, counting the statements run through it. */
  function counting(target: Database): Database {
    return {
      kind: target.kind,
      async query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>> {
        statements += 1;
        return target.query<R>(sql, params);
      },
      exec: (sql) => target.exec(sql),
      transaction: (fn) => target.transaction(fn),
      close: () => target.close(),
    };
  }

  it('runs the table root fields of a query as one statement, however many and however deep', async () => {
    const t = await createTestEngine(counting(db), { maxDepth: 10 });
    const query = `{
      articles { id category { name articles { id author { name } } } }
      discussions { id comments { id author { username } } author { display_name } }
      total: articles_aggregate { aggregate { count } nodes { id author { name } } }
      __typename
    }`;
    const engineBefore = t.engine.statementCount;
    const before = statements;
    const result = await t.gql(query);
    const data = dataOf(result);
    expect(t.engine.statementCount - engineBefore).toBe(1);
    expect(statements - before).toBe(1);

    // And the nested answers are complete.
    const discussions = data.discussions as { id: string; comments: Row[] }[];
    expect(discussions.length).toBe(await countRows(db, 'SELECT count(*)::int AS n FROM discussions'));
    expect(discussions.reduce((sum, discussion) => sum + discussion.comments.length, 0)).toBe(
      await countRows(db, 'SELECT count(*)::int AS n FROM discussion_comments'),
    );
    const articles = data.articles as { category: { articles: Row[] } | null }[];
    expect(articles.length).toBe(await countRows(db, 'SELECT count(*)::int AS n FROM articles WHERE published'));

    // A second request adds exactly one statement.
    await t.gql('{ a: articles(limit: 1) { id } b: authors { articles { category { articles { id } } } } }');
    expect(t.engine.statementCount - engineBefore).toBe(2);
    expect(statements - before).toBe(2);
  });

  it('runs no statement for a request that fails validation, nor for __typename and introspection', async () => {
    const t = await createTestEngine(counting(db));
    const before = statements;
    await t.gql('{ articles { nope } }');
    await t.gql('{ __typename __type(name: "articles") { name } }');
    expect(statements - before).toBe(0);
    expect(t.engine.statementCount).toBe(0);
  });
});
