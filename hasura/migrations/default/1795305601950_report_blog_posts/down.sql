DELETE FROM public.content_reports WHERE blog_post_id IS NOT NULL;
DROP INDEX public.content_reports_blog_post_id_idx;
ALTER TABLE public.content_reports DROP CONSTRAINT content_reports_blog_post_once;
ALTER TABLE public.content_reports DROP CONSTRAINT content_reports_one_item;
ALTER TABLE public.content_reports DROP COLUMN blog_post_id;
ALTER TABLE public.content_reports ADD CONSTRAINT content_reports_one_item CHECK (num_nonnulls(discussion_id, comment_id) = 1);

ALTER TABLE public.blog_posts DROP CONSTRAINT blog_posts_hidden_unpublished;
ALTER TABLE public.blog_posts DROP COLUMN hidden;
