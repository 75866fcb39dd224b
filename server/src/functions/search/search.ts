import type { Database } from '../../db/types.ts';

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

/** A LIKE pattern matching `term` anywhere, with LIKE's wildcards and escape character taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, '\\$&')}%`;
}

function clampLimit(limit: number | null | undefined): number {
  if (limit === null || limit === undefined || !Number.isFinite(limit)) return SEARCH_LIMITS.defaultLimit;
  return Math.min(SEARCH_LIMITS.maxLimit, Math.max(1, Math.trunc(limit)));
}

// Every word must occur in the row's document: the lower-cased `search_text` column of migration
// 1795305600800_search (title, excerpt and body), matched with LIKE against the lower-cased word, so each
// branch is a bitmap scan of that column's trigram index with a cheap recheck.
const DOCUMENTS = {
  articles: 'a.search_text',
  blogPosts: 'b.search_text',
  news: 'n.search_text',
  events: 'e.search_text',
  discussions: 'd.search_text',
} as const;

// Placeholders: $1 the phrase (the words joined by one space), $2 the limit, then the n patterns, then the n words.
const pattern = (i: number) => `$${3 + i}`;
const word = (i: number, terms: number) => `$${3 + terms + i}`;

// lower() on both sides: the same case folding as the stored column, whatever the database's locale.
function matchAll(document: string, terms: number): string {
  return Array.from({ length: terms }, (_, i) => `${document} LIKE lower(${pattern(i)})`).join(' AND ');
}

/** How many of the words occur in `text` (lower-cased): an integer expression. */
function wordsIn(text: string, terms: number): string {
  return Array.from({ length: terms }, (_, i) => `(strpos(${text}, lower(${word(i, terms)})) > 0)::int`).join(' + ');
}

// Rank: 2 x the share of the words in the title, + 1 + (phrase length / title length) when the whole phrase is
// in the title (a short title that is mostly the query ranks first), + 0.5 x the share of the words in the lead
// (excerpt, description or the discussion's text) when the title lacks some word. A row with every word in its
// title (>= 2) always ranks above one that matches only in its body (<= 0.5). Plain string functions in float8,
// so it costs little on thousands of matches and is the same in any locale. A news story's document is its title
// and excerpt, so every word its title lacks is in its excerpt: its lead is NULL and not searched again (most
// matches are news).
function rankSql(terms: number): string {
  return `2.0::float8 * low.words / ${terms}
    + CASE WHEN ${terms === 1 ? 'low.words = 1' : 'strpos(low.ltitle, lower($1)) > 0'} THEN 1.0::float8 + char_length($1)::float8 / char_length(low.ltitle) ELSE 0.0::float8 END
    + CASE WHEN low.words = ${terms} THEN 0.0::float8
        WHEN low.lead IS NULL THEN 0.5::float8 * (${terms} - low.words) / ${terms}
        ELSE 0.5::float8 * (${wordsIn('lower(low.lead)', terms)}) / ${terms} END`;
}

// Each hit's title lower-cased once and its words counted once: plain subqueries in a pipeline (OFFSET 0 keeps
// the planner from inlining the expressions into every use).
function countedSql(terms: number): string {
  return `SELECT titled.*, ${wordsIn('titled.ltitle', terms)} AS words
    FROM (SELECT hit.*, lower(hit.title) AS ltitle FROM hit OFFSET 0) AS titled OFFSET 0`;
}

// The branches carry raw columns only; the ranked, cut list is then formatted (url, UTC time, rounded rank), so
// the formatting runs for `limit` rows, not for every match. `link` is a news story's URL, or the slug of an article,
// a blog post or an event. A discussion has no language column: one with Han characters is Chinese, else English,
// so that a reader's "my language only" leaves out the other language's threads too.
function searchSql(terms: number): string {
  return `
WITH hit AS (
  SELECT 'article' AS type, a.id, a.title, a.excerpt, a.slug AS link, a.published_at, a.language, a.excerpt AS lead
  FROM public.articles a
  WHERE a.published AND ${matchAll(DOCUMENTS.articles, terms)}
  UNION ALL
  SELECT 'blog_post', b.id, b.title, b.excerpt, b.slug, b.published_at, b.language, b.excerpt
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
  SELECT 'discussion', d.id, d.title, left(d.content, 300), NULL, d.created_at,
    CASE WHEN (d.title || ' ' || d.content) ~ '[\\u3400-\\u9fff]' THEN 'zh' ELSE 'en' END, d.content
  FROM public.discussions d
  WHERE NOT d.hidden AND ${matchAll(DOCUMENTS.discussions, terms)}
), best AS (
  SELECT low.type, low.id, low.title, low.excerpt, low.link, low.published_at, low.language, ${rankSql(terms)} AS rank
  FROM (${countedSql(terms)}) AS low
  ORDER BY rank DESC, low.published_at DESC NULLS LAST, low.id
  LIMIT $2
)
SELECT type, id, title, excerpt,
  CASE type
    WHEN 'article' THEN '/article/' || link
    WHEN 'blog_post' THEN '/blog/' || link
    WHEN 'event' THEN '/events/' || link
    WHEN 'discussion' THEN '/discussion/' || id
    ELSE link
  END AS url,
  (to_json(published_at AT TIME ZONE 'UTC') #>> '{}') || '+00:00' AS published_at,
  language,
  round(rank::numeric, 4)::float8 AS rank
FROM best
ORDER BY best.rank DESC, best.published_at DESC NULLS LAST, id`;
}

/**
 * Run before the search statement, in its transaction. A common word matches a tenth of the news; the planner
 * then prefers reading the whole table (a LIKE on every row) to the trigram index, which hands over just the
 * matches: 3-4 times slower on PGlite and PostgreSQL alike. The index is the right path for every query a search
 * makes, so it is asked for.
 */
export const SEARCH_PLAN_SETTING = 'SET LOCAL enable_seqscan = off';

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
 * Searches what a visitor may read (published articles, blog posts, news and events; discussions moderators did not hide) for
 * every word of the query, case-insensitively, best match first; one SQL statement. An empty query finds nothing.
 */
export async function search(db: Database, options: SearchOptions): Promise<SearchResult[]> {
  const statement = searchStatement(options);
  if (!statement) return [];
  return db.transaction(async (tx) => {
    await tx.query(SEARCH_PLAN_SETTING);
    const { rows } = await tx.query<SearchResult>(statement.sql, statement.params);
    return rows;
  });
}
