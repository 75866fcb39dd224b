-- Back to the ASCII-only rule; slugs with Han characters are made again under it.
CREATE OR REPLACE FUNCTION public.slugify(value text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT btrim(regexp_replace(lower(coalesce(value, '')), '[^a-z0-9]+', '-', 'g'), '-')
$$;
UPDATE public.articles SET slug = '' WHERE slug ~ '[^a-z0-9-]';
UPDATE public.blog_posts SET slug = '' WHERE slug ~ '[^a-z0-9-]';
UPDATE public.events SET slug = '' WHERE slug ~ '[^a-z0-9-]';
UPDATE public.authors SET slug = '' WHERE slug ~ '[^a-z0-9-]';
