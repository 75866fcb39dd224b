DROP TRIGGER IF EXISTS write_notice_insert ON public.tag_follower_counts;
DROP TRIGGER IF EXISTS write_notice_update ON public.tag_follower_counts;
DROP TRIGGER IF EXISTS write_notice_delete ON public.tag_follower_counts;
DROP TRIGGER IF EXISTS write_notice_truncate ON public.tag_follower_counts;
DROP TRIGGER IF EXISTS write_notice_insert ON public.tags;
DROP TRIGGER IF EXISTS write_notice_update ON public.tags;
DROP TRIGGER IF EXISTS write_notice_delete ON public.tags;
DROP TRIGGER IF EXISTS write_notice_truncate ON public.tags;
