-- Issue 30: the dashboard's views per day, devices and top pages from roll-ups whose window rows do not grow with the
-- traffic. Both hold the site's traffic only (rollups.is_traffic), as the dashboard counts it:
--   rollups.page_views_devices_daily: per UTC day and device, the views (a few rows a day): the views per day, the
--   device split and the total of a window;
--   rollups.page_views_pages_daily: per UTC day and page (rollups.page_path), the views and the latest non-blank
--   title. The top pages of a window read each day's K most viewed pages by (day, views) and the exact totals of
--   the pages that can still be in the top list by (path, day); functions/analytics proves the list exact from the
--   days' K-th counts (a page listed on no day has at most their sum) and sums every page of the window only when
--   that bound does not decide.
-- Statement triggers on public.page_views (insert, delete, update: old rows out, then new rows in) keep both equal to
-- the raw rows (server/test/db/rollups.test.ts).
CREATE TABLE rollups.page_views_devices_daily (
  day date NOT NULL,
  device text NOT NULL,
  views integer NOT NULL CHECK (views >= 0),
  PRIMARY KEY (day, device)
);

CREATE TABLE rollups.page_views_pages_daily (
  path text NOT NULL,
  day date NOT NULL,
  views integer NOT NULL CHECK (views >= 0),
  -- The latest non-blank title of the page's views that day and when it was recorded (null: none had one).
  title text,
  title_at timestamptz,
  -- A page's days of a window, read by key (its exact total, its title).
  PRIMARY KEY (path, day)
);
-- A day's most viewed pages, read in order.
CREATE INDEX page_views_pages_daily_day_views_idx ON rollups.page_views_pages_daily (day, views DESC);

-- Adding: each group's count grows, a page's title becomes the added one when newer.
CREATE FUNCTION rollups.page_view_tops_added() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  INSERT INTO rollups.page_views_devices_daily AS r (day, device, views)
  SELECT (n.created_at AT TIME ZONE 'UTC')::date, n.device, count(*)::int
  FROM new_rows n WHERE rollups.is_traffic(n.path)
  GROUP BY 1, 2
  ON CONFLICT (day, device) DO UPDATE SET views = r.views + excluded.views;

  INSERT INTO rollups.page_views_pages_daily AS r (path, day, views, title, title_at)
  SELECT path, day, count(*)::int,
    (array_agg(title ORDER BY created_at DESC) FILTER (WHERE public.trim_space(title) <> ''))[1],
    max(created_at) FILTER (WHERE public.trim_space(title) <> '')
  FROM (
    SELECT (n.created_at AT TIME ZONE 'UTC')::date AS day, rollups.page_path(n.path) AS path, n.title, n.created_at
    FROM new_rows n WHERE rollups.is_traffic(n.path)
  ) added
  GROUP BY path, day
  ON CONFLICT (path, day) DO UPDATE SET
    views = r.views + excluded.views,
    title = CASE WHEN excluded.title_at >= r.title_at OR r.title_at IS NULL AND excluded.title_at IS NOT NULL THEN excluded.title ELSE r.title END,
    title_at = CASE WHEN excluded.title_at >= r.title_at OR r.title_at IS NULL THEN coalesce(excluded.title_at, r.title_at) ELSE r.title_at END;
  RETURN NULL;
END
$$;

-- Removing: counts shrink and emptied groups go; a page-day that lost the view its title came from takes the latest
-- title among the views it has left (that day's rows, by page_views_created_at_idx).
CREATE FUNCTION rollups.page_view_tops_removed() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  UPDATE rollups.page_views_devices_daily r SET views = r.views - d.views
  FROM (
    SELECT (o.created_at AT TIME ZONE 'UTC')::date AS day, o.device, count(*)::int AS views
    FROM old_rows o WHERE rollups.is_traffic(o.path) GROUP BY 1, 2
  ) d
  WHERE (r.day, r.device) = (d.day, d.device);
  DELETE FROM rollups.page_views_devices_daily WHERE views = 0;

  CREATE TEMP TABLE IF NOT EXISTS rollups_pages_removed (path text, day date, views int, title_at timestamptz) ON COMMIT DROP;
  DELETE FROM rollups_pages_removed;
  INSERT INTO rollups_pages_removed
  SELECT rollups.page_path(o.path), (o.created_at AT TIME ZONE 'UTC')::date, count(*)::int,
    max(o.created_at) FILTER (WHERE public.trim_space(o.title) <> '')
  FROM old_rows o WHERE rollups.is_traffic(o.path)
  GROUP BY 1, 2;
  DELETE FROM rollups.page_views_pages_daily r USING rollups_pages_removed d
   WHERE (r.path, r.day) = (d.path, d.day) AND r.views <= d.views;
  UPDATE rollups.page_views_pages_daily r SET views = r.views - d.views
    FROM rollups_pages_removed d WHERE (r.path, r.day) = (d.path, d.day);
  UPDATE rollups.page_views_pages_daily r SET (title, title_at) = (
      SELECT pv.title, pv.created_at FROM public.page_views pv
       WHERE pv.created_at >= (r.day::timestamp AT TIME ZONE 'UTC') AND pv.created_at < ((r.day + 1)::timestamp AT TIME ZONE 'UTC')
         AND rollups.page_path(pv.path) = r.path AND rollups.is_traffic(pv.path) AND public.trim_space(pv.title) <> ''
       ORDER BY pv.created_at DESC LIMIT 1)
    FROM rollups_pages_removed d
   WHERE (r.path, r.day) = (d.path, d.day) AND d.title_at >= r.title_at;
  RETURN NULL;
END
$$;

CREATE TRIGGER page_views_tops_insert AFTER INSERT ON public.page_views
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rollups.page_view_tops_added();
CREATE TRIGGER page_views_tops_delete AFTER DELETE ON public.page_views
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rollups.page_view_tops_removed();
-- An update takes its old rows away, then adds its new ones (triggers of one event fire in the order of their names).
CREATE TRIGGER page_views_tops_update_1_remove AFTER UPDATE ON public.page_views
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rollups.page_view_tops_removed();
CREATE TRIGGER page_views_tops_update_2_add AFTER UPDATE ON public.page_views
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rollups.page_view_tops_added();

-- Both made again from the views recorded: here, and after a bulk load with triggers off (bench/data/load.mjs).
CREATE FUNCTION rollups.rebuild_page_view_tops() RETURNS void
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
SELECT rollups.rebuild_page_view_tops();

DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'chainpulse_app') THEN
    GRANT SELECT ON rollups.page_views_devices_daily, rollups.page_views_pages_daily TO chainpulse_app;
  END IF;
END
$$;
