-- Issue 30: the forum's Popular list pages by cursor. Its order (most liked, then most commented, then newest, then
-- id) is one stored key the database keeps: popular_key, generated from likes and comments_count (themselves kept by
-- triggers on the like and comment rows), created_at and id, so that "the discussions after the last one shown" is
-- one comparison on one index (popular_key < cursor), however deep the page, instead of a limit that grows.
-- The key: likes and comments_count as 10 digits each, created_at as 17 digits of microseconds since 1970, then the
-- id's 32 hex digits inverted (f for 0, ...), so that descending by the key is ascending by id at a tie. Compared
-- bytewise (COLLATE "C"), descending by the key is the list's order.
CREATE FUNCTION public.discussion_popular_key(likes integer, comments_count integer, created_at timestamptz, id uuid)
RETURNS text
-- The epoch of a timestamptz does not depend on the session's time zone: immutable in fact (a stored column needs it).
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lpad(likes::text, 10, '0') || lpad(comments_count::text, 10, '0')
    || lpad(floor(extract(epoch FROM created_at) * 1000000)::bigint::text, 17, '0')
    || translate(replace(id::text, '-', ''), '0123456789abcdef', 'fedcba9876543210')
$$;

ALTER TABLE public.discussions
  ADD COLUMN popular_key text COLLATE "C" GENERATED ALWAYS AS (public.discussion_popular_key(likes, comments_count, created_at, id)) STORED NOT NULL;

-- The Popular list's order and cursor (the likes-first index it replaces served a limit that grew).
DROP INDEX public.discussions_popular_idx;
CREATE INDEX discussions_popular_key_idx ON public.discussions (popular_key DESC);
