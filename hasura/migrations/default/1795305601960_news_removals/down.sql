DROP TRIGGER news_articles_deleted ON public.news_articles;
DROP TRIGGER news_articles_unpublished ON public.news_articles;
DROP FUNCTION public.record_news_removal();
DROP TABLE public.news_removals;
