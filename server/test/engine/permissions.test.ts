// What each role of hasura/metadata may read through the engine, on PGlite and on PostgreSQL 15: rows
// (select filters, also through relationships, aggregates and `where` on relationships), columns and
// tables (hidden ones are unknown fields, also in introspection), row limits, and the session errors of
// Hasura v2. Authentication is real: an admin secret and HS256 tokens signed with jose. Expected rows and
// counts come from the database itself, never from the demo content as remembered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/types.ts';
import {
  adminHeaders,
  backends,
  bearer,
  countRows,
  createTestEngine,
  dataOf,
  firstError,
  idsOf,
  JWT_KEY,
  MEMBERS,
  memberToken,
  signToken,
  siteAdminToken,
  type GraphqlResult,
  type Headers,
  type TestEngine,
} from './harness.ts';

type Row = Record<string, unknown>;

// Rows the demo content lacks, so that every filter of the metadata has something to hide.
const FIXTURES = {
  inactiveCategory: 'archived-feeds',
  inactiveSource: 'f1000000-0000-4000-8000-000000000001',
  storyOfInactiveSource: 'f2000000-0000-4000-8000-000000000001',
  unpublishedEvent: 'f3000000-0000-4000-8000-000000000001',
  marcusDraft: 'f4000000-0000-4000-8000-000000000001',
} as const;
const EXTRA_FETCH_LOGS = 60;

async function insertFixtures(db: Database): Promise<void> {
  await db.query(
    `INSERT INTO public.news_categories (slug, name, name_zh, is_active, sort_order) VALUES ($1, 'Archived feeds', '归档', false, 99)`,
    [FIXTURES.inactiveCategory],
  );
  await db.query(
    `INSERT INTO public.news_sources (id, name, url, feed_url, language, default_category, is_active)
     VALUES ($1, 'Retired Wire', 'https://retired.example.com', 'https://retired.example.com/rss.xml', 'en', 'tech', false)`,
    [FIXTURES.inactiveSource],
  );
  await db.query(
    `INSERT INTO public.news_articles (id, title, excerpt, category, source_id, source_url, language, is_published)
     VALUES ($1, 'A story from a retired feed', 'Still published, but its source is no longer active.', 'tech', $2,
             'https://retired.example.com/story-1', 'en', true)`,
    [FIXTURES.storyOfInactiveSource, FIXTURES.inactiveSource],
  );
  await db.query(
    `INSERT INTO public.events (id, name, description, start_date, end_date, location_url, published)
     VALUES ($1, 'Unannounced summit', 'Still being planned; not public yet.', now() + interval '60 days',
             now() + interval '61 days', 'Online', false)`,
    [FIXTURES.unpublishedEvent],
  );
  await db.query(
    `INSERT INTO public.blog_posts (id, title, excerpt, content, author_id, published)
     VALUES ($1, 'Draft: indexing notes', 'Half-written notes on indexers.',
             'These notes are not finished yet; they cover indexer back-pressure, reorgs and replay speed.', $2, false)`,
    [FIXTURES.marcusDraft, MEMBERS.marcus],
  );
  await db.query(
    `INSERT INTO public.page_views (path, title, visitor_id, session_id, device, user_id)
     VALUES ('/', 'Home', 'visitor-0001', 'session-0001', 'desktop', NULL),
            ('/news', 'News', 'visitor-0001', 'session-0001', 'desktop', NULL),
            ('/events', 'Events', 'visitor-0002', 'session-0002', 'mobile', $1)`,
    [MEMBERS.linWei],
  );
  await db.query(
    `INSERT INTO public.news_fetch_logs (source_id, status, items_found, items_added, duration_ms, created_at)
     SELECT '60000000-0000-4000-8000-000000000001', 'success', 10, 1, 500, now() - make_interval(hours => g)
     FROM generate_series(1, $1::int) AS g`,
    [EXTRA_FETCH_LOGS],
  );
}

const sortedIds = (rows: Row[]): string[] => rows.map((row) => String(row.id)).sort();

/** Child ids per parent id, from `parents { id children { id } }`, sorted, without empty parents. */
function childIdsByParent(parents: Row[], relationship: string): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const parent of parents) {
    const children = sortedIds(parent[relationship] as Row[]);
    if (children.length) result[String(parent.id)] = children;
  }
  return result;
}

/** The same map straight from the database: `SELECT parent, id ...`. */
async function childIdsFromDb(db: Database, sql: string): Promise<Record<string, string[]>> {
  const { rows } = await db.query<{ parent: string | null; id: string }>(sql);
  const result: Record<string, string[]> = {};
  for (const row of rows) {
    if (row.parent === null) continue;
    (result[row.parent] ??= []).push(row.id);
  }
  for (const ids of Object.values(result)) ids.sort();
  return result;
}

function fieldNames(result: GraphqlResult): string[] {
  const type = dataOf(result).__type as { fields: { name: string }[] } | null;
  if (!type) throw new Error('type not found');
  return type.fields.map((field) => field.name).sort();
}

describe.each(backends())('permissions on $name', (backend) => {
  describe.skipIf(!backend.available)(backend.available ? 'roles' : 'roles (PostgreSQL 15 is not installed)', () => {
    let db: Database;
    let t: TestEngine;
    let linWei: Headers;
    let marcus: Headers;
    let siteAdmin: Headers;

    beforeAll(async () => {
      db = await backend.open();
      await insertFixtures(db);
      t = await createTestEngine(db);
      linWei = bearer(await memberToken(MEMBERS.linWei));
      marcus = bearer(await memberToken(MEMBERS.marcus));
      siteAdmin = bearer(await siteAdminToken(MEMBERS.sofia), { 'x-hasura-role': 'site_admin' });
    });

    afterAll(async () => {
      await db?.close();
      await backend.stop();
    });

    /** Data of a query that must succeed. */
    async function read(query: string, headers: Headers = {}): Promise<Row> {
      return dataOf(await t.gql(query, headers));
    }

    /** The error code, path and message of a query that must fail. */
    async function failure(query: string, headers: Headers = {}) {
      const result = await t.gql(query, headers);
      expect(result.data).toBeUndefined();
      return { ...firstError(result), message: result.errors?.[0]?.message };
    }

    const notFound = (field: string, type: string, path: string) => ({
      code: 'validation-failed',
      path,
      message: `field '${field}' not found in type: '${type}'`,
    });

    it('has drafts and hidden rows in the database to hide', async () => {
      expect(await countRows(db, 'SELECT count(*)::int AS n FROM articles WHERE NOT published')).toBeGreaterThan(0);
      expect(await countRows(db, 'SELECT count(*)::int AS n FROM blog_posts WHERE NOT published')).toBeGreaterThanOrEqual(2);
      expect(await countRows(db, 'SELECT count(*)::int AS n FROM news_articles WHERE NOT is_published')).toBeGreaterThan(0);
      expect(await countRows(db, 'SELECT count(*)::int AS n FROM news_fetch_logs')).toBeGreaterThan(50);
    });

    describe('anonymous (no token)', () => {
      it('reads published articles only', async () => {
        const data = await read('{ articles { id published } }');
        const rows = data.articles as Row[];
        expect(sortedIds(rows)).toEqual(await idsOf(db, 'SELECT id FROM articles WHERE published'));
        expect(rows.every((row) => row.published === true)).toBe(true);
      });

      it('gets null for a draft by primary key, and nothing when filtering for drafts', async () => {
        const [draft] = await idsOf(db, 'SELECT id FROM articles WHERE NOT published');
        const data = await read(`{ articles_by_pk(id: "${draft}") { id } articles(where: {published: {_eq: false}}) { id } }`);
        expect(data).toEqual({ articles_by_pk: null, articles: [] });
      });

      it('sees no drafts through categories { articles } or authors { articles }', async () => {
        const data = await read('{ categories { id articles { id } } authors { id articles { id } } }');
        expect(childIdsByParent(data.categories as Row[], 'articles')).toEqual(
          await childIdsFromDb(db, 'SELECT category_id AS parent, id FROM articles WHERE published'),
        );
        expect(childIdsByParent(data.authors as Row[], 'articles')).toEqual(
          await childIdsFromDb(db, 'SELECT author_id AS parent, id FROM articles WHERE published'),
        );
        // The drafts do belong to categories and authors, so something was filtered.
        expect(
          await countRows(
            db,
            'SELECT count(*)::int AS n FROM articles WHERE NOT published AND category_id IS NOT NULL AND author_id IS NOT NULL',
          ),
        ).toBeGreaterThan(0);
      });

      it('counts only published articles in aggregates, at the root and through relationships', async () => {
        const data = await read(`{
          articles_aggregate { aggregate { count } }
          categories { id articles_aggregate { aggregate { count } nodes { id } } }
        }`);
        const published = await countRows(db, 'SELECT count(*)::int AS n FROM articles WHERE published');
        expect(published).toBeLessThan(await countRows(db, 'SELECT count(*)::int AS n FROM articles'));
        expect(data.articles_aggregate).toEqual({ aggregate: { count: published } });
        const { rows } = await db.query<{ id: string; n: number }>(
          'SELECT c.id, (SELECT count(*)::int FROM articles a WHERE a.category_id = c.id AND a.published) AS n FROM categories c',
        );
        const expected = Object.fromEntries(rows.map((row) => [row.id, Number(row.n)]));
        const got = Object.fromEntries(
          (data.categories as { id: string; articles_aggregate: { aggregate: { count: number } } }[]).map((c) => [
            c.id,
            c.articles_aggregate.aggregate.count,
          ]),
        );
        expect(got).toEqual(expected);
        const nodes = (data.categories as { id: string; articles_aggregate: { nodes: Row[] } }[]).map((c) => ({
          id: c.id,
          articles: c.articles_aggregate.nodes,
        }));
        expect(childIdsByParent(nodes, 'articles')).toEqual(
          await childIdsFromDb(db, 'SELECT category_id AS parent, id FROM articles WHERE published'),
        );
      });

      it('orders by an aggregate of a relationship over the rows the role may read', async () => {
        const order = (filter: string) =>
          db.query<{ id: string }>(
            `SELECT au.id FROM authors au ORDER BY (SELECT count(*) FROM articles a WHERE a.author_id = au.id ${filter}) DESC, au.id`,
          );
        const expected = (await order('AND a.published')).rows.map((row) => row.id);
        expect(expected).not.toEqual((await order('')).rows.map((row) => row.id));
        const data = await read('{ authors(order_by: [{articles_aggregate: {count: desc}}, {id: asc}]) { id } }');
        expect((data.authors as Row[]).map((row) => row.id)).toEqual(expected);
      });

      it('filters through a relationship with the permissions of the related table', async () => {
        // Categories that hold a draft exist, but anonymous cannot see drafts, so none match.
        const withDrafts = await idsOf(
          db,
          'SELECT DISTINCT category_id AS id FROM articles WHERE NOT published AND category_id IS NOT NULL',
        );
        expect(withDrafts.length).toBeGreaterThan(0);
        const query = '{ categories(where: {articles: {published: {_eq: false}}}) { id } }';
        expect((await read(query)).categories).toEqual([]);
        expect(sortedIds((await read(query, adminHeaders())).categories as Row[])).toEqual(withDrafts);
      });

      it('reads published blog posts only, also in aggregates and through user_profiles', async () => {
        const data = await read(
          '{ blog_posts { id } blog_posts_aggregate { aggregate { count } } user_profiles { id blog_posts { id } } }',
        );
        const published = await idsOf(db, 'SELECT id FROM blog_posts WHERE published');
        expect(sortedIds(data.blog_posts as Row[])).toEqual(published);
        expect(data.blog_posts_aggregate).toEqual({ aggregate: { count: published.length } });
        expect(childIdsByParent(data.user_profiles as Row[], 'blog_posts')).toEqual(
          await childIdsFromDb(db, 'SELECT author_id AS parent, id FROM blog_posts WHERE published'),
        );
      });

      it('reads published news only', async () => {
        const data = await read('{ news_articles { id } news_articles_aggregate { aggregate { count } } }');
        const published = await idsOf(db, 'SELECT id FROM news_articles WHERE is_published');
        expect(sortedIds(data.news_articles as Row[])).toEqual(published);
        expect(data.news_articles_aggregate).toEqual({ aggregate: { count: published.length } });
      });

      it('reads active news categories and sources only; an inactive source reads as null', async () => {
        const data = await read(`{
          news_categories { slug }
          news_sources { id }
          news_articles_by_pk(id: "${FIXTURES.storyOfInactiveSource}") { id source { id } }
        }`);
        const { rows } = await db.query<{ slug: string }>('SELECT slug FROM news_categories WHERE is_active');
        expect((data.news_categories as Row[]).map((row) => row.slug).sort()).toEqual(rows.map((row) => row.slug).sort());
        expect((data.news_categories as Row[]).map((row) => row.slug)).not.toContain(FIXTURES.inactiveCategory);
        expect(sortedIds(data.news_sources as Row[])).toEqual(await idsOf(db, 'SELECT id FROM news_sources WHERE is_active'));
        expect(data.news_articles_by_pk).toEqual({ id: FIXTURES.storyOfInactiveSource, source: null });
      });

      it('reads published events only', async () => {
        const data = await read('{ events { id } events_aggregate { aggregate { count } } }');
        const published = await idsOf(db, 'SELECT id FROM events WHERE published');
        expect(sortedIds(data.events as Row[])).toEqual(published);
        expect(published).not.toContain(FIXTURES.unpublishedEvent);
        expect(data.events_aggregate).toEqual({ aggregate: { count: published.length } });
      });

      it('cannot select an author email, at the root or through a relationship', async () => {
        expect(await failure('{ authors { id email } }')).toEqual(
          notFound('email', 'authors', '$.selectionSet.authors.selectionSet.email'),
        );
        expect(await failure('{ articles { author { email } } }')).toEqual(
          notFound('email', 'authors', '$.selectionSet.articles.selectionSet.author.selectionSet.email'),
        );
        expect(await failure('{ authors(where: {email: {_ilike: "%@%"}}) { id } }')).toMatchObject({
          code: 'validation-failed',
          path: '$.selectionSet.authors.args.where.email',
        });
      });

      it('cannot select is_admin of a profile', async () => {
        expect(await failure('{ user_profiles { id is_admin } }')).toEqual(
          notFound('is_admin', 'user_profiles', '$.selectionSet.user_profiles.selectionSet.is_admin'),
        );
      });

      it('has no auth_users and no page_views', async () => {
        expect(await failure('{ auth_users { id } }')).toEqual(notFound('auth_users', 'query_root', '$.selectionSet.auth_users'));
        expect(await failure('{ page_views { id } }')).toEqual(notFound('page_views', 'query_root', '$.selectionSet.page_views'));
        expect(await failure('{ page_views_aggregate { aggregate { count } } }')).toEqual(
          notFound('page_views_aggregate', 'query_root', '$.selectionSet.page_views_aggregate'),
        );
      });

      it('reads news_fetch_logs without error_message, at most 50 rows', async () => {
        expect(await failure('{ news_fetch_logs { id error_message } }')).toEqual(
          notFound('error_message', 'news_fetch_logs', '$.selectionSet.news_fetch_logs.selectionSet.error_message'),
        );
        const data = await read(
          '{ all: news_fetch_logs { id status } asked: news_fetch_logs(limit: 100) { id } few: news_fetch_logs(limit: 3) { id } }',
        );
        expect(await countRows(db, 'SELECT count(*)::int AS n FROM news_fetch_logs')).toBeGreaterThan(50);
        expect((data.all as Row[]).length).toBe(50);
        expect((data.asked as Row[]).length).toBe(50);
        expect((data.few as Row[]).length).toBe(3);
      });

      it('cannot filter, order or pick distinct rows by a hidden column', async () => {
        expect(await failure('{ authors(order_by: [{email: asc}]) { id } }')).toEqual(
          notFound('email', 'authors_order_by', '$.selectionSet.authors.args.order_by[0].email'),
        );
        expect(await failure('{ articles(where: {author: {email: {_eq: "x@example.com"}}}) { id } }')).toEqual(
          notFound('email', 'authors_bool_exp', '$.selectionSet.articles.args.where.author.email'),
        );
        expect(await failure('{ authors(distinct_on: [email]) { id } }')).toMatchObject({
          code: 'validation-failed',
          path: '$.selectionSet.authors.args.distinct_on[0]',
        });
      });

      it('has aggregates only where allow_aggregations says so', async () => {
        expect(await failure('{ authors_aggregate { aggregate { count } } }')).toEqual(
          notFound('authors_aggregate', 'query_root', '$.selectionSet.authors_aggregate'),
        );
        expect(await failure('{ news_fetch_logs_aggregate { aggregate { count } } }')).toEqual(
          notFound('news_fetch_logs_aggregate', 'query_root', '$.selectionSet.news_fetch_logs_aggregate'),
        );
        expect(await failure('{ news_sources { fetch_logs_aggregate { aggregate { count } } } }')).toEqual(
          notFound('fetch_logs_aggregate', 'news_sources', '$.selectionSet.news_sources.selectionSet.fetch_logs_aggregate'),
        );
      });

      it('applies the row limit of a permission through relationships too', async () => {
        const data = await read('{ news_sources { id fetch_logs { id } more: fetch_logs(limit: 100) { id } } }');
        const { rows } = await db.query<{ id: string; n: number }>(
          'SELECT s.id, (SELECT count(*)::int FROM news_fetch_logs l WHERE l.source_id = s.id) AS n FROM news_sources s WHERE s.is_active',
        );
        const expected = Object.fromEntries(rows.map((row) => [row.id, Math.min(Number(row.n), 50)]));
        expect(Math.max(...rows.map((row) => Number(row.n)))).toBeGreaterThan(50);
        const sources = data.news_sources as { id: string; fetch_logs: Row[]; more: Row[] }[];
        expect(Object.fromEntries(sources.map((source) => [source.id, source.fetch_logs.length]))).toEqual(expected);
        expect(Object.fromEntries(sources.map((source) => [source.id, source.more.length]))).toEqual(expected);
      });

      it('ignores x-hasura-role and x-hasura-user-id headers sent without a token', async () => {
        const headers = { 'x-hasura-role': 'user', 'x-hasura-user-id': MEMBERS.linWei };
        const data = await read('{ blog_posts(where: {published: {_eq: false}}) { id } }', headers);
        expect(data.blog_posts).toEqual([]);
        expect(await failure('{ user_profiles { is_admin } }', headers)).toMatchObject({ code: 'validation-failed' });
      });

      it('does not list hidden fields and tables in introspection', async () => {
        const fields = fieldNames(await t.gql('{ __type(name: "authors") { fields { name } } }'));
        expect(fields).toEqual([
          'articles',
          'articles_aggregate',
          'avatar_url',
          'bio',
          'created_at',
          'expertise',
          'followers_count',
          'id',
          'name',
          'slug',
        ]);
        expect(fields).not.toContain('email');
        const hidden = await read(`{
          auth: __type(name: "auth_users") { name }
          views: __type(name: "page_views") { name }
          root: __schema { queryType { fields { name } } }
        }`);
        expect(hidden.auth).toBeNull();
        expect(hidden.views).toBeNull();
        const rootFields = (hidden.root as { queryType: { fields: { name: string }[] } }).queryType.fields.map((f) => f.name);
        expect(rootFields).toContain('articles');
        expect(rootFields.filter((name) => name.startsWith('auth_') || name.startsWith('page_views'))).toEqual([]);
      });
    });

    describe('user (member token)', () => {
      it("reads published blog posts and their own drafts, not other members' drafts", async () => {
        const query = '{ blog_posts { id } blog_posts_aggregate { aggregate { count } } }';
        for (const [member, headers] of [
          [MEMBERS.linWei, linWei],
          [MEMBERS.marcus, marcus],
        ] as const) {
          const expected = await idsOf(db, 'SELECT id FROM blog_posts WHERE published OR author_id = $1', [member]);
          const otherDrafts = await idsOf(db, 'SELECT id FROM blog_posts WHERE NOT published AND author_id <> $1', [member]);
          const ownDrafts = await idsOf(db, 'SELECT id FROM blog_posts WHERE NOT published AND author_id = $1', [member]);
          expect(ownDrafts.length).toBeGreaterThan(0);
          expect(otherDrafts.length).toBeGreaterThan(0);
          const data = await read(query, headers);
          const got = sortedIds(data.blog_posts as Row[]);
          expect(got).toEqual(expected);
          expect(got).toEqual(expect.arrayContaining(ownDrafts));
          expect(got.filter((id) => otherDrafts.includes(id))).toEqual([]);
          expect(data.blog_posts_aggregate).toEqual({ aggregate: { count: expected.length } });
        }
        const byPk = await read(`{ blog_posts_by_pk(id: "${FIXTURES.marcusDraft}") { id } }`, linWei);
        expect(byPk.blog_posts_by_pk).toBeNull();
      });

      it('takes x-hasura-user-id from the token, never from a request header', async () => {
        const headers = { ...marcus, 'x-hasura-user-id': MEMBERS.linWei };
        const data = await read('{ blog_posts(where: {published: {_eq: false}}) { id } }', headers);
        expect(sortedIds(data.blog_posts as Row[])).toEqual(
          await idsOf(db, 'SELECT id FROM blog_posts WHERE NOT published AND author_id = $1', [MEMBERS.marcus]),
        );
      });

      it('reads is_admin of profiles', async () => {
        const data = await read('{ user_profiles { id is_admin } }', linWei);
        const { rows } = await db.query<{ id: string; is_admin: boolean }>('SELECT id, is_admin FROM user_profiles');
        const expected = Object.fromEntries(rows.map((row) => [row.id, row.is_admin]));
        expect(Object.fromEntries((data.user_profiles as Row[]).map((row) => [row.id, row.is_admin]))).toEqual(expected);
      });

      it('still reads published articles only', async () => {
        const data = await read('{ articles { id } articles_aggregate { aggregate { count } } }', linWei);
        const published = await idsOf(db, 'SELECT id FROM articles WHERE published');
        expect(sortedIds(data.articles as Row[])).toEqual(published);
        expect(data.articles_aggregate).toEqual({ aggregate: { count: published.length } });
      });

      it('still has no author emails, no auth_users and no page_views', async () => {
        expect(await failure('{ authors { email } }', linWei)).toEqual(
          notFound('email', 'authors', '$.selectionSet.authors.selectionSet.email'),
        );
        expect(await failure('{ auth_users { id } }', linWei)).toEqual(notFound('auth_users', 'query_root', '$.selectionSet.auth_users'));
        expect(await failure('{ page_views { id } }', linWei)).toEqual(notFound('page_views', 'query_root', '$.selectionSet.page_views'));
        expect(await failure('{ user_profiles { account { id } } }', linWei)).toEqual(
          notFound('account', 'user_profiles', '$.selectionSet.user_profiles.selectionSet.account'),
        );
      });

      it("is the default role of a site admin's token when no x-hasura-role is asked for", async () => {
        const headers = bearer(await siteAdminToken(MEMBERS.sofia));
        expect(await failure('{ auth_users { id } }', headers)).toEqual(notFound('auth_users', 'query_root', '$.selectionSet.auth_users'));
        const data = await read('{ articles_aggregate { aggregate { count } } }', headers);
        expect(data.articles_aggregate).toEqual({
          aggregate: { count: await countRows(db, 'SELECT count(*)::int AS n FROM articles WHERE published') },
        });
      });
    });

    describe('site_admin (token allowing user and site_admin, x-hasura-role: site_admin)', () => {
      it('reads drafts', async () => {
        const data = await read(
          '{ articles { id } blog_posts { id } events { id } news_categories { slug } news_sources { id } }',
          siteAdmin,
        );
        expect(sortedIds(data.articles as Row[])).toEqual(await idsOf(db, 'SELECT id FROM articles'));
        expect(sortedIds(data.blog_posts as Row[])).toEqual(await idsOf(db, 'SELECT id FROM blog_posts'));
        expect(sortedIds(data.events as Row[])).toEqual(await idsOf(db, 'SELECT id FROM events'));
        expect((data.news_categories as Row[]).map((row) => row.slug)).toContain(FIXTURES.inactiveCategory);
        expect(sortedIds(data.news_sources as Row[])).toEqual(await idsOf(db, 'SELECT id FROM news_sources'));
      });

      it('reads author emails', async () => {
        const data = await read('{ authors { id email } }', siteAdmin);
        const { rows } = await db.query<{ id: string; email: string }>('SELECT id, email FROM authors');
        expect(Object.fromEntries((data.authors as Row[]).map((row) => [row.id, row.email]))).toEqual(
          Object.fromEntries(rows.map((row) => [row.id, row.email])),
        );
      });

      it('reads auth_users but never password_hash', async () => {
        const data = await read('{ auth_users { id email email_verified disabled created_at last_sign_in_at } }', siteAdmin);
        const { rows } = await db.query<{ id: string; email: string }>('SELECT id, email::text AS email FROM auth.users');
        expect(Object.fromEntries((data.auth_users as Row[]).map((row) => [row.id, row.email]))).toEqual(
          Object.fromEntries(rows.map((row) => [row.id, row.email])),
        );
        expect(await failure('{ auth_users { id password_hash } }', siteAdmin)).toEqual(
          notFound('password_hash', 'auth_users', '$.selectionSet.auth_users.selectionSet.password_hash'),
        );
        const fields = fieldNames(await t.gql('{ __type(name: "auth_users") { fields { name } } }', siteAdmin));
        expect(fields).toContain('email');
        expect(fields).not.toContain('password_hash');
      });

      it('reads the page_views aggregate', async () => {
        const data = await read('{ page_views_aggregate { aggregate { count } } }', siteAdmin);
        const views = await countRows(db, 'SELECT count(*)::int AS n FROM page_views');
        expect(views).toBeGreaterThan(0);
        expect(data.page_views_aggregate).toEqual({ aggregate: { count: views } });
      });

      it('reads every fetch log with its error_message', async () => {
        const data = await read('{ news_fetch_logs { id error_message } }', siteAdmin);
        expect((data.news_fetch_logs as Row[]).length).toBe(await countRows(db, 'SELECT count(*)::int AS n FROM news_fetch_logs'));
        const errors = (data.news_fetch_logs as Row[]).filter((row) => row.error_message !== null);
        expect(errors.length).toBe(await countRows(db, 'SELECT count(*)::int AS n FROM news_fetch_logs WHERE error_message IS NOT NULL'));
      });

      it('lists email in the introspection of authors', async () => {
        expect(fieldNames(await t.gql('{ __type(name: "authors") { fields { name } } }', siteAdmin))).toContain('email');
      });
    });

    describe('admin secret', () => {
      it('reads everything, auth_users with password_hash included', async () => {
        const data = await read(
          `{
          auth_users { id email password_hash }
          articles_aggregate { aggregate { count } }
          page_views { id }
          authors { email }
        }`,
          adminHeaders(),
        );
        expect(sortedIds(data.auth_users as Row[])).toEqual(await idsOf(db, 'SELECT id FROM auth.users'));
        expect(data.articles_aggregate).toEqual({ aggregate: { count: await countRows(db, 'SELECT count(*)::int AS n FROM articles') } });
        expect((data.page_views as Row[]).length).toBe(await countRows(db, 'SELECT count(*)::int AS n FROM page_views'));
      });

      it('acts as the role named by x-hasura-role', async () => {
        expect(await failure('{ auth_users { id } }', adminHeaders({ 'x-hasura-role': 'anonymous' }))).toEqual(
          notFound('auth_users', 'query_root', '$.selectionSet.auth_users'),
        );
      });

      it('takes session variables from headers when acting as a role', async () => {
        const headers = adminHeaders({ 'x-hasura-role': 'user', 'x-hasura-user-id': MEMBERS.linWei });
        const data = await read('{ blog_posts(where: {published: {_eq: false}}) { id } }', headers);
        expect(sortedIds(data.blog_posts as Row[])).toEqual(
          await idsOf(db, 'SELECT id FROM blog_posts WHERE NOT published AND author_id = $1', [MEMBERS.linWei]),
        );
      });

      it('denies a wrong admin secret, even with a valid token', async () => {
        const denied = { code: 'access-denied', path: '$', message: 'invalid x-hasura-admin-secret/x-hasura-access-key' };
        expect(await failure('{ articles { id } }', { 'x-hasura-admin-secret': 'not-the-secret' })).toEqual(denied);
        expect(await failure('{ articles { id } }', { ...linWei, 'x-hasura-admin-secret': 'not-the-secret' })).toEqual(denied);
      });
    });

    describe('session errors', () => {
      it('denies a role the token does not allow', async () => {
        for (const role of ['site_admin', 'admin']) {
          expect(await failure('{ articles { id } }', { ...linWei, 'x-hasura-role': role })).toEqual({
            code: 'access-denied',
            path: '$',
            message: 'Your requested role is not in allowed roles',
          });
        }
      });

      it('rejects an expired token', async () => {
        const expired = bearer(await signToken({ userId: MEMBERS.linWei, expiresIn: -60 }));
        expect(await failure('{ articles { id } }', expired)).toEqual({
          code: 'invalid-jwt',
          path: '$',
          message: 'Could not verify JWT: JWTExpired',
        });
      });

      it('rejects a token signed with another key', async () => {
        const forged = bearer(await signToken({ userId: MEMBERS.linWei, key: `${JWT_KEY}-but-not-quite` }));
        expect(await failure('{ articles { id } }', forged)).toEqual({
          code: 'invalid-jwt',
          path: '$',
          message: 'Could not verify JWT: JWSError JWSInvalidSignature',
        });
      });

      it('reports a session variable a permission needs and the token lacks', async () => {
        const headers = bearer(await signToken({ userId: null }));
        expect(await failure('{ blog_posts { id } }', headers)).toEqual({
          code: 'not-found',
          path: '$',
          message: 'missing session variable: "x-hasura-user-id"',
        });
        // Through a relationship too.
        expect(await failure('{ user_profiles { blog_posts { id } } }', headers)).toMatchObject({ code: 'not-found', path: '$' });
        // Tables whose permissions need no session variable still answer.
        const data = await read('{ articles_aggregate { aggregate { count } } }', headers);
        expect(data.articles_aggregate).toEqual({
          aggregate: { count: await countRows(db, 'SELECT count(*)::int AS n FROM articles WHERE published') },
        });
      });
    });
  });
});
