-- The probe's content and community findings (issue 27): a hidden comment takes no replies and hidden items send no
-- mention notifications; blog posts have a budget and a saner length cap; edits spend a budget as writes do; mention
-- notifications are capped per writer and per (writer, recipient); and changing a news vote spends one vote of the
-- budget, not two. Refusals name their constraint, as 1795305601800 does.

-- Whether readers see a comment: not hidden, on a discussion not hidden or on a published article or blog post (the
-- select permissions' rule; likes, bookmarks and reports of hidden or unpublished items are refused by the insert
-- permissions in hasura/metadata, so they never notify). NULL for a comment that does not exist.
CREATE FUNCTION public.comment_visible(item uuid) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT NOT c.hidden AND (coalesce(NOT d.hidden, false) OR coalesce(a.published, false) OR coalesce(b.published, false))
  FROM public.discussion_comments AS c
  LEFT JOIN public.discussions AS d ON d.id = c.discussion_id
  LEFT JOIN public.articles AS a ON a.id = c.article_id
  LEFT JOIN public.blog_posts AS b ON b.id = c.blog_post_id
  WHERE c.id = item
$$;

-- Replies are one level deep (a reply to a reply attaches to its top-level comment) and on the item of their
-- comment; a hidden comment, or one under a hidden top-level comment, takes no replies.
CREATE OR REPLACE FUNCTION public.attach_reply() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  parent public.discussion_comments;
  top_hidden boolean := false;
BEGIN
  IF NEW.parent_id IS NULL THEN
    RETURN NEW;
  END IF;
  SELECT * INTO parent FROM public.discussion_comments WHERE id = NEW.parent_id;
  IF parent.parent_id IS NOT NULL THEN
    NEW.parent_id := parent.parent_id;
    SELECT hidden INTO top_hidden FROM public.discussion_comments WHERE id = parent.parent_id;
  END IF;
  IF parent.id IS NOT NULL AND (parent.discussion_id IS DISTINCT FROM NEW.discussion_id
      OR parent.article_id IS DISTINCT FROM NEW.article_id OR parent.blog_post_id IS DISTINCT FROM NEW.blog_post_id) THEN
    RAISE EXCEPTION 'a reply belongs to the item of its comment (constraint "discussion_comments_reply_same_item")'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'discussion_comments_reply_same_item';
  END IF;
  IF parent.hidden OR coalesce(top_hidden, false) THEN
    RAISE EXCEPTION 'a hidden comment takes no replies (constraint "discussion_comments_reply_to_hidden")'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'discussion_comments_reply_to_hidden';
  END IF;
  RETURN NEW;
END
$$;

-- Blog posts: a member writes at most 100 an hour (as discussions; the mixed load's members write about 35 each in a
-- run) and 200 a day, counted from their rows as discussions and comments are; and a post (as an article: the story
-- forms share their bounds) is at most 100,000 characters, far more than a long real post. NOT VALID: rows stored
-- under the old cap stay, but no write may keep them over it.
CREATE TRIGGER blog_posts_budget BEFORE INSERT ON public.blog_posts
  FOR EACH ROW EXECUTE FUNCTION public.enforce_member_budget('author_id', '100', '1 hour');
CREATE TRIGGER blog_posts_budget_daily BEFORE INSERT ON public.blog_posts
  FOR EACH ROW EXECUTE FUNCTION public.enforce_member_budget('author_id', '200', '1 day');
ALTER TABLE public.blog_posts DROP CONSTRAINT blog_posts_content_check;
ALTER TABLE public.blog_posts ADD CONSTRAINT blog_posts_content_check
  CHECK (char_length(public.trim_space(content)) >= 50 AND char_length(content) <= 100000) NOT VALID;
ALTER TABLE public.articles DROP CONSTRAINT articles_content_check;
ALTER TABLE public.articles ADD CONSTRAINT articles_content_check
  CHECK (char_length(public.trim_space(content)) >= 50 AND char_length(content) <= 100000) NOT VALID;

-- Edits spend a budget as writes do: per member (the column named by the trigger's first argument) and window
-- (the third argument), at most the second argument's edits, counted in security.budgets (bucket `<table>-edit`,
-- one row per fixed window). Beyond it the edit is refused with the table's budget constraint; a refused edit rolls
-- back and so does not count.
CREATE FUNCTION public.take_edit_budget() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  member text := to_jsonb(OLD) ->> TG_ARGV[0];
  allowed integer := TG_ARGV[1]::integer;
  seconds double precision := extract(epoch FROM TG_ARGV[2]::interval);
  used bigint;
BEGIN
  INSERT INTO security.budgets (bucket, key, window_start, used)
  VALUES (TG_TABLE_NAME || '-edit', member, to_timestamp(floor(extract(epoch FROM now()) / seconds) * seconds), 1)
  ON CONFLICT (bucket, key, window_start) DO UPDATE SET used = security.budgets.used + 1
  RETURNING security.budgets.used INTO used;
  IF used > allowed THEN
    RAISE EXCEPTION 'too many in a short time; try again later (constraint "%_budget")', TG_TABLE_NAME
      USING ERRCODE = 'check_violation', CONSTRAINT = TG_TABLE_NAME || '_budget';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER discussions_edit_budget BEFORE UPDATE OF content ON public.discussions
  FOR EACH ROW EXECUTE FUNCTION public.take_edit_budget('author_id', '100', '1 hour');
CREATE TRIGGER discussion_comments_edit_budget BEFORE UPDATE OF content ON public.discussion_comments
  FOR EACH ROW EXECUTE FUNCTION public.take_edit_budget('author_id', '300', '1 hour');
CREATE TRIGGER blog_posts_edit_budget BEFORE UPDATE OF title, excerpt, content ON public.blog_posts
  FOR EACH ROW EXECUTE FUNCTION public.take_edit_budget('author_id', '120', '1 hour');

-- Notifies a member once per kind, actor and target; never of their own doing. Each member keeps their newest
-- 200 notifications (the budget of the list), older ones are pruned. Mentions are capped, counted in
-- security.budgets per hour (so pruning and deleting notifications give none back): a member's texts notify at most
-- 60 members an hour (bucket `mention`) and one member at most 10 times an hour (bucket `mention-pair`); past a
-- cap the text is still written, only the notification is dropped.
CREATE OR REPLACE FUNCTION public.notify_member(
  recipient uuid, what text, actor uuid, on_discussion uuid, on_article uuid, on_blog_post uuid, on_comment uuid
) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  hour timestamptz := date_trunc('hour', now());
  pair text := actor::text || ':' || recipient::text;
  inserted uuid;
BEGIN
  IF recipient IS NULL OR actor IS NULL OR recipient = actor THEN
    RETURN;
  END IF;
  IF what = 'mention' AND (
    coalesce((SELECT used FROM security.budgets WHERE bucket = 'mention' AND key = actor::text AND window_start = hour), 0) >= 60
    OR coalesce((SELECT used FROM security.budgets WHERE bucket = 'mention-pair' AND key = pair AND window_start = hour), 0) >= 10
  ) THEN
    RETURN;
  END IF;
  INSERT INTO public.notifications (recipient_id, kind, actor_id, discussion_id, article_id, blog_post_id, comment_id)
    VALUES (recipient, what, actor, on_discussion, on_article, on_blog_post, on_comment)
    ON CONFLICT DO NOTHING
    RETURNING id INTO inserted;
  IF inserted IS NOT NULL AND what = 'mention' THEN
    INSERT INTO security.budgets (bucket, key, window_start, used)
      VALUES ('mention', actor::text, hour, 1), ('mention-pair', pair, hour, 1)
      ON CONFLICT (bucket, key, window_start) DO UPDATE SET used = security.budgets.used + 1;
  END IF;
  DELETE FROM public.notifications WHERE id IN (
    SELECT id FROM public.notifications WHERE recipient_id = recipient
    ORDER BY created_at DESC, id DESC OFFSET 200
  );
END
$$;

-- A hidden discussion's text (written or edited) mentions nobody.
CREATE OR REPLACE FUNCTION public.notify_discussion_mentions() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.hidden THEN
    RETURN NULL;
  END IF;
  PERFORM public.notify_member(member, 'mention', NEW.author_id, NEW.id, NULL, NULL, NULL)
  FROM public.mentioned_members(NEW.content) AS member;
  RETURN NULL;
END
$$;

-- A new comment tells the author of what it answers (the comment it replies to, else the discussion or blog post)
-- and the members it mentions; an edit tells the members newly mentioned. A comment readers do not see (hidden, or
-- on a hidden discussion or an unpublished article or post) tells nobody.
CREATE OR REPLACE FUNCTION public.notify_comment() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  answered uuid;
BEGIN
  IF NOT coalesce(public.comment_visible(NEW.id), false) THEN
    RETURN NULL;
  END IF;
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

-- A member's vote budget: 30 casts, changes or withdrawals per ten minutes, counted in security.budgets (bucket
-- `news-vote`). The site casts and changes a vote with one upsert, which fires the insert trigger and then, on the
-- conflict, the update trigger: an insert over an existing vote leaves the count to the update, so a change spends
-- one vote. Beyond the budget the write is refused; a refused write rolls back and so does not count.
CREATE OR REPLACE FUNCTION public.news_votes_take_budget() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  member uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
  used bigint;
BEGIN
  IF TG_OP = 'INSERT' AND EXISTS (SELECT 1 FROM public.news_votes WHERE news_id = NEW.news_id AND user_id = NEW.user_id) THEN
    RETURN NEW;
  END IF;
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
