-- Back to 1795305604000's watch(): the shared announce() with the table's keys as arguments, on every watched table.
CREATE OR REPLACE FUNCTION write_notices.watch(target regclass) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  key_columns text;
  primary_key text;
BEGIN
  SELECT coalesce(string_agg(quote_ident(a.attname), ', ' ORDER BY a.attname), '')
  INTO primary_key
  FROM pg_index i
  JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
  WHERE i.indrelid = target AND i.indisprimary;
  SELECT quote_literal(primary_key) || coalesce(string_agg(', ' || quote_literal(attname), '' ORDER BY attname), '')
  INTO key_columns
  FROM (
    SELECT a.attname
    FROM pg_index i
    JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
    WHERE i.indrelid = target AND i.indisunique
    UNION
    SELECT a.attname
    FROM pg_constraint c
    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
    WHERE c.conrelid = target AND c.contype = 'f'
    UNION
    SELECT a.attname
    FROM pg_constraint c
    JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = ANY (c.confkey)
    WHERE c.confrelid = target AND c.contype = 'f'
  ) AS keys;
  EXECUTE format('DROP TRIGGER IF EXISTS write_notice_insert ON %s', target);
  EXECUTE format('DROP TRIGGER IF EXISTS write_notice_update ON %s', target);
  EXECUTE format('DROP TRIGGER IF EXISTS write_notice_delete ON %s', target);
  EXECUTE format('DROP TRIGGER IF EXISTS write_notice_truncate ON %s', target);
  EXECUTE format(
    'CREATE TRIGGER write_notice_insert AFTER INSERT ON %s REFERENCING NEW TABLE AS written_new '
      'FOR EACH STATEMENT EXECUTE FUNCTION write_notices.announce(%s)', target, key_columns);
  EXECUTE format(
    'CREATE TRIGGER write_notice_update AFTER UPDATE ON %s REFERENCING OLD TABLE AS written_old NEW TABLE AS written_new '
      'FOR EACH STATEMENT EXECUTE FUNCTION write_notices.announce(%s)', target, key_columns);
  EXECUTE format(
    'CREATE TRIGGER write_notice_delete AFTER DELETE ON %s REFERENCING OLD TABLE AS written_old '
      'FOR EACH STATEMENT EXECUTE FUNCTION write_notices.announce(%s)', target, key_columns);
  EXECUTE format(
    'CREATE TRIGGER write_notice_truncate AFTER TRUNCATE ON %s FOR EACH STATEMENT EXECUTE FUNCTION write_notices.announce()',
    target);
END
$$;

DO $$
DECLARE
  item regclass;
BEGIN
  FOR item IN
    SELECT DISTINCT tgrelid::regclass FROM pg_trigger WHERE tgname = 'write_notice_insert'
  LOOP
    PERFORM write_notices.watch(item);
  END LOOP;
END
$$;

DO $$
DECLARE
  item regprocedure;
BEGIN
  FOR item IN
    SELECT p.oid::regprocedure FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = 'write_notices' AND p.proname LIKE 'announce\_%'
  LOOP
    EXECUTE format('DROP FUNCTION %s', item);
  END LOOP;
END
$$;
