-- Issue 30, mixed load: a page-view batch's roll-up costs PGlite less CPU, with the same rows.
--  * rollups.page_view_days_written built its statement with EXECUTE format(...) and so planned it on every call: one
--    trigger function per operation now reads its transition table(s) in static SQL, planned once per session.
--  * rollups.page_view_returns_of was a SQL function with SET search_path (not inlined), whose body PostgreSQL 15
--    plans again at every call, twice a batch: it is PL/pgSQL now (RETURN QUERY), its plan kept, the same rows.
--  * change_page_view_days's statements, given arrays, were planned again at every call as well (plan_cache_mode auto
--    kept choosing custom plans): a change of at most 1,000 key-days (a batch of at most 500 views: every page-view
--    batch) runs them with their generic plans (rollups.change_few_page_view_days); a larger one (a bulk update or
--    delete) still gets plans for its size.
CREATE OR REPLACE FUNCTION rollups.page_view_returns_of(kinds text[], keys text[], days date[])
RETURNS TABLE (kind text, day date, prev_gap smallint, next_gap smallint, single boolean, count integer)
LANGUAGE plpgsql STABLE SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  RETURN QUERY
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
  GROUP BY 1, 2, 3, 4, 5;
END
$$;

-- rollups.change_page_view_days with the plans kept for its statements (and page_view_returns_of's), for a change
-- small enough that their generic plans (index lookups per key-day) suit it.
CREATE FUNCTION rollups.change_few_page_view_days(kinds text[], keys text[], days date[], deltas integer[]) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  PERFORM rollups.change_page_view_days(kinds, keys, days, deltas);
END
$$;

-- The statement's new views of the site's traffic, per key and UTC day.
CREATE FUNCTION rollups.page_view_days_inserted() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  kinds text[];
  keys text[];
  days date[];
  deltas integer[];
BEGIN
  SELECT array_agg(kind), array_agg(key), array_agg(day), array_agg(delta) INTO kinds, keys, days, deltas FROM (
    SELECT k.kind, k.key, (w.created_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS delta
    FROM new_rows w CROSS JOIN LATERAL (VALUES ('visitor', w.visitor_id), ('session', w.session_id)) AS k(kind, key)
    WHERE rollups.is_traffic(w.path)
    GROUP BY 1, 2, 3) changed;
  IF cardinality(kinds) <= 1000 THEN
    PERFORM rollups.change_few_page_view_days(kinds, keys, days, deltas);
  ELSIF kinds IS NOT NULL THEN
    PERFORM rollups.change_page_view_days(kinds, keys, days, deltas);
  END IF;
  RETURN NULL;
END
$$;

-- The statement's deleted views of the site's traffic, per key and UTC day, counted out.
CREATE FUNCTION rollups.page_view_days_deleted() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  kinds text[];
  keys text[];
  days date[];
  deltas integer[];
BEGIN
  SELECT array_agg(kind), array_agg(key), array_agg(day), array_agg(delta) INTO kinds, keys, days, deltas FROM (
    SELECT k.kind, k.key, (w.created_at AT TIME ZONE 'UTC')::date AS day, -count(*)::int AS delta
    FROM old_rows w CROSS JOIN LATERAL (VALUES ('visitor', w.visitor_id), ('session', w.session_id)) AS k(kind, key)
    WHERE rollups.is_traffic(w.path)
    GROUP BY 1, 2, 3) changed;
  IF cardinality(kinds) <= 1000 THEN
    PERFORM rollups.change_few_page_view_days(kinds, keys, days, deltas);
  ELSIF kinds IS NOT NULL THEN
    PERFORM rollups.change_page_view_days(kinds, keys, days, deltas);
  END IF;
  RETURN NULL;
END
$$;

-- An update: new rows counted in, old ones out (one that moves no view to another day, key or path changes nothing).
CREATE FUNCTION rollups.page_view_days_updated() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  kinds text[];
  keys text[];
  days date[];
  deltas integer[];
BEGIN
  SELECT array_agg(kind), array_agg(key), array_agg(day), array_agg(delta) INTO kinds, keys, days, deltas FROM (
    SELECT k.kind, k.key, (w.created_at AT TIME ZONE 'UTC')::date AS day, sum(w.sign)::int AS delta
    FROM (
      SELECT n.visitor_id, n.session_id, n.created_at, n.path, 1 AS sign FROM new_rows n
      UNION ALL SELECT o.visitor_id, o.session_id, o.created_at, o.path, -1 FROM old_rows o
    ) w CROSS JOIN LATERAL (VALUES ('visitor', w.visitor_id), ('session', w.session_id)) AS k(kind, key)
    WHERE rollups.is_traffic(w.path)
    GROUP BY 1, 2, 3
    HAVING sum(w.sign) <> 0) changed;
  IF cardinality(kinds) <= 1000 THEN
    PERFORM rollups.change_few_page_view_days(kinds, keys, days, deltas);
  ELSIF kinds IS NOT NULL THEN
    PERFORM rollups.change_page_view_days(kinds, keys, days, deltas);
  END IF;
  RETURN NULL;
END
$$;

DROP TRIGGER page_views_returns_insert ON public.page_views;
DROP TRIGGER page_views_returns_delete ON public.page_views;
DROP TRIGGER page_views_returns_update ON public.page_views;
CREATE TRIGGER page_views_returns_insert AFTER INSERT ON public.page_views
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rollups.page_view_days_inserted();
CREATE TRIGGER page_views_returns_delete AFTER DELETE ON public.page_views
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rollups.page_view_days_deleted();
CREATE TRIGGER page_views_returns_update AFTER UPDATE ON public.page_views
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rollups.page_view_days_updated();
DROP FUNCTION rollups.page_view_days_written();
