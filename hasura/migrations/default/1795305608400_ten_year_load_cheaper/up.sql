-- Issue 30: the ten-year data set loads in under 10 minutes (bench/data/load.mjs). Three indexes of public.page_views
-- that nothing reads are dropped, and the visitors' and sessions' roll-up rebuild after a bulk load sorts its rows
-- once instead of twice.
--
-- The indexes: each was built over every view (at full scale of the ten-year set 50,000,000 rows: about 100 CPU s
-- each for a bulk load's build, three of the load's most expensive steps) and written by every view recorded:
--   page_views_path_idx (path), page_views_session_idx (session_id, created_at), page_views_visitor_idx (visitor_id).
-- Their readers went with the dashboard's roll-ups (migrations 1795305607400 and 1795305607500: visitors, sessions,
-- bounce rate and top pages read rollups.*, kept by statement triggers that read the statement's rows, not the
-- table). What reads public.page_views now: retention (by created_at), a removed view's page-day title (by day:
-- created_at), the weekly digest's most read discussions (a week by created_at, then the path), the roll-up rebuilds
-- (the whole table) and the admins' count of rows. page_views_created_at_idx stays; no client document filters or
-- orders page views by path, session or visitor (server/test/db/query-plans.test.ts EXPLAINs every one).
DROP INDEX public.page_views_path_idx;
DROP INDEX public.page_views_session_idx;
DROP INDEX public.page_views_visitor_idx;

-- Each visitor's and session's days written in the order of their key, (kind, key, day): one sort of the rows, after
-- which the key's build and the window over each key's days find their input in order (a check of each row against
-- the one before instead of a sort of their own; at 1/10 of the ten-year set, CPU s: the key 8.9 to 1.1, the window
-- 7.6 to 4.7, the insert 10.9 to 16.6; the whole rebuild 27.6-29.8 to 21.6-22.5). Same rows.
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
  SELECT * FROM (
    SELECT 'visitor', visitor_id, day, sum(views)::int FROM s GROUP BY visitor_id, day
    UNION ALL
    SELECT 'session', session_id, day, sum(views)::int FROM s GROUP BY session_id, day
  ) days (kind, key, day, views)
  ORDER BY kind, key, day;
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
