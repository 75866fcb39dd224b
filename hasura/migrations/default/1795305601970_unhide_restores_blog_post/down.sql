DROP TRIGGER blog_posts_visibility ON public.blog_posts;
DROP FUNCTION public.blog_posts_visibility();
ALTER TABLE public.blog_posts DROP COLUMN published_at_before_hidden;
