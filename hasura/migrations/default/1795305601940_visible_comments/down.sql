CREATE FUNCTION public.count_discussion_comment() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE public.discussions SET comments_count = comments_count + 1 WHERE id = NEW.discussion_id;
  ELSE
    UPDATE public.discussions SET comments_count = greatest(comments_count - 1, 0) WHERE id = OLD.discussion_id;
  END IF;
  RETURN NULL;
END
$$;
DROP TRIGGER discussion_comments_count ON public.discussion_comments;
CREATE TRIGGER discussion_comments_count AFTER INSERT OR DELETE ON public.discussion_comments
  FOR EACH ROW EXECUTE FUNCTION public.count_discussion_comment();
DROP FUNCTION public.count_visible_discussion_comment();
UPDATE public.discussions d
  SET comments_count = (SELECT count(*) FROM public.discussion_comments c WHERE c.discussion_id = d.id);
