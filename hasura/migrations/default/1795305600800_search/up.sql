-- Trigram indexes for the site search (server/src/functions/search). The search matches every word of the
-- query with ILIKE '%word%' against one document per row (title, excerpt and body joined by spaces); these
-- GIN indexes on exactly those expressions, restricted to the rows visitors may read, serve that match for
-- English and Chinese text alike (pg_trgm hashes multibyte trigrams). Discussions reuse
-- discussions_content_trgm_idx.
CREATE INDEX articles_search_trgm_idx ON public.articles
  USING gin ((title || ' ' || excerpt || ' ' || content) public.gin_trgm_ops) WHERE published;
CREATE INDEX blog_posts_search_trgm_idx ON public.blog_posts
  USING gin ((title || ' ' || excerpt || ' ' || content) public.gin_trgm_ops) WHERE published;
CREATE INDEX news_articles_search_trgm_idx ON public.news_articles
  USING gin ((title || ' ' || coalesce(excerpt, '')) public.gin_trgm_ops) WHERE is_published;
CREATE INDEX events_search_trgm_idx ON public.events
  USING gin ((name || ' ' || description) public.gin_trgm_ops) WHERE published;
