DO $$
DECLARE
  item regclass;
BEGIN
  FOR item IN
    SELECT DISTINCT tgrelid::regclass FROM pg_trigger WHERE tgname IN ('write_notice_insert', 'write_notice_update', 'write_notice_delete', 'write_notice_truncate')
  LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS write_notice_insert ON %s', item);
    EXECUTE format('DROP TRIGGER IF EXISTS write_notice_update ON %s', item);
    EXECUTE format('DROP TRIGGER IF EXISTS write_notice_delete ON %s', item);
    EXECUTE format('DROP TRIGGER IF EXISTS write_notice_truncate ON %s', item);
  END LOOP;
END
$$;
DROP FUNCTION write_notices.watch(regclass);
DROP FUNCTION write_notices.announce();
DROP SCHEMA write_notices;
