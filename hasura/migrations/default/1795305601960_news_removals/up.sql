-- Stories that left the site: unpublished or deleted after they were published. An open timeline streams them
-- (`news_removals_stream`, from the same change number as its stories' stream) and drops each from its list, which
-- the stories' stream alone cannot tell it: a reader's permission hides an unpublished story, so no row of it
-- arrives. The number comes from the stories' own sequence, so a removal orders with the changes around it: a story
-- published again takes a higher number than its removal and comes back. Removals are kept a day.
CREATE TABLE public.news_removals (
  change_seq bigint PRIMARY KEY DEFAULT nextval('public.news_articles_change_seq'),
  news_id uuid NOT NULL,
  removed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX news_removals_removed_at_idx ON public.news_removals (removed_at);

CREATE FUNCTION public.record_news_removal() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.news_removals (news_id) VALUES (OLD.id);
  DELETE FROM public.news_removals WHERE removed_at < now() - interval '1 day';
  RETURN NULL;
END
$$;
CREATE TRIGGER news_articles_unpublished AFTER UPDATE OF is_published ON public.news_articles
  FOR EACH ROW WHEN (OLD.is_published AND NOT NEW.is_published) EXECUTE FUNCTION public.record_news_removal();
CREATE TRIGGER news_articles_deleted AFTER DELETE ON public.news_articles
  FOR EACH ROW WHEN (OLD.is_published) EXECUTE FUNCTION public.record_news_removal();
