// The search and analytics actions through POST /v1/graphql: the real app listening on 127.0.0.1, whose engine
// calls its own /actions/* handlers with the shared secret, on the demo content (PGlite).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../src/db/types.ts';
import { articleAnalytics } from '../../src/functions/analytics/index.ts';
import { search } from '../../src/functions/search/index.ts';
import { createTestDatabase } from '../support/database.ts';
import {
  bearer,
  createTestApp,
  dataOf,
  firstError,
  type GraphqlResult,
  type Headers,
  MEMBERS,
  memberToken,
  siteAdminToken,
} from '../engine/harness.ts';

const ACTIONS_SECRET = 'search-analytics-test-actions-secret';

const SEARCH =
  'query SearchTest($query: String!, $limit: Int) { search(query: $query, limit: $limit) { type id title excerpt url published_at language rank } }';
const ARTICLE_ANALYTICS = 'query ArticleAnalyticsTest { articleAnalytics { totalViews topCategories { name count } } }';
const DAILY_ANALYTICS = `query DailyAnalyticsTest($days: Int) {
  dailyAnalytics(days: $days) {
    recentActivity { date views } totalUniqueVisitors avgBounceRate deviceBreakdown { device count }
    topPages { title url views } totalViews error
  }
}`;

// The dashboard's community figures as it asked for them before the roll-ups (counts of the tables) and as it asks
// now (contentTotals, from rollups.content_daily).
const COMMUNITY_BEFORE_AND_NOW = `query CommunityTotalsTest {
  members: user_profiles_aggregate { aggregate { count } }
  posts: blog_posts_aggregate(where: { published: { _eq: true } }) { aggregate { count } }
  discussions: discussions_aggregate { aggregate { count } }
  comments: discussion_comments_aggregate { aggregate { count } }
  contentTotals { members blogPosts discussions comments }
}`;

describe('search and analytics through /v1/graphql', () => {
  let db: Database;
  let app: FastifyInstance;
  let gql: <Data>(query: string, variables?: Record<string, unknown>, headers?: Headers) => Promise<GraphqlResult<Data>>;
  let adminHeaders: Headers;
  let memberHeaders: Headers;
  const savedEnv = { ACTIONS_SECRET: process.env.ACTIONS_SECRET, ACTIONS_BASE_URL: process.env.ACTIONS_BASE_URL };

  beforeAll(async () => {
    db = await createTestDatabase({ seeds: true });
    const testApp = await createTestApp(db, { ACTIONS_SECRET });
    app = testApp.app;
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    // The engine reads the handler URL template and the secret header from the environment, as Hasura does.
    process.env.ACTIONS_SECRET = ACTIONS_SECRET;
    process.env.ACTIONS_BASE_URL = address;
    gql = async (query, variables, headers = {}) => {
      const response = await testApp.postJson(variables ? { query, variables } : { query }, headers);
      expect(response.status).toBe(200);
      return response.json as GraphqlResult<never>;
    };
    adminHeaders = bearer(await siteAdminToken(MEMBERS.linWei), { 'x-hasura-role': 'site_admin' });
    memberHeaders = bearer(await memberToken(MEMBERS.marcus));
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await db?.close();
    for (const [name, value] of Object.entries(savedEnv)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  test('a visitor searches in Chinese and English and gets what the handler computes', async () => {
    const chinese = dataOf<{ search: unknown[] }>(await gql(SEARCH, { query: '以太坊' }));
    expect(chinese.search.length).toBeGreaterThan(0);
    expect(chinese.search).toEqual(await search(db, { query: '以太坊' }));
    const english = dataOf<{ search: { type: string }[] }>(await gql(SEARCH, { query: 'ethereum', limit: 2 }));
    expect(english.search).toEqual(await search(db, { query: 'ethereum', limit: 2 }));
    expect(english.search).toHaveLength(2);
    expect(dataOf(await gql(SEARCH, { query: '   ' }))).toEqual({ search: [] });
  });

  test('members and admins may search too', async () => {
    const expected = await search(db, { query: 'DeFi' });
    expect(dataOf(await gql(SEARCH, { query: 'DeFi' }, memberHeaders))).toEqual({ search: expected });
    expect(dataOf(await gql(SEARCH, { query: 'DeFi' }, adminHeaders))).toEqual({ search: expected });
  });

  test('visitors and members may not call the analytics (Hasura: the field does not exist for them)', async () => {
    expect(firstError(await gql(ARTICLE_ANALYTICS))).toEqual({ code: 'validation-failed', path: '$.selectionSet.articleAnalytics' });
    expect((await gql(ARTICLE_ANALYTICS)).errors?.[0]?.message).toBe("field 'articleAnalytics' not found in type: 'query_root'");
    expect(firstError(await gql(DAILY_ANALYTICS, {}, memberHeaders))).toEqual({
      code: 'validation-failed',
      path: '$.selectionSet.dailyAnalytics',
    });
  });

  test('a site admin gets the article analytics', async () => {
    const result = dataOf<{ articleAnalytics: unknown }>(await gql(ARTICLE_ANALYTICS, undefined, adminHeaders));
    expect(result.articleAnalytics).toEqual(await articleAnalytics(db));
    expect(result.articleAnalytics).toMatchObject({ totalViews: expect.any(Number), topCategories: expect.any(Array) });
  });

  test("a site admin gets the community totals from the roll-ups: the figures the tables' counts give", async () => {
    type Count = { aggregate: { count: number } };
    type Answer = Record<'members' | 'posts' | 'discussions' | 'comments', Count> & {
      contentTotals: { members: number; blogPosts: number; discussions: number; comments: number };
    };
    const figures = async () => {
      const data = dataOf<Answer>(await gql(COMMUNITY_BEFORE_AND_NOW, undefined, adminHeaders));
      const before = [data.members, data.posts, data.discussions, data.comments].map((count) => count.aggregate.count);
      const now = [data.contentTotals.members, data.contentTotals.blogPosts, data.contentTotals.discussions, data.contentTotals.comments];
      return { before, now };
    };
    const seeded = await figures();
    expect(seeded.now).toEqual(seeded.before);
    expect(seeded.now.every((count) => count > 0)).toBe(true);
    // After writes: a post unpublished, a discussion hidden (still counted, as before), a comment deleted.
    await db.query(`UPDATE public.blog_posts SET published = false WHERE id = (SELECT id FROM public.blog_posts WHERE published LIMIT 1)`);
    await db.query(`UPDATE public.discussions SET hidden = true WHERE id = (SELECT id FROM public.discussions LIMIT 1)`);
    await db.query(`DELETE FROM public.discussion_comments WHERE id = (SELECT id FROM public.discussion_comments LIMIT 1)`);
    const written = await figures();
    expect(written.now).toEqual(written.before);
    expect(written.now).toEqual([seeded.now[0], seeded.now[1]! - 1, seeded.now[2], seeded.now[3]! - 1]);
    expect(firstError(await gql('{ contentTotals { members } }', undefined, memberHeaders))).toEqual({
      code: 'validation-failed',
      path: '$.selectionSet.contentTotals',
    });
  });

  test('a site admin gets 30 days of daily analytics by default, and the days asked for', async () => {
    await db.query(
      `insert into public.page_views (path, title, visitor_id, session_id, device)
       values ('/news', 'News', 'visitor-graphql-1', 'session-graphql-1', 'mobile'),
              ('/news', 'News', 'visitor-graphql-1', 'session-graphql-1', 'mobile'),
              ('/', 'Home', 'visitor-graphql-2', 'session-graphql-2', 'desktop')`,
    );
    type Daily = { dailyAnalytics: { recentActivity: { views: number }[] } & Record<string, unknown> };
    const month = dataOf<Daily>(await gql(DAILY_ANALYTICS, {}, adminHeaders)).dailyAnalytics;
    expect(month.recentActivity).toHaveLength(30);
    expect(month.recentActivity.at(-1)!.views).toBe(3);
    expect(month).toMatchObject({
      totalViews: 3,
      totalUniqueVisitors: 2,
      avgBounceRate: 50,
      deviceBreakdown: [
        { device: 'mobile', count: 2 },
        { device: 'desktop', count: 1 },
      ],
      topPages: [
        { title: 'News', url: '/news', views: 2 },
        { title: 'Home', url: '/', views: 1 },
      ],
      error: null,
    });
    const week = dataOf<Daily>(await gql(DAILY_ANALYTICS, { days: 7 }, adminHeaders)).dailyAnalytics;
    expect(week.recentActivity).toHaveLength(7);
  });

  test.each([0, 366, -5])('days: %i is refused with invalid-days', async (days) => {
    const result = await gql(DAILY_ANALYTICS, { days }, adminHeaders);
    expect(result.data).toBeUndefined();
    expect(result.errors).toEqual([
      { message: `days must be a whole number from 1 to 365 (it was ${days}).`, extensions: { code: 'invalid-days' } },
    ]);
  });

  test('the handlers refuse a call without the shared secret', async () => {
    const body = { action: { name: 'search' }, input: { query: 'ethereum' }, session_variables: { 'x-hasura-role': 'anonymous' } };
    const response = await app.inject({ method: 'POST', url: '/actions/search', payload: body });
    expect(response.statusCode).toBe(401);
    const analytics = await app.inject({
      method: 'POST',
      url: '/actions/article-analytics',
      headers: { 'x-actions-secret': ACTIONS_SECRET },
      payload: { action: { name: 'articleAnalytics' }, input: {}, session_variables: { 'x-hasura-role': 'user' } },
    });
    expect(analytics.statusCode).toBe(400);
    expect(analytics.json()).toEqual({
      message: 'Analytics are for site admins; sign in with an admin account.',
      extensions: { code: 'access-denied' },
    });
  });
});
