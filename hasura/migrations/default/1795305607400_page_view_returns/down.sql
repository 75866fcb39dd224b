-- The views per UTC day, session and visitor (as migration 1795305607300 made them), filled again.
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
DROP FUNCTION rollups.rebuild_article_views();
DROP TRIGGER articles_views_update ON public.articles;
DROP TRIGGER articles_views_insert_delete ON public.articles;
DROP FUNCTION rollups.article_views_written();
DROP TABLE rollups.article_views;
ALTER TABLE rollups.page_views_daily DROP COLUMN traffic;
DROP FUNCTION rollups.rebuild_page_view_returns();
DROP TRIGGER page_views_returns_update ON public.page_views;
DROP TRIGGER page_views_returns_delete ON public.page_views;
DROP TRIGGER page_views_returns_insert ON public.page_views;
DROP FUNCTION rollups.page_view_days_written();
DROP FUNCTION rollups.change_page_view_days(text[], text[], date[], integer[]);
DROP FUNCTION rollups.page_view_returns_of(text[], text[], date[]);
DROP TABLE rollups.page_view_returns_daily;
DROP TABLE rollups.page_view_days;
