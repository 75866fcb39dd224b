// The dashboard's figures (server/src/functions/analytics) on known rows, computed by hand, on PGlite and
// PostgreSQL 15.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../src/db/types.ts';
import { articleAnalytics, dailyAnalytics } from '../../src/functions/analytics/analytics.ts';
import { backends, insertArticle, insertCategory, insertRow } from '../db/fixtures.ts';

const DAY_MS = 86_400_000;

interface View {
  /** Days before today (UTC). */
  daysAgo: number;
  /** Time of day, UTC. */
  at: string;
  path: string;
  title: string | null;
  visitor: string;
  session: string;
  device: string;
}

// 12 page views: 5 today, 3 yesterday, then 3, 29, 30 and 200 days ago.
const VIEWS: View[] = [
  { daysAgo: 0, at: '00:05', path: '/article/a', title: 'A first title', visitor: 'visitor-1', session: 'session-1', device: 'desktop' },
  { daysAgo: 0, at: '00:10', path: '/article/a', title: 'M latest title', visitor: 'visitor-1', session: 'session-1', device: 'desktop' },
  { daysAgo: 0, at: '00:15', path: '/article/a', title: null, visitor: 'visitor-2', session: 'session-2', device: 'mobile' },
  { daysAgo: 0, at: '00:20', path: '/', title: 'Home', visitor: 'visitor-2', session: 'session-2', device: 'mobile' },
  { daysAgo: 0, at: '00:25', path: '/about', title: '  ', visitor: 'visitor-2', session: 'session-9', device: 'mobile' },
  { daysAgo: 1, at: '10:00', path: '/article/a', title: 'Z old title', visitor: 'visitor-3', session: 'session-3', device: 'mobile' },
  // Recorded before the lang parameter was left out of paths: the same page as /news.
  { daysAgo: 1, at: '10:01', path: '/news?lang=zh', title: '快讯', visitor: 'visitor-3', session: 'session-3', device: 'mobile' },
  { daysAgo: 1, at: '12:00', path: '/news', title: 'News', visitor: 'visitor-1', session: 'session-4', device: 'tablet' },
  { daysAgo: 3, at: '08:00', path: '/events', title: 'Events', visitor: 'visitor-4', session: 'session-5', device: 'bot' },
  { daysAgo: 29, at: '00:00', path: '/blog/x', title: 'Blog X', visitor: 'visitor-5', session: 'session-6', device: 'unknown' },
  { daysAgo: 30, at: '23:59', path: '/old', title: 'Old', visitor: 'visitor-6', session: 'session-7', device: 'desktop' },
  { daysAgo: 200, at: '12:00', path: '/old', title: 'Old', visitor: 'visitor-6', session: 'session-8', device: 'desktop' },
];

const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

describe.each(backends().map((backend) => [backend.name, backend] as const))('analytics on %s', (_name, backend) => {
  describe.skipIf(!backend.available)('analytics', () => {
    let db: Database;

    beforeAll(async () => {
      db = await backend.migrated();
    }, 180_000);
    afterAll(() => backend.dispose(), 60_000);

    describe('daily analytics', () => {
      let today: number;

      /** The window's days, oldest first, with the views of VIEWS on each. */
      function activity(days: number, viewsByDaysAgo: Record<number, number>) {
        return Array.from({ length: days }, (_, i) => {
          const daysAgo = days - 1 - i;
          return { date: isoDate(today - daysAgo * DAY_MS), views: viewsByDaysAgo[daysAgo] ?? 0 };
        });
      }

      beforeAll(async () => {
        const { rows } = await db.query<{ today: Date }>("select date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' as today");
        today = rows[0]!.today.getTime();
      });

      test('an empty window gives zeros on every day', async () => {
        expect(await dailyAnalytics(db, 30)).toEqual({
          recentActivity: activity(30, {}),
          totalUniqueVisitors: 0,
          avgBounceRate: 0,
          deviceBreakdown: [],
          topPages: [],
          totalViews: 0,
          error: null,
        });
      });

      test('counts the last 30 days by hand', async () => {
        for (const view of VIEWS) {
          const [hours, minutes] = view.at.split(':').map(Number);
          await insertRow(db, 'public.page_views', {
            path: view.path,
            title: view.title,
            visitor_id: view.visitor,
            session_id: view.session,
            device: view.device,
            created_at: new Date(today - view.daysAgo * DAY_MS + (hours! * 60 + minutes!) * 60_000),
          });
        }
        expect(await dailyAnalytics(db, 30)).toEqual({
          recentActivity: activity(30, { 0: 5, 1: 3, 3: 1, 29: 1 }),
          totalUniqueVisitors: 5,
          // 7 sessions, 4 of them with a single view: 57.142...%
          avgBounceRate: 57.1,
          deviceBreakdown: [
            { device: 'mobile', count: 5 },
            { device: 'desktop', count: 2 },
            { device: 'bot', count: 1 },
            { device: 'tablet', count: 1 },
            { device: 'unknown', count: 1 },
          ],
          // Ties by path; the latest non-blank title, else the path; /events is the sixth.
          topPages: [
            { title: 'M latest title', url: '/article/a', views: 4 },
            { title: 'News', url: '/news', views: 2 },
            { title: 'Home', url: '/', views: 1 },
            { title: '/about', url: '/about', views: 1 },
            { title: 'Blog X', url: '/blog/x', views: 1 },
          ],
          totalViews: 10,
          error: null,
        });
      });

      test('a one-day window covers today only', async () => {
        expect(await dailyAnalytics(db, 1)).toEqual({
          recentActivity: activity(1, { 0: 5 }),
          totalUniqueVisitors: 2,
          avgBounceRate: 33.3,
          deviceBreakdown: [
            { device: 'mobile', count: 3 },
            { device: 'desktop', count: 2 },
          ],
          topPages: [
            { title: 'M latest title', url: '/article/a', views: 3 },
            { title: 'Home', url: '/', views: 1 },
            { title: '/about', url: '/about', views: 1 },
          ],
          totalViews: 5,
          error: null,
        });
      });

      test('longer windows take in the older views', async () => {
        const month = await dailyAnalytics(db, 31);
        expect(month.totalViews).toBe(11);
        expect(month.recentActivity[0]).toEqual({ date: isoDate(today - 30 * DAY_MS), views: 1 });
        const year = await dailyAnalytics(db, 365);
        expect(year.recentActivity).toHaveLength(365);
        expect(year.recentActivity.reduce((sum, day) => sum + day.views, 0)).toBe(12);
        expect(year).toMatchObject({ totalViews: 12, totalUniqueVisitors: 6, avgBounceRate: 66.7 });
      });
      test("leaves out views of the administrators' screens and the API console", async () => {
        const before = await dailyAnalytics(db, 30);
        for (const path of ['/admin/dashboard', '/admin/users?page=2', '/write-article', '/debug-admin', '/console']) {
          await insertRow(db, 'public.page_views', {
            path,
            title: 'Admin',
            visitor_id: 'visitor-admin',
            session_id: 'session-admin',
            device: 'desktop',
            created_at: new Date(),
          });
        }
        expect(await dailyAnalytics(db, 30)).toEqual(before);
      });
    });

    describe('article analytics', () => {
      test('with no articles: zero views, no categories', async () => {
        expect(await articleAnalytics(db)).toEqual({ totalViews: 0, topCategories: [] });
      });

      test('sums the views of all articles and ranks the categories by their articles’ views', async () => {
        const category = async (name: string) => (await insertCategory(db, { name, slug: name.toLowerCase().replaceAll(' ', '-') })).id;
        const [defi, layer2, ai, nft, security, zeta] = [
          await category('DeFi'),
          await category('Layer 2'),
          await category('AI'),
          await category('NFT'),
          await category('Security'),
          await category('Zeta'),
        ];
        await category('Empty');
        const views: [unknown, number, boolean][] = [
          [defi, 100, true],
          [defi, 50, false],
          [layer2, 200, true],
          [ai, 10, true],
          [nft, 0, true],
          [security, 10, true],
          [zeta, 5, true],
          [null, 1000, true],
        ];
        for (const [categoryId, count, published] of views) {
          await insertArticle(db, { category_id: categoryId, views_count: count, published });
        }
        expect(await articleAnalytics(db)).toEqual({
          totalViews: 1375,
          topCategories: [
            { name: 'Layer 2', count: 200 },
            { name: 'DeFi', count: 150 },
            { name: 'AI', count: 10 },
            { name: 'Security', count: 10 },
            { name: 'Zeta', count: 5 },
          ],
        });
      });
    });
  });
});
