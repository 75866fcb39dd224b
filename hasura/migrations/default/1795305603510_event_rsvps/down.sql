DROP FUNCTION public.send_event_reminders(interval);
DELETE FROM public.notifications WHERE kind = 'reminder' OR event_id IS NOT NULL;
DROP INDEX public.notifications_event_id_idx;
ALTER TABLE public.notifications
  DROP CONSTRAINT notifications_kind_check,
  ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('reply', 'mention', 'like', 'hidden', 'warning', 'publish')),
  DROP CONSTRAINT notifications_once,
  ADD CONSTRAINT notifications_once UNIQUE NULLS NOT DISTINCT
    (recipient_id, kind, actor_id, discussion_id, article_id, blog_post_id, comment_id),
  DROP CONSTRAINT notifications_one_target,
  ADD CONSTRAINT notifications_one_target CHECK (num_nonnulls(discussion_id, article_id, blog_post_id) = 1),
  DROP COLUMN event_id;
DROP TABLE public.event_rsvps;
DROP FUNCTION public.keep_event_attendance();
ALTER TABLE public.events DROP COLUMN translation_of_id, DROP COLUMN language, DROP COLUMN currency;
