-- Chinese titles keep their words in slugs: Han characters (CJK unified ideographs, extension A and the
-- compatibility block) now count as letters, so '以太坊 Pectra 升级：前瞻' gives '以太坊-pectra-升级-前瞻' (sent
-- percent-encoded in URLs, as browsers show them) instead of 'pectra' or the row id's first block.
CREATE OR REPLACE FUNCTION public.slugify(value text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT btrim(regexp_replace(lower(coalesce(value, '')), '[^a-z0-9\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+', '-', 'g'), '-')
$$;

-- Rows whose slug the database made from a title or name with Han characters get it made again (setting it to ''
-- has ensure_unique_slug start from the title). Slugs someone chose (not the old rule's base, nor base-N) stay.
CREATE FUNCTION pg_temp.remake_han_slugs(table_name text, source_column text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($sql$
    UPDATE public.%1$I AS t SET slug = ''
    FROM (
      SELECT id, coalesce(nullif(btrim(left(btrim(regexp_replace(lower(%2$I), '[^a-z0-9]+', '-', 'g'), '-'), 80), '-'), ''),
                          split_part(id::text, '-', 1)) AS old_base
      FROM public.%1$I
      WHERE %2$I ~ '[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]'
    ) AS old
    WHERE t.id = old.id
      AND (t.slug = old.old_base OR t.slug ~ ('^' || old.old_base || '-[0-9]+$'))
  $sql$, table_name, source_column);
END
$$;
SELECT pg_temp.remake_han_slugs('articles', 'title');
SELECT pg_temp.remake_han_slugs('blog_posts', 'title');
SELECT pg_temp.remake_han_slugs('events', 'name');
SELECT pg_temp.remake_han_slugs('authors', 'name');
DROP FUNCTION pg_temp.remake_han_slugs(text, text);
