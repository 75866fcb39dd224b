import type { Queryable } from '../../db/types.ts';

/** The action's ArticleAnalytics: views over all articles, and the 5 categories whose articles have most views. */
export interface ArticleAnalytics {
  totalViews: number;
  /** count = the sum of the views of the category's articles. */
  topCategories: { name: string; count: number }[];
}

/** The action's DailyAnalytics over the last `days` UTC calendar days, today included. */
export interface DailyAnalytics {
  recentActivity: { date: string; views: number }[];
  totalUniqueVisitors: number;
  /** Percent (one decimal) of the window's sessions that have exactly one page view. */
  avgBounceRate: number;
  deviceBreakdown: { device: string; count: number }[];
  topPages: { title: string; url: string; views: number }[];
  totalViews: number;
  error: string | null;
}

/** The action's ContentTotals: the community's figures on the dashboard. */
export interface ContentTotals {
  /** Member accounts (user_profiles). */
  members: number;
  /** Published blog posts. */
  blogPosts: number;
  /** Discussions and discussion comments, hidden ones included. */
  discussions: number;
  comments: number;
}

// max: rollups.page_view_returns_daily caps the days since a previous visit at 366, which answers windows of up to 366 days.
export const DAYS_RANGE = { min: 1, max: 365, default: 30 } as const;
export const TOP_CATEGORIES = 5;
export const TOP_PAGES = 5;

// The views per category the database keeps (rollups.article_views, by row triggers on public.articles: migration
// 1795305607400), not a sum over the articles: a row per category however many articles there are.
const ARTICLE_ANALYTICS_SQL = `
SELECT
  (SELECT coalesce(sum(views), 0)::int FROM rollups.article_views) AS "totalViews",
  coalesce((
    SELECT json_agg(json_build_object('name', top.name, 'count', top.views) ORDER BY top.views DESC, top.name)
    FROM (
      SELECT c.name, r.views::int AS views
      FROM rollups.article_views r JOIN public.categories c ON c.id = r.category_id
      ORDER BY views DESC, c.name
      LIMIT ${TOP_CATEGORIES}
    ) top
  ), '[]'::json) AS "topCategories"`;

/** Totals for the dashboard's article cards, in one SQL statement. */
export async function articleAnalytics(db: Queryable): Promise<ArticleAnalytics> {
  const { rows } = await db.query<ArticleAnalytics>(ARTICLE_ANALYTICS_SQL);
  return rows[0]!;
}

// The sums of the daily counts the database keeps (rollups.content_daily, by statement triggers on the four tables:
// migration 1795305606610), not counts of the tables: a few thousand rows however large the site grows.
const CONTENT_TOTALS_SQL = `
SELECT
  coalesce(sum(count) FILTER (WHERE kind = 'sign_ups'), 0)::int AS members,
  coalesce(sum(count) FILTER (WHERE kind = 'blog_posts'), 0)::int AS "blogPosts",
  coalesce(sum(count) FILTER (WHERE kind = 'discussions'), 0)::int AS discussions,
  coalesce(sum(count) FILTER (WHERE kind = 'comments'), 0)::int AS comments
FROM rollups.content_daily`;

/** The dashboard's community totals, in one SQL statement. */
export async function contentTotals(db: Queryable): Promise<ContentTotals> {
  const { rows } = await db.query<ContentTotals>(CONTENT_TOTALS_SQL);
  return rows[0]!;
}

// The pages read of each day of the window for the top list (see DAILY_ANALYTICS_SQL).
export const TOP_PAGES_PER_DAY = 25;

// $1 = the number of days. Days are UTC calendar days; the window runs from the start of the first day to now.
// Every figure reads roll-ups the database keeps, so a visit reads the window's days, not the page views:
// views per day and device from rollups.page_views_devices_daily, pages from rollups.page_views_pages_daily (statement
// triggers on page_views: migration 1795305607500; the site's traffic only, rollups.is_traffic); visitors and
// sessions, distinct counts which no daily sum gives, from rollups.page_view_returns_daily (migration 1795305607400,
// which leaves the same internal paths out): per day, the visitor-days and session-days by the days since the key's
// previous day (prev_gap), so a key's first day in the window is a row with prev_gap > day - first_day; a session
// bounced when that day is its only one in the window (next_gap > today - day) and had one view (single).
// The top pages, exactly, without summing every page of the window: each day's ${TOP_PAGES_PER_DAY} most viewed pages
// (listed) are read by index; a day that lists that many has a threshold, its last count (else 0: every page of the
// day is listed). A page never listed has at most bound = the sum of the thresholds; a listed page has at least its
// listed views (lower) and at most lower + the thresholds of the days it is not listed on (upper). The pages whose
// upper reaches the fifth largest lower are summed exactly by (path, day); their top five is the window's when its
// fifth total is over the bound (or the bound is 0). Otherwise (a window whose pages are all about as viewed) every
// page of the window is summed, as before: exact either way, and a bounded read whenever the counts are skewed.
const DAILY_ANALYTICS_SQL = `
WITH bounds AS (
  SELECT today - ($1::int - 1) AS first_day, today
  FROM (SELECT (now() AT TIME ZONE 'UTC')::date AS today) t
), device_day AS (
  SELECT r.day, r.device, r.views
  FROM rollups.page_views_devices_daily r, bounds
  WHERE r.day BETWEEN bounds.first_day AND bounds.today
), listed AS (
  -- A page in either language is one page: the roll-up's path is without the lang parameter (rollups.page_path).
  SELECT d.day::date AS day, t.path, t.views
  FROM bounds, generate_series(bounds.first_day, bounds.today, interval '1 day') AS d(day)
  CROSS JOIN LATERAL (
    SELECT p.path, p.views FROM rollups.page_views_pages_daily p
    WHERE p.day = d.day::date ORDER BY p.views DESC LIMIT ${TOP_PAGES_PER_DAY}
  ) t
), threshold AS (
  SELECT day, CASE WHEN count(*) = ${TOP_PAGES_PER_DAY} THEN min(views) ELSE 0 END AS views FROM listed GROUP BY day
), bound AS (
  SELECT coalesce(sum(views), 0) AS views FROM threshold
), candidate AS (
  SELECT l.path, sum(l.views) AS lower, sum(l.views) + (SELECT views FROM bound) - sum(t.views) AS upper
  FROM listed l JOIN threshold t USING (day)
  GROUP BY l.path
), summed AS (
  SELECT c.path, sum(p.views)::int AS views
  FROM candidate c
  JOIN rollups.page_views_pages_daily p ON p.path = c.path, bounds
  WHERE p.day BETWEEN bounds.first_day AND bounds.today
    AND c.upper >= coalesce((SELECT lower FROM candidate ORDER BY lower DESC LIMIT 1 OFFSET ${TOP_PAGES - 1}), 0)
  GROUP BY c.path
  ORDER BY views DESC, c.path
  LIMIT ${TOP_PAGES}
), decided AS (
  SELECT (SELECT views FROM bound) = 0
    OR (SELECT count(*) = ${TOP_PAGES} AND min(views) > (SELECT views FROM bound) FROM summed) AS exact
), page AS (
  SELECT path, views FROM summed WHERE (SELECT exact FROM decided)
  UNION ALL
  SELECT * FROM (
    SELECT p.path, sum(p.views)::int AS views
    FROM rollups.page_views_pages_daily p, bounds
    WHERE p.day BETWEEN bounds.first_day AND bounds.today
    GROUP BY p.path
    ORDER BY views DESC, p.path
    LIMIT ${TOP_PAGES}
  ) every_page
  WHERE NOT (SELECT exact FROM decided)
), titled AS (
  -- The latest non-blank title of the page's views in the window (its days' rows, by (path, day)).
  SELECT page.path, page.views, (
    SELECT p.title FROM rollups.page_views_pages_daily p, bounds
    WHERE p.path = page.path AND p.day BETWEEN bounds.first_day AND bounds.today AND p.title_at IS NOT NULL
    ORDER BY p.title_at DESC LIMIT 1) AS title
  FROM page
), return_counts AS (
  SELECT
    coalesce(sum(r.count) FILTER (WHERE r.kind = 'visitor'), 0)::int AS visitors,
    coalesce(sum(r.count) FILTER (WHERE r.kind = 'session'), 0) AS sessions,
    coalesce(sum(r.count) FILTER (WHERE r.kind = 'session' AND r.single AND r.next_gap > bounds.today - r.day), 0) AS bounces
  FROM rollups.page_view_returns_daily r, bounds
  WHERE r.kind IN ('visitor', 'session') AND r.day BETWEEN bounds.first_day AND bounds.today
    AND r.prev_gap > r.day - bounds.first_day
), per_day AS (
  SELECT day, sum(views)::int AS views FROM device_day GROUP BY day
), device AS (
  SELECT device, sum(views)::int AS views FROM device_day GROUP BY device
)
SELECT
  (SELECT json_agg(json_build_object('date', to_char(d.day, 'YYYY-MM-DD'), 'views', coalesce(per_day.views, 0)) ORDER BY d.day)
   FROM bounds, generate_series(bounds.first_day, bounds.today, interval '1 day') AS d(day)
   LEFT JOIN per_day ON per_day.day = d.day::date) AS "recentActivity",
  (SELECT visitors FROM return_counts) AS "totalUniqueVisitors",
  (SELECT coalesce(round(100.0 * bounces / nullif(sessions, 0), 1), 0)::float8 FROM return_counts) AS "avgBounceRate",
  coalesce((SELECT json_agg(json_build_object('device', device, 'count', views) ORDER BY views DESC, device) FROM device), '[]'::json)
    AS "deviceBreakdown",
  coalesce((SELECT json_agg(json_build_object('title', coalesce(title, path), 'url', path, 'views', views) ORDER BY views DESC, path) FROM titled), '[]'::json)
    AS "topPages",
  (SELECT coalesce(sum(views), 0)::int FROM device_day) AS "totalViews",
  NULL::text AS error`;

/** The dashboard's traffic figures over the last `days` days (1..365, checked by the caller), in one SQL statement. */
export async function dailyAnalytics(db: Queryable, days: number): Promise<DailyAnalytics> {
  const { rows } = await db.query<DailyAnalytics>(DAILY_ANALYTICS_SQL, [days]);
  return rows[0]!;
}
