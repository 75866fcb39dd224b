-- The tables added after 1795305604000_write_notices announce their writes too (the caches drop what read them).
-- watch() renews triggers quietly; applied twice, this migration fails as a CREATE TRIGGER would.
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_trigger WHERE tgname = 'write_notice_insert' AND tgrelid = 'public.tags'::regclass) THEN
    RAISE EXCEPTION 'trigger "write_notice_insert" for relation "tags" already exists';
  END IF;
END
$$;
SELECT write_notices.watch('public.tags');
SELECT write_notices.watch('public.tag_follower_counts');
