// Issue 30: the dashboard's daily roll-up of page views (rollups.page_views_daily, kept by statement triggers on
// public.page_views, migration 1795305606400) equals the raw rows grouped the same way after every kind of write:
// one view and many in one statement, at both sides of midnight UTC, updates that move a view to another day,
// page or device, deletes (of the view a group's title came from, and of whole groups), on PGlite and PostgreSQL 15.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../src/db/types.ts';
import { backends } from './fixtures.ts';

interface Group {
  day: string;
  path: string;
  device: string;
  views: number;
  title: string | null;
}

/** The raw views grouped as the roll-up groups them: day (UTC), page (lang left out), device; the latest title. */
const RAW_SQL = `
  SELECT to_char((created_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, rollups.page_path(path) AS path, device,
    count(*)::int AS views,
    (array_agg(title ORDER BY created_at DESC) FILTER (WHERE public.trim_space(title) <> ''))[1] AS title
  FROM public.page_views GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`;

const ROLLUP_SQL = `
  SELECT to_char(day, 'YYYY-MM-DD') AS day, path, device, views, title
  FROM rollups.page_views_daily ORDER BY 1, 2, 3`;

const DAY = '2026-03-14';
const NEXT = '2026-03-15';

describe.each(backends().map((backend) => [backend.name, backend] as const))('page view roll-ups on %s', (_name, backend) => {
  describe.skipIf(!backend.available)('page_views_daily', () => {
    let db: Database;
    let seq = 0;

    beforeAll(async () => {
      db = await backend.migrated();
    }, 180_000);
    afterAll(() => backend.dispose(), 60_000);

    async function expectEqualToRaw(): Promise<Group[]> {
      const raw = (await db.query<Group>(RAW_SQL)).rows;
      expect((await db.query<Group>(ROLLUP_SQL)).rows).toEqual(raw);
      return raw;
    }

    /** Views in one INSERT statement. */
    async function add(...views: { path: string; at: string; title?: string | null; device?: string }[]): Promise<void> {
      const values = views.map((_, i) => `($${i * 4 + 1}, $${i * 4 + 2}, $${i * 4 + 3}, $${i * 4 + 4}, 'visitor-1', 'session-${++seq}')`);
      await db.query(
        `INSERT INTO public.page_views (path, title, device, created_at, visitor_id, session_id) VALUES ${values.join(', ')}`,
        views.flatMap((view) => [view.path, view.title ?? null, view.device ?? 'desktop', view.at]),
      );
    }

    test('adds views one at a time and many at once, by UTC day, page and device', async () => {
      await add({ path: '/article/a', at: `${DAY}T23:59:59.999Z`, title: 'Late' });
      await add({ path: '/article/a', at: `${NEXT}T00:00:00Z`, title: 'Midnight' });
      // Midnight in Shanghai is still the day before in UTC.
      await add({ path: '/article/a?lang=zh', at: `${NEXT}T23:30:00+08:00`, title: '中文' });
      await add(
        { path: '/news', at: `${DAY}T08:00:00Z`, title: 'News', device: 'mobile' },
        { path: '/news?lang=zh', at: `${DAY}T09:00:00Z`, title: '  ', device: 'mobile' },
        { path: '/news', at: `${DAY}T07:00:00Z`, title: 'Older news', device: 'mobile' },
        { path: '/', at: `${NEXT}T12:00:00Z`, title: null, device: 'tablet' },
        { path: '/', at: `${NEXT}T12:00:00Z`, device: 'tablet' },
      );
      const raw = await expectEqualToRaw();
      expect(raw).toEqual([
        { day: DAY, path: '/article/a', device: 'desktop', views: 1, title: 'Late' },
        { day: DAY, path: '/news', device: 'mobile', views: 3, title: 'News' },
        { day: NEXT, path: '/', device: 'tablet', views: 2, title: null },
        { day: NEXT, path: '/article/a', device: 'desktop', views: 2, title: '中文' },
      ]);
    });

    test('follows updates that move views to another day, page or device, or change their title', async () => {
      // Across midnight, both ways.
      await db.query(`UPDATE public.page_views SET created_at = created_at + interval '1 millisecond' WHERE title = 'Late'`);
      await db.query(`UPDATE public.page_views SET created_at = '${DAY}T22:00:00Z' WHERE title = 'Midnight'`);
      await db.query(`UPDATE public.page_views SET device = 'mobile', path = '/events' WHERE path = '/' AND title IS NULL`);
      await db.query(`UPDATE public.page_views SET title = 'Newest news', created_at = '${DAY}T10:00:00Z' WHERE title = 'Older news'`);
      await expectEqualToRaw();
      // Many rows in one statement.
      await db.query(`UPDATE public.page_views SET created_at = created_at - interval '2 days'`);
      await expectEqualToRaw();
      await db.query(`UPDATE public.page_views SET created_at = created_at + interval '2 days'`);
      const raw = await expectEqualToRaw();
      expect(raw.find((group) => group.path === '/news')!.title).toBe('Newest news');
    });

    test('follows deletes: the view a title came from, part of a group, whole groups', async () => {
      await db.query(`DELETE FROM public.page_views WHERE title = 'Newest news'`);
      expect((await expectEqualToRaw()).find((group) => group.path === '/news')).toEqual({
        day: DAY,
        path: '/news',
        device: 'mobile',
        views: 2,
        title: 'News',
      });
      await db.query(`DELETE FROM public.page_views WHERE path = '/events'`);
      await expectEqualToRaw();
      // A retention-style batch: everything before a time, in one statement.
      await db.query(`DELETE FROM public.page_views WHERE created_at < '${NEXT}T00:00:00Z'`);
      expect((await expectEqualToRaw()).every((group) => group.day === NEXT)).toBe(true);
      await db.query(`DELETE FROM public.page_views`);
      expect(await expectEqualToRaw()).toEqual([]);
    });
  });
});
