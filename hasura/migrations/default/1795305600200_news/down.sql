DROP TABLE public.news_fetch_logs;
DROP TABLE public.news_articles;
DROP TABLE public.news_sources;
DROP TABLE public.news_categories;
