-- The site search (server/src/functions/search) matches every word of the query, case-insensitively, against
-- one document per row: title, excerpt and body joined by spaces. Each searched table keeps that document
-- lower-cased in a stored generated column, `search_text`, so the match is a plain LIKE of the lower-cased
-- word (no case folding per row at query time, about twice as fast as ILIKE on the joined text), served by a
-- trigram GIN index on the rows visitors may read, for English and Chinese alike (pg_trgm hashes multibyte
-- trigrams; in a database with the plain C locale it ignores them, so use a UTF-8 locale). The engine leaves
-- generated columns out of insert and update inputs, as Hasura does; no role but admin selects them.
ALTER TABLE public.articles
  ADD COLUMN search_text text GENERATED ALWAYS AS (lower(title || ' ' || excerpt || ' ' || content)) STORED;
ALTER TABLE public.blog_posts
  ADD COLUMN search_text text GENERATED ALWAYS AS (lower(title || ' ' || excerpt || ' ' || content)) STORED;
ALTER TABLE public.news_articles
  ADD COLUMN search_text text GENERATED ALWAYS AS (lower(title || ' ' || coalesce(excerpt, ''))) STORED;
ALTER TABLE public.events
  ADD COLUMN search_text text GENERATED ALWAYS AS (lower(name || ' ' || description)) STORED;
ALTER TABLE public.discussions
  ADD COLUMN search_text text GENERATED ALWAYS AS (lower(content)) STORED;

CREATE INDEX articles_search_trgm_idx ON public.articles USING gin (search_text public.gin_trgm_ops) WHERE published;
CREATE INDEX blog_posts_search_trgm_idx ON public.blog_posts USING gin (search_text public.gin_trgm_ops) WHERE published;
CREATE INDEX news_articles_search_trgm_idx ON public.news_articles USING gin (search_text public.gin_trgm_ops) WHERE is_published;
CREATE INDEX events_search_trgm_idx ON public.events USING gin (search_text public.gin_trgm_ops) WHERE published;
CREATE INDEX discussions_search_trgm_idx ON public.discussions USING gin (search_text public.gin_trgm_ops);
