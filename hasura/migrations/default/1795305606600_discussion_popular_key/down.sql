DROP INDEX public.discussions_popular_key_idx;
ALTER TABLE public.discussions DROP COLUMN popular_key;
DROP FUNCTION public.discussion_popular_key(integer, integer, timestamptz, uuid);
CREATE INDEX discussions_popular_idx ON public.discussions (likes DESC, created_at DESC);
