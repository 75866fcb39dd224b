CREATE OR REPLACE FUNCTION rollups.rebuild_page_view_tops() RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
  DELETE FROM rollups.page_views_devices_daily;
  DELETE FROM rollups.page_views_pages_daily;
  INSERT INTO rollups.page_views_devices_daily (day, device, views)
  SELECT (created_at AT TIME ZONE 'UTC')::date, device, count(*)::int
  FROM public.page_views WHERE rollups.is_traffic(path)
  GROUP BY 1, 2;
  INSERT INTO rollups.page_views_pages_daily (path, day, views, title, title_at)
  SELECT path, day, count(*)::int,
    (array_agg(title ORDER BY created_at DESC) FILTER (WHERE public.trim_space(title) <> ''))[1],
    max(created_at) FILTER (WHERE public.trim_space(title) <> '')
  FROM (
    SELECT (created_at AT TIME ZONE 'UTC')::date AS day, rollups.page_path(path) AS path, title, created_at
    FROM public.page_views WHERE rollups.is_traffic(path)
  ) v
  GROUP BY path, day;
$$;

CREATE OR REPLACE FUNCTION rollups.rebuild_page_view_returns() RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
  DELETE FROM rollups.page_view_returns_daily;
  DELETE FROM rollups.page_view_days;
  INSERT INTO rollups.page_view_days (kind, key, day, views)
  SELECT k.kind, k.key, (pv.created_at AT TIME ZONE 'UTC')::date, count(*)::int
  FROM public.page_views pv CROSS JOIN LATERAL (VALUES ('visitor', pv.visitor_id), ('session', pv.session_id)) AS k(kind, key)
  WHERE rollups.is_traffic(pv.path)
  GROUP BY 1, 2, 3;
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
$$;

CREATE OR REPLACE FUNCTION rollups.page_path(path text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(regexp_replace(path, '([?&])lang=[^&#]*(&|$)', '\1'), '[?&]$', '')
$$;

CREATE OR REPLACE FUNCTION rollups.is_traffic(path text) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT NOT EXISTS (
    SELECT 1 FROM unnest(rollups.internal_paths()) AS internal(path)
    WHERE split_part($1, '?', 1) = internal.path OR split_part($1, '?', 1) LIKE internal.path || '/%')
$$;

DROP FUNCTION rollups.internal_path_heads();
DROP FUNCTION rollups.internal_path_prefixes();
