CREATE OR REPLACE FUNCTION public.is_safe_url(url text) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT url ~ '^(https?://[^\s/]+|/)[^\s]*$' AND char_length(url) <= 2048
$$;
DROP TABLE IF EXISTS security.item_views_daily;
