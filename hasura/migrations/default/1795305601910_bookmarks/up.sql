-- Bookmarks ("read later"): a member keeps articles, blog posts, news stories and discussions to read later. One
-- table with one foreign key per kind (exactly one set), so a bookmark goes when its item goes and one query lists
-- them all, newest first.
CREATE TABLE public.bookmarks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES public.user_profiles (id) ON DELETE CASCADE,
  article_id uuid REFERENCES public.articles (id) ON DELETE CASCADE,
  blog_post_id uuid REFERENCES public.blog_posts (id) ON DELETE CASCADE,
  news_article_id uuid REFERENCES public.news_articles (id) ON DELETE CASCADE,
  discussion_id uuid REFERENCES public.discussions (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT bookmarks_one_item CHECK (num_nonnulls(article_id, blog_post_id, news_article_id, discussion_id) = 1),
  -- An item is kept once per member (NULLs are distinct, so each constraint covers its own kind).
  CONSTRAINT bookmarks_user_article_key UNIQUE (user_id, article_id),
  CONSTRAINT bookmarks_user_blog_post_key UNIQUE (user_id, blog_post_id),
  CONSTRAINT bookmarks_user_news_article_key UNIQUE (user_id, news_article_id),
  CONSTRAINT bookmarks_user_discussion_key UNIQUE (user_id, discussion_id)
);
-- The member's list, newest first; the items' indexes serve the cascades when an item is deleted.
CREATE INDEX bookmarks_user_created_idx ON public.bookmarks (user_id, created_at DESC);
CREATE INDEX bookmarks_article_id_idx ON public.bookmarks (article_id) WHERE article_id IS NOT NULL;
CREATE INDEX bookmarks_blog_post_id_idx ON public.bookmarks (blog_post_id) WHERE blog_post_id IS NOT NULL;
CREATE INDEX bookmarks_news_article_id_idx ON public.bookmarks (news_article_id) WHERE news_article_id IS NOT NULL;
CREATE INDEX bookmarks_discussion_id_idx ON public.bookmarks (discussion_id) WHERE discussion_id IS NOT NULL;

-- A member keeps at most 200 bookmarks (the page lists them all; the select permission's limit is the same). The
-- member's rows are counted under a lock per member, so concurrent inserts cannot pass the limit together. The
-- refusal names its constraint, as PostgreSQL's own do, for the client to recognise it.
CREATE FUNCTION public.limit_bookmarks() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('public.bookmarks:' || NEW.user_id::text));
  IF (SELECT count(*) FROM public.bookmarks WHERE user_id = NEW.user_id) >= 200 THEN
    RAISE EXCEPTION 'a member keeps at most 200 bookmarks; remove some first (constraint "bookmarks_per_member_limit")'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'bookmarks_per_member_limit';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER bookmarks_per_member_limit BEFORE INSERT ON public.bookmarks
  FOR EACH ROW EXECUTE FUNCTION public.limit_bookmarks();
