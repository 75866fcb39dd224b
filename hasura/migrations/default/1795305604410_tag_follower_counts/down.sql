DROP TRIGGER follows_count_tag_followers ON public.follows;
DROP FUNCTION public.count_tag_followers();
DROP TABLE public.tag_follower_counts;
