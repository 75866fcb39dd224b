-- Back to the triggers, functions and index as 1795305608000 and the migrations before it left them.
DROP TRIGGER discussions_forum_totals ON public.discussions;
CREATE TRIGGER discussions_forum_totals AFTER INSERT OR DELETE OR UPDATE OF hidden, likes, author_id ON public.discussions
  FOR EACH ROW EXECUTE FUNCTION rollups.forum_discussion_changed();
DROP TRIGGER discussion_comments_forum_totals ON public.discussion_comments;
CREATE TRIGGER discussion_comments_forum_totals AFTER INSERT OR DELETE OR UPDATE OF hidden, likes, discussion_id ON public.discussion_comments
  FOR EACH ROW EXECUTE FUNCTION rollups.forum_comment_changed();

DROP TRIGGER discussion_comments_refuse_suspended ON public.discussion_comments;
CREATE TRIGGER discussion_comments_refuse_suspended BEFORE INSERT OR DELETE OR UPDATE ON public.discussion_comments
  FOR EACH STATEMENT EXECUTE FUNCTION public.refuse_suspended_writer();
DROP TRIGGER discussions_refuse_suspended ON public.discussions;
CREATE TRIGGER discussions_refuse_suspended BEFORE INSERT OR DELETE OR UPDATE ON public.discussions
  FOR EACH STATEMENT EXECUTE FUNCTION public.refuse_suspended_writer();

DROP TRIGGER blog_posts_rollup_insert ON public.blog_posts;
CREATE TRIGGER blog_posts_rollup_insert AFTER INSERT ON public.blog_posts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rollups.content_changed('blog_posts', 'published_at', 'published');
DROP TRIGGER discussions_rollup_update ON public.discussions;
CREATE TRIGGER discussions_rollup_update AFTER UPDATE ON public.discussions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rollups.content_changed('discussions', 'created_at', 'true');
DROP TRIGGER discussion_comments_rollup_insert ON public.discussion_comments;
DROP TRIGGER discussion_comments_rollup_update ON public.discussion_comments;
DROP TRIGGER discussion_comments_rollup_delete ON public.discussion_comments;
CREATE TRIGGER discussion_comments_rollup_insert AFTER INSERT ON public.discussion_comments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rollups.content_changed('comments', 'created_at', 'true');
CREATE TRIGGER discussion_comments_rollup_update AFTER UPDATE ON public.discussion_comments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rollups.content_changed('comments', 'created_at', 'true');
CREATE TRIGGER discussion_comments_rollup_delete AFTER DELETE ON public.discussion_comments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rollups.content_changed('comments', 'created_at', 'true');
DROP FUNCTION rollups.published_counted();
DROP FUNCTION rollups.created_at_counted();
DROP FUNCTION rollups.count_day(text, timestamptz, integer);

CREATE INDEX discussions_content_trgm_idx ON public.discussions USING gin (content public.gin_trgm_ops);

CREATE OR REPLACE FUNCTION rollups.forum_discussion_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
  thread rollups.forum_threads;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO rollups.forum_threads (discussion_id, hidden) VALUES (NEW.id, NEW.hidden)
      ON CONFLICT (discussion_id) DO UPDATE SET hidden = excluded.hidden
      RETURNING * INTO thread;
    IF NOT NEW.hidden THEN
      PERFORM rollups.forum_count_discussion(NEW.author_id, 1, NEW.likes, thread.comments, thread.comment_likes);
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM rollups.forum_threads WHERE discussion_id = OLD.id RETURNING * INTO thread;
    IF NOT OLD.hidden THEN
      PERFORM rollups.forum_count_discussion(OLD.author_id, -1, OLD.likes, coalesce(thread.comments, 0), coalesce(thread.comment_likes, 0));
    END IF;
  ELSE
    UPDATE rollups.forum_threads SET hidden = NEW.hidden WHERE discussion_id = NEW.id RETURNING * INTO thread;
    IF NOT OLD.hidden THEN
      PERFORM rollups.forum_count_discussion(OLD.author_id, -1, OLD.likes, coalesce(thread.comments, 0), coalesce(thread.comment_likes, 0));
    END IF;
    IF NOT NEW.hidden THEN
      PERFORM rollups.forum_count_discussion(NEW.author_id, 1, NEW.likes, coalesce(thread.comments, 0), coalesce(thread.comment_likes, 0));
    END IF;
  END IF;
  RETURN NULL;
END
$function$;

CREATE OR REPLACE FUNCTION public.enforce_member_budget()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  member uuid := (to_jsonb(NEW) ->> TG_ARGV[0])::uuid;
  allowed integer := TG_ARGV[1]::integer;
  used integer;
BEGIN
  EXECUTE format(
    'SELECT count(*) FROM (SELECT 1 FROM %I.%I WHERE %I = $1 AND created_at > now() - $2::interval LIMIT $3) AS recent',
    TG_TABLE_SCHEMA, TG_TABLE_NAME, TG_ARGV[0]
  ) INTO used USING member, TG_ARGV[2], allowed;
  IF used >= allowed THEN
    RAISE EXCEPTION 'too many in a short time; try again later (constraint "%_budget")', TG_TABLE_NAME
      USING ERRCODE = 'check_violation', CONSTRAINT = TG_TABLE_NAME || '_budget';
  END IF;
  RETURN NEW;
END
$function$;

CREATE OR REPLACE FUNCTION public.notify_member(recipient uuid, what text, actor uuid, on_discussion uuid, on_article uuid, on_blog_post uuid, on_comment uuid)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  hour timestamptz := date_trunc('hour', now());
  pair text := actor::text || ':' || recipient::text;
  inserted uuid;
BEGIN
  IF recipient IS NULL OR actor IS NULL OR recipient = actor THEN
    RETURN;
  END IF;
  IF what = 'mention' AND (
    coalesce((SELECT used FROM security.budgets WHERE bucket = 'mention' AND key = actor::text AND window_start = hour), 0) >= 60
    OR coalesce((SELECT used FROM security.budgets WHERE bucket = 'mention-pair' AND key = pair AND window_start = hour), 0) >= 10
  ) THEN
    RETURN;
  END IF;
  INSERT INTO public.notifications (recipient_id, kind, actor_id, discussion_id, article_id, blog_post_id, comment_id)
    VALUES (recipient, what, actor, on_discussion, on_article, on_blog_post, on_comment)
    ON CONFLICT DO NOTHING
    RETURNING id INTO inserted;
  IF inserted IS NOT NULL AND what = 'mention' THEN
    INSERT INTO security.budgets (bucket, key, window_start, used)
      VALUES ('mention', actor::text, hour, 1), ('mention-pair', pair, hour, 1)
      ON CONFLICT (bucket, key, window_start) DO UPDATE SET used = security.budgets.used + 1;
  END IF;
  DELETE FROM public.notifications WHERE id IN (
    SELECT id FROM public.notifications WHERE recipient_id = recipient
    ORDER BY created_at DESC, id DESC OFFSET 200
  );
END
$function$;

CREATE OR REPLACE FUNCTION public.notify_comment()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  answered uuid;
BEGIN
  IF NOT coalesce(public.comment_visible(NEW.id), false) THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    IF NEW.parent_id IS NOT NULL THEN
      SELECT author_id INTO answered FROM public.discussion_comments WHERE id = NEW.parent_id;
    ELSIF NEW.discussion_id IS NOT NULL THEN
      SELECT author_id INTO answered FROM public.discussions WHERE id = NEW.discussion_id;
    ELSIF NEW.blog_post_id IS NOT NULL THEN
      SELECT author_id INTO answered FROM public.blog_posts WHERE id = NEW.blog_post_id;
    END IF;
    PERFORM public.notify_member(answered, 'reply', NEW.author_id, NEW.discussion_id, NEW.article_id, NEW.blog_post_id, NEW.id);
  END IF;
  PERFORM public.notify_member(member, 'mention', NEW.author_id, NEW.discussion_id, NEW.article_id, NEW.blog_post_id, NEW.id)
  FROM public.mentioned_members(NEW.content) AS member
  WHERE member IS DISTINCT FROM answered
    AND NOT EXISTS (SELECT 1 FROM public.notifications WHERE recipient_id = member AND comment_id = NEW.id);
  RETURN NULL;
END
$function$;

