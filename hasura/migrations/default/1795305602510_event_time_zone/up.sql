-- Events carry their venue's IANA time zone ('Asia/Shanghai'), so a page can show the time at the venue beside
-- the reader's own. Only region/city names PostgreSQL knows (and UTC) are taken: the same names browsers' Intl
-- knows, never an abbreviation or a POSIX rule such as 'UTC+8', whose sign is the opposite of what readers expect.
CREATE FUNCTION public.is_time_zone(zone text) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT zone = 'UTC' OR (
    zone ~ '^(Africa|America|Antarctica|Asia|Atlantic|Australia|Europe|Indian|Pacific)/[A-Za-z0-9_+-]+(/[A-Za-z0-9_+-]+)?$'
    AND EXISTS (SELECT 1 FROM pg_catalog.pg_timezone_names AS names WHERE names.name = zone)
  )
$$;

-- NULL for an online event, and for one made before venues had a zone (shown in the reader's zone only).
ALTER TABLE public.events ADD COLUMN time_zone text CONSTRAINT events_time_zone_check CHECK (public.is_time_zone(time_zone));
COMMENT ON COLUMN public.events.time_zone IS 'IANA time zone of the venue (Asia/Shanghai); null for online events';
