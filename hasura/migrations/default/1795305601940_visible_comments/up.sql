-- A discussion's comments_count counts the comments readers see: hiding a comment takes it out of the count,
-- showing it again puts it back, and a hidden comment's deletion leaves the count alone.
CREATE FUNCTION public.count_visible_discussion_comment() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NOT NEW.hidden THEN
      UPDATE public.discussions SET comments_count = comments_count + 1 WHERE id = NEW.discussion_id;
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF NOT OLD.hidden THEN
      UPDATE public.discussions SET comments_count = greatest(comments_count - 1, 0) WHERE id = OLD.discussion_id;
    END IF;
  ELSIF OLD.hidden IS DISTINCT FROM NEW.hidden THEN
    UPDATE public.discussions
      SET comments_count = greatest(comments_count + CASE WHEN NEW.hidden THEN -1 ELSE 1 END, 0)
      WHERE id = NEW.discussion_id;
  END IF;
  RETURN NULL;
END
$$;
DROP TRIGGER discussion_comments_count ON public.discussion_comments;
CREATE TRIGGER discussion_comments_count AFTER INSERT OR DELETE OR UPDATE OF hidden ON public.discussion_comments
  FOR EACH ROW EXECUTE FUNCTION public.count_visible_discussion_comment();
DROP FUNCTION public.count_discussion_comment();

-- The counts as readers see them now.
UPDATE public.discussions d
  SET comments_count = (SELECT count(*) FROM public.discussion_comments c WHERE c.discussion_id = d.id AND NOT c.hidden)
  WHERE comments_count IS DISTINCT FROM (SELECT count(*) FROM public.discussion_comments c WHERE c.discussion_id = d.id AND NOT c.hidden);
