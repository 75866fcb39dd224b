-- Back to rollups.page_views_daily as migrations 1795305606400 and 1795305607400 left it (its traffic column
-- included), kept by its statement triggers and filled from the page views there.
CREATE TABLE rollups.page_views_daily (
  day date NOT NULL,
  path text NOT NULL,
  device text NOT NULL,
  views integer NOT NULL CHECK (views > 0),
  -- The latest non-blank title of the group's views and when it was recorded (null: none had one).
  title text,
  title_at timestamptz,
  PRIMARY KEY (day, path, device)
);
ALTER TABLE rollups.page_views_daily ADD COLUMN traffic boolean GENERATED ALWAYS AS (rollups.is_traffic(path)) STORED;

-- The trigger functions read the statement's transition tables (new_rows, old_rows). Adding: each group's count
-- grows and its title becomes the added one when newer.
CREATE FUNCTION rollups.page_views_inserted() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  INSERT INTO rollups.page_views_daily AS r (day, path, device, views, title, title_at)
  SELECT day, path, device, count(*)::int,
    (array_agg(title ORDER BY created_at DESC) FILTER (WHERE public.trim_space(title) <> ''))[1],
    max(created_at) FILTER (WHERE public.trim_space(title) <> '')
  FROM (
    SELECT (n.created_at AT TIME ZONE 'UTC')::date AS day, rollups.page_path(n.path) AS path, n.device, n.title, n.created_at
    FROM new_rows n
  ) added
  GROUP BY day, path, device
  ON CONFLICT (day, path, device) DO UPDATE SET
    views = r.views + excluded.views,
    title = CASE WHEN excluded.title_at >= r.title_at OR r.title_at IS NULL AND excluded.title_at IS NOT NULL THEN excluded.title ELSE r.title END,
    title_at = CASE WHEN excluded.title_at >= r.title_at OR r.title_at IS NULL THEN coalesce(excluded.title_at, r.title_at) ELSE r.title_at END;
  RETURN NULL;
END
$$;

-- Removing: an emptied group goes, the others' counts shrink, and a group that lost the view its title came from
-- takes the latest title among the views it has left (that day's rows, by page_views_created_at_idx).
CREATE FUNCTION rollups.page_views_deleted() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  CREATE TEMP TABLE IF NOT EXISTS rollups_removed (day date, path text, device text, views int, title_at timestamptz) ON COMMIT DROP;
  DELETE FROM rollups_removed;
  INSERT INTO rollups_removed
  SELECT (o.created_at AT TIME ZONE 'UTC')::date, rollups.page_path(o.path), o.device, count(*)::int,
    max(o.created_at) FILTER (WHERE public.trim_space(o.title) <> '')
  FROM old_rows o
  GROUP BY 1, 2, 3;
  DELETE FROM rollups.page_views_daily r USING rollups_removed d
   WHERE (r.day, r.path, r.device) = (d.day, d.path, d.device) AND r.views <= d.views;
  UPDATE rollups.page_views_daily r SET views = r.views - d.views
    FROM rollups_removed d WHERE (r.day, r.path, r.device) = (d.day, d.path, d.device);
  UPDATE rollups.page_views_daily r SET (title, title_at) = (
      SELECT pv.title, pv.created_at FROM public.page_views pv
       WHERE pv.created_at >= (r.day::timestamp AT TIME ZONE 'UTC') AND pv.created_at < ((r.day + 1)::timestamp AT TIME ZONE 'UTC')
         AND rollups.page_path(pv.path) = r.path AND pv.device = r.device AND public.trim_space(pv.title) <> ''
       ORDER BY pv.created_at DESC LIMIT 1)
    FROM rollups_removed d
   WHERE (r.day, r.path, r.device) = (d.day, d.path, d.device) AND d.title_at >= r.title_at;
  RETURN NULL;
END
$$;

CREATE TRIGGER page_views_rollup_insert AFTER INSERT ON public.page_views
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rollups.page_views_inserted();
CREATE TRIGGER page_views_rollup_delete AFTER DELETE ON public.page_views
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rollups.page_views_deleted();
-- An update takes its old rows away, then adds its new ones (triggers of one event fire in the order of their names).
CREATE TRIGGER page_views_rollup_update_1_remove AFTER UPDATE ON public.page_views
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rollups.page_views_deleted();
CREATE TRIGGER page_views_rollup_update_2_add AFTER UPDATE ON public.page_views
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rollups.page_views_inserted();

-- The roll-up made again from the views recorded: here, and after a bulk load with triggers off (bench/data/load.mjs).
CREATE FUNCTION rollups.rebuild_page_views_daily() RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
  DELETE FROM rollups.page_views_daily;
  INSERT INTO rollups.page_views_daily (day, path, device, views, title, title_at)
  SELECT day, path, device, count(*)::int,
    (array_agg(title ORDER BY created_at DESC) FILTER (WHERE public.trim_space(title) <> ''))[1],
    max(created_at) FILTER (WHERE public.trim_space(title) <> '')
  FROM (
    SELECT (created_at AT TIME ZONE 'UTC')::date AS day, rollups.page_path(path) AS path, device, title, created_at
    FROM public.page_views
  ) v
  GROUP BY day, path, device;
$$;
SELECT rollups.rebuild_page_views_daily();

-- The site's server reads the roll-ups (security.grant_service_roles for the other schemas).
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'chainpulse_app') THEN
    GRANT USAGE ON SCHEMA rollups TO chainpulse_app;
    GRANT SELECT ON rollups.page_views_daily TO chainpulse_app;
  END IF;
END
$$;
