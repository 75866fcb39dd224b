-- Issue 30, mixed load: a member's comment and like cost less database time, with the same results.
--  * The counters every comment or like moves (its discussion's comments_count or likes, the forum's totals through
--    rollups.forum_threads and public.forum_totals: one row every forum comment updates) are moved at commit, by
--    deferred constraint triggers: the hot rows are locked from the end of the transaction to its commit, no longer
--    from the insert through the rest of the mutation and the round trips to the engine (on PostgreSQL concurrent
--    comments waited on each other there). Read after the commit, the figures are the same.
--  * A like (discussions.likes changes, nothing else) moves the forum's likes by the difference, not the discussion
--    out of the totals and back in (two totals updates, its author's row updated twice).
--  * A comment's budget is counted by static SQL (its plan kept for the session), not a statement built each time.
--  * The comments' daily roll-up (rollups.content_daily: one row a day every comment updates) is moved at commit too,
--    by row triggers of static SQL (a bulk delete of comments pays a row's update each; they are rare).
--  * notify_member prunes a member's list only when it added a notification, and skips the rows another transaction
--    is pruning (concurrent comments to one member deadlocked there); a comment without '@' looks for no mentions.
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
             WHERE n.nspname = 'public' AND p.proname = 'enforce_comment_budget') THEN
    RAISE EXCEPTION 'function public.enforce_comment_budget already exists';
  END IF;
END
$$;

DROP TRIGGER discussion_comments_count ON public.discussion_comments;
CREATE CONSTRAINT TRIGGER discussion_comments_count AFTER INSERT OR DELETE OR UPDATE OF hidden ON public.discussion_comments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION public.count_visible_discussion_comment();
DROP TRIGGER discussion_likes_count ON public.discussion_likes;
CREATE CONSTRAINT TRIGGER discussion_likes_count AFTER INSERT OR DELETE ON public.discussion_likes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION public.count_discussion_like();
DROP TRIGGER discussion_comments_forum_totals ON public.discussion_comments;
CREATE CONSTRAINT TRIGGER discussion_comments_forum_totals
  AFTER INSERT OR DELETE OR UPDATE OF hidden, likes, discussion_id ON public.discussion_comments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION rollups.forum_comment_changed();

CREATE OR REPLACE FUNCTION rollups.forum_discussion_changed() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
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
  ELSIF OLD.hidden = NEW.hidden AND OLD.author_id = NEW.author_id THEN
    -- Only its likes: a visible discussion moves the forum's likes by the difference.
    IF NOT NEW.hidden AND NEW.likes <> OLD.likes THEN
      UPDATE public.forum_totals t SET likes = t.likes + (NEW.likes - OLD.likes);
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
$$;

-- A member's comments per window counted from the table's rows, as enforce_member_budget counts them (the trigger's
-- arguments: the limit and the window), in static SQL.
CREATE FUNCTION public.enforce_comment_budget() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  allowed integer := TG_ARGV[0]::integer;
BEGIN
  IF (SELECT count(*) FROM (
        SELECT 1 FROM public.discussion_comments
        WHERE author_id = NEW.author_id AND created_at > now() - TG_ARGV[1]::interval LIMIT allowed) AS recent) >= allowed THEN
    RAISE EXCEPTION 'too many in a short time; try again later (constraint "%_budget")', TG_TABLE_NAME
      USING ERRCODE = 'check_violation', CONSTRAINT = TG_TABLE_NAME || '_budget';
  END IF;
  RETURN NEW;
END
$$;
DROP TRIGGER discussion_comments_budget ON public.discussion_comments;
CREATE TRIGGER discussion_comments_budget BEFORE INSERT ON public.discussion_comments
  FOR EACH ROW EXECUTE FUNCTION public.enforce_comment_budget('300', '1 hour');

-- A comment counted in rollups.content_daily (by the UTC day of created_at, hidden ones included, as
-- rollups.content_changed counted it) at commit as the counters above: the day's row is one every comment updates.
-- Inserts, deletes and moves of created_at alike, so the roll-up follows the transaction's writes in their order.
CREATE FUNCTION rollups.comment_counted() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  remaining integer;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE rollups.content_daily r SET count = r.count - 1
    WHERE r.kind = 'comments' AND r.day = (OLD.created_at AT TIME ZONE 'UTC')::date
    RETURNING r.count INTO remaining;
    IF remaining = 0 THEN
      DELETE FROM rollups.content_daily r
      WHERE r.kind = 'comments' AND r.day = (OLD.created_at AT TIME ZONE 'UTC')::date AND r.count = 0;
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO rollups.content_daily AS r (kind, day, count) VALUES ('comments', (NEW.created_at AT TIME ZONE 'UTC')::date, 1)
    ON CONFLICT (kind, day) DO UPDATE SET count = r.count + 1;
  END IF;
  RETURN NULL;
END
$$;
DROP TRIGGER discussion_comments_rollup_insert ON public.discussion_comments;
DROP TRIGGER discussion_comments_rollup_update ON public.discussion_comments;
DROP TRIGGER discussion_comments_rollup_delete ON public.discussion_comments;
CREATE CONSTRAINT TRIGGER discussion_comments_rollup_insert AFTER INSERT ON public.discussion_comments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION rollups.comment_counted();
CREATE CONSTRAINT TRIGGER discussion_comments_rollup_update AFTER UPDATE OF created_at ON public.discussion_comments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION rollups.comment_counted();
CREATE CONSTRAINT TRIGGER discussion_comments_rollup_delete AFTER DELETE ON public.discussion_comments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION rollups.comment_counted();

-- Notifies a member once per kind, actor and target; never of their own doing (as 1795305602000): the newest 200
-- are kept, pruned when one was added (a notification not added leaves the list as it was), without waiting on
-- another transaction's prune of the same list.
CREATE OR REPLACE FUNCTION public.notify_member(
  recipient uuid, what text, actor uuid, on_discussion uuid, on_article uuid, on_blog_post uuid, on_comment uuid
) RETURNS void
LANGUAGE plpgsql AS $$
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
  IF inserted IS NULL THEN
    RETURN;
  END IF;
  -- Rows another transaction is pruning at the same time are left to it (SKIP LOCKED): two comments to one member
  -- deleting the same old rows in different orders deadlocked once the counters no longer queued them.
  DELETE FROM public.notifications WHERE id IN (
    SELECT id FROM public.notifications WHERE id IN (
      SELECT id FROM public.notifications WHERE recipient_id = recipient
      ORDER BY created_at DESC, id DESC OFFSET 200
    )
    FOR UPDATE SKIP LOCKED
  );
END
$$;

-- A new comment notifies as 1795305603200 has it; a text without '@' mentions nobody, so is not searched for names.
CREATE OR REPLACE FUNCTION public.notify_comment() RETURNS trigger
LANGUAGE plpgsql AS $$
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
  IF strpos(NEW.content, '@') = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM public.notify_member(member, 'mention', NEW.author_id, NEW.discussion_id, NEW.article_id, NEW.blog_post_id, NEW.id)
  FROM public.mentioned_members(NEW.content) AS member
  WHERE member IS DISTINCT FROM answered
    AND NOT EXISTS (SELECT 1 FROM public.notifications WHERE recipient_id = member AND comment_id = NEW.id);
  RETURN NULL;
END
$$;
