-- Every committed change to a public table is announced on the channel `chainpulse_row_writes`, whoever made it:
-- this server's engine, another instance, an external Hasura, an action handler's or an operator's SQL. The app
-- LISTENs there and drops only the cached pages and query results that read the rows written
-- (server/src/engine/cache/README.md). One notice per statement (statement-level triggers, so a 0-row statement
-- costs one empty check and announces nothing), as JSON:
--   {"t":"public.articles","o":"UPDATE","k":{"id":[...],"slug":[...]},"c":["views_count","updated_at"]}
-- with the old and new values of the table's key columns (the columns of its unique indexes and foreign keys,
-- those a cached query can be keyed by) and, for an update, the columns it changed; without "k" (the whole
-- table) past 100 rows or the 8,000-byte payload limit.
CREATE SCHEMA IF NOT EXISTS write_notices;

CREATE FUNCTION write_notices.announce() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  source text;
  written bigint;
  key_list text;
  keys jsonb;
  changed jsonb;
  paired bigint;
  payload text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('chainpulse_row_writes', json_build_object('t', TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME, 'o', TG_OP)::text);
    RETURN NULL;
  END IF;
  source := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT * FROM written_new'
    WHEN 'DELETE' THEN 'SELECT * FROM written_old'
    ELSE 'SELECT * FROM written_old UNION ALL SELECT * FROM written_new'
  END;
  -- TG_ARGV[0]: the primary key's columns, quoted, joined by commas ('' without one); the rest: the key columns.
  -- One statement counts the rows (up to 101) and gathers their keys, reading those columns only.
  SELECT string_agg(format('%L, coalesce(jsonb_agg(DISTINCT r.%I::text) FILTER (WHERE r.%I IS NOT NULL), ''[]'')', c, c, c), ', ')
  INTO key_list
  FROM unnest(TG_ARGV[1:TG_NARGS - 1]) AS c;
  EXECUTE format('SELECT count(*), %s FROM (SELECT * FROM (%s) AS s LIMIT 101) AS r',
    coalesce('jsonb_build_object(' || key_list || ')', 'NULL::jsonb'), source)
    INTO written, keys;
  IF written = 0 THEN
    RETURN NULL;
  END IF;
  payload := json_build_object('t', TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME, 'o', TG_OP)::text;
  IF written <= 100 AND keys IS NOT NULL THEN
    -- An update names the columns it changed (its old and new rows paired by primary key), so answers that read
    -- none of them stay.
    IF TG_OP = 'UPDATE' AND TG_ARGV[0] <> '' THEN
      EXECUTE format(
        $sql$SELECT (SELECT count(*) FROM written_old JOIN written_new USING (%1$s)),
          (SELECT coalesce(jsonb_agg(DISTINCT e.key), '[]'::jsonb)
             FROM (SELECT to_jsonb(o) AS oj, to_jsonb(n) AS nj FROM written_old AS o JOIN written_new AS n USING (%1$s)
                   OFFSET 0) AS pair
             CROSS JOIN LATERAL jsonb_each(pair.oj) AS e
            WHERE e.value IS DISTINCT FROM pair.nj -> e.key)$sql$,
        TG_ARGV[0])
        INTO paired, changed;
      -- Rows whose primary key changed cannot be paired: every column may have changed.
      IF paired * 2 <> written THEN
        changed := NULL;
      END IF;
    END IF;
    IF octet_length(jsonb_build_object('k', keys, 'c', changed)::text) <= 7800 THEN
      payload := jsonb_strip_nulls(
        jsonb_build_object('t', TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME, 'o', TG_OP, 'k', keys, 'c', changed))::text;
    END IF;
  END IF;
  PERFORM pg_notify('chainpulse_row_writes', payload);
  RETURN NULL;
END
$$;

-- Installs (or renews) the announcing triggers on a table, with its key columns as they are now. A migration that
-- adds a table, or changes its keys, calls it: SELECT write_notices.watch('public.new_table');
CREATE FUNCTION write_notices.watch(target regclass) RETURNS void
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
    SELECT c.oid::regclass FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
  LOOP
    PERFORM write_notices.watch(item);
  END LOOP;
END
$$;
