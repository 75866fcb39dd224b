ALTER INDEX public.discussions_search_trgm_idx RESET (fastupdate);
DROP INDEX public.events_search_text_trgm_idx;
DROP INDEX public.news_articles_search_text_trgm_idx;
DROP INDEX public.blog_posts_search_text_trgm_idx;
DROP INDEX public.articles_search_text_trgm_idx;
CREATE INDEX articles_search_trgm_idx ON public.articles USING gin (search_text public.gin_trgm_ops) WHERE published;
CREATE INDEX blog_posts_search_trgm_idx ON public.blog_posts USING gin (search_text public.gin_trgm_ops) WHERE published;
CREATE INDEX news_articles_search_trgm_idx ON public.news_articles USING gin (search_text public.gin_trgm_ops) WHERE is_published;
CREATE INDEX events_search_trgm_idx ON public.events USING gin (search_text public.gin_trgm_ops) WHERE published;
