-- Issue 30: the admin dashboard's totals of members, published blog posts, discussions and comments from daily
-- roll-ups the database keeps, not from counting the whole tables at every visit. rollups.content_daily holds, per
-- kind and UTC day, the number of rows counted that day: sign-ups (user_profiles by created_at), published blog
-- posts (by published_at: a post counts on the day it was published, and no longer once unpublished), discussions
-- and comments (discussion_comments) by created_at, hidden ones included as the dashboard counts them. One statement
-- trigger per table and event keeps it equal to the rows through inserts, updates (a publish, an unpublish, a moved
-- time) and deletes (cascades and retention's batches included); this migration fills it from the rows there.
CREATE TABLE rollups.content_daily (
  kind text NOT NULL CHECK (kind IN ('sign_ups', 'blog_posts', 'discussions', 'comments')),
  day date NOT NULL,
  count integer NOT NULL CHECK (count >= 0),
  PRIMARY KEY (kind, day)
);

-- The rows of a transition table that a kind counts, by UTC day (the trigger arguments: kind, time column, condition).
CREATE FUNCTION rollups.content_counted(source text, time_column text, condition text, sign integer) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT format('SELECT (%2$I AT TIME ZONE ''UTC'')::date AS day, %4$s AS n FROM %1$I WHERE %2$I IS NOT NULL AND (%3$s)',
    source, time_column, condition, sign)
$$;

-- A statement's change: its new rows counted in, its old rows counted out, grouped by day; an emptied day goes.
CREATE FUNCTION rollups.content_changed() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  parts text[] := '{}';
  emptied date[];
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    parts := parts || rollups.content_counted('new_rows', TG_ARGV[1], TG_ARGV[2], 1);
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    parts := parts || rollups.content_counted('old_rows', TG_ARGV[1], TG_ARGV[2], -1);
  END IF;
  -- A day there changes by the delta (an UPDATE: a proposed INSERT row with a negative count would fail the CHECK
  -- before ON CONFLICT is considered); a new day is added (ON CONFLICT: another transaction may add it meanwhile).
  EXECUTE format(
    'WITH delta AS (SELECT day, sum(n)::int AS n FROM (%s) c GROUP BY day HAVING sum(n) <> 0),
       changed AS (
         UPDATE rollups.content_daily r SET count = r.count + d.n FROM delta d WHERE r.kind = $1 AND r.day = d.day
         RETURNING r.day, r.count),
       added AS (
         INSERT INTO rollups.content_daily AS r (kind, day, count)
         SELECT $1, d.day, d.n FROM delta d WHERE NOT EXISTS (SELECT FROM changed c WHERE c.day = d.day)
         ON CONFLICT (kind, day) DO UPDATE SET count = r.count + excluded.count
         RETURNING day)
     SELECT array_agg(day) FILTER (WHERE count = 0) FROM changed',
    array_to_string(parts, ' UNION ALL ')) INTO emptied USING TG_ARGV[0];
  IF emptied IS NOT NULL THEN
    DELETE FROM rollups.content_daily WHERE kind = TG_ARGV[0] AND day = ANY (emptied) AND count = 0;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER user_profiles_rollup_insert AFTER INSERT ON public.user_profiles REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rollups.content_changed('sign_ups', 'created_at', 'true');
CREATE TRIGGER user_profiles_rollup_update AFTER UPDATE ON public.user_profiles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rollups.content_changed('sign_ups', 'created_at', 'true');
CREATE TRIGGER user_profiles_rollup_delete AFTER DELETE ON public.user_profiles REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rollups.content_changed('sign_ups', 'created_at', 'true');
CREATE TRIGGER blog_posts_rollup_insert AFTER INSERT ON public.blog_posts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rollups.content_changed('blog_posts', 'published_at', 'published');
CREATE TRIGGER blog_posts_rollup_update AFTER UPDATE ON public.blog_posts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rollups.content_changed('blog_posts', 'published_at', 'published');
CREATE TRIGGER blog_posts_rollup_delete AFTER DELETE ON public.blog_posts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rollups.content_changed('blog_posts', 'published_at', 'published');
CREATE TRIGGER discussions_rollup_insert AFTER INSERT ON public.discussions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rollups.content_changed('discussions', 'created_at', 'true');
CREATE TRIGGER discussions_rollup_update AFTER UPDATE ON public.discussions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rollups.content_changed('discussions', 'created_at', 'true');
CREATE TRIGGER discussions_rollup_delete AFTER DELETE ON public.discussions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rollups.content_changed('discussions', 'created_at', 'true');
CREATE TRIGGER discussion_comments_rollup_insert AFTER INSERT ON public.discussion_comments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rollups.content_changed('comments', 'created_at', 'true');
CREATE TRIGGER discussion_comments_rollup_update AFTER UPDATE ON public.discussion_comments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rollups.content_changed('comments', 'created_at', 'true');
CREATE TRIGGER discussion_comments_rollup_delete AFTER DELETE ON public.discussion_comments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rollups.content_changed('comments', 'created_at', 'true');

-- The roll-up made again from the rows: here, and after a bulk load with triggers off (bench/data/load.mjs).
CREATE FUNCTION rollups.rebuild_content_daily() RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
  DELETE FROM rollups.content_daily;
  INSERT INTO rollups.content_daily (kind, day, count)
  SELECT kind, day, count(*)::int FROM (
    SELECT 'sign_ups' AS kind, (created_at AT TIME ZONE 'UTC')::date AS day FROM public.user_profiles
    UNION ALL SELECT 'blog_posts', (published_at AT TIME ZONE 'UTC')::date FROM public.blog_posts WHERE published AND published_at IS NOT NULL
    UNION ALL SELECT 'discussions', (created_at AT TIME ZONE 'UTC')::date FROM public.discussions
    UNION ALL SELECT 'comments', (created_at AT TIME ZONE 'UTC')::date FROM public.discussion_comments
  ) rows
  GROUP BY kind, day;
$$;
SELECT rollups.rebuild_content_daily();

DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'chainpulse_app') THEN
    GRANT SELECT ON rollups.content_daily TO chainpulse_app;
  END IF;
END
$$;
