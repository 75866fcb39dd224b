DROP TABLE public.discussion_comment_likes;
DROP TABLE public.discussion_likes;
DROP TABLE public.discussion_comments;
DROP TABLE public.discussions;
DROP FUNCTION public.count_discussion_comment();
DROP FUNCTION public.count_comment_like();
DROP FUNCTION public.count_discussion_like();
DROP FUNCTION public.trim_content();
