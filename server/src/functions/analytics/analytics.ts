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

// $1 = the number of days. Days are UTC calendar days; the window runs from the start of the first day to now.
// Every figure reads roll-ups the database keeps, so a visit reads the window's days, not the page views:
// views per day, device and page from rollups.page_views_daily (statement triggers on page_views: migration
// 1795305606400); visitors and sessions, distinct counts which no daily sum gives, from
// rollups.page_view_returns_daily (migration 1795305607400, which leaves the same internal paths out): per day, the
// visitor-days and session-days by the days since the key's previous day (prev_gap), so a key's first day in the
// window is a row with prev_gap > day - first_day; a session bounced when that day is its only one in the window
// (next_gap > today - day) and had one view (single). At most a few hundred rows a day, whatever the traffic.
const DAILY_ANALYTICS_SQL = `
WITH bounds AS (
  SELECT today - ($1::int - 1) AS first_day, today
  FROM (SELECT (now() AT TIME ZONE 'UTC')::date AS today) t
), rollup AS (
  -- A page in either language is one page: the roll-up's path is without the lang parameter (rollups.page_path,
  -- as functions/news/views.ts records paths now), so the list never shows one page once per language.
  SELECT r.day, r.path, r.device, r.views, r.title, r.title_at
  FROM rollups.page_views_daily r, bounds
  -- traffic: not an internal path (rollups.is_traffic, told when the row was written: migration 1795305607400).
  WHERE r.day BETWEEN bounds.first_day AND bounds.today AND r.traffic
), return_counts AS (
  SELECT
    coalesce(sum(r.count) FILTER (WHERE r.kind = 'visitor'), 0)::int AS visitors,
    coalesce(sum(r.count) FILTER (WHERE r.kind = 'session'), 0) AS sessions,
    coalesce(sum(r.count) FILTER (WHERE r.kind = 'session' AND r.single AND r.next_gap > bounds.today - r.day), 0) AS bounces
  FROM rollups.page_view_returns_daily r, bounds
  WHERE r.kind IN ('visitor', 'session') AND r.day BETWEEN bounds.first_day AND bounds.today
    AND r.prev_gap > r.day - bounds.first_day
), per_day AS (
  SELECT day, sum(views)::int AS views FROM rollup GROUP BY day
), device AS (
  SELECT device, sum(views)::int AS views FROM rollup GROUP BY device
), page AS (
  SELECT path, sum(views)::int AS views, (array_agg(title ORDER BY title_at DESC) FILTER (WHERE title_at IS NOT NULL))[1] AS title
  FROM rollup
  GROUP BY path
  ORDER BY views DESC, path
  LIMIT ${TOP_PAGES}
)
SELECT
  (SELECT json_agg(json_build_object('date', to_char(d.day, 'YYYY-MM-DD'), 'views', coalesce(per_day.views, 0)) ORDER BY d.day)
   FROM bounds, generate_series(bounds.first_day, bounds.today, interval '1 day') AS d(day)
   LEFT JOIN per_day ON per_day.day = d.day::date) AS "recentActivity",
  (SELECT visitors FROM return_counts) AS "totalUniqueVisitors",
  (SELECT coalesce(round(100.0 * bounces / nullif(sessions, 0), 1), 0)::float8 FROM return_counts) AS "avgBounceRate",
  coalesce((SELECT json_agg(json_build_object('device', device, 'count', views) ORDER BY views DESC, device) FROM device), '[]'::json)
    AS "deviceBreakdown",
  coalesce((SELECT json_agg(json_build_object('title', coalesce(title, path), 'url', path, 'views', views) ORDER BY views DESC, path) FROM page), '[]'::json)
    AS "topPages",
  (SELECT coalesce(sum(views), 0)::int FROM rollup) AS "totalViews",
  NULL::text AS error`;

/** The dashboard's traffic figures over the last `days` days (1..365, checked by the caller), in one SQL statement. */
export async function dailyAnalytics(db: Queryable, days: number): Promise<DailyAnalytics> {
  const { rows } = await db.query<DailyAnalytics>(DAILY_ANALYTICS_SQL, [days]);
  return rows[0]!;
}
