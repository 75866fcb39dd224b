-- An event's time zone was checked against pg_timezone_names, a view that reads the whole time zone database on
-- every call (about 0.1 s a row, also for NULL, since `NULL OR (NULL AND EXISTS ...)` still runs the EXISTS): every
-- event insert and update paid it. The same names are now checked by asking PostgreSQL to use the zone, which
-- reads one file, and NULL (an online event) is answered at once.
DO $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM pg_catalog.pg_proc AS p JOIN pg_catalog.pg_language AS l ON l.oid = p.prolang
    WHERE p.oid = 'public.is_time_zone(text)'::regprocedure AND l.lanname = 'plpgsql'
  ) THEN
    RAISE EXCEPTION 'public.is_time_zone already exists as the plpgsql check of 1795305605700';
  END IF;
END $$;

CREATE OR REPLACE FUNCTION public.is_time_zone(zone text) RETURNS boolean
LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF zone IS NULL THEN
    RETURN NULL;
  END IF;
  IF zone = 'UTC' THEN
    RETURN true;
  END IF;
  IF zone !~ '^(Africa|America|Antarctica|Asia|Atlantic|Australia|Europe|Indian|Pacific)/[A-Za-z0-9_+-]+(/[A-Za-z0-9_+-]+)?$' THEN
    RETURN false;
  END IF;
  PERFORM now() AT TIME ZONE zone;
  RETURN true;
EXCEPTION WHEN invalid_parameter_value THEN
  RETURN false;
END
$$;
