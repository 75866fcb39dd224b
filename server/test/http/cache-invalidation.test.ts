// Precise invalidation of the server render's caches, on the real app and database: a cached page (and a visitor's
// query result) drops on every write that changes what it read and on no other, whoever wrote (the engine, plain SQL
// as an external Hasura or an operator would, another server instance on the same PostgreSQL); anonymous GraphQL
// queries share the renders' results (`X-Cache: hit|miss`); a render that failed is never served from the cache.
// The renderer is a small entry-server.mjs that runs the client's own page documents through the fetch it is given.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { print, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  ArticlePageQueryDocument,
  HomeLatestQueryDocument,
  HomeLiveNewsQueryDocument,
  NewsFirstPageQueryDocument,
} from '../../../src/shared/api/gql/graphql.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/index.ts';
import { MIGRATIONS_DIR } from '../../src/config/paths.ts';
import { applyMigrations, readMigrations } from '../../src/db/migrate.ts';
import { openPostgres } from '../../src/db/postgres.ts';
import type { Database } from '../../src/db/types.ts';
import { createTestDatabase } from '../support/database.ts';
import { hasPostgres15, startPostgres, type PostgresServer } from '../support/postgres-server.ts';
import { verifyByInject } from '../support/verify-email.ts';

const ADMIN_SECRET = 'cache-invalidation-secret';
const INDEX = `<!doctype html><html lang="en" data-theme="dark"><head><title>ChainPulse</title>
<script type="module" crossorigin src="/assets/index-test.js"></script></head><body><div id="root"></div></body></html>`;

// Seeded rows (hasura/seeds): article 1 has a Chinese translation (article 2); article 3 is another story.
const ARTICLE_A = { id: '40000000-0000-4000-8000-000000000001', slug: 'how-layer-2-rollups-are-reshaping-ethereum-fees' };
const TRANSLATION_OF_A = '40000000-0000-4000-8000-000000000002';
const ARTICLE_B = { id: '40000000-0000-4000-8000-000000000003', slug: 'restaking-explained-yield-risk-and-the-shared-security-market' };

const operation = (document: DocumentNode, variables: Record<string, unknown>) => ({
  query: print(document),
  operationName: (document.definitions[0] as { name?: { value: string } }).name?.value,
  variables,
});
const english = { language: { _eq: 'en' } };
// The home page's filter (src/pages/home/model/articleFilter.ts, every category, English): through the category and
// the translations, which are articles too.
const homeEnglish = {
  _and: [
    { _not: { category: { scope: { _eq: 'blog' } } } },
    {
      _not: {
        _and: [
          { language: { _neq: 'en' } },
          { _or: [{ translation_of: { language: { _eq: 'en' } } }, { translations: { language: { _eq: 'en' } } }] },
        ],
      },
    },
  ],
};
const DISCUSSION_QUERY = 'query Thread($id: uuid!) { discussions_by_pk(id: $id) { id title likes comments_count } }';

/** The queries each page's render runs (the client's own documents, as its pages send them). */
function routes(discussionId: string): Record<string, unknown[]> {
  return {
    '/': [operation(HomeLatestQueryDocument, { where: homeEnglish }), operation(HomeLiveNewsQueryDocument, { where: english, limit: 5 })],
    '/news': [operation(NewsFirstPageQueryDocument, { where: {}, limit: 10 })],
    '/article/a': [operation(ArticlePageQueryDocument, { slug: ARTICLE_A.slug })],
    '/article/b': [operation(ArticlePageQueryDocument, { slug: ARTICLE_B.slug })],
    '/discussion': [{ query: DISCUSSION_QUERY, variables: { id: discussionId } }],
    // A query the engine refuses: the page cannot render whole.
    '/broken': [{ query: '{ articles { no_such_field } }' }],
    '/flaky': [{ query: 'query Flaky { categories(limit: 1) { slug } }' }],
  };
}

// `/flaky` fails its first render (as at the render deadline: part of the page given up), then renders whole.
const renderer = (discussionId: string) => `
const ROUTES = ${JSON.stringify(routes(discussionId))};
let flakyRenders = 0;
export function isPrivatePath() { return false; }
export async function render({ url, fetch, onError }) {
  const path = new URL(url, 'http://x').pathname;
  if (path === '/flaky' && flakyRenders++ === 0) onError(new Error('server render timed out'));
  const answers = [];
  for (const operation of ROUTES[path] ?? []) {
    const response = await fetch('/v1/graphql', { method: 'POST', body: JSON.stringify(operation) });
    answers.push(await response.json());
  }
  return { html: '<main>' + JSON.stringify(answers) + '</main>', styles: '', head: {}, state: {}, preload: { modules: [], namespaces: [] } };
}
`;

interface Site {
  app: FastifyInstance;
  dir: string;
}

async function startSite(db: Database, discussionId: string): Promise<Site> {
  const dir = mkdtempSync(join(tmpdir(), 'chainpulse-cache-invalidation-'));
  const distDir = join(dir, 'dist');
  const ssrDir = join(dir, 'ssr');
  for (const path of [distDir, ssrDir, join(dir, 'data')]) mkdirSync(path);
  writeFileSync(join(distDir, 'index.html'), INDEX);
  writeFileSync(join(distDir, 'console.html'), INDEX);
  writeFileSync(join(ssrDir, 'entry-server.mjs'), renderer(discussionId));
  // The renderer's and the tests' documents are their own (the allow-list has its own tests).
  const config = loadConfig({
    HASURA_GRAPHQL_ADMIN_SECRET: ADMIN_SECRET,
    DATA_DIR: join(dir, 'data'),
    SIGNUP_LIMIT: '100',
    HASURA_GRAPHQL_ENABLE_ALLOWLIST: 'false',
  });
  return { app: await buildApp({ config, db, distDir, ssrDir }), dir };
}

async function stopSite(site: Site | undefined): Promise<void> {
  await site?.app.close();
  if (site) rmSync(site.dir, { recursive: true, force: true });
}

/** GET a page: its body, Cache-Control, and whether it came from the page cache. */
async function page(site: Site, url: string): Promise<{ body: string; cacheControl: string; cached: boolean; status: number }> {
  // A visitor whose language the lang cookie names, whose pages are shareable (docs/deploy.md, "A CDN in front").
  const response = await site.app.inject({ method: 'GET', url, headers: { cookie: 'lang=en' } });
  return {
    body: response.body,
    status: response.statusCode,
    cacheControl: String(response.headers['cache-control']),
    cached: String(response.headers['server-timing'] ?? '').includes('cache;desc=hit'),
  };
}

const PAGES = ['/', '/news', '/article/a', '/article/b', '/discussion'] as const;

/** Renders every page until it is cached (a page dropped before is rendered again). */
async function cacheAll(site: Site): Promise<void> {
  for (const url of PAGES) {
    await page(site, url);
    expect((await page(site, url)).cached, url).toBe(true);
  }
}

/** The pages dropped since cacheAll (each rendered again by looking). */
async function dropped(site: Site): Promise<string[]> {
  const gone: string[] = [];
  for (const url of PAGES) if (!(await page(site, url)).cached) gone.push(url);
  return gone;
}

async function graphql(
  site: Site,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ body: { data?: Record<string, unknown>; errors?: unknown[] }; xCache: string | undefined }> {
  const response = await site.app.inject({
    method: 'POST',
    url: '/v1/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
  expect(response.statusCode).toBe(200);
  const xCache = response.headers['x-cache'];
  return { body: response.json(), xCache: xCache === undefined ? undefined : String(xCache) };
}

const admin = { 'x-hasura-admin-secret': ADMIN_SECRET };

async function newArticle(site: Site, slug: string): Promise<void> {
  const { body } = await graphql(
    site,
    {
      query: `mutation New($slug: String!, $content: String!) { insert_articles_one(object: {
        title: "A new story", slug: $slug, excerpt: "A new story, just published.", content: $content, language: "en", published: true, published_at: "now()",
        author_id: "20000000-0000-4000-8000-000000000001", category_id: "10000000-0000-4000-8000-000000000005" }) { id } }`,
      variables: { slug, content: 'A new story with enough words in its body to pass the content rules of the site.' },
    },
    admin,
  );
  expect(body.errors).toBeUndefined();
}

describe('a cache entry drops on every write that changes what it read and on no other', () => {
  let db: Database;
  let site: Site | undefined;
  let member: string;
  let discussionId: string;

  beforeAll(async () => {
    db = await createTestDatabase({ seeds: true });
    const { rows } = await db.query<{ id: string }>('select id from public.discussions where not hidden order by created_at limit 1');
    discussionId = rows[0]!.id;
    site = await startSite(db, discussionId);
    const username = `cache_inv_${process.pid}`;
    const signup = await site.app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: { email: `${username}@example.com`, password: 'correct horse battery', displayName: 'Cache Test', username },
    });
    // The member writes (a like): they confirm their address first (issue 32).
    const { refreshToken } = (signup.json() as { session: { refreshToken: string } }).session;
    member = (await verifyByInject(site.app, db, `${username}@example.com`, refreshToken)).accessToken;
  });

  afterAll(async () => {
    await stopSite(site);
    await db?.close();
  });

  it('through the engine, plain SQL and 0-row mutations: pages and visitor answers go by table and by key', async () => {
    const s = site!;
    await cacheAll(s);
    // A like on a discussion (a row in discussion_likes, the counter on the discussion): only its page.
    const liked = await graphql(
      s,
      {
        query: 'mutation L($id: uuid!) { insert_discussion_likes_one(object: {discussion_id: $id}) { discussion_id } }',
        variables: { id: discussionId },
      },
      { authorization: `Bearer ${member}` },
    );
    expect(liked.body.errors).toBeUndefined();
    expect(await dropped(s)).toEqual(['/discussion']);

    // A new published article: the lists of articles, not another article's page.
    await cacheAll(s);
    await newArticle(s, `cache-invalidation-${process.pid}`);
    expect(await dropped(s)).toEqual(['/']);
    expect((await page(s, '/')).body).toContain('A new story');
    expect((await page(s, '/')).cached).toBe(true);

    // A mutation that matched no row changed nothing: nothing drops.
    await cacheAll(s);
    const none = await graphql(
      s,
      { query: 'mutation N { update_articles(where: {slug: {_eq: "no-such-story"}}, _set: {title: "x"}) { affected_rows } }' },
      admin,
    );
    expect(none.body.data).toEqual({ update_articles: { affected_rows: 0 } });
    expect(await dropped(s)).toEqual([]);

    // Plain SQL on the database (an external Hasura, an operator): article B's page and the lists that hold it.
    await cacheAll(s);
    await db.query(`update public.articles set title = 'Restaking, retitled' where id = $1`, [ARTICLE_B.id]);
    expect(await dropped(s)).toEqual(['/', '/article/b']);
    expect((await page(s, '/article/b')).body).toContain('Restaking, retitled');

    // A view counted (as incrementArticleViews counts it): an update of columns only the article's page shows; the
    // home page's filter reads other articles (the translations) only by their language and joining columns.
    await cacheAll(s);
    await db.query(`update public.articles set views_count = views_count + 1, last_viewed_at = now() where id = $1`, [ARTICLE_B.id]);
    expect(await dropped(s)).toEqual(['/article/b']);

    // The home page's filter reads the categories by their scope (blog categories are left out): a category's
    // description, which no page shows nor filters by, drops nothing; its scope drops the home page, and only it.
    const { rows: categories } = await db.query<{ id: string }>(`select id from public.categories where scope = 'article' limit 1`);
    const category = categories[0]!.id;
    await cacheAll(s);
    await db.query(`update public.categories set description = 'Described again' where id = $1`, [category]);
    expect(await dropped(s)).toEqual([]);
    await cacheAll(s);
    await db.query(`update public.categories set scope = 'blog' where id = $1`, [category]);
    expect(await dropped(s)).toEqual(['/']);
    await db.query(`update public.categories set scope = 'article' where id = $1`, [category]);

    // Article A's page reads its translations too: a change to the Chinese version drops it, and only it.
    await cacheAll(s);
    await db.query(`update public.articles set title = title || ' ' where id = $1`, [TRANSLATION_OF_A]);
    expect(await dropped(s)).toEqual(['/', '/article/a']);

    // A story fetched into the news timeline (SQL, as fetchNews writes): the timeline and the home page's news.
    await cacheAll(s);
    await db.query(
      `insert into public.news_articles (title, source_url, language) values ('A fetched story', 'https://example.com/fetched-${process.pid}', 'en')`,
    );
    expect(await dropped(s)).toEqual(['/', '/news']);

    // The feeds are kept too, and dropped by a write to what they list, whoever made it.
    expect((await s.app.inject({ method: 'GET', url: '/rss.xml' })).body).toContain('Restaking, retitled');
    await db.query(`update public.articles set title = 'Restaking, in the feed' where id = $1`, [ARTICLE_B.id]);
    expect((await s.app.inject({ method: 'GET', url: '/rss.xml' })).body).toContain('Restaking, in the feed');
  });

  it('answers anonymous GraphQL queries from the same results, with X-Cache hit or miss', async () => {
    const s = site!;
    const latest = routes(discussionId)['/']![0];
    await page(s, '/'); // the render left its results
    expect((await graphql(s, latest)).xCache).toBe('hit');
    const fresh = { query: 'query Count { articles_aggregate { aggregate { count } } }' };
    expect((await graphql(s, fresh)).xCache).toBe('miss');
    const again = await graphql(s, fresh);
    expect(again.xCache).toBe('hit');
    // Credentials, mutations and errors are never shared nor marked.
    expect((await graphql(s, fresh, { authorization: `Bearer ${member}` })).xCache).toBeUndefined();
    expect((await graphql(s, fresh, admin)).xCache).toBeUndefined();
    expect((await graphql(s, { query: '{ articles { no_such_field } }' })).xCache).toBeUndefined();
    expect(
      (await graphql(s, { query: 'mutation { delete_articles(where: {id: {_is_null: true}}) { affected_rows } }' })).xCache,
    ).toBeUndefined();
    // A write to what it read: answered from the database again, with the new count.
    await newArticle(s, `cache-invalidation-count-${process.pid}`);
    const after = await graphql(s, fresh);
    expect(after.xCache).toBe('miss');
    expect(after.body).not.toEqual(again.body);
  });

  it('never serves a failed render from the cache, and renders it again in the background', async () => {
    const s = site!;
    const broken = await page(s, '/broken');
    expect(broken.cacheControl).toBe('no-store');
    expect((await page(s, '/broken')).cached).toBe(false);
    const flaky = await page(s, '/flaky');
    expect(flaky.cacheControl).toBe('no-store');
    // The background render was whole: the next reader gets it from the cache, as any page.
    await expect.poll(async () => (await page(s, '/flaky')).cached).toBe(true);
    expect((await page(s, '/flaky')).cacheControl).toContain('public');
  });
});

describe.skipIf(!hasPostgres15())('two instances on one PostgreSQL', () => {
  let postgres: PostgresServer | undefined;
  let dbA: Database | undefined;
  let dbB: Database | undefined;
  let a: Site | undefined;
  let b: Site | undefined;

  beforeAll(async () => {
    postgres = await startPostgres();
    dbA = await openPostgres(postgres.url);
    await applyMigrations(dbA, readMigrations(MIGRATIONS_DIR), {
      onFresh: async (tx) =>
        void (await (await import('../../src/db/seed.ts')).applySeeds(tx, (await import('../../src/config/paths.ts')).SEEDS_DIR)),
    });
    dbB = await openPostgres(postgres.url);
    const { rows } = await dbA.query<{ id: string }>('select id from public.discussions where not hidden order by created_at limit 1');
    a = await startSite(dbA, rows[0]!.id);
    b = await startSite(dbB, rows[0]!.id);
  }, 120_000);

  afterAll(async () => {
    await stopSite(a);
    await stopSite(b);
    await dbA?.close();
    await dbB?.close();
    await postgres?.stop();
  });

  it("invalidate each other's pages, and both see a write made with plain SQL", async () => {
    for (const site of [a!, b!]) await cacheAll(site);
    await newArticle(a!, 'written-on-instance-a');
    // The notice reaches B over its listening connection: its home page goes, its article pages stay.
    await expect.poll(async () => (await page(b!, '/')).cached).toBe(false);
    expect((await page(b!, '/article/a')).cached).toBe(true);
    expect(await dropped(a!)).toEqual(['/']);

    for (const site of [a!, b!]) await cacheAll(site);
    await dbA!.query(`update public.articles set title = 'Retitled on the database' where id = $1`, [ARTICLE_B.id]);
    for (const site of [a!, b!]) {
      await expect.poll(async () => (await page(site, '/article/b')).cached).toBe(false);
      expect((await page(site, '/article/b')).body).toContain('Retitled on the database');
      expect((await page(site, '/article/a')).cached).toBe(true);
    }
  });
});
