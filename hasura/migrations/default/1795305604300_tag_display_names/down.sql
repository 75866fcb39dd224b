-- Tags go back to their keys alone (the trigger of 1795305603100 as it was); the display names are dropped.
CREATE OR REPLACE FUNCTION public.normalise_tags() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.tags := public.canonical_tags(NEW.tags);
  RETURN NEW;
END
$$;
ALTER TABLE public.blog_posts DROP CONSTRAINT blog_posts_tag_names_match;
ALTER TABLE public.blog_posts DROP COLUMN tag_names;
DROP TABLE public.tags;
DROP FUNCTION public.tag_display_name(text);
