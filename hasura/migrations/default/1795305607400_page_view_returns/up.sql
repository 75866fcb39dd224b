-- Issue 30: the dashboard's visitors, sessions and bounce rate from counts per day whose number does not grow with
-- the traffic, and its article totals from counts per category whose number does not grow with the articles.
--
-- rollups.page_view_days holds, per visitor (kind 'visitor') and per session (kind 'session'), the UTC days with
-- views of the site's traffic (rollups.is_traffic) and how many; it is read by key, never by window.
-- rollups.page_view_returns_daily counts those key-days per (kind, day, prev_gap, next_gap, single): prev_gap the
-- days since the key's previous day (366 when there is none within 365 days), and for a session's day with one view
-- (single) next_gap the days to its next day (366 likewise; 0 for every other row). So, over a window [F, T] of at
-- most 365 days (functions/analytics reads it):
--   distinct visitors = sum of the visitor rows with day in [F, T] and prev_gap > day - F (each visitor's first day
--   in the window), sessions likewise, and bounced sessions (exactly one view in the window, a session crossing
--   midnight counted once) = the single session rows with prev_gap > day - F and next_gap > T - day.
-- A day has at most 1 + 366 rows of a kind (366 x 366 more for single sessions, in theory; few in practice).
-- A statement trigger on public.page_views (insert, delete, update) recomputes the contributions of the key-days it
-- changes and of their neighbours only (server/test/db/rollups.test.ts holds the figures equal to the raw ones).
CREATE TABLE rollups.page_view_days (
  kind text NOT NULL CHECK (kind IN ('visitor', 'session')),
  key text NOT NULL,
  day date NOT NULL,
  views integer NOT NULL CHECK (views > 0),
  PRIMARY KEY (kind, key, day)
);

CREATE TABLE rollups.page_view_returns_daily (
  kind text NOT NULL CHECK (kind IN ('visitor', 'session')),
  day date NOT NULL,
  prev_gap smallint NOT NULL CHECK (prev_gap BETWEEN 1 AND 366),
  next_gap smallint NOT NULL CHECK (next_gap BETWEEN 0 AND 366),
  single boolean NOT NULL,
  count integer NOT NULL CHECK (count >= 0),
  PRIMARY KEY (kind, day, prev_gap, next_gap, single)
);

-- The contributions of the given key-days as they are now (those that exist), grouped as the roll-up counts them.
CREATE FUNCTION rollups.page_view_returns_of(kinds text[], keys text[], days date[])
RETURNS TABLE (kind text, day date, prev_gap smallint, next_gap smallint, single boolean, count integer)
LANGUAGE sql STABLE SET search_path = pg_catalog, pg_temp AS $$
  SELECT d.kind, d.day, least(coalesce(d.day - p.day, 366), 366)::smallint,
    (CASE WHEN d.kind = 'session' AND d.views = 1 THEN least(coalesce(n.day - d.day, 366), 366) ELSE 0 END)::smallint,
    d.kind = 'session' AND d.views = 1, count(*)::int
  FROM (SELECT DISTINCT * FROM unnest(kinds, keys, days)) AS s(kind, key, day)
  JOIN rollups.page_view_days d ON (d.kind, d.key, d.day) = (s.kind, s.key, s.day)
  LEFT JOIN LATERAL (
    SELECT b.day FROM rollups.page_view_days b
    WHERE b.kind = d.kind AND b.key = d.key AND b.day < d.day ORDER BY b.day DESC LIMIT 1
  ) p ON true
  LEFT JOIN LATERAL (
    SELECT a.day FROM rollups.page_view_days a
    WHERE d.kind = 'session' AND d.views = 1 AND a.kind = d.kind AND a.key = d.key AND a.day > d.day ORDER BY a.day LIMIT 1
  ) n ON true
  GROUP BY 1, 2, 3, 4, 5
$$;

-- Adds `deltas` views to the key-days (a negative delta takes views away; a day left with none goes) and keeps the
-- roll-up: the contributions of the changed key-days and of the nearest unchanged day before and after each (the only
-- ones whose gaps can change) are taken out before the change and added after it.
CREATE FUNCTION rollups.change_page_view_days(kinds text[], keys text[], days date[], deltas integer[]) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  s_kinds text[];
  s_keys text[];
  s_days date[];
BEGIN
  -- Writers of one key wait for each other (its neighbours are read, then written), in one order (no deadlock).
  PERFORM pg_advisory_xact_lock(h)
  FROM (SELECT DISTINCT hashtext(c.kind || ':' || c.key) AS h FROM unnest(kinds, keys) AS c(kind, key) ORDER BY 1) locks;

  WITH c AS (SELECT * FROM unnest(kinds, keys, days) AS c(kind, key, day)),
  near AS (
    SELECT c.kind, c.key, c.day FROM c
    UNION
    SELECT c.kind, c.key, a.day FROM c CROSS JOIN LATERAL (
      SELECT d.day FROM rollups.page_view_days d
      WHERE d.kind = c.kind AND d.key = c.key AND d.day > c.day
        AND NOT EXISTS (SELECT 1 FROM c o WHERE (o.kind, o.key, o.day) = (d.kind, d.key, d.day))
      ORDER BY d.day LIMIT 1) a
    UNION
    SELECT c.kind, c.key, b.day FROM c CROSS JOIN LATERAL (
      SELECT d.day FROM rollups.page_view_days d
      WHERE c.kind = 'session' AND d.kind = c.kind AND d.key = c.key AND d.day < c.day
        AND NOT EXISTS (SELECT 1 FROM c o WHERE (o.kind, o.key, o.day) = (d.kind, d.key, d.day))
      ORDER BY d.day DESC LIMIT 1) b
  )
  SELECT array_agg(kind), array_agg(key), array_agg(day) INTO s_kinds, s_keys, s_days FROM near;

  UPDATE rollups.page_view_returns_daily r SET count = r.count - o.count
  FROM rollups.page_view_returns_of(s_kinds, s_keys, s_days) o
  WHERE (r.kind, r.day, r.prev_gap, r.next_gap, r.single) = (o.kind, o.day, o.prev_gap, o.next_gap, o.single);

  WITH c AS (SELECT * FROM unnest(kinds, keys, days, deltas) AS c(kind, key, day, delta)),
  emptied AS (
    DELETE FROM rollups.page_view_days d USING c
    WHERE (d.kind, d.key, d.day) = (c.kind, c.key, c.day) AND c.delta < 0 AND d.views + c.delta <= 0
  ), fewer AS (
    UPDATE rollups.page_view_days d SET views = d.views + c.delta FROM c
    WHERE (d.kind, d.key, d.day) = (c.kind, c.key, c.day) AND c.delta < 0 AND d.views + c.delta > 0
  )
  INSERT INTO rollups.page_view_days AS d (kind, key, day, views)
  SELECT kind, key, day, delta FROM c WHERE delta > 0
  ON CONFLICT (kind, key, day) DO UPDATE SET views = d.views + excluded.views;

  INSERT INTO rollups.page_view_returns_daily AS r (kind, day, prev_gap, next_gap, single, count)
  SELECT * FROM rollups.page_view_returns_of(s_kinds, s_keys, s_days)
  ON CONFLICT (kind, day, prev_gap, next_gap, single) DO UPDATE SET count = r.count + excluded.count;

  DELETE FROM rollups.page_view_returns_daily r
  USING (SELECT DISTINCT * FROM unnest(s_kinds, s_days)) AS s(kind, day)
  WHERE r.kind = s.kind AND r.day = s.day AND r.count = 0;
END
$$;

-- The statement's views of the site's traffic, per key and UTC day, new rows counted in and old ones out (an update
-- that moves no view to another day, key or path changes nothing).
CREATE FUNCTION rollups.page_view_days_written() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  kinds text[];
  keys text[];
  days date[];
  deltas integer[];
BEGIN
  EXECUTE format(
    $sql$SELECT array_agg(kind), array_agg(key), array_agg(day), array_agg(delta) FROM (
      SELECT k.kind, k.key, (w.created_at AT TIME ZONE 'UTC')::date AS day, sum(w.sign)::int AS delta
      FROM (%s) w CROSS JOIN LATERAL (VALUES ('visitor', w.visitor_id), ('session', w.session_id)) AS k(kind, key)
      WHERE rollups.is_traffic(w.path)
      GROUP BY 1, 2, 3
      HAVING sum(w.sign) <> 0) changed$sql$,
    CASE TG_OP
      WHEN 'INSERT' THEN 'SELECT visitor_id, session_id, created_at, path, 1 AS sign FROM new_rows'
      WHEN 'DELETE' THEN 'SELECT visitor_id, session_id, created_at, path, -1 AS sign FROM old_rows'
      ELSE 'SELECT visitor_id, session_id, created_at, path, 1 AS sign FROM new_rows
            UNION ALL SELECT visitor_id, session_id, created_at, path, -1 FROM old_rows'
    END)
  INTO kinds, keys, days, deltas;
  IF kinds IS NOT NULL THEN
    PERFORM rollups.change_page_view_days(kinds, keys, days, deltas);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER page_views_returns_insert AFTER INSERT ON public.page_views
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rollups.page_view_days_written();
CREATE TRIGGER page_views_returns_delete AFTER DELETE ON public.page_views
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rollups.page_view_days_written();
CREATE TRIGGER page_views_returns_update AFTER UPDATE ON public.page_views
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rollups.page_view_days_written();

-- Both made again from the views recorded: here, and after a bulk load with triggers off (bench/data/load.mjs).
CREATE FUNCTION rollups.rebuild_page_view_returns() RETURNS void
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
SELECT rollups.rebuild_page_view_returns();

-- Whether a day's page is the site's traffic, told once when its row is written instead of by every visit for every
-- row of the window (the internal paths' test was most of a visit's time: bench/dashboard.ts).
ALTER TABLE rollups.page_views_daily ADD COLUMN traffic boolean GENERATED ALWAYS AS (rollups.is_traffic(path)) STORED;

-- The dashboard's article totals: per category (the nil uuid for articles without one) its articles and their views,
-- kept by row triggers on public.articles (a view is an UPDATE of views_count), so the totals read a row per category.
CREATE TABLE rollups.article_views (
  category_id uuid PRIMARY KEY,
  articles integer NOT NULL CHECK (articles >= 0),
  views bigint NOT NULL CHECK (views >= 0)
);

CREATE FUNCTION rollups.article_views_written() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE rollups.article_views SET articles = articles - 1, views = views - OLD.views_count
    WHERE category_id = coalesce(OLD.category_id, '00000000-0000-0000-0000-000000000000');
    DELETE FROM rollups.article_views WHERE category_id = coalesce(OLD.category_id, '00000000-0000-0000-0000-000000000000')
      AND articles = 0;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO rollups.article_views AS r (category_id, articles, views)
    VALUES (coalesce(NEW.category_id, '00000000-0000-0000-0000-000000000000'), 1, NEW.views_count)
    ON CONFLICT (category_id) DO UPDATE SET articles = r.articles + 1, views = r.views + excluded.views;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER articles_views_insert_delete AFTER INSERT OR DELETE ON public.articles
  FOR EACH ROW EXECUTE FUNCTION rollups.article_views_written();
CREATE TRIGGER articles_views_update AFTER UPDATE OF views_count, category_id ON public.articles
  FOR EACH ROW WHEN (OLD.views_count IS DISTINCT FROM NEW.views_count OR OLD.category_id IS DISTINCT FROM NEW.category_id)
  EXECUTE FUNCTION rollups.article_views_written();

CREATE FUNCTION rollups.rebuild_article_views() RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
  DELETE FROM rollups.article_views;
  INSERT INTO rollups.article_views (category_id, articles, views)
  SELECT coalesce(category_id, '00000000-0000-0000-0000-000000000000'), count(*)::int, coalesce(sum(views_count), 0)
  FROM public.articles GROUP BY 1;
$$;
SELECT rollups.rebuild_article_views();

DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'chainpulse_app') THEN
    GRANT SELECT ON rollups.page_view_returns_daily, rollups.article_views TO chainpulse_app;
  END IF;
END
$$;

-- The views per UTC day, session and visitor of migration 1795305607300 (rollups.page_view_sessions_daily) are read by
-- nothing now that the counts above answer the dashboard: its four triggers go, so a view is not written three times.
DROP TRIGGER page_views_sessions_update_2_add ON public.page_views;
DROP TRIGGER page_views_sessions_update_1_remove ON public.page_views;
DROP TRIGGER page_views_sessions_delete ON public.page_views;
DROP TRIGGER page_views_sessions_insert ON public.page_views;
DROP FUNCTION rollups.rebuild_page_view_sessions_daily();
DROP FUNCTION rollups.page_view_sessions_deleted();
DROP FUNCTION rollups.page_view_sessions_inserted();
DROP TABLE rollups.page_view_sessions_daily;
