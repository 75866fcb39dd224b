// Requests the generated malformed-request run (server/test/reliability/malformed-requests.test.ts) found answered
// with `database query error` or `internal error` (code `unexpected`), or with Fastify's 415: each one minimised,
// with the answer Hasura gives, through the real app (buildApp + app.inject) over the demo content.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/types.ts';
import { createTestDatabase } from '../support/database.ts';
import {
  adminHeaders,
  bearer,
  createTestApp,
  dataOf,
  MEMBERS,
  memberToken,
  type GraphqlResult,
  type Headers,
  type TestApp,
} from './harness.ts';

describe('requests that used to fail inside the engine', () => {
  let db: Database;
  let http: TestApp;

  beforeAll(async () => {
    db = await createTestDatabase({ seeds: true });
    http = await createTestApp(db);
  });

  afterAll(async () => {
    await http?.app.close();
    await db?.close();
  });

  async function ask(query: string, variables?: Record<string, unknown>, headers: Headers = adminHeaders()): Promise<GraphqlResult> {
    const response = await http.postJson(variables ? { query, variables } : { query }, headers);
    expect(response.status, response.text).toBe(200);
    return response.json as GraphqlResult;
  }

  const column = async (sql: string, params: unknown[] = []) =>
    (await db.query<{ v: string | null }>(sql, params)).rows.map((row) => row.v);

  it('gives min and max of uuid columns, which PostgreSQL has no aggregate for (was: database query error)', async () => {
    const result = await ask('{ discussion_comment_likes_aggregate { aggregate { min { comment_id user_id } max { comment_id } } } }');
    const [minComment] = await column('select comment_id::text as v from public.discussion_comment_likes order by comment_id limit 1');
    const [minUser] = await column('select user_id::text as v from public.discussion_comment_likes order by user_id limit 1');
    const [maxComment] = await column('select comment_id::text as v from public.discussion_comment_likes order by comment_id desc limit 1');
    expect(minComment).toEqual(expect.any(String));
    expect(dataOf(result)).toEqual({
      discussion_comment_likes_aggregate: {
        aggregate: { min: { comment_id: minComment, user_id: minUser }, max: { comment_id: maxComment } },
      },
    });
  });

  it('orders by the max of a uuid column of an array relationship (was: database query error)', async () => {
    const result = await ask('{ categories(order_by: [{articles_aggregate: {max: {author_id: desc}}}, {id: asc}]) { id } }');
    const expected = await column(`select c.id::text as v from public.categories c
      left join lateral (select a.author_id from public.articles a where a.category_id = c.id order by a.author_id desc limit 1) m on true
      order by m.author_id desc nulls first, c.id asc`);
    expect(
      dataOf<{ categories: { id: string }[] }>(result as GraphqlResult<{ categories: { id: string }[] }>).categories.map((row) => row.id),
    ).toEqual(expected);
  });

  it('compares an array column with each array of an _in or _nin list (was: database query error)', async () => {
    // Two posts' tags, as JSON lists: since v2.29 Hasura types text[] as [String!] and _in as [[String!]!].
    const some = 'from public.blog_posts where cardinality(tags) > 1 order by id limit 2';
    const tags = await column(`select tags::text as v ${some}`);
    const lists = (await column(`select to_json(tags)::text as v ${some}`)).map((json) => JSON.parse(json!) as string[]);
    expect(tags).toHaveLength(2);
    const matching = await column('select id::text as v from public.blog_posts where tags in ($1::text[], $2::text[]) order by id', tags);
    const others = await column('select id::text as v from public.blog_posts where tags not in ($1::text[], $2::text[]) order by id', tags);
    expect(matching.length).toBeGreaterThan(0);
    const ids = (result: GraphqlResult) => (dataOf(result) as { blog_posts: { id: string }[] }).blog_posts.map((row) => row.id);
    // Inline and in a variable.
    const inline = await ask(
      `{ blog_posts(where: {tags: {_in: [${JSON.stringify(lists[0])}, ${JSON.stringify(lists[1])}]}}, order_by: {id: asc}) { id } }`,
    );
    expect(ids(inline)).toEqual(matching);
    const variable = await ask('query($t: [[String!]!]) { blog_posts(where: {tags: {_nin: $t}}, order_by: {id: asc}) { id } }', {
      t: lists,
    });
    expect(ids(variable)).toEqual(others);
    // A Postgres array literal is no longer read as an array: GraphQL's list coercion makes it the one-item array
    // {"{a,b}"}, which no post has.
    const literal = await ask(`{ blog_posts(where: {tags: {_in: [${JSON.stringify(tags[0])}]}}) { id } }`);
    expect(ids(literal)).toEqual([]);
  });

  it('sets a column named twice in on_conflict.update_columns once (was: database query error)', async () => {
    const [id] = await column('select id::text as v from public.categories order by id limit 1');
    const result = await ask(
      `mutation($id: uuid!) {
        insert_categories_one(object: {id: $id, name: "Renamed", slug: "renamed-twice", description: "Updated by an upsert"},
          on_conflict: {constraint: categories_pkey, update_columns: [description, description]}) { id description }
      }`,
      { id },
    );
    expect(dataOf(result)).toEqual({ insert_categories_one: { id, description: 'Updated by an upsert' } });
    expect(await column('select description as v from public.categories where id = $1', [id])).toEqual(['Updated by an upsert']);
  });

  it('orders by nothing for a null direction inside an aggregate order_by (was: database query error)', async () => {
    const ordered = await ask(
      '{ authors(order_by: [{articles_aggregate: {min: {title: null}, max: {}}}, {id: asc}]) { id } }',
      undefined,
      {},
    );
    const plain = await ask('{ authors(order_by: {id: asc}) { id } }', undefined, {});
    expect(dataOf(ordered)).toEqual(dataOf(plain));
  });

  it('orders by nothing for an empty relationship order, even when the permission filter has parameters (was: database query error)', async () => {
    // A member's filter on blog_posts reads X-Hasura-User-Id: a parameter, written only where the order uses it.
    const member = bearer(await memberToken(MEMBERS.linWei));
    const plain = dataOf(await ask('{ blog_posts(order_by: {id: asc}) { id } }', undefined, member));
    for (const orderBy of [
      '{translation_of: {}}',
      '{translations_aggregate: {max: {}}}',
      '{translations_aggregate: {variance: {}, count: null}}',
    ]) {
      const result = await ask(`{ blog_posts(order_by: [${orderBy}, {id: asc}]) { id } }`, undefined, member);
      expect({ orderBy, result }).toEqual({ orderBy, result: { data: plain } });
    }
    const users = await ask('{ user_profiles(order_by: [{blog_posts_aggregate: {max: {}}}, {id: asc}]) { id } }', undefined, member);
    expect(dataOf(users)).toEqual(dataOf(await ask('{ user_profiles(order_by: {id: asc}) { id } }', undefined, member)));
  });

  it('refuses a NUL in a variable default before the database sees it (was: its "invalid byte sequence" message)', async () => {
    const result = await ask(
      'query($id: uuid! = "30000000-0000-4000-8000-00000000000\\u0000") { articles_by_pk(id: $id) { id } }',
      undefined,
      {},
    );
    expect(result.errors).toEqual([
      {
        message: 'a string contains the NUL character (\\u0000), which the database cannot store',
        extensions: { path: '$.query', code: 'validation-failed' },
      },
    ]);
  });

  it('checks distinct_on against the first order_by columns, and repeats no column in ORDER BY (was: database query error)', async () => {
    // The first two order_by items are both created_at: comment_id does not lead the order, as Hasura says.
    const repeated = await ask(
      '{ discussion_comment_likes(distinct_on: [created_at, comment_id], order_by: [{created_at: asc_nulls_first}, {created_at: asc}, {comment_id: asc}]) { created_at } }',
    );
    expect(repeated.errors).toEqual([
      {
        message: '"distinct_on" columns must match initial "order_by" columns',
        extensions: { path: '$.selectionSet.discussion_comment_likes.args', code: 'validation-failed' },
      },
    ]);
    // created_at leads; ordering by it again, the other way, after another column orders nothing more.
    const expected = await column(
      'select distinct on (created_at) created_at::text as v from public.discussion_comment_likes order by created_at asc, comment_id asc',
    );
    for (const orderBy of [
      '[{created_at: asc}, {comment_id: asc}, {created_at: desc}]',
      '[{comment_id: null, created_at: asc}, {comment_id: asc}]',
    ]) {
      const result = await ask(`{ discussion_comment_likes(distinct_on: [created_at], order_by: ${orderBy}) { created_at } }`);
      const rows = (dataOf(result) as { discussion_comment_likes: { created_at: string }[] }).discussion_comment_likes;
      expect({ orderBy, count: rows.length }).toEqual({ orderBy, count: expected.length });
    }
  });

  it('reads `_and`, `_or` and `_not` given null as no condition (was: internal error)', async () => {
    const all = dataOf(await ask('{ news_categories(order_by: {name: asc}) { name } }'));
    for (const where of ['{_and: null}', '{_or: null}', '{_not: null}', '{_and: [{_not: null}]}']) {
      expect(dataOf(await ask(`{ news_categories(where: ${where}, order_by: {name: asc}) { name } }`))).toEqual(all);
    }
    const variable = await ask(
      'query($w: news_categories_bool_exp) { news_categories(where: $w, order_by: {name: asc}) { name } }',
      { w: { _and: null } },
      {},
    );
    expect(dataOf(variable)).toEqual(all);
  });

  it('refuses an unknown argument on fields planned without arguments (was: silently ignored)', async () => {
    const cases: [string, string][] = [
      ['{ articles_aggregate { aggregate(x: 1) { count } } }', '$.selectionSet.articles_aggregate.selectionSet.aggregate'],
      ['{ articles_aggregate { nodes(limit: 1) { id } } }', '$.selectionSet.articles_aggregate.selectionSet.nodes'],
      [
        '{ articles_aggregate { aggregate { max { read_time(x: 1) } } } }',
        '$.selectionSet.articles_aggregate.selectionSet.aggregate.selectionSet.max.selectionSet.read_time',
      ],
      [
        'mutation { delete_categories(where: {id: {_is_null: true}}) { returning(limit: 1) { id } } }',
        '$.selectionSet.delete_categories.selectionSet.returning',
      ],
    ];
    for (const [query, path] of cases) {
      const result = await ask(query);
      const name = /\.(\w+)$/.exec(path)![1];
      expect({ query, errors: result.errors }).toEqual({
        query,
        errors: [
          {
            message: expect.stringMatching(new RegExp(`^'${name}' has no argument named '\\w+'$`)),
            extensions: { path, code: 'validation-failed' },
          },
        ],
      });
    }
  });

  it('keeps the statement cached for a variable of 1e309 apart from the one for null (was: the wrong rows for everyone)', async () => {
    const query = 'query($v: timestamptz) { articles(where: {published_at: {_gt: $v}}, order_by: {id: asc}) { id } }';
    const body = (value: string) => `{"query":${JSON.stringify(query)},"variables":{"v":${value}}}`;
    // JSON.parse reads 1e309 as Infinity, which JSON.stringify (the cache key) writes as null.
    const infinite = await http.post(body('1e309'), {});
    expect(infinite.json).toEqual({ data: { articles: [] } });
    const all = await http.post(body('null'), {});
    const expected = await column('select id::text as v from public.articles where published and published_at is not null order by id');
    expect(expected.length).toBeGreaterThan(0);
    expect(all.json).toEqual({ data: { articles: expected.map((id) => ({ id })) } });
  });

  it('reads the body as JSON whatever its Content-Type, as Hasura does (was: HTTP 415)', async () => {
    for (const contentType of [
      'application/json, text/plain',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await http.post('{"query":"{ __typename }"}', { 'content-type': contentType });
      expect({ contentType, status: response.status, json: response.json }).toEqual({
        contentType,
        status: 200,
        json: { data: { __typename: 'query_root' } },
      });
    }
  });
});
