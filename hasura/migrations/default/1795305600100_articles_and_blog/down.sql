DROP TABLE public.blog_posts;
DROP TABLE public.articles;
DROP TABLE public.authors;
DROP TABLE public.categories;
DROP FUNCTION public.set_read_time();
DROP FUNCTION public.ensure_unique_slug();
DROP FUNCTION public.sync_published_at();
