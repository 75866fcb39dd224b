-- The write notices of 1795305604000_write_notices, made cheaper: each watched table gets its own announcing
-- functions (one per operation) with its key columns written into static SQL, whose plans PL/pgSQL keeps for the
-- session, where the shared announce() built and planned its statements on every call (about 1.8 ms per write).
-- The notices are the same. write_notices.watch(table) stays the one call a migration that adds a table makes.
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
             WHERE n.nspname = 'write_notices' AND p.proname LIKE 'announce\_%') THEN
    RAISE EXCEPTION 'function write_notices.announce_<schema>_<table>_<operation> already exists';
  END IF;
END
$$;

CREATE OR REPLACE FUNCTION write_notices.watch(target regclass) RETURNS void
LANGUAGE plpgsql AS $watch$
DECLARE
  primary_key text;
  key_list text;
  op text;
  fn text;
  source text;
  pairing text;
  stem text;
BEGIN
  -- The functions are named by the table (announce_public_articles_update), so the catalog reads the same after a
  -- table is made again.
  SELECT 'announce_' || n.nspname || '_' || c.relname INTO stem
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.oid = target;
  SELECT coalesce(string_agg(quote_ident(a.attname), ', ' ORDER BY a.attname), '')
  INTO primary_key
  FROM pg_index i
  JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
  WHERE i.indrelid = target AND i.indisprimary;
  -- The key columns: those of its unique indexes and of foreign keys either way (what a cached query can be keyed by).
  SELECT string_agg(format('%L, coalesce(jsonb_agg(DISTINCT r.%I::text) FILTER (WHERE r.%I IS NOT NULL), ''[]''::jsonb)',
                           attname, attname, attname), ', ' ORDER BY attname)
  INTO key_list
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
  FOREACH op IN ARRAY ARRAY['insert', 'update', 'delete'] LOOP
    fn := format('write_notices.%I', stem || '_' || op);
    source := CASE op
      WHEN 'insert' THEN 'SELECT * FROM written_new'
      WHEN 'delete' THEN 'SELECT * FROM written_old'
      ELSE 'SELECT * FROM written_old UNION ALL SELECT * FROM written_new'
    END;
    -- An update names the columns it changed (its old and new rows paired by primary key); rows whose primary key
    -- changed cannot be paired: every column may have changed.
    pairing := '';
    IF op = 'update' AND primary_key <> '' THEN
      pairing := format(
        $sql$SELECT (SELECT count(*) FROM written_old JOIN written_new USING (%1$s)),
      (SELECT coalesce(jsonb_agg(DISTINCT e.key), '[]'::jsonb)
         FROM (SELECT to_jsonb(o) AS oj, to_jsonb(n) AS nj FROM written_old AS o JOIN written_new AS n USING (%1$s)
               OFFSET 0) AS pair
         CROSS JOIN LATERAL jsonb_each(pair.oj) AS e
        WHERE e.value IS DISTINCT FROM pair.nj -> e.key)
      INTO paired, changed;
    IF paired * 2 <> written THEN
      changed := NULL;
    END IF;$sql$,
        primary_key);
    END IF;
    EXECUTE format(
      $create$CREATE OR REPLACE FUNCTION %1$s() RETURNS trigger
LANGUAGE plpgsql AS $body$
DECLARE
  written bigint;
  keys jsonb;
  changed jsonb;
  paired bigint;
  payload text;
BEGIN
  SELECT count(*), %2$s INTO written, keys FROM (SELECT * FROM (%3$s) AS s LIMIT 101) AS r;
  IF written = 0 THEN
    RETURN NULL;
  END IF;
  payload := json_build_object('t', TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME, 'o', TG_OP)::text;
  IF written <= 100 AND keys IS NOT NULL THEN
    %4$s
    IF octet_length(jsonb_build_object('k', keys, 'c', changed)::text) <= 7800 THEN
      payload := jsonb_strip_nulls(
        jsonb_build_object('t', TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME, 'o', TG_OP, 'k', keys, 'c', changed))::text;
    END IF;
  END IF;
  PERFORM pg_notify('chainpulse_row_writes', payload);
  RETURN NULL;
END
$body$$create$,
      fn, coalesce('jsonb_build_object(' || key_list || ')', 'NULL::jsonb'), source, pairing);
  END LOOP;
  EXECUTE format('DROP TRIGGER IF EXISTS write_notice_insert ON %s', target);
  EXECUTE format('DROP TRIGGER IF EXISTS write_notice_update ON %s', target);
  EXECUTE format('DROP TRIGGER IF EXISTS write_notice_delete ON %s', target);
  EXECUTE format('DROP TRIGGER IF EXISTS write_notice_truncate ON %s', target);
  EXECUTE format(
    'CREATE TRIGGER write_notice_insert AFTER INSERT ON %s REFERENCING NEW TABLE AS written_new '
      'FOR EACH STATEMENT EXECUTE FUNCTION write_notices.%I()', target, stem || '_insert');
  EXECUTE format(
    'CREATE TRIGGER write_notice_update AFTER UPDATE ON %s REFERENCING OLD TABLE AS written_old NEW TABLE AS written_new '
      'FOR EACH STATEMENT EXECUTE FUNCTION write_notices.%I()', target, stem || '_update');
  EXECUTE format(
    'CREATE TRIGGER write_notice_delete AFTER DELETE ON %s REFERENCING OLD TABLE AS written_old '
      'FOR EACH STATEMENT EXECUTE FUNCTION write_notices.%I()', target, stem || '_delete');
  EXECUTE format(
    'CREATE TRIGGER write_notice_truncate AFTER TRUNCATE ON %s FOR EACH STATEMENT EXECUTE FUNCTION write_notices.announce()',
    target);
END
$watch$;

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
