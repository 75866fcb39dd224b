-- The rebuild as migration 1795305608200 left it.
CREATE OR REPLACE FUNCTION rollups.rebuild_page_view_returns() RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  TRUNCATE rollups.page_view_returns_daily, rollups.page_view_days;
  ALTER TABLE rollups.page_view_days DROP CONSTRAINT page_view_days_pkey;
  INSERT INTO rollups.page_view_days (kind, key, day, views)
  WITH s AS (
    SELECT (created_at AT TIME ZONE 'UTC')::date AS day, session_id, visitor_id, count(*)::int AS views
    FROM public.page_views WHERE rollups.is_traffic(path)
    GROUP BY 1, 2, 3
  )
  SELECT 'visitor', visitor_id, day, sum(views)::int FROM s GROUP BY visitor_id, day
  UNION ALL
  SELECT 'session', session_id, day, sum(views)::int FROM s GROUP BY session_id, day;
  ALTER TABLE rollups.page_view_days ADD CONSTRAINT page_view_days_pkey PRIMARY KEY (kind, key, day);
  INSERT INTO rollups.page_view_returns_daily (kind, day, prev_gap, next_gap, single, count)
  SELECT kind, day, least(coalesce(day - prev_day, 366), 366)::smallint,
    (CASE WHEN single THEN least(coalesce(next_day - day, 366), 366) ELSE 0 END)::smallint, single, count(*)::int
  FROM (
    SELECT kind, day, kind = 'session' AND views = 1 AS single,
      lag(day) OVER (PARTITION BY kind, key ORDER BY day) AS prev_day,
      lead(day) OVER (PARTITION BY kind, key ORDER BY day) AS next_day
    FROM rollups.page_view_days
  ) d
  GROUP BY 1, 2, 3, 4, 5;
END
$$;

CREATE INDEX page_views_path_idx ON public.page_views (path);
CREATE INDEX page_views_session_idx ON public.page_views (session_id, created_at);
CREATE INDEX page_views_visitor_idx ON public.page_views (visitor_id);
