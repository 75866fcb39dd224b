DROP FUNCTION public.member_following_count(public.user_profiles);
DELETE FROM public.notifications WHERE kind = 'warning' AND num_nonnulls(discussion_id, article_id, blog_post_id, event_id) = 0;
ALTER TABLE public.notifications
  DROP CONSTRAINT notifications_one_target,
  ADD CONSTRAINT notifications_one_target CHECK (num_nonnulls(discussion_id, article_id, blog_post_id, event_id) = 1);

CREATE OR REPLACE FUNCTION public.moderation_actions_check() RETURNS trigger
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

DROP TRIGGER bookmarks_refuse_suspended ON public.bookmarks;
DROP TRIGGER event_rsvps_refuse_suspended ON public.event_rsvps;
DROP TRIGGER follows_refuse_suspended ON public.follows;
DROP TRIGGER notifications_refuse_suspended ON public.notifications;
