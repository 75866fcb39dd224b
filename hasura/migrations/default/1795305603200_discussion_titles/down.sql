ALTER TABLE public.user_profiles DROP CONSTRAINT user_profiles_website_check;
ALTER TABLE public.user_profiles ADD CONSTRAINT user_profiles_website_check CHECK (public.is_safe_url(website));

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
  PERFORM public.notify_member(member, 'mention', NEW.author_id, NEW.discussion_id, NEW.article_id, NEW.blog_post_id, NEW.id)
  FROM public.mentioned_members(NEW.content) AS member;
  RETURN NULL;
END
$$;

DROP INDEX public.discussions_search_trgm_idx;
ALTER TABLE public.discussions DROP COLUMN search_text;
ALTER TABLE public.discussions ADD COLUMN search_text text GENERATED ALWAYS AS (lower(content)) STORED;
CREATE INDEX discussions_search_trgm_idx ON public.discussions USING gin (search_text public.gin_trgm_ops);

DROP TRIGGER discussions_edit_budget ON public.discussions;
CREATE TRIGGER discussions_edit_budget BEFORE UPDATE OF content ON public.discussions
  FOR EACH ROW EXECUTE FUNCTION public.take_edit_budget('author_id', '100', '1 hour');
DROP TRIGGER discussions_set_updated_at ON public.discussions;
CREATE TRIGGER discussions_set_updated_at BEFORE UPDATE OF content ON public.discussions
  FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();

DROP INDEX public.discussions_topic_created_idx;
DROP TRIGGER discussions_title ON public.discussions;
ALTER TABLE public.discussions DROP COLUMN title, DROP COLUMN topic;
DROP FUNCTION public.prepare_discussion_title();
DROP FUNCTION public.title_from_text(text);
