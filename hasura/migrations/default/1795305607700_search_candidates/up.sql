-- The site search (server/src/functions/search) takes at most a bounded set of candidates per kind: the newest
-- rows of the kind's list index whose title and lead hold every word, and the first rows its trigram index hands
-- over whose document does. The index must be the only one the planner may use for the second (a generic plan does
-- not see the words, and with a partial index it preferred the kind's other `published` indexes, reading every
-- visible row with a LIKE on each): the trigram indexes cover every row, and the search tests visibility after.
-- Drafts are few, so the indexes barely grow. New names: a schema diff shows the change.
-- Without the fast-update pending list: a write adds its trigrams to the index at once, where a pending list (up to
-- gin_pending_list_limit, 4 MB, until a vacuum; PGlite has no autovacuum) is read in full by every search.
DROP INDEX public.articles_search_trgm_idx;
DROP INDEX public.blog_posts_search_trgm_idx;
DROP INDEX public.news_articles_search_trgm_idx;
DROP INDEX public.events_search_trgm_idx;
CREATE INDEX articles_search_text_trgm_idx ON public.articles USING gin (search_text public.gin_trgm_ops) WITH (fastupdate = off);
CREATE INDEX blog_posts_search_text_trgm_idx ON public.blog_posts USING gin (search_text public.gin_trgm_ops) WITH (fastupdate = off);
CREATE INDEX news_articles_search_text_trgm_idx ON public.news_articles USING gin (search_text public.gin_trgm_ops) WITH (fastupdate = off);
CREATE INDEX events_search_text_trgm_idx ON public.events USING gin (search_text public.gin_trgm_ops) WITH (fastupdate = off);
ALTER INDEX public.discussions_search_trgm_idx SET (fastupdate = off);
SELECT pg_catalog.gin_clean_pending_list('public.discussions_search_trgm_idx'::regclass);
