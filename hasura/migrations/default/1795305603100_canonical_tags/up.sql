-- Tags of blog posts have one canonical form (issue 28): the key public.slugify makes (lowercase letters, digits and
-- Han characters, every other run one hyphen; so no '/', no markup, no emoji), at most 30 characters, each once, in
-- the order typed; a tag that leaves nothing is dropped. The trigger normalises what any writer sends, so '/tag/<key>'
-- always names a tag page and 'Layer 2', 'layer-2' and '<b>Layer 2</b>' are one tag.
CREATE FUNCTION public.canonical_tags(tags text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(tag ORDER BY first), '{}')
  FROM (
    SELECT tag, min(n) AS first
    FROM unnest(tags) WITH ORDINALITY AS u(raw, n),
      LATERAL (SELECT btrim(left(public.slugify(raw), 30), '-') AS tag) AS k
    WHERE tag <> ''
    GROUP BY tag
  ) AS keys
$$;

CREATE FUNCTION public.normalise_tags() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.tags := public.canonical_tags(NEW.tags);
  RETURN NEW;
END
$$;

CREATE TRIGGER blog_posts_canonical_tags BEFORE INSERT OR UPDATE OF tags ON public.blog_posts
  FOR EACH ROW EXECUTE FUNCTION public.normalise_tags();

-- Stored tags take the canonical form; the posts keep their update time (only the tags' spelling changed).
ALTER TABLE public.blog_posts DISABLE TRIGGER blog_posts_set_updated_at;
UPDATE public.blog_posts SET tags = public.canonical_tags(tags) WHERE tags IS DISTINCT FROM public.canonical_tags(tags);
ALTER TABLE public.blog_posts ENABLE TRIGGER blog_posts_set_updated_at;
