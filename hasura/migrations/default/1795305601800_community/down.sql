DROP TRIGGER blog_post_likes_notify ON public.blog_post_likes;
DROP TRIGGER discussion_comment_likes_notify ON public.discussion_comment_likes;
DROP TRIGGER discussion_likes_notify ON public.discussion_likes;
DROP FUNCTION public.notify_like();
DROP TRIGGER discussion_comments_notify ON public.discussion_comments;
DROP FUNCTION public.notify_comment();
DROP TRIGGER discussions_notify_mentions ON public.discussions;
DROP FUNCTION public.notify_discussion_mentions();
DROP FUNCTION public.mentioned_members(text);
DROP FUNCTION public.notify_member(uuid, text, uuid, uuid, uuid, uuid, uuid);
DROP TABLE public.notifications;
DROP TABLE public.content_reports;
DROP FUNCTION public.trim_reason();
DROP TABLE public.blog_post_likes;
DROP TABLE public.article_likes;
DROP TRIGGER discussion_comments_budget ON public.discussion_comments;
DROP TRIGGER discussion_comments_attach_reply ON public.discussion_comments;
DROP FUNCTION public.attach_reply();
DELETE FROM public.discussion_comments WHERE discussion_id IS NULL;
ALTER TABLE public.discussion_comments
  DROP CONSTRAINT discussion_comments_not_own_parent,
  DROP CONSTRAINT discussion_comments_one_target,
  DROP COLUMN hidden,
  DROP COLUMN parent_id,
  DROP COLUMN blog_post_id,
  DROP COLUMN article_id,
  ALTER COLUMN discussion_id SET NOT NULL;
DROP TRIGGER discussions_budget ON public.discussions;
DROP INDEX public.discussions_language_created_idx;
DROP TRIGGER discussions_guess_language ON public.discussions;
ALTER TABLE public.discussions DROP COLUMN hidden, DROP COLUMN language;
DROP FUNCTION public.guess_discussion_language();
DROP FUNCTION public.language_of(text);
DROP FUNCTION public.enforce_member_budget();
