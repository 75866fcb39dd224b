-- Members report blog posts as they report discussions and comments; a moderator hides a post by taking it off the
-- site: a hidden post is never published (the CHECK), so every reader, list, feed, sitemap and search that shows
-- published posts leaves it out, and its author can read it (as a draft) but not publish it again. Showing it again
-- is a moderator's write (hidden false, published true).
ALTER TABLE public.blog_posts ADD COLUMN hidden boolean NOT NULL DEFAULT false;
ALTER TABLE public.blog_posts ADD CONSTRAINT blog_posts_hidden_unpublished CHECK (NOT (hidden AND published));

ALTER TABLE public.content_reports ADD COLUMN blog_post_id uuid REFERENCES public.blog_posts (id) ON DELETE CASCADE;
ALTER TABLE public.content_reports DROP CONSTRAINT content_reports_one_item;
ALTER TABLE public.content_reports
  ADD CONSTRAINT content_reports_one_item CHECK (num_nonnulls(discussion_id, comment_id, blog_post_id) = 1);
ALTER TABLE public.content_reports ADD CONSTRAINT content_reports_blog_post_once UNIQUE (reporter_id, blog_post_id);
CREATE INDEX content_reports_blog_post_id_idx ON public.content_reports (blog_post_id);
