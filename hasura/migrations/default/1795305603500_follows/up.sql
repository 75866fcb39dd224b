-- Following (issue 28, Forem as the anchor): a member follows editorial authors, other members and blog tags. Each
-- row names exactly one of them; a member follows each at most once, never themselves, at most 500 in all and 100
-- new ones a day. Members see, add and remove only their own rows (hasura/metadata); how many follow an author or
-- a member is public through the followers_count computed fields.
CREATE TABLE public.follows (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  follower_id uuid NOT NULL REFERENCES public.user_profiles (id) ON DELETE CASCADE,
  author_id uuid REFERENCES public.authors (id) ON DELETE CASCADE,
  member_id uuid REFERENCES public.user_profiles (id) ON DELETE CASCADE,
  tag text CHECK (char_length(tag) BETWEEN 1 AND 50 AND tag = public.trim_space(tag)),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT follows_one_target CHECK (num_nonnulls(author_id, member_id, tag) = 1),
  CONSTRAINT follows_not_self CHECK (member_id <> follower_id),
  CONSTRAINT follows_once UNIQUE NULLS NOT DISTINCT (follower_id, author_id, member_id, tag)
);
CREATE INDEX follows_author_id_idx ON public.follows (author_id, created_at) WHERE author_id IS NOT NULL;
CREATE INDEX follows_member_id_idx ON public.follows (member_id, created_at) WHERE member_id IS NOT NULL;
CREATE INDEX follows_tag_idx ON public.follows (tag, created_at) WHERE tag IS NOT NULL;
CREATE TRIGGER follows_budget BEFORE INSERT ON public.follows
  FOR EACH ROW EXECUTE FUNCTION public.enforce_member_budget('follower_id', '100', '1 day');

CREATE FUNCTION public.cap_follows() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM (SELECT 1 FROM public.follows WHERE follower_id = NEW.follower_id LIMIT 500) AS mine) >= 500 THEN
    RAISE EXCEPTION 'a member follows at most 500 authors, members and tags (constraint "follows_cap")'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'follows_cap';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER follows_cap BEFORE INSERT ON public.follows
  FOR EACH ROW EXECUTE FUNCTION public.cap_follows();

CREATE FUNCTION public.author_followers_count(author public.authors) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT count(*)::integer FROM public.follows WHERE author_id = author.id
$$;
CREATE FUNCTION public.member_followers_count(member public.user_profiles) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT count(*)::integer FROM public.follows WHERE member_id = member.id
$$;

-- A new kind of notification: something a member follows published an article or a blog post.
ALTER TABLE public.notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE public.notifications ADD CONSTRAINT notifications_kind_check
  CHECK (kind IN ('reply', 'mention', 'like', 'hidden', 'warning', 'publish'));

-- Tells the followers of an item's author, member or tags that it is published: once per item and follower (the
-- notifications' unique key), never the actor. Bounded: an actor's publications notify followers at most 20 times
-- a day (bucket `publish` in security.budgets, per actor), and each publication its 1,000 earliest followers.
CREATE FUNCTION public.notify_followers(
  actor uuid, on_article uuid, on_blog_post uuid, followed_author uuid, followed_member uuid, item_tags text[]
) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  day timestamptz := date_trunc('day', now());
BEGIN
  IF actor IS NULL OR NOT EXISTS (
    SELECT 1 FROM public.follows
    WHERE author_id = followed_author OR member_id = followed_member OR tag = ANY (item_tags)
  ) THEN
    RETURN;
  END IF;
  IF coalesce((SELECT used FROM security.budgets WHERE bucket = 'publish' AND key = actor::text AND window_start = day), 0) >= 20 THEN
    RETURN;
  END IF;
  INSERT INTO security.budgets (bucket, key, window_start, used)
    VALUES ('publish', actor::text, day, 1)
    ON CONFLICT (bucket, key, window_start) DO UPDATE SET used = security.budgets.used + 1;
  PERFORM public.notify_member(follower, 'publish', actor, NULL, on_article, on_blog_post, NULL)
  FROM (
    SELECT follower_id AS follower FROM public.follows
    WHERE author_id = followed_author OR member_id = followed_member OR tag = ANY (item_tags)
    GROUP BY follower_id
    ORDER BY min(created_at), follower_id
    LIMIT 1000
  ) AS followers;
END
$$;

-- When an article or a blog post becomes published (written published, or flipped to published). An article's
-- actor is the admin who created it (none for imported ones, which notify nobody); a blog post's is its author.
CREATE FUNCTION public.notify_publication() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT NEW.published OR (TG_OP = 'UPDATE' AND OLD.published) THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'articles' THEN
    PERFORM public.notify_followers(NEW.user_id, NEW.id, NULL, NEW.author_id, NULL, NULL);
  ELSE
    PERFORM public.notify_followers(NEW.author_id, NULL, NEW.id, NULL, NEW.author_id, NEW.tags);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER articles_notify_followers AFTER INSERT OR UPDATE OF published ON public.articles
  FOR EACH ROW EXECUTE FUNCTION public.notify_publication();
CREATE TRIGGER blog_posts_notify_followers AFTER INSERT OR UPDATE OF published ON public.blog_posts
  FOR EACH ROW EXECUTE FUNCTION public.notify_publication();
