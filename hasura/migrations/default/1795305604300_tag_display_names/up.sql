-- Tags keep a display name (issue 28): the form a tag was first typed in ('DeFi' for the key 'defi', 'Layer 2' for
-- 'layer-2'), shown wherever tags are shown, while URLs and matching use the canonical key (1795305603100).
-- public.tags holds each key's name, set once by the first post that used it; blog_posts.tag_names lists the names
-- of a post's tags in the order of its tags, kept by the trigger that makes the keys.

-- A typed tag's display name: markup removed, the ends trimmed to a letter, digit or Han character, inner spaces one
-- space; the key itself when that leaves nothing, more than 30 characters, or a different key (so a name always
-- reads as its key). The client's tagDisplayName (src/entities/story/model/tag.ts) is the same rule.
CREATE FUNCTION public.tag_display_name(raw text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN shown <> '' AND char_length(shown) <= 30 AND public.canonical_tags(ARRAY[shown]) = public.canonical_tags(ARRAY[raw])
      THEN shown
    ELSE (public.canonical_tags(ARRAY[raw]))[1]
  END
  FROM (
    SELECT regexp_replace(
      regexp_replace(
        regexp_replace(coalesce(raw, ''), '<[^>]*>', '', 'g'),
        '^[^A-Za-z0-9\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+|[^A-Za-z0-9\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+$', '', 'g'),
      '\s+', ' ', 'g') AS shown
  ) AS s
$$;

CREATE TABLE public.tags (
  tag text PRIMARY KEY CHECK (tag ~ '^[a-z0-9\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff-]{1,30}$'),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 30),
  created_at timestamptz NOT NULL DEFAULT now()
);
COMMENT ON TABLE public.tags IS 'Each tag key with its display name (the form first typed); read through blog_posts.tag_names';

ALTER TABLE public.blog_posts ADD COLUMN tag_names text[] NOT NULL DEFAULT '{}';
COMMENT ON COLUMN public.blog_posts.tag_names IS 'Display names of the tags, in their order (kept by the database)';

-- Tags stored before: their typed form is gone, so the key is their name.
INSERT INTO public.tags (tag, name)
SELECT DISTINCT tag, tag FROM public.blog_posts, unnest(tags) AS tag
ON CONFLICT (tag) DO NOTHING;

CREATE OR REPLACE FUNCTION public.normalise_tags() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- A key new to the site takes its name from this post's first spelling of it.
  INSERT INTO public.tags (tag, name)
  SELECT DISTINCT ON (key) key, public.tag_display_name(raw)
  FROM unnest(NEW.tags) WITH ORDINALITY AS u(raw, n), LATERAL (SELECT (public.canonical_tags(ARRAY[raw]))[1] AS key) AS k
  WHERE key IS NOT NULL
  ORDER BY key, n
  ON CONFLICT (tag) DO NOTHING;
  NEW.tags := public.canonical_tags(NEW.tags);
  NEW.tag_names := (
    SELECT coalesce(array_agg(coalesce(t.name, key) ORDER BY n), '{}')
    FROM unnest(NEW.tags) WITH ORDINALITY AS u(key, n) LEFT JOIN public.tags AS t ON t.tag = u.key
  );
  RETURN NEW;
END
$$;

-- Stored posts get their names; they keep their update time (nothing a reader wrote changed).
ALTER TABLE public.blog_posts DISABLE TRIGGER blog_posts_set_updated_at;
UPDATE public.blog_posts SET tag_names = tags;
ALTER TABLE public.blog_posts ENABLE TRIGGER blog_posts_set_updated_at;

ALTER TABLE public.blog_posts ADD CONSTRAINT blog_posts_tag_names_match CHECK (cardinality(tag_names) = cardinality(tags));
