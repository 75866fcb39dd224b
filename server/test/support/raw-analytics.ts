// The dashboard's visitors and bounce rate over the last $1 days counted from the raw page views ($2: the internal
// paths, left out), as the dashboard read them before the roll-ups (migrations 1795305607300, 1795305607400):
// the roll-up test holds the dashboard's figures equal to these, and bench/dashboard.ts times them as the cost before.
export const RAW_VISITORS_SQL = `
  WITH bounds AS (SELECT (now() AT TIME ZONE 'UTC')::date - ($1::int - 1) AS first_day, (now() AT TIME ZONE 'UTC')::date AS today),
  view AS (
    SELECT pv.visitor_id, pv.session_id FROM public.page_views pv, bounds
    WHERE pv.created_at >= (bounds.first_day::timestamp AT TIME ZONE 'UTC')
      AND pv.created_at < ((bounds.today + 1)::timestamp AT TIME ZONE 'UTC')
      AND NOT EXISTS (SELECT 1 FROM unnest($2::text[]) AS internal(path)
        WHERE split_part(pv.path, '?', 1) = internal.path OR split_part(pv.path, '?', 1) LIKE internal.path || '/%')
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
