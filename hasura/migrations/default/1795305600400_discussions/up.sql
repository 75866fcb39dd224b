-- The discussion forum: discussions, comments and per-member likes with counts kept by triggers.

-- Discussion and comment text is stored trimmed (and must not be empty after trimming).
CREATE FUNCTION public.trim_content() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.content := public.trim_space(NEW.content);
  RETURN NEW;
END
$$;

CREATE TABLE public.discussions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  author_id uuid NOT NULL REFERENCES public.user_profiles (id) ON DELETE CASCADE,
  content text NOT NULL CHECK (char_length(content) BETWEEN 1 AND 5000),
  likes integer NOT NULL DEFAULT 0 CHECK (likes >= 0),
  comments_count integer NOT NULL DEFAULT 0 CHECK (comments_count >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX discussions_created_at_idx ON public.discussions (created_at DESC);
CREATE INDEX discussions_popular_idx ON public.discussions (likes DESC, created_at DESC);
CREATE INDEX discussions_author_id_idx ON public.discussions (author_id);
CREATE INDEX discussions_content_trgm_idx ON public.discussions USING gin (content public.gin_trgm_ops);
-- Only an edit of the text counts as an update: likes and comment counts change without touching it.
CREATE TRIGGER discussions_set_updated_at BEFORE UPDATE OF content ON public.discussions
  FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();
CREATE TRIGGER discussions_trim_content BEFORE INSERT OR UPDATE OF content ON public.discussions
  FOR EACH ROW EXECUTE FUNCTION public.trim_content();

CREATE TABLE public.discussion_comments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  discussion_id uuid NOT NULL REFERENCES public.discussions (id) ON DELETE CASCADE,
  author_id uuid NOT NULL REFERENCES public.user_profiles (id) ON DELETE CASCADE,
  content text NOT NULL CHECK (char_length(content) BETWEEN 1 AND 2000),
  likes integer NOT NULL DEFAULT 0 CHECK (likes >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX discussion_comments_discussion_created_idx ON public.discussion_comments (discussion_id, created_at);
CREATE INDEX discussion_comments_author_id_idx ON public.discussion_comments (author_id);
CREATE TRIGGER discussion_comments_set_updated_at BEFORE UPDATE OF content ON public.discussion_comments
  FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();
CREATE TRIGGER discussion_comments_trim_content BEFORE INSERT OR UPDATE OF content ON public.discussion_comments
  FOR EACH ROW EXECUTE FUNCTION public.trim_content();

-- One like per member; the counter update takes the row lock, so concurrent likes are never lost.
CREATE TABLE public.discussion_likes (
  discussion_id uuid NOT NULL REFERENCES public.discussions (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES public.user_profiles (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (discussion_id, user_id)
);
CREATE INDEX discussion_likes_user_id_idx ON public.discussion_likes (user_id);

CREATE TABLE public.discussion_comment_likes (
  comment_id uuid NOT NULL REFERENCES public.discussion_comments (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES public.user_profiles (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (comment_id, user_id)
);
CREATE INDEX discussion_comment_likes_user_id_idx ON public.discussion_comment_likes (user_id);

CREATE FUNCTION public.count_discussion_like() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE public.discussions SET likes = likes + 1 WHERE id = NEW.discussion_id;
  ELSE
    UPDATE public.discussions SET likes = greatest(likes - 1, 0) WHERE id = OLD.discussion_id;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER discussion_likes_count AFTER INSERT OR DELETE ON public.discussion_likes
  FOR EACH ROW EXECUTE FUNCTION public.count_discussion_like();

CREATE FUNCTION public.count_comment_like() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE public.discussion_comments SET likes = likes + 1 WHERE id = NEW.comment_id;
  ELSE
    UPDATE public.discussion_comments SET likes = greatest(likes - 1, 0) WHERE id = OLD.comment_id;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER discussion_comment_likes_count AFTER INSERT OR DELETE ON public.discussion_comment_likes
  FOR EACH ROW EXECUTE FUNCTION public.count_comment_like();

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
CREATE TRIGGER discussion_comments_count AFTER INSERT OR DELETE ON public.discussion_comments
  FOR EACH ROW EXECUTE FUNCTION public.count_discussion_comment();
