DROP INDEX public.authors_slug_key;
DROP TRIGGER authors_unique_slug ON public.authors;
ALTER TABLE public.authors DROP COLUMN slug;
