-- How many members follow each blog tag (issue 28: the tag page shows it). Members read only their own follows rows,
-- so the count is kept here by a trigger on follows and is public. A tag nobody follows has no row.
CREATE TABLE public.tag_follower_counts (
  tag text PRIMARY KEY,
  followers_count integer NOT NULL CHECK (followers_count > 0)
);
INSERT INTO public.tag_follower_counts (tag, followers_count)
  SELECT tag, count(*)::integer FROM public.follows WHERE tag IS NOT NULL GROUP BY tag;

-- One more on a follow, one fewer on an unfollow (or the member's account removed); the last one removes the row.
-- Concurrent follows and unfollows of one tag queue on its row, so no change is lost.
CREATE FUNCTION public.count_tag_followers() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW.tag IS NOT NULL THEN
    INSERT INTO public.tag_follower_counts AS counts (tag, followers_count) VALUES (NEW.tag, 1)
      ON CONFLICT (tag) DO UPDATE SET followers_count = counts.followers_count + 1;
  ELSIF TG_OP = 'DELETE' AND OLD.tag IS NOT NULL THEN
    UPDATE public.tag_follower_counts SET followers_count = followers_count - 1 WHERE tag = OLD.tag AND followers_count > 1;
    IF NOT FOUND THEN
      DELETE FROM public.tag_follower_counts WHERE tag = OLD.tag;
    END IF;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER follows_count_tag_followers AFTER INSERT OR DELETE ON public.follows
  FOR EACH ROW EXECUTE FUNCTION public.count_tag_followers();
