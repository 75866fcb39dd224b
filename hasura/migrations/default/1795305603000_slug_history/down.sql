DROP TRIGGER authors_forget_slugs ON public.authors;
DROP TRIGGER events_forget_slugs ON public.events;
DROP TRIGGER blog_posts_forget_slugs ON public.blog_posts;
DROP TRIGGER articles_forget_slugs ON public.articles;
DROP TRIGGER authors_slug_history ON public.authors;
DROP TRIGGER events_slug_history ON public.events;
DROP TRIGGER blog_posts_slug_history ON public.blog_posts;
DROP TRIGGER articles_slug_history ON public.articles;
DROP SCHEMA routing CASCADE;
