DROP TABLE public.moderation_actions;
DROP FUNCTION public.moderation_actions_apply();
DROP FUNCTION public.moderation_actions_check();
DROP TRIGGER discussions_moderate_hidden ON public.discussions;
DROP TRIGGER discussion_comments_moderate_hidden ON public.discussion_comments;
DROP TRIGGER blog_posts_moderate_hidden ON public.blog_posts;
DROP FUNCTION public.moderate_hidden_item();
DROP FUNCTION public.moderation_note();
DELETE FROM public.notifications WHERE kind IN ('hidden', 'warning');
ALTER TABLE public.notifications
  DROP COLUMN note,
  DROP CONSTRAINT notifications_actor_needed,
  ALTER COLUMN actor_id SET NOT NULL,
  DROP CONSTRAINT notifications_kind_check;
ALTER TABLE public.notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('reply', 'mention', 'like'));
DROP TRIGGER discussions_refuse_suspended ON public.discussions;
DROP TRIGGER discussion_comments_refuse_suspended ON public.discussion_comments;
DROP TRIGGER blog_posts_refuse_suspended ON public.blog_posts;
DROP TRIGGER content_reports_refuse_suspended ON public.content_reports;
DROP TRIGGER discussion_likes_refuse_suspended ON public.discussion_likes;
DROP TRIGGER discussion_comment_likes_refuse_suspended ON public.discussion_comment_likes;
DROP TRIGGER article_likes_refuse_suspended ON public.article_likes;
DROP TRIGGER blog_post_likes_refuse_suspended ON public.blog_post_likes;
DROP TRIGGER news_votes_refuse_suspended ON public.news_votes;
DROP TRIGGER user_profiles_refuse_suspended ON public.user_profiles;
DROP FUNCTION public.refuse_suspended_writer();
DROP FUNCTION public.hasura_user_id();
ALTER TABLE public.user_profiles DROP COLUMN suspension_reason, DROP COLUMN suspended_until;
