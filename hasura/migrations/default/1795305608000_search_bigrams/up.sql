-- The site search (server/src/functions/search) finds a word of three letters through the trigram indexes; a word
-- of two (most Chinese words: 钱包, 协议; English `ai`) has no trigram, and the trigram index would hand over every
-- row. These indexes serve such words: `search_bigrams(document)` is the set of the two-character pieces of the
-- document's Chinese runs (every pair of Han characters in a row, U+3400-U+9FFF) and its two-character words of
-- Latin letters and digits (a-z, 0-9; the document is lower-cased), so a word's pieces are all in the set of any
-- document holding it (`search_bigrams(search_text) @> search_bigrams(word)`; the search then checks the substring).
-- An English pair inside a longer word (`ai` in `chain`) is not indexed: such a word is found in the newest rows
-- only. Code-point ranges, not character classes: the same in every locale (the plain C locale's classes are
-- ASCII-only). Expression indexes (no stored column: a contains query on a GIN array index needs no recheck), without
-- the fast-update pending list, like the trigram indexes.
CREATE FUNCTION public.search_bigrams(document text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    -- Each distinct run once: a long text repeats its phrases (cuts the cost of an article's pieces by about half).
    SELECT coalesce(array_agg(DISTINCT piece), '{}')
    FROM (
      SELECT substr(run, i, 2) AS piece
      FROM (SELECT DISTINCT found.m[1] AS run FROM regexp_matches(document, '[\u3400-\u9fff]{2,}', 'g') AS found(m)) AS runs,
        generate_series(1, char_length(run) - 1) AS i
      UNION ALL
      SELECT word.m[1] FROM regexp_matches(document, '(?<![a-z0-9])[a-z0-9]{2}(?![a-z0-9])', 'g') AS word(m)
    ) AS pieces
  $$;
CREATE INDEX articles_search_bigrams_idx ON public.articles USING gin (public.search_bigrams(search_text)) WITH (fastupdate = off);
CREATE INDEX blog_posts_search_bigrams_idx ON public.blog_posts USING gin (public.search_bigrams(search_text)) WITH (fastupdate = off);
CREATE INDEX news_articles_search_bigrams_idx ON public.news_articles USING gin (public.search_bigrams(search_text)) WITH (fastupdate = off);
CREATE INDEX events_search_bigrams_idx ON public.events USING gin (public.search_bigrams(search_text)) WITH (fastupdate = off);
CREATE INDEX discussions_search_bigrams_idx ON public.discussions USING gin (public.search_bigrams(search_text)) WITH (fastupdate = off);
