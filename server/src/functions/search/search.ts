import type { Queryable } from '../../db/types.ts';

export type SearchResultType = 'article' | 'blog_post' | 'news' | 'event' | 'discussion';

/** One hit, in the shape of the action's SearchResult type. */
export interface SearchResult {
  type: SearchResultType;
  id: string;
  title: string;
  excerpt: string | null;
  url: string;
  /** In UTC; an event gives its start, a discussion its creation time. */
  published_at: string | null;
  language: string | null;
  rank: number;
}

export interface SearchOptions {
  query: string;
  /** How many results at most: 20 when absent, clamped to 1..50. */
  limit?: number | null | undefined;
}

export const SEARCH_LIMITS = { defaultLimit: 20, maxLimit: 50, maxQueryLength: 200, maxTerms: 8 } as const;

/** The words of a query: trimmed, cut to 200 characters, split on white space, duplicates (any case) dropped. */
export function searchTerms(query: string): string[] {
  const words = query.trim().slice(0, SEARCH_LIMITS.maxQueryLength).split(/\s+/u).filter(Boolean);
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const word of words) {
    const key = word.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    terms.push(word);
  }
  return terms.slice(0, SEARCH_LIMITS.maxTerms);
}

/** An ILIKE pattern matching `term` anywhere, with LIKE's wildcards and escape character taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, '\\$&')}%`;
}

function clampLimit(limit: number | null | undefined): number {
  if (limit === null || limit === undefined || !Number.isFinite(limit)) return SEARCH_LIMITS.defaultLimit;
  return Math.min(SEARCH_LIMITS.maxLimit, Math.max(1, Math.trunc(limit)));
}

// Every word must occur in the row's document; the documents are the expressions the trigram indexes of
// migration 1795305600800_search cover, so each branch is a bitmap scan of its index.
const DOCUMENTS = {
  articles: "(a.title || ' ' || a.excerpt || ' ' || a.content)",
  blogPosts: "(b.title || ' ' || b.excerpt || ' ' || b.content)",
  news: "(n.title || ' ' || coalesce(n.excerpt, ''))",
  events: "(e.name || ' ' || e.description)",
  discussions: 'd.content',
} as const;

// Placeholders: $1 the phrase (the words joined by one space), $2 the limit, then the n patterns, then the n words.
const pattern = (i: number) => `$${3 + i}`;
const word = (i: number, terms: number) => `$${3 + terms + i}`;

function matchAll(document: string, terms: number): string {
  return Array.from({ length: terms }, (_, i) => `${document} ILIKE ${pattern(i)}`).join(' AND ');
}

/** How many of the words occur in `text` (lower-cased): an integer expression. */
function wordsIn(text: string, terms: number): string {
  return Array.from({ length: terms }, (_, i) => `(strpos(${text}, lower(${word(i, terms)})) > 0)::int`).join(' + ');
}

// Rank: 2 x the share of the words in the title, + 1 + (phrase length / title length) when the whole phrase is
// in the title (a short title that is mostly the query ranks first), + 0.5 x the share of the words in the lead
// (excerpt, description or the discussion's text) when the title lacks some word. A row with every word in its
// title (>= 2) always ranks above one that matches only in its body (<= 0.5). Plain string functions, so it
// costs little and is the same in any locale; the title is lower-cased once per row (OFFSET 0 keeps the planner
// from inlining it into every use). A news story's document is its title and excerpt, so every word its title
// lacks is in its excerpt: its lead is NULL and not searched again (most matches are news).
function rankSql(terms: number): string {
  return `2.0 * low.words / ${terms}
    + CASE WHEN ${terms === 1 ? 'low.words = 1' : 'strpos(low.title, lower($1)) > 0'} THEN 1.0 + char_length($1)::float8 / char_length(low.title) ELSE 0.0 END
    + CASE WHEN low.words = ${terms} THEN 0.0
        WHEN hit.lead IS NULL THEN 0.5 * (${terms} - low.words) / ${terms}
        ELSE 0.5 * (${wordsIn('lower(hit.lead)', terms)}) / ${terms} END`;
}

function lowerTitleSql(terms: number): string {
  return `SELECT lowered.title, ${wordsIn('lowered.title', terms)} AS words
    FROM (SELECT lower(hit.title) AS title OFFSET 0) AS lowered OFFSET 0`;
}

// The branches carry raw columns only; the ranked, cut list is then formatted (url, UTC time, rounded rank), so
// the formatting runs for `limit` rows, not for every match. `link` is a news story's URL or an event's slug.
function searchSql(terms: number): string {
  return `
WITH hit AS (
  SELECT 'article' AS type, a.id, a.title, a.excerpt, NULL AS link, a.published_at, a.language, a.excerpt AS lead
  FROM public.articles a
  WHERE a.published AND ${matchAll(DOCUMENTS.articles, terms)}
  UNION ALL
  SELECT 'blog_post', b.id, b.title, b.excerpt, NULL, b.published_at, b.language, b.excerpt
  FROM public.blog_posts b
  WHERE b.published AND ${matchAll(DOCUMENTS.blogPosts, terms)}
  UNION ALL
  SELECT 'news', n.id, n.title, n.excerpt, n.source_url, n.published_at, n.language, NULL
  FROM public.news_articles n
  WHERE n.is_published AND ${matchAll(DOCUMENTS.news, terms)}
  UNION ALL
  SELECT 'event', e.id, e.name, left(e.description, 300), e.slug, e.start_date, NULL, e.description
  FROM public.events e
  WHERE e.published AND ${matchAll(DOCUMENTS.events, terms)}
  UNION ALL
  SELECT 'discussion', d.id, left(d.content, 120), CASE WHEN char_length(d.content) > 120 THEN left(d.content, 300) END,
    NULL, d.created_at, NULL, d.content
  FROM public.discussions d
  WHERE ${matchAll(DOCUMENTS.discussions, terms)}
), best AS (
  SELECT hit.type, hit.id, hit.title, hit.excerpt, hit.link, hit.published_at, hit.language, ${rankSql(terms)} AS rank
  FROM hit CROSS JOIN LATERAL (${lowerTitleSql(terms)}) AS low
  ORDER BY rank DESC, hit.published_at DESC NULLS LAST, hit.id
  LIMIT $2
)
SELECT type, id, title, excerpt,
  CASE type
    WHEN 'article' THEN '/article/' || id
    WHEN 'blog_post' THEN '/blog/' || id
    WHEN 'event' THEN '/events/' || link
    WHEN 'discussion' THEN '/discussion#' || id
    ELSE link
  END AS url,
  (to_json(published_at AT TIME ZONE 'UTC') #>> '{}') || '+00:00' AS published_at,
  language,
  round(rank::numeric, 4)::float8 AS rank
FROM best
ORDER BY best.rank DESC, best.published_at DESC NULLS LAST, id`;
}

/** The one SQL statement of a search and its parameters; null for an empty query. */
export function searchStatement(options: SearchOptions): { sql: string; params: unknown[] } | null {
  const terms = searchTerms(options.query);
  if (terms.length === 0) return null;
  return {
    sql: searchSql(terms.length),
    params: [terms.join(' '), clampLimit(options.limit), ...terms.map(containsPattern), ...terms],
  };
}

/**
 * Searches what a visitor may read (published articles, blog posts, news and events; all discussions) for
 * every word of the query, case-insensitively, best match first; one SQL statement. An empty query finds nothing.
 */
export async function search(db: Queryable, options: SearchOptions): Promise<SearchResult[]> {
  const statement = searchStatement(options);
  if (!statement) return [];
  const { rows } = await db.query<SearchResult>(statement.sql, statement.params);
  return rows;
}
