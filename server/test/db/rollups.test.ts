// Issue 30: the dashboard's daily roll-ups, each equal to the raw rows after every kind of write, on PGlite and
// PostgreSQL 15. (The first, rollups.page_views_daily of migration 1795305606400, is gone since 1795305607600: the
// roll-ups below replaced it.)
// Of sign-ups, published blog posts, discussions and comments (rollups.content_daily, migration 1795305606610): the
// counts by kind and UTC day equal the rows through inserts, publish and unpublish, hiding, moved times and deletes.
// The dashboard's visitors and bounce rate over a window (rollups.page_view_returns_daily, migration 1795305607400,
// which replaced the views per day, session and visitor of migration 1795305607300) equal the ones the raw rows of the
// site's traffic give, sessions across midnight and internal paths included. The views per day, devices, top pages
// and total of a window (rollups.page_views_devices_daily and page_views_pages_daily, migration 1795305607500) equal
// the raw ones over 1, 2, 30 and 365 days, with skewed and even counts, through writes and after a rebuild.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../src/db/types.ts';
import { INTERNAL_PATHS } from '../../../contract/routes.ts';
import { RAW_ARTICLE_ANALYTICS_SQL, RAW_TRAFFIC_SQL, RAW_VISITORS_SQL } from '../support/raw-analytics.ts';
import { TOP_PAGES_PER_DAY, articleAnalytics, dailyAnalytics } from '../../src/functions/analytics/analytics.ts';
import { backends, createMember, insertArticle, insertBlogPost, insertCategory, insertComment, insertDiscussion } from './fixtures.ts';

/** The rows each content roll-up counts, by kind and UTC day, as the dashboard's totals count them. */
const CONTENT_RAW_SQL = `
  SELECT kind, to_char(day, 'YYYY-MM-DD') AS day, count(*)::int AS count FROM (
    SELECT 'sign_ups' AS kind, (created_at AT TIME ZONE 'UTC')::date AS day FROM public.user_profiles
    UNION ALL SELECT 'blog_posts', (published_at AT TIME ZONE 'UTC')::date FROM public.blog_posts WHERE published
    UNION ALL SELECT 'discussions', (created_at AT TIME ZONE 'UTC')::date FROM public.discussions
    UNION ALL SELECT 'comments', (created_at AT TIME ZONE 'UTC')::date FROM public.discussion_comments
  ) counted GROUP BY 1, 2 ORDER BY 1, 2`;

const CONTENT_ROLLUP_SQL = `SELECT kind, to_char(day, 'YYYY-MM-DD') AS day, count FROM rollups.content_daily ORDER BY 1, 2`;
/** The counts per day and gap of visitor-days and session-days, and those key-days (migration 1795305607400). */
const RETURNS_SQL = `
  SELECT kind, to_char(day, 'YYYY-MM-DD') AS day, prev_gap, next_gap, single, count
  FROM rollups.page_view_returns_daily ORDER BY 1, 2, 3, 4, 5`;
const DAYS_SQL = `SELECT kind, key, to_char(day, 'YYYY-MM-DD') AS day, views FROM rollups.page_view_days ORDER BY 1, 2, 3`;

/** The dashboard's visitors and bounce rate over windows of these many days equal the ones the raw views give. */
async function expectVisitorsEqualToRaw(db: Database, windows: number[]): Promise<void> {
  for (const days of windows) {
    const figures = await dailyAnalytics(db, days);
    const expected = (await db.query<{ totalUniqueVisitors: number; avgBounceRate: number }>(RAW_VISITORS_SQL, [days, INTERNAL_PATHS]))
      .rows[0]!;
    expect({ days, visitors: figures.totalUniqueVisitors, bounce: figures.avgBounceRate }).toEqual({
      days,
      visitors: expected.totalUniqueVisitors,
      bounce: expected.avgBounceRate,
    });
  }
}

const DAY = '2026-03-14';
const NEXT = '2026-03-15';

describe.each(backends().map((backend) => [backend.name, backend] as const))('page view roll-ups on %s', (_name, backend) => {
  describe.skipIf(!backend.available)('content_daily', () => {
    let db: Database;

    beforeAll(async () => {
      db = await backend.migrated();
    }, 180_000);
    afterAll(() => backend.dispose(), 60_000);

    interface Counted {
      kind: string;
      day: string;
      count: number;
    }

    async function expectContentEqualToRaw(): Promise<Counted[]> {
      const raw = (await db.query<Counted>(CONTENT_RAW_SQL)).rows;
      expect((await db.query<Counted>(CONTENT_ROLLUP_SQL)).rows).toEqual(raw);
      return raw;
    }

    const countOf = (rows: Counted[], kind: string, day: string) => rows.find((row) => row.kind === kind && row.day === day)?.count ?? 0;

    test('counts sign-ups, published blog posts, discussions and comments by UTC day as they are added', async () => {
      // The migration filled it from the rows already there (the seed's, if any).
      await expectContentEqualToRaw();
      const late = await createMember(db);
      await db.query(`UPDATE public.user_profiles SET created_at = '${DAY}T23:59:59.999Z' WHERE id = $1`, [late.id]);
      const early = await createMember(db);
      await db.query(`UPDATE public.user_profiles SET created_at = '${NEXT}T00:00:00Z' WHERE id = $1`, [early.id]);
      await insertBlogPost(db, { author_id: late.id, published: true, published_at: `${DAY}T23:30:00Z` });
      await insertBlogPost(db, { author_id: early.id, published: true, published_at: `${NEXT}T00:30:00+08:00` });
      await insertBlogPost(db, { author_id: early.id, published: false, title: 'Draft post for roll-ups' });
      const discussion = await insertDiscussion(db, { author_id: late.id, created_at: `${DAY}T12:00:00Z` });
      await insertDiscussion(db, { author_id: early.id, created_at: `${NEXT}T12:00:00Z` });
      await insertComment(db, discussion.id, { author_id: early.id, created_at: `${DAY}T23:59:00Z` });
      // Many in one statement, across midnight.
      await db.query(
        `INSERT INTO public.discussion_comments (discussion_id, author_id, content, created_at)
         SELECT $1, $2, 'Comment ' || i, timestamptz '${NEXT}T00:00:00Z' + (i - 3) * interval '1 minute' FROM generate_series(1, 6) AS i`,
        [discussion.id, late.id],
      );
      const raw = await expectContentEqualToRaw();
      expect(countOf(raw, 'sign_ups', NEXT)).toBeGreaterThanOrEqual(1);
      expect(countOf(raw, 'blog_posts', DAY)).toBe(2);
      expect(countOf(raw, 'discussions', DAY)).toBe(1);
      expect([countOf(raw, 'comments', DAY), countOf(raw, 'comments', NEXT)]).toEqual([3, 4]);
    });

    test('follows publishing, unpublishing, hiding and times moved across midnight', async () => {
      await db.query(`UPDATE public.blog_posts SET published = true WHERE title = 'Draft post for roll-ups'`);
      await expectContentEqualToRaw();
      await db.query(`UPDATE public.blog_posts SET published = false WHERE published_at = '${DAY}T23:30:00Z'`);
      expect(countOf(await expectContentEqualToRaw(), 'blog_posts', DAY)).toBe(1);
      await db.query(`UPDATE public.discussions SET hidden = true WHERE created_at = '${DAY}T12:00:00Z'`);
      await db.query(`UPDATE public.discussion_comments SET hidden = true WHERE created_at < '${NEXT}T00:00:00Z'`);
      await expectContentEqualToRaw();
      await db.query(
        `UPDATE public.discussion_comments SET created_at = created_at + interval '1 day' WHERE created_at < '${NEXT}T00:00:00Z'`,
      );
      await db.query(`UPDATE public.discussions SET created_at = '${DAY}T23:59:59.999Z' WHERE created_at = '${NEXT}T12:00:00Z'`);
      await db.query(
        `UPDATE public.user_profiles SET created_at = created_at - interval '1 millisecond' WHERE created_at = '${NEXT}T00:00:00Z'`,
      );
      const raw = await expectContentEqualToRaw();
      expect(countOf(raw, 'discussions', DAY)).toBe(2);
      // An update that changes no counted time (a like) leaves the roll-up as it was.
      await db.query(`UPDATE public.discussions SET likes = likes + 1`);
      await expectContentEqualToRaw();
    });

    test('follows deletes, cascades included', async () => {
      await db.query(`DELETE FROM public.discussion_comments WHERE content = 'Comment 1'`);
      await expectContentEqualToRaw();
      // A discussion goes with its comments; an account with everything it wrote.
      await db.query(`DELETE FROM public.discussions WHERE created_at = '${DAY}T12:00:00Z'`);
      await expectContentEqualToRaw();
      await db.query(
        `DELETE FROM auth.users WHERE id IN (SELECT id FROM public.user_profiles WHERE created_at >= '${DAY}T00:00:00Z' AND created_at < '${NEXT}T01:00:00Z')`,
      );
      const raw = await expectContentEqualToRaw();
      expect(raw.filter((row) => row.day === DAY || row.day === NEXT)).toEqual([]);
      await db.query('DELETE FROM public.discussion_comments');
      await db.query('DELETE FROM public.blog_posts');
      expect((await expectContentEqualToRaw()).filter((row) => row.kind === 'comments' || row.kind === 'blog_posts')).toEqual([]);
    });
  });

  describe.skipIf(!backend.available)('visitors and bounce rate through writes', () => {
    let db: Database;

    beforeAll(async () => {
      db = await backend.migrated();
    }, 180_000);
    afterAll(() => backend.dispose(), 60_000);

    interface SessionDay {
      day: string;
      session_id: string;
      visitor_id: string;
      views: number;
    }

    /** The raw views of the site's traffic (as functions/analytics filters them) grouped as the roll-up groups them. */
    const SESSIONS_RAW_SQL = `
      SELECT to_char((created_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, session_id, visitor_id, count(*)::int AS views
      FROM public.page_views pv
      WHERE NOT EXISTS (SELECT 1 FROM unnest($1::text[]) AS internal(path)
        WHERE split_part(pv.path, '?', 1) = internal.path OR split_part(pv.path, '?', 1) LIKE internal.path || '/%')
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`;

    async function expectEqualToRaw(): Promise<SessionDay[]> {
      const raw = (await db.query<SessionDay>(SESSIONS_RAW_SQL, [INTERNAL_PATHS])).rows;
      await expectVisitorsEqualToRaw(db, [1, 2, 30, 365]);
      return raw;
    }

    const today = new Date();
    const dayAgo = (n: number, time: string) =>
      new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - n)).toISOString().slice(0, 10) + `T${time}Z`;

    /** Views in one INSERT statement: [path, visitor, session, at]. */
    async function add(...views: [string, string, string, string][]): Promise<void> {
      const values = views.map((_, i) => `($${i * 4 + 1}, $${i * 4 + 2}, $${i * 4 + 3}, $${i * 4 + 4})`);
      await db.query(`INSERT INTO public.page_views (path, visitor_id, session_id, created_at) VALUES ${values.join(', ')}`, views.flat());
    }

    test('lists the same internal paths as the contract', async () => {
      const { rows } = await db.query<{ paths: string[] }>('SELECT rollups.internal_paths() AS paths');
      expect([...rows[0]!.paths].sort()).toEqual([...INTERNAL_PATHS].sort());
    });

    test('tells the traffic and the page of a path as the per-row subquery and the two expressions did', async () => {
      // rollups.is_traffic and rollups.page_path are inlined expressions since 1795305608200; each path is
      // compared with the contract's internal paths as the raw figures read them, and the page with the two
      // regular expressions every path went through before. is_traffic looks further only at a path whose first
      // segment is an internal path's, which holds while each internal path starts with '/' and has no LIKE wildcard.
      for (const path of INTERNAL_PATHS) expect(path).toMatch(/^\/[^%_\\]*$/);
      const paths = [
        ...INTERNAL_PATHS.flatMap((path) => [path, `${path}/`, `${path}/x/y`, `${path}x`, `${path}?lang=zh`, `${path}#top`]),
        '/',
        '',
        null,
        '/news/a?lang=zh',
        '/news/a?x=1&lang=en&y=2',
        '/news/a?lang=',
        '/news/a?',
        '/news/a&',
        '/news?a=1&',
        '/blog/b?lang=zh#c',
        '/zh/admin',
        '/admin%',
        '/console_',
        'admin',
        'admin/x',
        '//admin',
        '/admin?x=/admin',
        '/discussion/中文?lang=zh',
      ];
      const { rows } = await db.query<{
        path: string | null;
        traffic: boolean;
        expected: boolean;
        page: string | null;
        page_before: string | null;
      }>(
        `SELECT p AS path, rollups.is_traffic(p) AS traffic,
           NOT EXISTS (SELECT 1 FROM unnest($2::text[]) AS internal(path)
             WHERE split_part(p, '?', 1) = internal.path OR split_part(p, '?', 1) LIKE internal.path || '/%') AS expected,
           rollups.page_path(p) AS page,
           regexp_replace(regexp_replace(p, '([?&])lang=[^&#]*(&|$)', '\\1'), '[?&]$', '') AS page_before
         FROM unnest($1::text[]) AS p`,
        [paths, INTERNAL_PATHS],
      );
      expect(rows).toHaveLength(paths.length);
      for (const path of INTERNAL_PATHS) {
        for (const internal of [path, `${path}/x/y`, `${path}?lang=zh`]) {
          expect(rows.find((row) => row.path === internal)?.traffic, internal).toBe(false);
        }
      }
      expect(rows.find((row) => row.path === '/news/a?lang=zh')).toMatchObject({ traffic: true, page: '/news/a' });
      for (const row of rows) {
        expect(row.traffic, String(row.path)).toBe(row.expected);
        expect(row.page, String(row.path)).toBe(row.page_before);
      }
    });

    test('gives the raw visitors and bounce rate through inserts', async () => {
      // The migration filled it from the rows already there (the seed's, if any).
      await expectEqualToRaw();
      await add(['/news', 'visitor-aa', 'session-a1', dayAgo(0, '08:00:00')]);
      // A session across midnight: one view each side, so no bounce over two days, two bounces over one.
      await add(
        ['/article/x', 'visitor-bb', 'session-b1', dayAgo(1, '23:59:59.999')],
        ['/article/y?lang=zh', 'visitor-bb', 'session-b1', dayAgo(0, '00:00:00')],
      );
      // Internal paths are not the site's traffic; one under an internal path, with a query.
      await add(
        ['/admin/dashboard', 'visitor-cc', 'session-c1', dayAgo(0, '09:00:00')],
        ['/console/x?y=1', 'visitor-cc', 'session-c2', dayAgo(0, '09:00:01')],
      );
      // Paths that only start like an internal one are traffic.
      await add(
        ['/administrators', 'visitor-dd', 'session-d1', dayAgo(0, '10:00:00')],
        ['/todos-list', 'visitor-dd', 'session-d1', dayAgo(0, '10:00:01')],
      );
      // Older than the month, and one visitor with two sessions.
      await add(['/', 'visitor-ee', 'session-e1', dayAgo(40, '12:00:00')], ['/', 'visitor-aa', 'session-a2', dayAgo(3, '12:00:00')]);
      const raw = await expectEqualToRaw();
      expect(raw.filter((row) => row.visitor_id === 'visitor-cc')).toEqual([]);
      expect(raw.find((row) => row.session_id === 'session-d1')!.views).toBe(2);
      const month = await dailyAnalytics(db, 30);
      expect(month.totalUniqueVisitors).toBeGreaterThanOrEqual(3);
    });

    test('follows updates that move views across midnight, to another session, or to and from an internal path', async () => {
      await db.query(
        `UPDATE public.page_views SET created_at = created_at - interval '1 millisecond' WHERE session_id = 'session-b1' AND path = '/article/y?lang=zh'`,
      );
      await expectEqualToRaw();
      await db.query(
        `UPDATE public.page_views SET session_id = 'session-a1', visitor_id = 'visitor-aa' WHERE session_id = 'session-d1' AND path = '/todos-list'`,
      );
      await expectEqualToRaw();
      await db.query(`UPDATE public.page_views SET path = '/admin' WHERE session_id = 'session-a1' AND path = '/news'`);
      await db.query(`UPDATE public.page_views SET path = '/events' WHERE session_id = 'session-c1'`);
      await expectEqualToRaw();
      // Many rows in one statement.
      await db.query(`UPDATE public.page_views SET created_at = created_at - interval '1 day'`);
      await expectEqualToRaw();
      await db.query(`UPDATE public.page_views SET created_at = created_at + interval '1 day'`);
      await expectEqualToRaw();
    });

    test('follows deletes: part of a session, whole sessions, everything', async () => {
      await db.query(`DELETE FROM public.page_views WHERE session_id = 'session-b1' AND path = '/article/x'`);
      await expectEqualToRaw();
      await db.query(`DELETE FROM public.page_views WHERE visitor_id = 'visitor-aa'`);
      expect((await expectEqualToRaw()).filter((row) => row.visitor_id === 'visitor-aa')).toEqual([]);
      await db.query(`DELETE FROM public.page_views`);
      expect(await expectEqualToRaw()).toEqual([]);
      expect(await dailyAnalytics(db, 30)).toMatchObject({ totalUniqueVisitors: 0, avgBounceRate: 0 });
    });

    test('the rebuild after a bulk load gives the rows the triggers keep', async () => {
      await add(['/news', 'visitor-ff', 'session-f1', dayAgo(0, '01:00:00')], ['/news', 'visitor-ff', 'session-f1', dayAgo(2, '01:00:00')]);
      const kept = (await db.query(RETURNS_SQL)).rows;
      await db.query('SELECT rollups.rebuild_page_view_returns()');
      expect((await db.query(RETURNS_SQL)).rows).toEqual(kept);
      await expectEqualToRaw();
    });
  });

  describe.skipIf(!backend.available)('page_view_returns_daily and article_views', () => {
    let db: Database;

    beforeAll(async () => {
      db = await backend.migrated();
    }, 180_000);
    afterAll(() => backend.dispose(), 60_000);

    /**
     * The visitors and bounce rate over 1, 2, 30, 365 and some other windows equal the raw rows', and what the
     * triggers kept is what a rebuild from the raw rows makes (no count left at zero, none drifted).
     */
    async function expectEqualToRaw(): Promise<void> {
      await expectVisitorsEqualToRaw(db, [1, 2, 3, 7, 30, 31, 364, 365]);
      const kept = [(await db.query(DAYS_SQL)).rows, (await db.query(RETURNS_SQL)).rows];
      await db.query('SELECT rollups.rebuild_page_view_returns()');
      expect(kept).toEqual([(await db.query(DAYS_SQL)).rows, (await db.query(RETURNS_SQL)).rows]);
    }

    const today = new Date();
    const at = (daysAgo: number, minute: number) =>
      new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - daysAgo) + minute * 60_000).toISOString();

    /** Views in one INSERT statement: [path, visitor, session, at]. */
    async function add(views: [string, string, string, string][]): Promise<void> {
      const values = views.map((_, i) => `($${i * 4 + 1}, $${i * 4 + 2}, $${i * 4 + 3}, $${i * 4 + 4})`);
      await db.query(`INSERT INTO public.page_views (path, visitor_id, session_id, created_at) VALUES ${values.join(', ')}`, views.flat());
    }

    /** A deterministic stream in [0, 1) (mulberry32). */
    function random(seed: number): () => number {
      let state = seed;
      return () => {
        state = (state + 0x6d2b79f5) | 0;
        let t = Math.imul(state ^ (state >>> 15), 1 | state);
        t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
        return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
      };
    }

    test('counts returning visitors and sessions across midnight, their views inserted out of order', async () => {
      await expectEqualToRaw();
      const rnd = random(30);
      const gaps = [1, 1, 2, 3, 6, 7, 29, 30, 31, 200, 363, 364, 365, 366, 380];
      const views: [string, string, string, string][] = [];
      for (let visitor = 0; visitor < 14; visitor += 1) {
        let daysAgo = Math.floor(rnd() * 30);
        for (let visit = 0; visit < 6 && daysAgo <= 420; visit += 1) {
          const session = `session-r${visitor}-${visit}`;
          // Late in the day, so a session of several views may cross midnight.
          const start = 1_380 + Math.floor(rnd() * 50);
          const count = 1 + Math.floor(rnd() * 3);
          for (let view = 0; view < count; view += 1) {
            const path = rnd() < 0.1 ? '/admin/reports' : `/news/${Math.floor(rnd() * 5)}`;
            views.push([path, `visitor-r${visitor}`, session, at(daysAgo, start + view * 15)]);
          }
          daysAgo += gaps[Math.floor(rnd() * gaps.length)]!;
        }
      }
      // One session by two visitors (a session is its id, as the raw reading groups it).
      views.push(
        ['/events', 'visitor-rshared-1', 'session-rshared', at(4, 600)],
        ['/events', 'visitor-rshared-2', 'session-rshared', at(3, 600)],
      );
      // Shuffled, then in statements of 1 to 12 views: later days before earlier ones of the same visitor.
      for (let i = views.length - 1; i > 0; i -= 1) {
        const j = Math.floor(rnd() * (i + 1));
        [views[i], views[j]] = [views[j]!, views[i]!];
      }
      let batches = 0;
      for (let i = 0; i < views.length; batches += 1) {
        const size = 1 + Math.floor(rnd() * 12);
        await add(views.slice(i, i + size));
        i += size;
        if (batches % 4 === 0) await expectEqualToRaw();
      }
      await expectEqualToRaw();
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM rollups.page_view_returns_daily WHERE kind = 'visitor' AND prev_gap < 366`,
      );
      expect(rows[0]!.n).toBeGreaterThan(5);
    }, 120_000);

    test('a visit inserted between two others changes the next one’s gap, and removed gives it back', async () => {
      await add([['/', 'visitor-rbetween', 'session-rbetween-1', at(10, 60)]]);
      await add([['/', 'visitor-rbetween', 'session-rbetween-3', at(2, 60)]]);
      await expectEqualToRaw();
      // Over the last 7 days: one visitor-day whose previous day is 8 days before.
      const gap = () =>
        db.query<{ prev_gap: number }>(
          `SELECT prev_gap FROM rollups.page_view_returns_daily r
           WHERE kind = 'visitor' AND day = $1::date AND prev_gap IN (3, 8) ORDER BY prev_gap`,
          [at(2, 0).slice(0, 10)],
        );
      expect((await gap()).rows.map((row) => row.prev_gap)).toContain(8);
      await add([['/', 'visitor-rbetween', 'session-rbetween-2', at(5, 60)]]);
      await expectEqualToRaw();
      expect((await gap()).rows.map((row) => row.prev_gap)).toContain(3);
      await db.query(`DELETE FROM public.page_views WHERE session_id = 'session-rbetween-2'`);
      await expectEqualToRaw();
    });

    test('follows updates of the day, session, visitor and path, one view and many at once', async () => {
      await db.query(`UPDATE public.page_views SET created_at = created_at + interval '1 minute' WHERE visitor_id LIKE 'visitor-r%'`);
      await expectEqualToRaw();
      await db.query(
        `UPDATE public.page_views SET created_at = created_at - interval '3 days' WHERE visitor_id IN ('visitor-r1', 'visitor-r2')`,
      );
      await expectEqualToRaw();
      await db.query(`UPDATE public.page_views SET session_id = 'session-rmerged' WHERE session_id IN ('session-r3-0', 'session-r4-1')`);
      await db.query(`UPDATE public.page_views SET visitor_id = 'visitor-r5' WHERE visitor_id = 'visitor-r6'`);
      await expectEqualToRaw();
      await db.query(`UPDATE public.page_views SET path = '/console' WHERE visitor_id = 'visitor-r7' AND path LIKE '/news/%'`);
      await db.query(`UPDATE public.page_views SET path = '/news/9' WHERE path = '/admin/reports'`);
      await expectEqualToRaw();
      // Across midnight: the last minutes of each day to the next day, and back.
      await db.query(`UPDATE public.page_views SET created_at = created_at + interval '40 minutes'`);
      await expectEqualToRaw();
      await db.query(`UPDATE public.page_views SET created_at = created_at - interval '40 minutes'`);
      // An update of no counted column changes nothing.
      await db.query(`UPDATE public.page_views SET device = 'tablet'`);
      await expectEqualToRaw();
    }, 120_000);

    test('follows deletes: retention batches, a day between two others, one view of a session, everything', async () => {
      await db.query(`DELETE FROM public.page_views WHERE created_at < $1`, [at(370, 0)]);
      await expectEqualToRaw();
      await db.query(`DELETE FROM public.page_views WHERE created_at < $1`, [at(200, 0)]);
      await expectEqualToRaw();
      await db.query(
        `DELETE FROM public.page_views WHERE id IN (SELECT id FROM public.page_views WHERE session_id LIKE 'session-r%' ORDER BY id LIMIT 7)`,
      );
      await expectEqualToRaw();
      await db.query(`DELETE FROM public.page_views WHERE visitor_id = 'visitor-r0' AND created_at >= $1 AND created_at < $2`, [
        at(40, 0),
        at(10, 0),
      ]);
      await expectEqualToRaw();
      await db.query('DELETE FROM public.page_views');
      await expectEqualToRaw();
      expect((await db.query(RETURNS_SQL)).rows).toEqual([]);
      expect(await dailyAnalytics(db, 30)).toMatchObject({ totalUniqueVisitors: 0, avgBounceRate: 0 });
    }, 120_000);

    test('a statement of more than 1,000 key-days is counted as a small one is', async () => {
      // Up to 1,000 key-days (every page-view batch) run with the plans kept (rollups.change_few_page_view_days,
      // migration 1795305608500); more (a bulk update or delete) with plans made for their size: both give the rows.
      const views: [string, string, string, string][] = [];
      for (let i = 0; i < 700; i += 1)
        views.push([`/news/${i % 9}`, `visitor-bulk${i % 350}`, `session-bulk${i}`, at(i % 40, 600 + (i % 7))]);
      await add(views);
      await expectEqualToRaw();
      await db.query(`UPDATE public.page_views SET created_at = created_at - interval '1 day' WHERE visitor_id LIKE 'visitor-bulk%'`);
      await add([['/', 'visitor-bulk1', 'session-bulk-small', at(3, 0)]]);
      await expectEqualToRaw();
      await db.query(`DELETE FROM public.page_views WHERE visitor_id LIKE 'visitor-bulk%' AND session_id <> 'session-bulk-small'`);
      await expectEqualToRaw();
      await db.query('DELETE FROM public.page_views');
      expect((await db.query(RETURNS_SQL)).rows).toEqual([]);
    }, 120_000);

    test('the page-view roll-up runs no SQL built per call, and its small changes keep their plans', async () => {
      // Migration 1795305608500: a trigger function per operation in static SQL (planned once per session, not an
      // EXECUTE of a statement built each time), page_view_returns_of in PL/pgSQL (a SQL function with SET is planned
      // at every call), and a batch's change run with its generic plans.
      const { rows } = await db.query<{ tgname: string; proname: string; prosrc: string }>(
        `SELECT t.tgname, p.proname, p.prosrc FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid
         WHERE t.tgrelid = 'public.page_views'::regclass AND t.tgname LIKE 'page_views_returns_%' ORDER BY 1`,
      );
      expect(rows.map((row) => [row.tgname, row.proname])).toEqual([
        ['page_views_returns_delete', 'page_view_days_deleted'],
        ['page_views_returns_insert', 'page_view_days_inserted'],
        ['page_views_returns_update', 'page_view_days_updated'],
      ]);
      for (const row of rows) {
        expect(row.prosrc, row.proname).not.toMatch(/\bEXECUTE\b/i);
        expect(row.prosrc, row.proname).toContain('rollups.change_few_page_view_days(');
      }
      const functions = await db.query<{ proname: string; lanname: string; proconfig: string[] | null }>(
        `SELECT p.proname, l.lanname, p.proconfig FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang
         WHERE p.pronamespace = 'rollups'::regnamespace AND p.proname IN ('page_view_returns_of', 'change_few_page_view_days')
         ORDER BY 1`,
      );
      expect(functions.rows.map((row) => [row.proname, row.lanname])).toEqual([
        ['change_few_page_view_days', 'plpgsql'],
        ['page_view_returns_of', 'plpgsql'],
      ]);
      expect(functions.rows[0]!.proconfig).toContain('plan_cache_mode=force_generic_plan');
    });

    async function expectArticlesEqualToRaw(): Promise<void> {
      const raw = (await db.query(RAW_ARTICLE_ANALYTICS_SQL)).rows[0];
      expect(await articleAnalytics(db)).toEqual(raw);
      const ARTICLE_VIEWS_SQL = 'SELECT category_id, articles, views::int AS views FROM rollups.article_views ORDER BY 1';
      const kept = (await db.query(ARTICLE_VIEWS_SQL)).rows;
      await db.query('SELECT rollups.rebuild_article_views()');
      expect((await db.query(ARTICLE_VIEWS_SQL)).rows).toEqual(kept);
    }

    test('keeps the articles’ views per category through inserts, views, moves and deletes', async () => {
      await expectArticlesEqualToRaw();
      const [first, second, third] = [await insertCategory(db), await insertCategory(db), await insertCategory(db)];
      const a = await insertArticle(db, { category_id: first.id, views_count: 40 });
      const b = await insertArticle(db, { category_id: second.id, views_count: 3 });
      const c = await insertArticle(db, { category_id: null, views_count: 7 });
      await insertArticle(db, { category_id: third.id });
      await expectArticlesEqualToRaw();
      // Views one at a time, as functions/news/views.ts counts them.
      for (let i = 0; i < 3; i += 1) await db.query('UPDATE public.articles SET views_count = views_count + 1 WHERE id = $1', [b.id]);
      await db.query('UPDATE public.articles SET category_id = $1 WHERE id = $2', [third.id, a.id]);
      await db.query('UPDATE public.articles SET category_id = $1, views_count = views_count + 5 WHERE id = $2', [second.id, c.id]);
      await expectArticlesEqualToRaw();
      await db.query('UPDATE public.articles SET title = $1 WHERE id = $2', ['A title changed only', b.id]);
      await db.query('DELETE FROM public.articles WHERE id = $1', [b.id]);
      await expectArticlesEqualToRaw();
      // A category that goes leaves its articles without one (ON DELETE SET NULL).
      await db.query('DELETE FROM public.categories WHERE id = $1', [third.id]);
      await expectArticlesEqualToRaw();
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM rollups.article_views WHERE category_id = $1', [
        third.id,
      ]);
      expect(rows[0]!.n).toBe(0);
    });
  });
  describe.skipIf(!backend.available)('views per day, devices and top pages', () => {
    let db: Database;

    beforeAll(async () => {
      db = await backend.migrated();
    }, 180_000);
    afterAll(() => backend.dispose(), 60_000);

    const PAGES_SQL = `SELECT path, to_char(day, 'YYYY-MM-DD') AS day, views, title, title_at FROM rollups.page_views_pages_daily ORDER BY 1, 2`;
    const DEVICES_SQL = `SELECT to_char(day, 'YYYY-MM-DD') AS day, device, views FROM rollups.page_views_devices_daily ORDER BY 1, 2`;
    const PAGES_RAW_SQL = `
      SELECT rollups.page_path(path) AS path, to_char((created_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, count(*)::int AS views,
        (array_agg(title ORDER BY created_at DESC) FILTER (WHERE public.trim_space(title) <> ''))[1] AS title,
        max(created_at) FILTER (WHERE public.trim_space(title) <> '') AS title_at
      FROM public.page_views WHERE rollups.is_traffic(path) GROUP BY 1, 2 ORDER BY 1, 2`;
    const DEVICES_RAW_SQL = `
      SELECT to_char((created_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, device, count(*)::int AS views
      FROM public.page_views WHERE rollups.is_traffic(path) GROUP BY 1, 2 ORDER BY 1, 2`;

    /** The roll-ups' rows equal the raw views grouped the same way, and the dashboard's figures the raw ones. */
    async function expectEqualToRaw(): Promise<void> {
      expect((await db.query(PAGES_SQL)).rows).toEqual((await db.query(PAGES_RAW_SQL)).rows);
      expect((await db.query(DEVICES_SQL)).rows).toEqual((await db.query(DEVICES_RAW_SQL)).rows);
      for (const days of [1, 2, 30, 365]) {
        const { recentActivity, deviceBreakdown, topPages, totalViews } = await dailyAnalytics(db, days);
        const raw = (await db.query(RAW_TRAFFIC_SQL, [days, INTERNAL_PATHS])).rows[0];
        expect({ days, recentActivity, deviceBreakdown, topPages, totalViews }).toEqual({ days, ...raw });
      }
    }

    /**
     * Views in one statement: on each of the days `from`..`to` ago, page k (1..pages) of `prefix` gets `views(k, day)`
     * views (devices in turn, a title with each view's time, every fourth view with the lang parameter).
     */
    async function addDays(prefix: string, from: number, to: number, pages: number, views: string): Promise<void> {
      await db.query(
        `
        INSERT INTO public.page_views (path, title, device, created_at, visitor_id, session_id)
        SELECT '${prefix}' || k || CASE WHEN v % 4 = 0 THEN '?lang=zh' ELSE '' END, 'Page ' || k || ' at ' || v,
          (ARRAY['desktop', 'mobile', 'tablet'])[1 + (k + v) % 3],
          date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' - d * interval '1 day' + v * interval '1 second',
          'visitor-' || (k % 7), 'session-' || d || '-' || k
        FROM generate_series($1::int, $2::int) AS d, generate_series(1, $3::int) AS k,
          LATERAL generate_series(1, (${views})::int) AS v`,
        [from, to, pages],
      );
    }

    test(
      'equals the raw figures with skewed counts (the bound decides) and even ones (every page summed)',
      { timeout: 600_000 },
      async () => {
        await expectEqualToRaw();
        // More pages a day than the days' lists hold, a few taking most views: the lists' counts decide the top five.
        await addDays('/news/n', 0, 33, TOP_PAGES_PER_DAY + 5, '40 / k');
        await expectEqualToRaw();
        // Out of order: older days after newer ones, one a year ago, views on internal paths (not traffic).
        await addDays('/news/n', 200, 200, 3, '2');
        await addDays('/admin/p', 0, 3, 5, '100');
        await addDays('/blog/b', 400, 400, 3, '5');
        await expectEqualToRaw();
        // A page below every day's list that adds up over the month: summed exactly when it may reach the top five.
        await addDays('/steady/s', 0, 29, 1, '2 + d % 2');
        // Even counts over many pages: the bound decides nothing, every page of the window is summed.
        await addDays('/even/e', 0, 1, 3 * TOP_PAGES_PER_DAY, '70');
        await expectEqualToRaw();
      },
    );

    test(
      'follows updates and deletes: days, pages, devices, titles, retention batches; the rebuild gives the same rows',
      { timeout: 600_000 },
      async () => {
        await db.query(`UPDATE public.page_views SET created_at = created_at - interval '1 day' WHERE path LIKE '/even/e1%'`);
        await db.query(
          `UPDATE public.page_views SET device = 'mobile', path = '/news/n1', created_at = created_at + interval '500 milliseconds' WHERE path = '/news/n2' AND title LIKE '% at 1'`,
        );
        await db.query(`UPDATE public.page_views SET path = '/admin/moved' WHERE path LIKE '/news/n3%'`);
        await db.query(`UPDATE public.page_views SET title = 'Renamed' WHERE path = '/news/n4' AND title LIKE '% at 1'`);
        await expectEqualToRaw();
        // The view a page-day's title came from, a page's views on every day, then retention: all before a time.
        await db.query(`DELETE FROM public.page_views WHERE rollups.page_path(path) = '/news/n5' AND title = 'Page 5 at 12'`);
        await db.query(`DELETE FROM public.page_views WHERE path LIKE '/even/e%'`);
        await expectEqualToRaw();
        await db.query(`DELETE FROM public.page_views WHERE created_at < now() - interval '20 days'`);
        await expectEqualToRaw();
        const pages = (await db.query(PAGES_SQL)).rows;
        const devices = (await db.query(DEVICES_SQL)).rows;
        await db.query('SELECT rollups.rebuild_page_view_tops()');
        expect((await db.query(PAGES_SQL)).rows).toEqual(pages);
        expect((await db.query(DEVICES_SQL)).rows).toEqual(devices);
        await db.query('DELETE FROM public.page_views');
        await expectEqualToRaw();
        expect(await dailyAnalytics(db, 30)).toMatchObject({ deviceBreakdown: [], topPages: [], totalViews: 0 });
      },
    );
  });
});
