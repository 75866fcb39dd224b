-- The change cursor of the news stream (issue 20). Every new story, and every change a reader of the stream sees,
-- takes the next number of one sequence, so the timeline reads its first page once and then streams
-- `news_articles_stream` from the highest number it has: a new or changed story costs a delta, not a refetch of the
-- list. A sequence, not a time: a feed stores its stories in one statement, where they share their transaction's
-- now(), and a stream's cursor must not tie (Hasura reads `cursor > last`: a batch that ends inside a tie would lose
-- the rest of it). A view (views_count) is not a change the stream carries.
CREATE SEQUENCE public.news_articles_change_seq;
ALTER TABLE public.news_articles ADD COLUMN change_seq bigint NOT NULL DEFAULT nextval('public.news_articles_change_seq');
ALTER SEQUENCE public.news_articles_change_seq OWNED BY public.news_articles.change_seq;
CREATE UNIQUE INDEX news_articles_change_seq_idx ON public.news_articles (change_seq);

CREATE FUNCTION public.news_articles_next_change() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.change_seq := nextval('public.news_articles_change_seq');
  RETURN NEW;
END
$$;
-- change_seq is in the list so that no update can set it back.
CREATE TRIGGER news_articles_next_change
  BEFORE UPDATE OF title, excerpt, category, source_id, source_url, image_url, author_name, language, is_published,
    is_featured, published_at, is_important, pinned_at, bull_count, bear_count, change_seq
  ON public.news_articles
  FOR EACH ROW EXECUTE FUNCTION public.news_articles_next_change();
