-- Community: replies one level deep, comments on articles and blog posts, likes of articles and blog posts,
-- the forum's content language, moderation (reports, hidden items), @mentions and in-app notifications.
-- Refusals name their constraint in the message (as 1795305601200 does), so the client recognises them by name.

-- A member's writes per window, counted from the table's own rows (created_at, the member's column named by the
-- trigger's first argument; the limit and window are the second and third). Kept in the database, so every client
-- path and every server instance enforces one budget.
CREATE FUNCTION public.enforce_member_budget() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  member uuid := (to_jsonb(NEW) ->> TG_ARGV[0])::uuid;
  allowed integer := TG_ARGV[1]::integer;
  used integer;
BEGIN
  EXECUTE format(
    'SELECT count(*) FROM (SELECT 1 FROM %I.%I WHERE %I = $1 AND created_at > now() - $2::interval LIMIT $3) AS recent',
    TG_TABLE_SCHEMA, TG_TABLE_NAME, TG_ARGV[0]
  ) INTO used USING member, TG_ARGV[2], allowed;
  IF used >= allowed THEN
    RAISE EXCEPTION 'too many in a short time; try again later (constraint "%_budget")', TG_TABLE_NAME
      USING ERRCODE = 'check_violation', CONSTRAINT = TG_TABLE_NAME || '_budget';
  END IF;
  RETURN NEW;
END
$$;

-- Discussions: the language they are written in (set by the client from the UI language; rows written without one,
-- existing ones among them, by their script) and whether a moderator hid them.
CREATE FUNCTION public.language_of(body text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN body ~ '[\u3400-\u9fff]' THEN 'zh' ELSE 'en' END
$$;
CREATE FUNCTION public.guess_discussion_language() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.language := coalesce(NEW.language, public.language_of(NEW.content));
  RETURN NEW;
END
$$;
ALTER TABLE public.discussions
  ADD COLUMN language text CHECK (language IN ('en', 'zh')),
  ADD COLUMN hidden boolean NOT NULL DEFAULT false;
UPDATE public.discussions SET language = public.language_of(content);
ALTER TABLE public.discussions ALTER COLUMN language SET NOT NULL;
CREATE TRIGGER discussions_guess_language BEFORE INSERT ON public.discussions
  FOR EACH ROW EXECUTE FUNCTION public.guess_discussion_language();
CREATE INDEX discussions_language_created_idx ON public.discussions (language, created_at DESC);
CREATE TRIGGER discussions_budget BEFORE INSERT ON public.discussions
  FOR EACH ROW EXECUTE FUNCTION public.enforce_member_budget('author_id', '100', '1 hour');

-- Comments belong to exactly one of a discussion, an article or a blog post; a reply names its top-level comment.
ALTER TABLE public.discussion_comments
  ALTER COLUMN discussion_id DROP NOT NULL,
  ADD COLUMN article_id uuid REFERENCES public.articles (id) ON DELETE CASCADE,
  ADD COLUMN blog_post_id uuid REFERENCES public.blog_posts (id) ON DELETE CASCADE,
  ADD COLUMN parent_id uuid REFERENCES public.discussion_comments (id) ON DELETE CASCADE,
  ADD COLUMN hidden boolean NOT NULL DEFAULT false,
  ADD CONSTRAINT discussion_comments_one_target CHECK (num_nonnulls(discussion_id, article_id, blog_post_id) = 1),
  ADD CONSTRAINT discussion_comments_not_own_parent CHECK (parent_id <> id);
CREATE INDEX discussion_comments_article_created_idx ON public.discussion_comments (article_id, created_at)
  WHERE article_id IS NOT NULL;
CREATE INDEX discussion_comments_blog_post_created_idx ON public.discussion_comments (blog_post_id, created_at)
  WHERE blog_post_id IS NOT NULL;
CREATE INDEX discussion_comments_parent_id_idx ON public.discussion_comments (parent_id) WHERE parent_id IS NOT NULL;

-- Replies are one level deep: a reply to a reply attaches to its top-level comment. The parent must be on the
-- same item; parent and target never change after the insert (the API updates only the text).
CREATE FUNCTION public.attach_reply() RETURNS trigger
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
CREATE TRIGGER discussion_comments_attach_reply BEFORE INSERT ON public.discussion_comments
  FOR EACH ROW EXECUTE FUNCTION public.attach_reply();
CREATE TRIGGER discussion_comments_budget BEFORE INSERT ON public.discussion_comments
  FOR EACH ROW EXECUTE FUNCTION public.enforce_member_budget('author_id', '300', '1 hour');

-- Likes of articles and blog posts, one per member, counted from their rows.
CREATE TABLE public.article_likes (
  article_id uuid NOT NULL REFERENCES public.articles (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES public.user_profiles (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (article_id, user_id)
);
CREATE INDEX article_likes_user_id_idx ON public.article_likes (user_id);

CREATE TABLE public.blog_post_likes (
  blog_post_id uuid NOT NULL REFERENCES public.blog_posts (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES public.user_profiles (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (blog_post_id, user_id)
);
CREATE INDEX blog_post_likes_user_id_idx ON public.blog_post_likes (user_id);

-- Reports of a discussion or a comment to the moderators: one per member and item, with an optional reason.
CREATE TABLE public.content_reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  reporter_id uuid NOT NULL REFERENCES public.user_profiles (id) ON DELETE CASCADE,
  discussion_id uuid REFERENCES public.discussions (id) ON DELETE CASCADE,
  comment_id uuid REFERENCES public.discussion_comments (id) ON DELETE CASCADE,
  reason text CHECK (char_length(reason) <= 500),
  resolved boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT content_reports_one_item CHECK (num_nonnulls(discussion_id, comment_id) = 1),
  CONSTRAINT content_reports_discussion_once UNIQUE (reporter_id, discussion_id),
  CONSTRAINT content_reports_comment_once UNIQUE (reporter_id, comment_id)
);
CREATE INDEX content_reports_open_idx ON public.content_reports (created_at DESC) WHERE NOT resolved;
CREATE INDEX content_reports_discussion_id_idx ON public.content_reports (discussion_id);
CREATE INDEX content_reports_comment_id_idx ON public.content_reports (comment_id);
CREATE FUNCTION public.trim_reason() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.reason := nullif(public.trim_space(NEW.reason), '');
  RETURN NEW;
END
$$;
CREATE TRIGGER content_reports_trim_reason BEFORE INSERT OR UPDATE OF reason ON public.content_reports
  FOR EACH ROW EXECUTE FUNCTION public.trim_reason();
CREATE TRIGGER content_reports_budget BEFORE INSERT ON public.content_reports
  FOR EACH ROW EXECUTE FUNCTION public.enforce_member_budget('reporter_id', '20', '1 day');

-- A member's notifications: replies to their comments and discussions and posts, mentions, likes of their content.
-- Written only by the triggers below (so every client path notifies); members read theirs and mark them read.
CREATE TABLE public.notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  recipient_id uuid NOT NULL REFERENCES public.user_profiles (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('reply', 'mention', 'like')),
  actor_id uuid NOT NULL REFERENCES public.user_profiles (id) ON DELETE CASCADE,
  discussion_id uuid REFERENCES public.discussions (id) ON DELETE CASCADE,
  article_id uuid REFERENCES public.articles (id) ON DELETE CASCADE,
  blog_post_id uuid REFERENCES public.blog_posts (id) ON DELETE CASCADE,
  comment_id uuid REFERENCES public.discussion_comments (id) ON DELETE CASCADE,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  CONSTRAINT notifications_one_target CHECK (num_nonnulls(discussion_id, article_id, blog_post_id) = 1),
  CONSTRAINT notifications_once UNIQUE NULLS NOT DISTINCT
    (recipient_id, kind, actor_id, discussion_id, article_id, blog_post_id, comment_id)
);
CREATE INDEX notifications_recipient_created_idx ON public.notifications (recipient_id, created_at DESC, id DESC);
CREATE INDEX notifications_unread_idx ON public.notifications (recipient_id) WHERE read_at IS NULL;
CREATE INDEX notifications_actor_id_idx ON public.notifications (actor_id);
CREATE INDEX notifications_comment_id_idx ON public.notifications (comment_id) WHERE comment_id IS NOT NULL;
CREATE INDEX notifications_discussion_id_idx ON public.notifications (discussion_id) WHERE discussion_id IS NOT NULL;
CREATE INDEX notifications_article_id_idx ON public.notifications (article_id) WHERE article_id IS NOT NULL;
CREATE INDEX notifications_blog_post_id_idx ON public.notifications (blog_post_id) WHERE blog_post_id IS NOT NULL;

-- Notifies a member once per kind, actor and target; never of their own doing. Each member keeps their newest
-- 200 notifications (the budget of the list), older ones are pruned.
CREATE FUNCTION public.notify_member(
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

-- The members a text mentions (@username, case-insensitive), at most 10 per text: the first 10 names it uses.
CREATE FUNCTION public.mentioned_members(body text) RETURNS SETOF uuid
LANGUAGE sql STABLE AS $$
  SELECT profile.id
  FROM (
    SELECT lower(match[1]) AS name, min(position) AS first
    FROM regexp_matches(body, '(?:^|[^A-Za-z0-9_@])@([A-Za-z0-9_]{3,30})(?![A-Za-z0-9_])', 'g') WITH ORDINALITY AS found (match, position)
    GROUP BY 1
    ORDER BY 2
    LIMIT 10
  ) AS names
  JOIN public.user_profiles AS profile ON lower(profile.username) = names.name
$$;

CREATE FUNCTION public.notify_discussion_mentions() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.notify_member(member, 'mention', NEW.author_id, NEW.id, NULL, NULL, NULL)
  FROM public.mentioned_members(NEW.content) AS member;
  RETURN NULL;
END
$$;
CREATE TRIGGER discussions_notify_mentions AFTER INSERT OR UPDATE OF content ON public.discussions
  FOR EACH ROW EXECUTE FUNCTION public.notify_discussion_mentions();

-- A new comment tells the author of what it answers (the comment it replies to, else the discussion or blog post)
-- and the members it mentions; an edit tells the members newly mentioned.
CREATE FUNCTION public.notify_comment() RETURNS trigger
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
CREATE TRIGGER discussion_comments_notify AFTER INSERT OR UPDATE OF content ON public.discussion_comments
  FOR EACH ROW EXECUTE FUNCTION public.notify_comment();

CREATE FUNCTION public.notify_like() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  liked public.discussion_comments;
BEGIN
  IF TG_TABLE_NAME = 'discussion_likes' THEN
    PERFORM public.notify_member(author_id, 'like', NEW.user_id, id, NULL, NULL, NULL)
    FROM public.discussions WHERE id = NEW.discussion_id;
  ELSIF TG_TABLE_NAME = 'discussion_comment_likes' THEN
    SELECT * INTO liked FROM public.discussion_comments WHERE id = NEW.comment_id;
    PERFORM public.notify_member(liked.author_id, 'like', NEW.user_id, liked.discussion_id, liked.article_id, liked.blog_post_id, liked.id);
  ELSIF TG_TABLE_NAME = 'blog_post_likes' THEN
    PERFORM public.notify_member(author_id, 'like', NEW.user_id, NULL, NULL, id, NULL)
    FROM public.blog_posts WHERE id = NEW.blog_post_id;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER discussion_likes_notify AFTER INSERT ON public.discussion_likes
  FOR EACH ROW EXECUTE FUNCTION public.notify_like();
CREATE TRIGGER discussion_comment_likes_notify AFTER INSERT ON public.discussion_comment_likes
  FOR EACH ROW EXECUTE FUNCTION public.notify_like();
CREATE TRIGGER blog_post_likes_notify AFTER INSERT ON public.blog_post_likes
  FOR EACH ROW EXECUTE FUNCTION public.notify_like();
