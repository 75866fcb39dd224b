-- The forum sidebar's totals (discussions, comments, members who started one, likes) kept by triggers instead of
-- counted over the whole tables at every change a live query polls (at 200,000 discussions and 2,000,000 comments
-- those scans cost seconds). The figures are the ones a visitor's aggregates gave: discussions not hidden; comments
-- of the forum (discussion_id set) neither hidden nor in a hidden discussion; members = distinct authors of those
-- discussions; likes of both. One row, public.forum_totals, read by everyone.
CREATE TABLE public.forum_totals (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  discussions integer NOT NULL CHECK (discussions >= 0),
  comments integer NOT NULL CHECK (comments >= 0),
  members integer NOT NULL CHECK (members >= 0),
  likes integer NOT NULL CHECK (likes >= 0)
);
COMMENT ON TABLE public.forum_totals IS 'The forum''s public totals, one row kept by triggers on discussions and discussion_comments';

-- Per discussion: whether it is hidden and its visible comments with their likes, so hiding, showing or deleting a
-- discussion moves the totals by its comments without counting them. No foreign key: a discussion's delete
-- trigger removes its row whichever runs first, it or the cascade of its comments.
CREATE TABLE rollups.forum_threads (
  discussion_id uuid PRIMARY KEY,
  hidden boolean NOT NULL,
  comments integer NOT NULL DEFAULT 0 CHECK (comments >= 0),
  comment_likes integer NOT NULL DEFAULT 0 CHECK (comment_likes >= 0)
);
-- Per member: their visible discussions; a member with none has no row (members = the rows, counted as they come and go).
CREATE TABLE rollups.forum_authors (
  author_id uuid PRIMARY KEY,
  discussions integer NOT NULL CHECK (discussions >= 0)
);

-- A visible discussion counted in (n = 1) or out (n = -1), with its likes and its visible comments.
CREATE FUNCTION rollups.forum_count_discussion(author uuid, n integer, liked integer, replies integer, replies_liked integer)
RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  remaining integer;
  joined integer := 0;
BEGIN
  IF n > 0 THEN
    INSERT INTO rollups.forum_authors AS a (author_id, discussions) VALUES (author, 1)
      ON CONFLICT (author_id) DO UPDATE SET discussions = a.discussions + 1
      RETURNING a.discussions INTO remaining;
    IF remaining = 1 THEN joined := 1; END IF;
  ELSE
    UPDATE rollups.forum_authors a SET discussions = a.discussions - 1 WHERE a.author_id = author RETURNING a.discussions INTO remaining;
    IF remaining = 0 THEN
      DELETE FROM rollups.forum_authors a WHERE a.author_id = author AND a.discussions = 0;
      joined := -1;
    END IF;
  END IF;
  UPDATE public.forum_totals t
  SET discussions = t.discussions + n, members = t.members + joined,
      likes = t.likes + n * (liked + replies_liked), comments = t.comments + n * replies;
END
$$;

CREATE FUNCTION rollups.forum_discussion_changed() RETURNS trigger
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

-- A visible forum comment counted in or out: in its discussion's row, and in the totals while that is not hidden
-- (a discussion already deleted has no row: the discussion's trigger took its comments out).
CREATE FUNCTION rollups.forum_count_comment(thread uuid, n integer, liked integer) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  thread_hidden boolean;
BEGIN
  UPDATE rollups.forum_threads r SET comments = r.comments + n, comment_likes = r.comment_likes + n * liked
  WHERE r.discussion_id = thread RETURNING r.hidden INTO thread_hidden;
  IF FOUND AND NOT thread_hidden THEN
    UPDATE public.forum_totals t SET comments = t.comments + n, likes = t.likes + n * liked;
  END IF;
END
$$;

CREATE FUNCTION rollups.forum_comment_changed() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.discussion_id IS NOT NULL AND NOT OLD.hidden THEN
    PERFORM rollups.forum_count_comment(OLD.discussion_id, -1, OLD.likes);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.discussion_id IS NOT NULL AND NOT NEW.hidden THEN
    PERFORM rollups.forum_count_comment(NEW.discussion_id, 1, NEW.likes);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER discussions_forum_totals AFTER INSERT OR DELETE OR UPDATE OF hidden, likes, author_id ON public.discussions
  FOR EACH ROW EXECUTE FUNCTION rollups.forum_discussion_changed();
CREATE TRIGGER discussion_comments_forum_totals AFTER INSERT OR DELETE OR UPDATE OF hidden, likes, discussion_id ON public.discussion_comments
  FOR EACH ROW EXECUTE FUNCTION rollups.forum_comment_changed();

-- Filled from the rows there (here, and after a bulk load with triggers off).
CREATE FUNCTION rollups.rebuild_forum_totals() RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
  DELETE FROM rollups.forum_threads;
  DELETE FROM rollups.forum_authors;
  DELETE FROM public.forum_totals;
  INSERT INTO rollups.forum_threads (discussion_id, hidden, comments, comment_likes)
  SELECT d.id, d.hidden, count(c.id)::int, coalesce(sum(c.likes), 0)::int
  FROM public.discussions d LEFT JOIN public.discussion_comments c ON c.discussion_id = d.id AND NOT c.hidden
  GROUP BY d.id;
  INSERT INTO rollups.forum_authors (author_id, discussions)
  SELECT author_id, count(*)::int FROM public.discussions WHERE NOT hidden GROUP BY author_id;
  INSERT INTO public.forum_totals (discussions, comments, members, likes)
  SELECT count(*)::int, coalesce(sum(t.comments), 0)::int, (SELECT count(*)::int FROM rollups.forum_authors),
         (coalesce(sum(d.likes), 0) + coalesce(sum(t.comment_likes), 0))::int
  FROM public.discussions d JOIN rollups.forum_threads t ON t.discussion_id = d.id
  WHERE NOT d.hidden;
$$;
SELECT rollups.rebuild_forum_totals();

SELECT write_notices.watch('public.forum_totals');
