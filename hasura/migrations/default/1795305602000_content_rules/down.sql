-- Puts back the rules of 1795305601700_news_flash and 1795305601800_community as they were.
DROP TRIGGER discussions_edit_budget ON public.discussions;
DROP TRIGGER discussion_comments_edit_budget ON public.discussion_comments;
DROP TRIGGER blog_posts_edit_budget ON public.blog_posts;
DROP FUNCTION public.take_edit_budget();

ALTER TABLE public.articles DROP CONSTRAINT articles_content_check;
ALTER TABLE public.articles ADD CONSTRAINT articles_content_check
  CHECK (char_length(public.trim_space(content)) >= 50 AND char_length(content) <= 200000);
ALTER TABLE public.blog_posts DROP CONSTRAINT blog_posts_content_check;
ALTER TABLE public.blog_posts ADD CONSTRAINT blog_posts_content_check
  CHECK (char_length(public.trim_space(content)) >= 50 AND char_length(content) <= 200000);
DROP TRIGGER blog_posts_budget_daily ON public.blog_posts;
DROP TRIGGER blog_posts_budget ON public.blog_posts;

CREATE OR REPLACE FUNCTION public.news_votes_take_budget() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  member uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
  used bigint;
BEGIN
  INSERT INTO security.budgets (bucket, key, window_start, used)
  VALUES ('news-vote', member::text, to_timestamp(floor(extract(epoch FROM now()) / 600) * 600), 1)
  ON CONFLICT (bucket, key, window_start) DO UPDATE SET used = security.budgets.used + 1
  RETURNING security.budgets.used INTO used;
  IF used > 30 THEN
    RAISE EXCEPTION 'too many votes; try again in a few minutes (constraint "news_votes_budget")'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'news_votes_budget';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END
$$;

CREATE OR REPLACE FUNCTION public.attach_reply() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  parent public.discussion_comments;
BEGIN
  IF NEW.parent_id IS NULL THEN
    RETURN NEW;
  END IF;
  SELECT * INTO parent FROM public.discussion_comments WHERE id = NEW.parent_id;
  IF parent.parent_id IS NOT NULL THEN
    NEW.parent_id := parent.parent_id;
  END IF;
  IF parent.id IS NOT NULL AND (parent.discussion_id IS DISTINCT FROM NEW.discussion_id
      OR parent.article_id IS DISTINCT FROM NEW.article_id OR parent.blog_post_id IS DISTINCT FROM NEW.blog_post_id) THEN
    RAISE EXCEPTION 'a reply belongs to the item of its comment (constraint "discussion_comments_reply_same_item")'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'discussion_comments_reply_same_item';
  END IF;
  RETURN NEW;
END
$$;

CREATE OR REPLACE FUNCTION public.notify_member(
  recipient uuid, what text, actor uuid, on_discussion uuid, on_article uuid, on_blog_post uuid, on_comment uuid
) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF recipient IS NULL OR actor IS NULL OR recipient = actor THEN
    RETURN;
  END IF;
  INSERT INTO public.notifications (recipient_id, kind, actor_id, discussion_id, article_id, blog_post_id, comment_id)
    VALUES (recipient, what, actor, on_discussion, on_article, on_blog_post, on_comment)
    ON CONFLICT DO NOTHING;
  DELETE FROM public.notifications WHERE id IN (
    SELECT id FROM public.notifications WHERE recipient_id = recipient
    ORDER BY created_at DESC, id DESC OFFSET 200
  );
END
$$;

CREATE OR REPLACE FUNCTION public.notify_discussion_mentions() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.notify_member(member, 'mention', NEW.author_id, NEW.id, NULL, NULL, NULL)
  FROM public.mentioned_members(NEW.content) AS member;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION public.notify_comment() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  answered uuid;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.parent_id IS NOT NULL THEN
      SELECT author_id INTO answered FROM public.discussion_comments WHERE id = NEW.parent_id;
    ELSIF NEW.discussion_id IS NOT NULL THEN
      SELECT author_id INTO answered FROM public.discussions WHERE id = NEW.discussion_id;
    ELSIF NEW.blog_post_id IS NOT NULL THEN
      SELECT author_id INTO answered FROM public.blog_posts WHERE id = NEW.blog_post_id;
    END IF;
    PERFORM public.notify_member(answered, 'reply', NEW.author_id, NEW.discussion_id, NEW.article_id, NEW.blog_post_id, NEW.id);
  END IF;
  PERFORM public.notify_member(member, 'mention', NEW.author_id, NEW.discussion_id, NEW.article_id, NEW.blog_post_id, NEW.id)
  FROM public.mentioned_members(NEW.content) AS member;
  RETURN NULL;
END
$$;

DROP FUNCTION public.comment_visible(uuid);
