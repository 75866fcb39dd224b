DROP TABLE public.page_views;
