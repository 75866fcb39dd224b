DROP TRIGGER news_articles_next_change ON public.news_articles;
DROP FUNCTION public.news_articles_next_change();
ALTER TABLE public.news_articles DROP COLUMN change_seq;
