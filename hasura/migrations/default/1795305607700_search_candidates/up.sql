-- The site search (server/src/functions/search) takes at most a bounded set of candidates per kind: the newest
-- rows of the kind's list index whose title and lead hold every word, and the first rows its trigram index hands
-- over whose document does. The index must be the only one the planner may use for the second (a generic plan does
-- not see the words, and with a partial index it preferred the kind's other `published` indexes, reading every
-- visible row with a LIKE on each): the trigram indexes cover every row, and the search tests visibility after.
-- Drafts are few, so the indexes barely grow. New names: a schema diff shows the change.
DROP INDEX public.articles_search_trgm_idx;
DROP INDEX public.blog_posts_search_trgm_idx;
DROP INDEX public.news_articles_search_trgm_idx;
DROP INDEX public.events_search_trgm_idx;
CREATE INDEX articles_search_text_trgm_idx ON public.articles USING gin (search_text public.gin_trgm_ops);
CREATE INDEX blog_posts_search_text_trgm_idx ON public.blog_posts USING gin (search_text public.gin_trgm_ops);
CREATE INDEX news_articles_search_text_trgm_idx ON public.news_articles USING gin (search_text public.gin_trgm_ops);
CREATE INDEX events_search_text_trgm_idx ON public.events USING gin (search_text public.gin_trgm_ops);
