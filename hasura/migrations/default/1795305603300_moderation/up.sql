-- Moderation as Discourse does it: moderators hide an item (its open reports are resolved and its author told why),
-- warn its author (a notification with the moderator's note) and suspend a member until a date (no sign-in, no
-- writes until then). Each action is a row of moderation_actions, written by a site admin; its triggers do the rest,
-- so the rules hold for every client and on the real Hasura alike. Refusals name their constraint in the message.

-- Suspension: until when and why. The auth service refuses sign-in and refresh until then; the writes are refused
-- by the statement triggers below, which read the writer from Hasura's `hasura.user` setting of the mutation.
ALTER TABLE public.user_profiles
  ADD COLUMN suspended_until timestamptz,
  ADD COLUMN suspension_reason text CHECK (char_length(suspension_reason) <= 500);

-- The member a mutation runs for (Hasura's session variable x-hasura-user-id), NULL for the server's own work
-- and the admin secret.
CREATE FUNCTION public.hasura_user_id() RETURNS uuid
LANGUAGE plpgsql STABLE AS $$
DECLARE
  id text := nullif(current_setting('hasura.user', true), '')::jsonb ->> 'x-hasura-user-id';
BEGIN
  IF id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN
    RETURN id::uuid;
  END IF;
  RETURN NULL;
END
$$;

CREATE FUNCTION public.refuse_suspended_writer() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  until timestamptz;
BEGIN
  SELECT suspended_until INTO until FROM public.user_profiles
  WHERE id = public.hasura_user_id() AND suspended_until > now();
  IF until IS NOT NULL THEN
    RAISE EXCEPTION 'this member is suspended until % (constraint "%_member_suspended")', until, TG_TABLE_NAME
      USING ERRCODE = 'check_violation', CONSTRAINT = TG_TABLE_NAME || '_member_suspended';
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER discussions_refuse_suspended BEFORE INSERT OR UPDATE OR DELETE ON public.discussions
  FOR EACH STATEMENT EXECUTE FUNCTION public.refuse_suspended_writer();
CREATE TRIGGER discussion_comments_refuse_suspended BEFORE INSERT OR UPDATE OR DELETE ON public.discussion_comments
  FOR EACH STATEMENT EXECUTE FUNCTION public.refuse_suspended_writer();
CREATE TRIGGER blog_posts_refuse_suspended BEFORE INSERT OR UPDATE OR DELETE ON public.blog_posts
  FOR EACH STATEMENT EXECUTE FUNCTION public.refuse_suspended_writer();
CREATE TRIGGER content_reports_refuse_suspended BEFORE INSERT OR UPDATE OR DELETE ON public.content_reports
  FOR EACH STATEMENT EXECUTE FUNCTION public.refuse_suspended_writer();
CREATE TRIGGER discussion_likes_refuse_suspended BEFORE INSERT OR DELETE ON public.discussion_likes
  FOR EACH STATEMENT EXECUTE FUNCTION public.refuse_suspended_writer();
CREATE TRIGGER discussion_comment_likes_refuse_suspended BEFORE INSERT OR DELETE ON public.discussion_comment_likes
  FOR EACH STATEMENT EXECUTE FUNCTION public.refuse_suspended_writer();
CREATE TRIGGER article_likes_refuse_suspended BEFORE INSERT OR DELETE ON public.article_likes
  FOR EACH STATEMENT EXECUTE FUNCTION public.refuse_suspended_writer();
CREATE TRIGGER blog_post_likes_refuse_suspended BEFORE INSERT OR DELETE ON public.blog_post_likes
  FOR EACH STATEMENT EXECUTE FUNCTION public.refuse_suspended_writer();
CREATE TRIGGER news_votes_refuse_suspended BEFORE INSERT OR UPDATE OR DELETE ON public.news_votes
  FOR EACH STATEMENT EXECUTE FUNCTION public.refuse_suspended_writer();
CREATE TRIGGER user_profiles_refuse_suspended BEFORE UPDATE ON public.user_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION public.refuse_suspended_writer();

-- Notifications from moderators: 'hidden' (a moderator hid the item) and 'warning', with the moderator's note. Hiding
-- with the admin secret has no member behind it, so these kinds may come without an actor.
ALTER TABLE public.notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE public.notifications
  ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('reply', 'mention', 'like', 'hidden', 'warning')),
  ALTER COLUMN actor_id DROP NOT NULL,
  ADD CONSTRAINT notifications_actor_needed CHECK (actor_id IS NOT NULL OR kind IN ('hidden', 'warning')),
  ADD COLUMN note text CHECK (char_length(note) <= 500);

-- A moderator's note for the item hidden next in this transaction (set by moderation_actions_apply).
CREATE FUNCTION public.moderation_note() RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT nullif(current_setting('moderation.note', true), '')
$$;

-- Hiding an item resolves its open reports and tells its author, once per moderator and item (notifications_once).
CREATE FUNCTION public.moderate_hidden_item() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  moderator uuid := public.hasura_user_id();
BEGIN
  IF NOT NEW.hidden OR OLD.hidden THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'discussions' THEN
    UPDATE public.content_reports SET resolved = true WHERE discussion_id = NEW.id AND NOT resolved;
    INSERT INTO public.notifications (recipient_id, kind, actor_id, discussion_id, note)
      VALUES (NEW.author_id, 'hidden', moderator, NEW.id, public.moderation_note())
      ON CONFLICT DO NOTHING;
  ELSIF TG_TABLE_NAME = 'discussion_comments' THEN
    UPDATE public.content_reports SET resolved = true WHERE comment_id = NEW.id AND NOT resolved;
    INSERT INTO public.notifications (recipient_id, kind, actor_id, discussion_id, article_id, blog_post_id, comment_id, note)
      VALUES (NEW.author_id, 'hidden', moderator, NEW.discussion_id, NEW.article_id, NEW.blog_post_id, NEW.id, public.moderation_note())
      ON CONFLICT DO NOTHING;
  ELSE
    UPDATE public.content_reports SET resolved = true WHERE blog_post_id = NEW.id AND NOT resolved;
    INSERT INTO public.notifications (recipient_id, kind, actor_id, blog_post_id, note)
      VALUES (NEW.author_id, 'hidden', moderator, NEW.id, public.moderation_note())
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER discussions_moderate_hidden AFTER UPDATE OF hidden ON public.discussions
  FOR EACH ROW EXECUTE FUNCTION public.moderate_hidden_item();
CREATE TRIGGER discussion_comments_moderate_hidden AFTER UPDATE OF hidden ON public.discussion_comments
  FOR EACH ROW EXECUTE FUNCTION public.moderate_hidden_item();
CREATE TRIGGER blog_posts_moderate_hidden AFTER UPDATE OF hidden ON public.blog_posts
  FOR EACH ROW EXECUTE FUNCTION public.moderate_hidden_item();

-- The moderators' log: who did what to whom, about which item, why. member_id is the item's author for hide and warn.
CREATE TABLE public.moderation_actions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  moderator_id uuid REFERENCES public.user_profiles (id) ON DELETE SET NULL,
  member_id uuid REFERENCES public.user_profiles (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('hide', 'warn', 'suspend', 'unsuspend')),
  discussion_id uuid REFERENCES public.discussions (id) ON DELETE SET NULL,
  comment_id uuid REFERENCES public.discussion_comments (id) ON DELETE SET NULL,
  blog_post_id uuid REFERENCES public.blog_posts (id) ON DELETE SET NULL,
  note text CHECK (char_length(note) <= 500),
  suspended_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT moderation_actions_at_most_one_item CHECK (num_nonnulls(discussion_id, comment_id, blog_post_id) <= 1),
  CONSTRAINT moderation_actions_until CHECK ((kind = 'suspend') = (suspended_until IS NOT NULL))
);
CREATE INDEX moderation_actions_member_created_idx ON public.moderation_actions (member_id, created_at DESC);
CREATE INDEX moderation_actions_moderator_id_idx ON public.moderation_actions (moderator_id);
CREATE INDEX moderation_actions_discussion_id_idx ON public.moderation_actions (discussion_id);
CREATE INDEX moderation_actions_comment_id_idx ON public.moderation_actions (comment_id);
CREATE INDEX moderation_actions_blog_post_id_idx ON public.moderation_actions (blog_post_id);

-- Before the row is stored: the note trimmed, the member taken from the item, and what each kind needs checked.
CREATE FUNCTION public.moderation_actions_check() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.note := nullif(public.trim_space(NEW.note), '');
  IF NEW.discussion_id IS NOT NULL THEN
    SELECT author_id INTO NEW.member_id FROM public.discussions WHERE id = NEW.discussion_id;
  ELSIF NEW.comment_id IS NOT NULL THEN
    SELECT author_id INTO NEW.member_id FROM public.discussion_comments WHERE id = NEW.comment_id;
  ELSIF NEW.blog_post_id IS NOT NULL THEN
    SELECT author_id INTO NEW.member_id FROM public.blog_posts WHERE id = NEW.blog_post_id;
  END IF;
  IF NEW.member_id IS NULL THEN
    RAISE EXCEPTION 'a moderation action names a member or an item (constraint "moderation_actions_member")'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'moderation_actions_member';
  END IF;
  IF NEW.kind = 'hide' AND num_nonnulls(NEW.discussion_id, NEW.comment_id, NEW.blog_post_id) = 0 THEN
    RAISE EXCEPTION 'hiding names the item (constraint "moderation_actions_hide_item")'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'moderation_actions_hide_item';
  END IF;
  IF NEW.kind IN ('warn', 'suspend') AND NEW.note IS NULL THEN
    RAISE EXCEPTION 'a warning or a suspension says why (constraint "moderation_actions_note")'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'moderation_actions_note';
  END IF;
  IF NEW.kind = 'warn' AND num_nonnulls(NEW.discussion_id, NEW.comment_id, NEW.blog_post_id) = 0 THEN
    RAISE EXCEPTION 'a warning names the item (constraint "moderation_actions_warn_item")'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'moderation_actions_warn_item';
  END IF;
  IF NEW.kind = 'suspend' AND NEW.suspended_until <= now() THEN
    RAISE EXCEPTION 'a suspension ends in the future (constraint "moderation_actions_until_future")'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'moderation_actions_until_future';
  END IF;
  IF NEW.kind = 'suspend' AND EXISTS (SELECT 1 FROM public.user_profiles WHERE id = NEW.member_id AND is_admin) THEN
    RAISE EXCEPTION 'administrators are not suspended; revoke the admin right first (constraint "moderation_actions_not_admin")'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'moderation_actions_not_admin';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER moderation_actions_check BEFORE INSERT ON public.moderation_actions
  FOR EACH ROW EXECUTE FUNCTION public.moderation_actions_check();

-- After the row is stored: the action itself. A suspended member's session ends at its next refresh (the auth
-- service refuses it); the access token they hold until then writes nothing (refuse_suspended_writer).
CREATE FUNCTION public.moderation_actions_apply() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.kind = 'hide' THEN
    PERFORM set_config('moderation.note', coalesce(NEW.note, ''), true);
    UPDATE public.discussions SET hidden = true WHERE id = NEW.discussion_id;
    UPDATE public.discussion_comments SET hidden = true WHERE id = NEW.comment_id;
    UPDATE public.blog_posts SET hidden = true WHERE id = NEW.blog_post_id;
    PERFORM set_config('moderation.note', '', true);
  ELSIF NEW.kind = 'warn' THEN
    INSERT INTO public.notifications (recipient_id, kind, actor_id, discussion_id, article_id, blog_post_id, comment_id, note)
    SELECT NEW.member_id, 'warning', NEW.moderator_id, item.discussion_id, item.article_id, item.blog_post_id, NEW.comment_id, NEW.note
    FROM (
      SELECT NEW.discussion_id AS discussion_id, NULL::uuid AS article_id, NEW.blog_post_id AS blog_post_id
      WHERE NEW.comment_id IS NULL
      UNION ALL
      SELECT c.discussion_id, c.article_id, c.blog_post_id FROM public.discussion_comments c WHERE c.id = NEW.comment_id
    ) AS item
    ON CONFLICT ON CONSTRAINT notifications_once DO UPDATE SET note = EXCLUDED.note, read_at = NULL, created_at = clock_timestamp();
  ELSIF NEW.kind = 'suspend' THEN
    UPDATE public.user_profiles SET suspended_until = NEW.suspended_until, suspension_reason = NEW.note WHERE id = NEW.member_id;
  ELSE
    UPDATE public.user_profiles SET suspended_until = NULL, suspension_reason = NULL WHERE id = NEW.member_id;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER moderation_actions_apply AFTER INSERT ON public.moderation_actions
  FOR EACH ROW EXECUTE FUNCTION public.moderation_actions_apply();
