-- Discussions as forum users expect them (issue 28): a thread has a title (shown on lists, the thread page's h1,
-- searched) and a topic (the forum's sidebar filters by it); a reply that also mentions the member it answers
-- notifies them once; a profile's website is an http(s) address only.

-- The title a text gives when none was written: its first line, at most 80 characters (cut with an ellipsis).
CREATE FUNCTION public.title_from_text(body text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN char_length(line) > 80 THEN public.trim_space(left(line, 79)) || '…' ELSE line END
  FROM (SELECT public.trim_space(split_part(public.trim_space(body), E'\n', 1)) AS line) AS first
$$;

-- Titles are stored trimmed, one line, 1 to 120 characters. A writer of the old shape (no title at all: API clients,
-- seeds) gets the title of its text; a title given empty is refused, as the site's form refuses it.
CREATE FUNCTION public.prepare_discussion_title() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW.title IS NULL THEN
    NEW.title := public.title_from_text(NEW.content);
  END IF;
  NEW.title := public.trim_space(NEW.title);
  RETURN NEW;
END
$$;
ALTER TABLE public.discussions
  ADD COLUMN title text,
  ADD COLUMN topic text NOT NULL DEFAULT 'general'
    CONSTRAINT discussions_topic_check CHECK (topic IN ('general', 'blockchain', 'defi', 'dev_tools', 'ai', 'events'));
UPDATE public.discussions SET title = public.title_from_text(content);
ALTER TABLE public.discussions
  ALTER COLUMN title SET NOT NULL,
  ADD CONSTRAINT discussions_title_check CHECK (char_length(title) BETWEEN 1 AND 120 AND title !~ '[\n\r]');
CREATE TRIGGER discussions_title BEFORE INSERT OR UPDATE OF title ON public.discussions
  FOR EACH ROW EXECUTE FUNCTION public.prepare_discussion_title();
CREATE INDEX discussions_topic_created_idx ON public.discussions (topic, created_at DESC);

-- An edit of the title is an edit: it moves updated_at and spends the edit budget, as one of the text does.
DROP TRIGGER discussions_set_updated_at ON public.discussions;
CREATE TRIGGER discussions_set_updated_at BEFORE UPDATE OF title, content ON public.discussions
  FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();
DROP TRIGGER discussions_edit_budget ON public.discussions;
CREATE TRIGGER discussions_edit_budget BEFORE UPDATE OF title, content ON public.discussions
  FOR EACH ROW EXECUTE FUNCTION public.take_edit_budget('author_id', '100', '1 hour');

-- The search document (1795305600800_search) is the title and the text.
DROP INDEX public.discussions_search_trgm_idx;
ALTER TABLE public.discussions DROP COLUMN search_text;
ALTER TABLE public.discussions
  ADD COLUMN search_text text GENERATED ALWAYS AS (lower(title || ' ' || content)) STORED;
CREATE INDEX discussions_search_trgm_idx ON public.discussions USING gin (search_text public.gin_trgm_ops);

-- A new comment tells the author of what it answers (the comment it replies to, else the discussion or blog post)
-- and the members it mentions; an edit tells the members newly mentioned. One notification per member and comment:
-- a member already told of this comment (the reply to them that also mentions them) is not told again. A comment
-- readers do not see (hidden, or on a hidden discussion or an unpublished article or post) tells nobody.
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
  FROM public.mentioned_members(NEW.content) AS member
  WHERE member IS DISTINCT FROM answered
    AND NOT EXISTS (SELECT 1 FROM public.notifications WHERE recipient_id = member AND comment_id = NEW.id);
  RETURN NULL;
END
$$;

-- A website is a full http(s) address (public.is_safe_url also takes site-relative paths, right for images, not for
-- a member's site). Stored values of any other form are dropped.
UPDATE public.user_profiles SET website = NULL WHERE website IS NOT NULL AND website !~ '^https?://';
ALTER TABLE public.user_profiles DROP CONSTRAINT user_profiles_website_check;
ALTER TABLE public.user_profiles
  ADD CONSTRAINT user_profiles_website_check CHECK (website ~ '^https?://' AND public.is_safe_url(website));
