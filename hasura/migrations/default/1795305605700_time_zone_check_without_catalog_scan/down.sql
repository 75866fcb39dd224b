CREATE OR REPLACE FUNCTION public.is_time_zone(zone text) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT zone = 'UTC' OR (
    zone ~ '^(Africa|America|Antarctica|Asia|Atlantic|Australia|Europe|Indian|Pacific)/[A-Za-z0-9_+-]+(/[A-Za-z0-9_+-]+)?$'
    AND EXISTS (SELECT 1 FROM pg_catalog.pg_timezone_names AS names WHERE names.name = zone)
  )
$$;
