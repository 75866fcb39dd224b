-- Hiding a blog post keeps what its author had chosen, and showing it again restores that: a post that was published
-- comes back published on its first date (not as new), and a draft stays a draft. Moderators write only `hidden`.
--
-- The trigger's name sorts after blog_posts_sync_published_at (BEFORE triggers fire in name order), so its
-- published and published_at are the last word.
ALTER TABLE public.blog_posts ADD COLUMN published_at_before_hidden timestamptz;

CREATE FUNCTION public.blog_posts_visibility() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.hidden AND NOT OLD.hidden THEN
    NEW.published_at_before_hidden := CASE WHEN OLD.published THEN OLD.published_at END;
    NEW.published := false;
    NEW.published_at := NULL;
  ELSIF OLD.hidden AND NOT NEW.hidden THEN
    NEW.published := OLD.published_at_before_hidden IS NOT NULL;
    NEW.published_at := OLD.published_at_before_hidden;
    NEW.published_at_before_hidden := NULL;
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER blog_posts_visibility BEFORE UPDATE OF hidden ON public.blog_posts
  FOR EACH ROW EXECUTE FUNCTION public.blog_posts_visibility();
