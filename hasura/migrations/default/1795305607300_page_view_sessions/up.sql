-- Issue 30: the dashboard's visitors and bounce rate from a roll-up the database keeps, not from the window's raw
-- page views (distinct counts, which no daily sum of rollups.page_views_daily gives). rollups.page_view_sessions_daily
-- holds, per UTC day, session and visitor, the number of that day's views of the site's traffic (the paths of
-- rollups.internal_paths, the administrators' screens and the API console, left out as the dashboard leaves them
-- out). A window of days reads that many days of rows: its distinct visitors are the distinct visitor_id of its rows,
-- a session's views in it the sum of the session's rows (a session may cross midnight), so the figures equal the ones
-- the raw rows give (server/test/db/rollups.test.ts). Statement triggers on public.page_views keep it through
-- inserts, updates and deletes; this migration fills it from the rows there.

-- The paths (with everything under them) whose views are not the site's traffic: INTERNAL_PATHS in contract/routes.ts
-- (the roll-up test checks both lists are the same; change both, then SELECT rollups.rebuild_page_view_sessions_daily()).
CREATE FUNCTION rollups.internal_paths() RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ARRAY['/admin', '/write-article', '/admin/articles', '/admin/categories', '/admin/dashboard', '/admin/users',
    '/admin/events', '/admin/reports', '/admin/outbox', '/debug-admin', '/auth-test', '/image-test', '/image-upload-test',
    '/database-test', '/modal-test', '/update-categories', '/todos', '/console']
$$;

-- Whether a recorded path is the site's traffic (as functions/analytics tells: its part before '?' is none of the
-- internal paths nor under one).
CREATE FUNCTION rollups.is_traffic(path text) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT NOT EXISTS (
    SELECT 1 FROM unnest(rollups.internal_paths()) AS internal(path)
    WHERE split_part($1, '?', 1) = internal.path OR split_part($1, '?', 1) LIKE internal.path || '/%')
$$;

CREATE TABLE rollups.page_view_sessions_daily (
  day date NOT NULL,
  session_id text NOT NULL,
  visitor_id text NOT NULL,
  views integer NOT NULL CHECK (views > 0),
  -- A window's rows by day, read from the index alone (session and visitor are in it).
  PRIMARY KEY (day, session_id, visitor_id)
);

CREATE FUNCTION rollups.page_view_sessions_inserted() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  INSERT INTO rollups.page_view_sessions_daily AS r (day, session_id, visitor_id, views)
  SELECT (n.created_at AT TIME ZONE 'UTC')::date, n.session_id, n.visitor_id, count(*)::int
  FROM new_rows n
  WHERE rollups.is_traffic(n.path)
  GROUP BY 1, 2, 3
  ON CONFLICT (day, session_id, visitor_id) DO UPDATE SET views = r.views + excluded.views;
  RETURN NULL;
END
$$;

-- Removing: an emptied row goes, the others' counts shrink (one statement: the removed views grouped once, the
-- delete and the update each taking the rows the other leaves).
CREATE FUNCTION rollups.page_view_sessions_deleted() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  WITH d AS (
    SELECT (o.created_at AT TIME ZONE 'UTC')::date AS day, o.session_id, o.visitor_id, count(*)::int AS views
    FROM old_rows o WHERE rollups.is_traffic(o.path) GROUP BY 1, 2, 3
  ), emptied AS (
    DELETE FROM rollups.page_view_sessions_daily r USING d
    WHERE (r.day, r.session_id, r.visitor_id) = (d.day, d.session_id, d.visitor_id) AND r.views <= d.views
  )
  UPDATE rollups.page_view_sessions_daily r SET views = r.views - d.views
  FROM d
  WHERE (r.day, r.session_id, r.visitor_id) = (d.day, d.session_id, d.visitor_id) AND r.views > d.views;
  RETURN NULL;
END
$$;

CREATE TRIGGER page_views_sessions_insert AFTER INSERT ON public.page_views
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rollups.page_view_sessions_inserted();
CREATE TRIGGER page_views_sessions_delete AFTER DELETE ON public.page_views
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rollups.page_view_sessions_deleted();
-- An update takes its old rows away, then adds its new ones (triggers of one event fire in the order of their names).
CREATE TRIGGER page_views_sessions_update_1_remove AFTER UPDATE ON public.page_views
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rollups.page_view_sessions_deleted();
CREATE TRIGGER page_views_sessions_update_2_add AFTER UPDATE ON public.page_views
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rollups.page_view_sessions_inserted();

-- The roll-up made again from the views recorded: here, and after a bulk load with triggers off (bench/data/load.mjs).
CREATE FUNCTION rollups.rebuild_page_view_sessions_daily() RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
  DELETE FROM rollups.page_view_sessions_daily;
  INSERT INTO rollups.page_view_sessions_daily (day, session_id, visitor_id, views)
  SELECT (created_at AT TIME ZONE 'UTC')::date, session_id, visitor_id, count(*)::int
  FROM public.page_views
  WHERE rollups.is_traffic(path)
  GROUP BY 1, 2, 3;
$$;
SELECT rollups.rebuild_page_view_sessions_daily();

DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'chainpulse_app') THEN
    GRANT SELECT ON rollups.page_view_sessions_daily TO chainpulse_app;
  END IF;
END
$$;
