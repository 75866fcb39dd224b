-- Abuse limits of the public write paths (server/src/functions/news/views.ts).

-- Which visitor (a member's id or a client address) was counted for which item on which UTC day: a view
-- counter moves once per visitor, item and day. Kept in the database so every instance shares it; in the
-- security schema, untracked, so it is not in the API. Rows older than yesterday are pruned daily.
CREATE TABLE security.item_views_daily (
  item_kind text NOT NULL CHECK (item_kind IN ('news', 'article')),
  item_id uuid NOT NULL,
  visitor_key text NOT NULL CHECK (char_length(visitor_key) <= 256),
  day date NOT NULL,
  PRIMARY KEY (item_kind, item_id, visitor_key, day)
);
CREATE INDEX item_views_daily_day_idx ON security.item_views_daily (day);

-- A site-relative URL is one `/` followed by a character that is neither `/` nor `\`: browsers read
-- `//host/x` and `/\host/x` as another site's address (a scheme-relative URL), which let members plant
-- off-site images. `/` alone stays valid (the site's root).
CREATE OR REPLACE FUNCTION public.is_safe_url(url text) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT url ~ '^(https?://[^\s/]+|/(?![/\\]))[^\s]*$' AND char_length(url) <= 2048
$$;
