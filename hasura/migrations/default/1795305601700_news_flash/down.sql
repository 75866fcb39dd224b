DROP TABLE public.news_votes;
DROP FUNCTION public.news_votes_count();
DROP FUNCTION public.news_votes_take_budget();
DROP TRIGGER news_articles_limit_pins ON public.news_articles;
DROP FUNCTION public.news_articles_limit_pins();
DROP TRIGGER news_articles_set_updated_at ON public.news_articles;
CREATE TRIGGER news_articles_set_updated_at BEFORE UPDATE ON public.news_articles
  FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();
ALTER TABLE public.news_articles
  DROP COLUMN is_important,
  DROP COLUMN pinned_at,
  DROP COLUMN tickers,
  DROP COLUMN bull_count,
  DROP COLUMN bear_count;
DROP FUNCTION public.news_title_tickers(text);
