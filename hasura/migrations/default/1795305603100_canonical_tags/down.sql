-- The tags stay in their canonical form: the spelling they had before is not kept.
DROP TRIGGER blog_posts_canonical_tags ON public.blog_posts;
DROP FUNCTION public.normalise_tags();
DROP FUNCTION public.canonical_tags(text[]);
