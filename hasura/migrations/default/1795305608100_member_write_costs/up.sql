-- Issue 30, mixed load: a member's comment, like, unlike and new blog draft cost less database time, with the same
-- results and the same answers. What a mutation's answer reads (a discussion's comments_count and likes, and so its
-- popular_key) still moves in the statement; only what the forum as a whole adds up moves at commit, and what a write
-- ran for nothing no longer runs:
--  * The forum's totals (rollups.forum_threads, public.forum_totals: one row every forum comment and like updates)
--    and the comments' daily roll-up (rollups.content_daily: one row a day every comment updates) are moved at commit
--    by deferred constraint triggers, in the order of the transaction's writes: the hot rows are locked from the end
--    of the transaction to its commit, no longer from the insert through the rest of the mutation and its round
--    trips. Read after the commit, the figures are the same. A like moves the forum's likes by the difference (not
--    the discussion out of the totals and back in: the totals row and its author's row written twice).
--  * A discussion's and a comment's update that moves only its counters (comments_count, likes) no longer runs the
--    suspended-writer check (the like or comment that moved them was checked) nor the roll-ups' statement triggers,
--    which read the whole change in dynamic SQL to find that no day moved: the roll-ups follow created_at by row
--    triggers that run only when it changes (WHEN), in static SQL.
--  * A draft (an unpublished blog post) is not counted in the roll-up, so its insert runs no roll-up statement; a
--    comment's and a blog post's budget is counted in static SQL (its plan kept), not a statement built each time.
--  * discussions_content_trgm_idx is dropped: nothing reads it (the site search reads search_text through its own
--    indexes), every counter update of a discussion (not a HOT update: popular_key, indexed, moves with the counters)
--    added the discussion's trigrams to it, and its pending list, never vacuumed on PGlite, grew until a write
--    flushed 4 MB of it.
--  * notify_member prunes a member's list only when it added a notification, and skips the rows another transaction
--    is pruning (two comments to one member deadlocked there once the counters no longer queued them); a comment
--    without '@' looks for no mentions.

DROP INDEX public.discussions_content_trgm_idx;

-- One day's count in rollups.content_daily moved by n, the row dropped at zero (as rollups.content_changed does it).
CREATE FUNCTION rollups.count_day(what text, at timestamptz, n integer) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  on_day date := (at AT TIME ZONE 'UTC')::date;
  remaining integer;
BEGIN
  IF at IS NULL OR n = 0 THEN
    RETURN;
  END IF;
  IF n < 0 THEN
    UPDATE rollups.content_daily r SET count = r.count + n WHERE r.kind = what AND r.day = on_day
      RETURNING r.count INTO remaining;
    IF remaining = 0 THEN
      DELETE FROM rollups.content_daily r WHERE r.kind = what AND r.day = on_day AND r.count = 0;
    END IF;
  ELSE
    INSERT INTO rollups.content_daily AS r (kind, day, count) VALUES (what, on_day, n)
      ON CONFLICT (kind, day) DO UPDATE SET count = r.count + excluded.count;
  END IF;
END
$$;

-- A row counted by the UTC day of its created_at under the kind TG_ARGV[0]: inserted, deleted, or moved to another day.
CREATE FUNCTION rollups.created_at_counted() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM rollups.count_day(TG_ARGV[0], OLD.created_at, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM rollups.count_day(TG_ARGV[0], NEW.created_at, 1);
  END IF;
  RETURN NULL;
END
$$;

-- A row inserted published, counted by the UTC day of its published_at under the kind TG_ARGV[0].
CREATE FUNCTION rollups.published_counted() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  PERFORM rollups.count_day(TG_ARGV[0], NEW.published_at, 1);
  RETURN NULL;
END
$$;

-- Comments: the day's row at commit, in the order of the transaction's writes.
DROP TRIGGER discussion_comments_rollup_insert ON public.discussion_comments;
DROP TRIGGER discussion_comments_rollup_update ON public.discussion_comments;
DROP TRIGGER discussion_comments_rollup_delete ON public.discussion_comments;
CREATE CONSTRAINT TRIGGER discussion_comments_rollup_insert AFTER INSERT ON public.discussion_comments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION rollups.created_at_counted('comments');
CREATE CONSTRAINT TRIGGER discussion_comments_rollup_update AFTER UPDATE OF created_at ON public.discussion_comments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION rollups.created_at_counted('comments');
CREATE CONSTRAINT TRIGGER discussion_comments_rollup_delete AFTER DELETE ON public.discussion_comments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION rollups.created_at_counted('comments');

-- Discussions: an update counted only when it moves created_at (inserts and deletes as before).
DROP TRIGGER discussions_rollup_update ON public.discussions;
CREATE TRIGGER discussions_rollup_update AFTER UPDATE OF created_at ON public.discussions
  FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at) EXECUTE FUNCTION rollups.created_at_counted('discussions');

-- Blog posts: an insert counted only when published (updates and deletes as before).
DROP TRIGGER blog_posts_rollup_insert ON public.blog_posts;
CREATE TRIGGER blog_posts_rollup_insert AFTER INSERT ON public.blog_posts
  FOR EACH ROW WHEN (NEW.published) EXECUTE FUNCTION rollups.published_counted('blog_posts');

-- The suspended-writer check, for every column but the counters the like and comment triggers move.
DROP TRIGGER discussions_refuse_suspended ON public.discussions;
CREATE TRIGGER discussions_refuse_suspended
  BEFORE INSERT OR DELETE OR UPDATE OF id, author_id, content, created_at, updated_at, language, hidden, title, topic
  ON public.discussions FOR EACH STATEMENT EXECUTE FUNCTION public.refuse_suspended_writer();
DROP TRIGGER discussion_comments_refuse_suspended ON public.discussion_comments;
CREATE TRIGGER discussion_comments_refuse_suspended
  BEFORE INSERT OR DELETE
    OR UPDATE OF id, discussion_id, author_id, content, created_at, updated_at, article_id, blog_post_id, parent_id, hidden
  ON public.discussion_comments FOR EACH STATEMENT EXECUTE FUNCTION public.refuse_suspended_writer();

-- The forum's totals at commit, in the order of the transaction's writes.
DROP TRIGGER discussion_comments_forum_totals ON public.discussion_comments;
CREATE CONSTRAINT TRIGGER discussion_comments_forum_totals
  AFTER INSERT OR DELETE OR UPDATE OF hidden, likes, discussion_id ON public.discussion_comments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION rollups.forum_comment_changed();
DROP TRIGGER discussions_forum_totals ON public.discussions;
CREATE CONSTRAINT TRIGGER discussions_forum_totals AFTER INSERT OR DELETE OR UPDATE OF hidden, likes, author_id ON public.discussions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION rollups.forum_discussion_changed();

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

-- A member's rows per window counted as before (the trigger's arguments: the member's column, the limit, the
-- window), in static SQL for the comments and blog posts members write most, so that its plan is kept.
CREATE OR REPLACE FUNCTION public.enforce_member_budget() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  member uuid;
  allowed integer := TG_ARGV[1]::integer;
  used integer;
BEGIN
  IF TG_TABLE_SCHEMA = 'public' AND TG_TABLE_NAME = 'discussion_comments' AND TG_ARGV[0] = 'author_id' THEN
    SELECT count(*) INTO used FROM (
      SELECT 1 FROM public.discussion_comments
      WHERE author_id = NEW.author_id AND created_at > now() - TG_ARGV[2]::interval LIMIT allowed) AS recent;
  ELSIF TG_TABLE_SCHEMA = 'public' AND TG_TABLE_NAME = 'blog_posts' AND TG_ARGV[0] = 'author_id' THEN
    SELECT count(*) INTO used FROM (
      SELECT 1 FROM public.blog_posts
      WHERE author_id = NEW.author_id AND created_at > now() - TG_ARGV[2]::interval LIMIT allowed) AS recent;
  ELSE
    member := (to_jsonb(NEW) ->> TG_ARGV[0])::uuid;
    EXECUTE format(
      'SELECT count(*) FROM (SELECT 1 FROM %I.%I WHERE %I = $1 AND created_at > now() - $2::interval LIMIT $3) AS recent',
      TG_TABLE_SCHEMA, TG_TABLE_NAME, TG_ARGV[0]
    ) INTO used USING member, TG_ARGV[2], allowed;
  END IF;
  IF used >= allowed THEN
    RAISE EXCEPTION 'too many in a short time; try again later (constraint "%_budget")', TG_TABLE_NAME
      USING ERRCODE = 'check_violation', CONSTRAINT = TG_TABLE_NAME || '_budget';
  END IF;
  RETURN NEW;
END
$$;

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
  IF inserted IS NULL THEN
    RETURN;
  END IF;
  IF what = 'mention' THEN
    INSERT INTO security.budgets (bucket, key, window_start, used)
      VALUES ('mention', actor::text, hour, 1), ('mention-pair', pair, hour, 1)
      ON CONFLICT (bucket, key, window_start) DO UPDATE SET used = security.budgets.used + 1;
  END IF;
  -- Rows another transaction is pruning at the same time are left to it (SKIP LOCKED): two comments to one member
  -- deleting the same old rows in different orders deadlock.
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
