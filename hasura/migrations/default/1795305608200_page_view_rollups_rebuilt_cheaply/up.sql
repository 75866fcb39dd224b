-- Issue 30: the page-view roll-ups rebuilt after a bulk load (bench/data/load.mjs) at a cost the ten-year data set
-- can pay, with the same rows as before.
--
-- rollups.is_traffic ran a subquery over the 18 internal paths for every row (about 5.5 us a page view; three
-- passes over the page views per load). It is now one expression the planner inlines into its caller, its arrays
-- IMMUTABLE functions of no argument (folded when a statement is planned): a path whose first segment (before '?')
-- is no internal path's (nearly every one: a hashed = ANY, about 0.1 us) is traffic at once; the others are compared
-- with the internal paths (a hashed = ANY) and their subpaths (LIKE ANY of their '/%' patterns). Same answer for
-- every path, NULL included, as long as every internal path starts with '/' and holds no LIKE wildcard ('%', '_',
-- '\'): then a path equal to one or under it has its first segment (server/test/db/rollups.test.ts checks both).
CREATE FUNCTION rollups.internal_path_prefixes() RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_agg(internal.path || '/%' ORDER BY internal.path) FROM unnest(rollups.internal_paths()) AS internal(path)
$$;

CREATE FUNCTION rollups.internal_path_heads() RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_agg(DISTINCT split_part(internal.path, '/', 2)) FROM unnest(rollups.internal_paths()) AS internal(path)
$$;

CREATE OR REPLACE FUNCTION rollups.is_traffic(path text) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN split_part(split_part($1, '?', 1), '/', 2) = ANY (rollups.internal_path_heads())
    THEN coalesce(NOT (split_part($1, '?', 1) = ANY (rollups.internal_paths())
      OR split_part($1, '?', 1) LIKE ANY (rollups.internal_path_prefixes())), true)
    ELSE true END
$$;

-- The dashboard's page of a recorded path, as before; a path without 'lang=' and without a trailing '?' or '&' (nearly
-- every one) is its own page without the two regular expressions. Inlined as well.
CREATE OR REPLACE FUNCTION rollups.page_path(path text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN strpos($1, 'lang=') = 0 AND right($1, 1) NOT IN ('?', '&') THEN $1
    ELSE regexp_replace(regexp_replace($1, '([?&])lang=[^&#]*(&|$)', '\1'), '[?&]$', '') END
$$;

-- The rebuilds empty their tables by TRUNCATE and write the large ones without their keys and indexes, which are
-- built after the rows (one sorted build instead of a random insert per row into a text key). Each visitor's and
-- session's days come from one grouping of the views by day, session and visitor, then by visitor and by session
-- (the same sums whatever the rows; fewer rows to group than a row per view and kind, a session's views being one
-- visitor's). TRUNCATE and the key's drop lock each table against its readers until the rebuild commits (DELETE let
-- them read the old rows meanwhile): a rebuild is a bulk load's step, run before the server starts
-- (bench/data/load.mjs), or a repair.
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

CREATE OR REPLACE FUNCTION rollups.rebuild_page_view_tops() RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  TRUNCATE rollups.page_views_devices_daily, rollups.page_views_pages_daily;
  INSERT INTO rollups.page_views_devices_daily (day, device, views)
  SELECT (created_at AT TIME ZONE 'UTC')::date, device, count(*)::int
  FROM public.page_views WHERE rollups.is_traffic(path)
  GROUP BY 1, 2;
  DROP INDEX rollups.page_views_pages_daily_day_views_idx;
  ALTER TABLE rollups.page_views_pages_daily DROP CONSTRAINT page_views_pages_daily_pkey;
  INSERT INTO rollups.page_views_pages_daily (path, day, views, title, title_at)
  SELECT path, day, count(*)::int,
    (array_agg(title ORDER BY created_at DESC) FILTER (WHERE public.trim_space(title) <> ''))[1],
    max(created_at) FILTER (WHERE public.trim_space(title) <> '')
  FROM (
    SELECT (created_at AT TIME ZONE 'UTC')::date AS day, rollups.page_path(path) AS path, title, created_at
    FROM public.page_views WHERE rollups.is_traffic(path)
  ) v
  GROUP BY path, day;
  ALTER TABLE rollups.page_views_pages_daily ADD CONSTRAINT page_views_pages_daily_pkey PRIMARY KEY (path, day);
  CREATE INDEX page_views_pages_daily_day_views_idx ON rollups.page_views_pages_daily (day, views DESC);
END
$$;
