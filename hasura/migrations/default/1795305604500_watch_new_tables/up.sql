-- The tables added after 1795305604000_write_notices announce their writes too (the caches drop what read them).
SELECT write_notices.watch('public.tags');
SELECT write_notices.watch('public.tag_follower_counts');
