-- Authors get a slug for their page, /author/:slug: made from the name and kept unique by the same trigger as the
-- articles' and blog posts' slugs (ensure_unique_slug), so no two writers race to the same one.
ALTER TABLE public.authors ADD COLUMN slug text;
CREATE TRIGGER authors_unique_slug BEFORE INSERT OR UPDATE OF slug ON public.authors
  FOR EACH ROW EXECUTE FUNCTION public.ensure_unique_slug('name');
-- Backfill, oldest first so the first author of a name keeps the bare slug.
UPDATE public.authors AS author SET slug = ''
  FROM (SELECT id FROM public.authors ORDER BY created_at, id) AS ordered
  WHERE author.id = ordered.id;
ALTER TABLE public.authors ALTER COLUMN slug SET DEFAULT '', ALTER COLUMN slug SET NOT NULL;
CREATE UNIQUE INDEX authors_slug_key ON public.authors (slug);
