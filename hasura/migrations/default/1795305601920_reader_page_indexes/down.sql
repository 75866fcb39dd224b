CREATE INDEX blog_posts_tags_idx ON public.blog_posts USING gin (tags);
DROP INDEX public.blog_posts_published_tags_idx;
DROP INDEX public.user_profiles_username_idx;
