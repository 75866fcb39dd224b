// @cached queries (Hasura Cloud and EE, docs "Caching"), end to end on the seeded PGlite with the project's
// metadata: Hasura's response headers (Cache-Control with the seconds left, the query and family cache keys), the
// ttl (60 s by default, at most 300 s) and `refresh`, the key (variables, role, and only the session variables the
// permissions read), what is never kept (errors, batches' headers, too large answers), and the drop on writes here
// and on another instance. The store's own bounds are tested on createResponseCache.
import { print, type DocumentNode } from 'graphql';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BlogCategoriesQueryDocument,
  HomeCategoriesQueryDocument,
  NewsCategoriesQueryDocument,
} from '../../../src/shared/api/gql/graphql.ts';
import type { Database } from '../../src/db/types.ts';
import { createResponseCache } from '../../src/engine/cache/response-cache.ts';
import type { Engine, GraphqlResponse } from '../../src/engine/create-engine.ts';
import { createTestDatabase } from '../support/database.ts';
import { adminHeaders, bearer, createTestApp, createTestEngine, MEMBERS, memberToken, type Headers } from './harness.ts';

const CATEGORIES = 'query Categories @cached { categories(order_by: {slug: asc}) { slug } }';

describe('the response cache store', () => {
  const entry = (body: string, tables: string[] = ['public.categories'], ttlSeconds = 60) => ({
    body,
    ttlSeconds,
    tables: new Set(tables),
  });

  it('answers a kept response with the seconds it has left, and forgets it at its ttl', () => {
    let now = 1_000_000;
    const cache = createResponseCache(undefined, () => now);
    cache.set('k', entry('{"data":{}}', [], 60));
    expect(cache.get('k')).toEqual({ body: '{"data":{}}', maxAge: 60 });
    now += 59_500;
    expect(cache.get('k')?.maxAge).toBe(1);
    now += 500;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used entry past the entry bound, and as many as the byte bound needs', () => {
    const cache = createResponseCache({ maxEntries: 2, maxBytes: 1000, maxEntryBytes: 600 });
    cache.set('a', entry('a'));
    cache.set('b', entry('b'));
    cache.get('a');
    cache.set('c', entry('c'));
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map((kept) => kept?.body)).toEqual(['a', undefined, 'c']);
    cache.set('d', entry('d'.repeat(599)));
    expect(cache.bytes).toBeLessThanOrEqual(1000);
    expect(cache.get('d')?.body).toHaveLength(599);
  });

  it('keeps nothing over the entry bound, counting UTF-8 bytes', () => {
    const cache = createResponseCache({ maxEntries: 10, maxBytes: 10_000, maxEntryBytes: 100 });
    expect(cache.set('k', entry('é'.repeat(60)))).toBe(false);
    expect(cache.size).toBe(0);
  });

  it('drops the responses that read a written table, and only those', () => {
    const cache = createResponseCache();
    cache.set('categories', entry('1', ['public.categories']));
    cache.set('both', entry('2', ['public.categories', 'public.articles']));
    cache.set('articles', entry('3', ['public.articles']));
    cache.drop(['public.categories']);
    expect([cache.get('categories'), cache.get('both'), cache.get('articles')?.body]).toEqual([undefined, undefined, '3']);
    expect(cache.bytes).toBe(Buffer.byteLength('3') + 'articles'.length);
  });
});

describe('@cached queries', () => {
  let db: Database;
  let engine: Engine;
  let send: (body: unknown, headers?: Headers) => Promise<GraphqlResponse & { json: unknown }>;

  beforeAll(async () => {
    db = await createTestDatabase({ seeds: true });
    ({ engine } = await createTestEngine(db));
    send = async (body, headers = {}) => {
      const response = await engine.handle(body, headers);
      return { ...response, json: JSON.parse(response.body) as unknown };
    };
  });
  afterAll(async () => db.close());
  afterEach(() => vi.useRealTimers());

  /** The statements one request runs. */
  async function statementsOf(request: () => Promise<unknown>): Promise<number> {
    const before = engine.statementCount;
    await request();
    return engine.statementCount - before;
  }

  it("keeps the answer for the ttl, with Hasura's headers, and answers from it without the database", async () => {
    const query = 'query CategoriesHeaders @cached { categories(order_by: {slug: asc}) { slug } }';
    const first = await send({ query });
    expect(first.status).toBe(200);
    expect(first.headers).toEqual({
      'cache-control': 'max-age=60',
      'x-hasura-query-cache-key': expect.stringMatching(/^[0-9a-f]{64}$/),
      'x-hasura-query-family-cache-key': expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    let second: Awaited<ReturnType<typeof send>> | undefined;
    expect(await statementsOf(async () => (second = await send({ query })))).toBe(0);
    expect(second!.body).toBe(first.body);
    expect(second!.headers?.['x-hasura-query-cache-key']).toBe(first.headers?.['x-hasura-query-cache-key']);
    expect(second!.headers?.['cache-control']).toMatch(/^max-age=(?:59|60)$/);
  });

  it('counts the ttl down, and runs the query again once it is over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const query = 'query CategoriesTtl @cached(ttl: 10) { categories(limit: 2, order_by: {slug: asc}) { slug } }';
    expect((await send({ query })).headers?.['cache-control']).toBe('max-age=10');
    vi.advanceTimersByTime(4_000);
    expect((await send({ query })).headers?.['cache-control']).toBe('max-age=6');
    vi.advanceTimersByTime(6_000);
    let again: Awaited<ReturnType<typeof send>> | undefined;
    expect(await statementsOf(async () => (again = await send({ query })))).toBe(1);
    expect(again!.headers?.['cache-control']).toBe('max-age=10');
  });

  it('keeps an answer at most 300 s, and none for a ttl of 0', async () => {
    const long = await send({ query: 'query Long @cached(ttl: 3600) { categories(limit: 1) { slug } }' });
    expect(long.headers?.['cache-control']).toBe('max-age=300');
    const none = 'query Never @cached(ttl: 0) { categories(limit: 1) { slug } }';
    expect((await send({ query: none })).headers).toEqual({});
    expect(await statementsOf(() => send({ query: none }))).toBe(1);
  });

  it('asks the database again for `refresh: true`, and keeps the new answer for the query without it', async () => {
    const kept = 'query Refreshed @cached(ttl: 120) { categories(limit: 3, order_by: {slug: asc}) { slug } }';
    const before = await send({ query: kept });
    await db.query("UPDATE public.categories SET slug = slug || '-x' WHERE slug = (SELECT min(slug) FROM public.categories)");
    expect((await send({ query: kept })).body).toBe(before.body);
    const refresh = await send({ query: kept.replace('@cached(ttl: 120)', '@cached(ttl: 120, refresh: true)') });
    expect(refresh.body).toContain('-x');
    // The directive's own arguments are not part of the key: the refreshed answer is the plain query's now.
    expect(refresh.headers?.['x-hasura-query-cache-key']).toBe(before.headers?.['x-hasura-query-cache-key']);
    let after: Awaited<ReturnType<typeof send>> | undefined;
    expect(await statementsOf(async () => (after = await send({ query: kept })))).toBe(0);
    expect(after!.body).toBe(refresh.body);
    await db.query("UPDATE public.categories SET slug = left(slug, -2) WHERE slug LIKE '%-x'");
  });

  it('keys the answer by the variables: other values, another entry of the same family', async () => {
    const query = 'query BySlug($slug: String!) @cached { categories(where: {slug: {_eq: $slug}}) { name } }';
    const { rows } = await db.query<{ slug: string }>('SELECT slug FROM public.categories ORDER BY slug LIMIT 2');
    const one = await send({ query, variables: { slug: rows[0]!.slug } });
    const two = await send({ query, variables: { slug: rows[1]!.slug } });
    expect(one.json).not.toEqual(two.json);
    expect(one.headers?.['x-hasura-query-cache-key']).not.toBe(two.headers?.['x-hasura-query-cache-key']);
    expect(one.headers?.['x-hasura-query-family-cache-key']).toBe(two.headers?.['x-hasura-query-family-cache-key']);
  });

  it('keys it by the role and the session variables the permissions read, and no others', async () => {
    const [linWei, marcus] = [bearer(await memberToken(MEMBERS.linWei)), bearer(await memberToken(MEMBERS.marcus))];
    // Members read every category: the entry is the role's, whoever asks.
    const categories = 'query MemberCategories @cached { categories(order_by: {slug: asc}) { slug } }';
    const forLinWei = await send({ query: categories }, linWei);
    expect(await statementsOf(() => send({ query: categories }, marcus))).toBe(0);
    const anonymous = await send({ query: categories });
    expect(anonymous.headers?.['x-hasura-query-cache-key']).not.toBe(forLinWei.headers?.['x-hasura-query-cache-key']);
    // Their blog posts filter on X-Hasura-User-Id: one entry per member.
    const posts = 'query MemberPosts @cached { blog_posts(order_by: {id: asc}) { id published } }';
    const postsOfLinWei = await send({ query: posts }, linWei);
    expect(await statementsOf(() => send({ query: posts }, marcus))).toBe(1);
    const postsOfMarcus = await send({ query: posts }, marcus);
    expect(postsOfMarcus.headers?.['x-hasura-query-cache-key']).not.toBe(postsOfLinWei.headers?.['x-hasura-query-cache-key']);
  });

  it('drops the answer when a table it read is written, here or on another instance, and not otherwise', async () => {
    const query = 'query WithArticles @cached { categories(order_by: {slug: asc}) { slug articles_aggregate { aggregate { count } } } }';
    await send({ query });
    expect(await statementsOf(() => send({ query }))).toBe(0);
    // A write to a table the query does not read.
    await send(
      {
        query:
          'mutation { insert_news_sources_one(object: {name: "Cache probe", url: "https://example.com/c", feed_url: "https://example.com/c.xml"}) { id } }',
      },
      adminHeaders(),
    );
    expect(await statementsOf(() => send({ query }))).toBe(0);
    // A mutation of a table it reads that changes no row writes nothing.
    await send(
      { query: 'mutation { update_articles(where: {id: {_is_null: true}}, _set: {title: "x"}) { affected_rows } }' },
      adminHeaders(),
    );
    expect(await statementsOf(() => send({ query }))).toBe(0);
    // A write to a table it reads through a relationship (a row rewritten with its own title).
    const { data } = (await send({ query: '{ articles(limit: 1, order_by: {id: asc}) { id title } }' }, adminHeaders())).json as {
      data: { articles: { id: string; title: string }[] };
    };
    const [article] = data.articles;
    await send(
      {
        query:
          'mutation W($id: uuid!, $title: String!) { update_articles(where: {id: {_eq: $id}}, _set: {title: $title}) { affected_rows } }',
        variables: { id: article!.id, title: article!.title },
      },
      adminHeaders(),
    );
    expect(await statementsOf(() => send({ query }))).toBe(1);
    engine.writtenElsewhere(new Set(['public.categories']));
    expect(await statementsOf(() => send({ query }))).toBe(1);
    expect(await statementsOf(() => send({ query }))).toBe(0);
  });

  it('keeps no error, sends no headers without @cached, nor in a batch', async () => {
    const failing = 'query Failing @cached { events(where: {start_date: {_gt: "not a time"}}) { id } }';
    const error = await send({ query: failing }, adminHeaders());
    expect(error.json).toMatchObject({ errors: [{ extensions: { code: 'data-exception' } }] });
    expect(error.headers).toEqual({});
    expect(await statementsOf(() => send({ query: failing }, adminHeaders()))).toBe(1);
    expect((await send({ query: 'query Plain { categories(limit: 1) { slug } }' })).headers).toEqual({});
    const batch = await send([{ query: CATEGORIES }, { query: CATEGORIES }]);
    expect(batch.headers).toBeUndefined();
    expect((batch.json as unknown[]).length).toBe(2);
  });

  it("keeps no answer over 100 KB, with Hasura's warning instead of the cache headers", async () => {
    const aliases = Array.from({ length: 40 }, (_, index) => `a${index}: articles { content }`).join(' ');
    const big = await send({ query: `query Big @cached { ${aliases} }` }, adminHeaders());
    expect(big.body.length).toBeGreaterThan(100 * 1024);
    expect(big.headers).toEqual({ warning: '199 - cache-store-size-limit-exceeded' });
  });

  it("keeps the site's @cached category lists for visitors, as the browser and the server renderer send them", async () => {
    for (const document of [HomeCategoriesQueryDocument, BlogCategoriesQueryDocument, NewsCategoriesQueryDocument]) {
      const query = print(document as DocumentNode);
      const first = await send({ query });
      expect(first.json).toMatchObject({ data: expect.any(Object) });
      expect(first.headers?.['cache-control']).toBe('max-age=60');
      expect(await statementsOf(() => send({ query }))).toBe(0);
    }
  });

  it('answers over the WebSocket path from the same cache', async () => {
    const query = 'query Socket @cached { categories(limit: 1, order_by: {slug: asc}) { slug } }';
    const session = await engine.resolveSession({});
    const first = await engine.handleWithSession({ query }, session);
    let second = '';
    expect(await statementsOf(async () => (second = await engine.handleWithSession({ query }, session)))).toBe(0);
    expect(second).toBe(first);
  });
});

describe('@cached over HTTP', () => {
  let db: Database;
  let app: Awaited<ReturnType<typeof createTestApp>>['app'];

  beforeAll(async () => {
    db = await createTestDatabase({ seeds: true });
    ({ app } = await createTestApp(db));
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it("sends the engine's headers with the answer", async () => {
    const response = await app.inject({ method: 'POST', url: '/v1/graphql', payload: { query: CATEGORIES } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('max-age=60');
    expect(response.headers['x-hasura-query-cache-key']).toMatch(/^[0-9a-f]{64}$/);
    expect(response.headers['x-hasura-query-family-cache-key']).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers errors on /v1alpha1/graphql with their own status, and the same body as /v1/graphql', async () => {
    const payload = { query: '{ categories { nobody } }' };
    const alpha = await app.inject({ method: 'POST', url: '/v1alpha1/graphql', payload });
    const v1 = await app.inject({ method: 'POST', url: '/v1/graphql', payload });
    expect([alpha.statusCode, v1.statusCode]).toEqual([400, 200]);
    expect(alpha.json()).toEqual(v1.json());
    const denied = await app.inject({ method: 'POST', url: '/v1alpha1/graphql', payload, headers: { 'x-hasura-admin-secret': 'wrong' } });
    expect(denied.statusCode).toBe(401);
    expect(denied.json()).toMatchObject({ errors: [{ extensions: { code: 'access-denied', path: '$' } }] });
  });
});
