-- Back to the one roll-up trigger function of 1795305607400 (dynamic SQL) and its SQL function page_view_returns_of.
CREATE OR REPLACE FUNCTION rollups.page_view_returns_of(kinds text[], keys text[], days date[])
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

DROP TRIGGER page_views_returns_insert ON public.page_views;
DROP TRIGGER page_views_returns_delete ON public.page_views;
DROP TRIGGER page_views_returns_update ON public.page_views;
CREATE TRIGGER page_views_returns_insert AFTER INSERT ON public.page_views
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rollups.page_view_days_written();
CREATE TRIGGER page_views_returns_delete AFTER DELETE ON public.page_views
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rollups.page_view_days_written();
CREATE TRIGGER page_views_returns_update AFTER UPDATE ON public.page_views
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rollups.page_view_days_written();
DROP FUNCTION rollups.page_view_days_updated();
DROP FUNCTION rollups.page_view_days_deleted();
DROP FUNCTION rollups.page_view_days_inserted();
DROP FUNCTION rollups.change_few_page_view_days(text[], text[], date[], integer[]);
