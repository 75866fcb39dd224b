// The last $1 UTC days, today included, and a raw view's test (pv) of being in them and the site's traffic ($2: the
// internal paths, left out), as both raw readings below count.
const WINDOW = `WITH bounds AS (SELECT (now() AT TIME ZONE 'UTC')::date - ($1::int - 1) AS first_day, (now() AT TIME ZONE 'UTC')::date AS today),`;
const IN_WINDOW_TRAFFIC = `WHERE pv.created_at >= (bounds.first_day::timestamp AT TIME ZONE 'UTC')
      AND pv.created_at < ((bounds.today + 1)::timestamp AT TIME ZONE 'UTC')
      AND NOT EXISTS (SELECT 1 FROM unnest($2::text[]) AS internal(path)
        WHERE split_part(pv.path, '?', 1) = internal.path OR split_part(pv.path, '?', 1) LIKE internal.path || '/%')`;

// The dashboard's visitors and bounce rate over the last $1 days counted from the raw page views ($2: the internal
// paths, left out), as the dashboard read them before the roll-ups (migrations 1795305607300, 1795305607400):
// the roll-up test holds the dashboard's figures equal to these, and bench/dashboard.ts times them as the cost before.
export const RAW_VISITORS_SQL = `
  ${WINDOW}
  view AS (
    SELECT pv.visitor_id, pv.session_id FROM public.page_views pv, bounds
    ${IN_WINDOW_TRAFFIC}
  ), session AS (SELECT count(*) AS views FROM view GROUP BY session_id)
  SELECT (SELECT count(DISTINCT visitor_id)::int FROM view) AS "totalUniqueVisitors",
    (SELECT coalesce(round(100.0 * count(*) FILTER (WHERE views = 1) / nullif(count(*), 0), 1), 0)::float8 FROM session) AS "avgBounceRate"`;

// The dashboard's article totals summed over every article, as the dashboard read them before rollups.article_views
// (migration 1795305607400): the roll-up test holds articleAnalytics equal to it, bench/dashboard.ts times it.
export const RAW_ARTICLE_ANALYTICS_SQL = `
  SELECT (SELECT coalesce(sum(views_count), 0)::int FROM public.articles) AS "totalViews",
    coalesce((
      SELECT json_agg(json_build_object('name', top.name, 'count', top.views) ORDER BY top.views DESC, top.name)
      FROM (
        SELECT c.name, sum(a.views_count)::int AS views
        FROM public.articles a JOIN public.categories c ON c.id = a.category_id
        GROUP BY c.id, c.name ORDER BY views DESC, c.name LIMIT 5
      ) top
    ), '[]'::json) AS "topCategories"`;

// The dashboard's views per day, devices, top pages and total over the last $1 days counted from the raw page views
// ($2: the internal paths, left out; a page's lang parameter left out, as rollups.page_path does), as the dashboard
// read them before the roll-ups: the roll-up test holds dailyAnalytics equal to it (migration 1795305607500), and
// bench/dashboard.ts checks its figures against it.
export const RAW_TRAFFIC_SQL = `
  ${WINDOW}
  view AS (
    SELECT (pv.created_at AT TIME ZONE 'UTC')::date AS day, rollups.page_path(pv.path) AS path, pv.device, pv.title, pv.created_at
    FROM public.page_views pv, bounds
    ${IN_WINDOW_TRAFFIC}
  ), per_day AS (SELECT day, count(*)::int AS views FROM view GROUP BY day)
  SELECT
    (SELECT json_agg(json_build_object('date', to_char(d.day, 'YYYY-MM-DD'), 'views', coalesce(per_day.views, 0)) ORDER BY d.day)
     FROM bounds, generate_series(bounds.first_day, bounds.today, interval '1 day') AS d(day)
     LEFT JOIN per_day ON per_day.day = d.day::date) AS "recentActivity",
    coalesce((SELECT json_agg(json_build_object('device', device, 'count', views) ORDER BY views DESC, device)
      FROM (SELECT device, count(*)::int AS views FROM view GROUP BY device) device), '[]'::json) AS "deviceBreakdown",
    coalesce((SELECT json_agg(json_build_object('title', coalesce(title, path), 'url', path, 'views', views) ORDER BY views DESC, path)
      FROM (
        SELECT path, count(*)::int AS views,
          (array_agg(title ORDER BY created_at DESC) FILTER (WHERE public.trim_space(title) <> ''))[1] AS title
        FROM view GROUP BY path ORDER BY views DESC, path LIMIT 5
      ) page), '[]'::json) AS "topPages",
    (SELECT count(*)::int FROM view) AS "totalViews"`;
