import type { Database, Queryable } from '../../db/types.ts';

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

// Placeholders: $1 the phrase (the words joined by one space), $2 the limit, then the n words, then the n patterns
// (when the statement looks words up in the trigram indexes).
const word = (i: number) => `$${3 + i}`;
const pattern = (i: number, terms: number) => `$${3 + terms + i}`;

// lower() on both sides: the same case folding as the stored column, whatever the database's locale.
function matchAll(document: string, terms: number): string {
  return Array.from({ length: terms }, (_, i) => `${document} LIKE lower(${pattern(i, terms)})`).join(' AND ');
}

/** How many of the words occur in `text` (lower-cased): an integer expression. */
function wordsIn(text: string, terms: number): string {
  return Array.from({ length: terms }, (_, i) => `(strpos(${text}, lower(${word(i)})) > 0)::int`).join(' + ');
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

/**
 * How many candidates a kind gives at most, whatever the term. `window`: the newest visible rows of the kind (its
 * list index, newest first) whose title and lead hold every word, so a common word's freshest title matches are
 * always in; `matched`: the first rows the kind's trigram index hands over whose whole document holds every word,
 * so a rare word is found however old. A kind with fewer matches than `matched` gives them all (the ranking is then
 * exact); beyond that the rank orders the candidates, and a search costs the same on ten rows or ten years.
 */
export const SEARCH_CANDIDATES = { window: 200, matched: 100 } as const;

/** Every word in `text` (lower-cased): a condition no index serves (the window's rows are already chosen). */
function holdsAll(text: string, terms: number): string {
  return Array.from({ length: terms }, (_, i) => `strpos(${text}, lower(${word(i)})) > 0`).join(' AND ');
}

interface Kind {
  /** The name of its window (a CTE). */
  name: string;
  table: string;
  /** The columns of the branch (type, id, title, excerpt, link, published_at, language, lead), over alias `t`. */
  columns: string;
  /** What a visitor may read. */
  visible: string;
  /** The order of the kind's list index, newest first. */
  newest: string;
  /** Title and lead, lower-cased: what the window's rows must hold every word of. */
  short: string;
}

/** An article or a blog post: a slug, an excerpt for lead, the body searched only through the trigram index. */
const longRead = (type: string, table: string): Kind => ({
  name: `window_${table.slice('public.'.length)}`,
  table,
  columns: `'${type}' AS type, t.id, t.title, t.excerpt, t.slug AS link, t.published_at, t.language, t.excerpt AS lead`,
  visible: 't.published',
  newest: 't.published_at DESC NULLS LAST, t.id',
  short: `lower(t.title || ' ' || t.excerpt)`,
});

const KINDS: Kind[] = [
  longRead('article', 'public.articles'),
  longRead('blog_post', 'public.blog_posts'),
  {
    name: 'window_news',
    table: 'public.news_articles',
    columns: `'news' AS type, t.id, t.title, t.excerpt, t.source_url AS link, t.published_at, t.language, NULL::text AS lead`,
    visible: 't.is_published',
    newest: 't.published_at DESC NULLS LAST, t.id',
    short: 't.search_text',
  },
  {
    name: 'window_events',
    table: 'public.events',
    columns: `'event' AS type, t.id, t.name AS title, left(t.description, 300) AS excerpt, t.slug AS link,
      t.start_date AS published_at, NULL::text AS language, t.description AS lead`,
    visible: 't.published',
    newest: 't.start_date DESC',
    short: 't.search_text',
  },
  {
    name: 'window_discussions',
    table: 'public.discussions',
    columns: `'discussion' AS type, t.id, t.title, left(t.content, 300) AS excerpt, NULL::text AS link, t.created_at AS published_at,
      CASE WHEN (t.title || ' ' || t.content) ~ '[\\u3400-\\u9fff]' THEN 'zh' ELSE 'en' END AS language, t.content AS lead`,
    visible: 'NOT t.hidden',
    newest: 't.created_at DESC',
    short: 't.search_text',
  },
];

// A kind's window: the ids of its newest `window` visible rows (a walk of its list index, cut) whose title and lead
// hold every word, tested with strpos, which no index serves (so the planner cannot trade the walk for the trigram
// index). Materialized: the kind's candidates read it, and so does the test of whether its index matches are needed.
function windowSql(kind: Kind, terms: number): string {
  return `${kind.name} AS MATERIALIZED (
  SELECT w.id FROM (SELECT t.id, ${kind.short} AS short FROM ${kind.table} t
    WHERE ${kind.visible} ORDER BY ${kind.newest} LIMIT ${SEARCH_CANDIDATES.window}) AS w
  WHERE ${holdsAll('w.short', terms)})`;
}

/**
 * How a kind's index matches are looked up: `trigram`, a LIKE of every word through the trigram index on
 * `search_text` (a word of three letters or digits in a row); `bigram`, through the index on
 * `search_bigrams(search_text)` (migration `1795305608000_search_bigrams`) for a query of shorter words (`钱包`,
 * `ai`), whose pieces the document must hold, then strpos (which no index serves, so the trigram index, which would
 * hand over every row, is not used); `pair`: the same when every word is one piece (`钱包`, `ai`): the index's
 * answer is then exact, and the whole documents (an article's is 2-6 kB, stored apart) are not read for strpos;
 * `none`: no word of two (`钱`, `a`), the windows are all.
 */
type Lookup = 'trigram' | 'bigram' | 'pair' | 'none';

/** A kind's index matches: the rows its index hands over whose whole document holds every word. */
function matchedSql(kind: Kind, terms: number, lookup: Lookup): string {
  if (lookup === 'none') return '';
  const filter =
    lookup === 'trigram'
      ? matchAll('t.search_text', terms)
      : `public.search_bigrams(t.search_text) @> public.search_bigrams(lower($1))${lookup === 'pair' ? '' : ` AND ${holdsAll('t.search_text', terms)}`}`;
  return `
    UNION
    (SELECT m.id FROM (SELECT t.id, ${kind.visible} AS visible FROM ${kind.table} t WHERE ${filter} OFFSET 0) AS m
    WHERE m.visible AND (SELECT count(*) FROM ${kind.name}) < $2 LIMIT ${SEARCH_CANDIDATES.matched})`;
}

// A kind's candidates, each row once: its window's ids and, when the window holds fewer than `limit` of them, the
// first `matched` visible rows of its trigram or bigram index (a bitmap scan of the index: not partial, and the
// visibility test above an OFFSET 0 fence, so that it is the only index the planner may use), then their
// columns by primary key, computed for the candidates only (a lateral subquery behind OFFSET 0: one primary-key
// lookup per candidate, where a generic plan would otherwise hash-join the candidates with the whole table). A
// common word fills the window, and its index matches (a tenth of the table) are never read.
function candidatesSql(kind: Kind, terms: number, lookup: Lookup): string {
  return `SELECT r.* FROM (SELECT id FROM ${kind.name}${matchedSql(kind, terms, lookup)}) AS c
    CROSS JOIN LATERAL (SELECT ${kind.columns} FROM ${kind.table} t WHERE t.id = c.id OFFSET 0) AS r`;
}

// The branches carry raw columns only; the ranked, cut list is then formatted (url, UTC time, rounded rank), so
// the formatting runs for `limit` rows, not for every match. `link` is a news story's URL, or the slug of an article,
// a blog post or an event. A discussion has no language column: one with Han characters is Chinese, else English,
// so that a reader's "my language only" leaves out the other language's threads too.
function searchSql(terms: number, lookup: Lookup): string {
  return `
WITH ${KINDS.map((kind) => windowSql(kind, terms)).join(',\n')},
hit AS (
  ${KINDS.map((kind) => candidatesSql(kind, terms, lookup)).join('\n  UNION ALL\n  ')}
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

/** A word the trigram index can look up: three letters or digits in a row (pg_trgm splits words at anything else). */
const INDEXED_WORD = /[\p{L}\p{N}]{3}/u;

/**
 * A word the bigram index can look up (lower-cased): two Han characters in a row, or a word of two Latin letters or
 * digits, as `public.search_bigrams` finds them.
 */
const PAIRED_WORD = /[\u3400-\u9fff]{2}|(?<![a-z0-9])[a-z0-9]{2}(?![a-z0-9])/u;

/** A word that is one piece itself: a document whose pieces hold it holds the word (ASCII letters only: SQL's lower()). */
const PIECE = /^(?:[\u3400-\u9fff]{2}|[a-zA-Z0-9]{2})$/u;

function lookupOf(terms: string[]): Lookup {
  if (terms.some((term) => INDEXED_WORD.test(term))) return 'trigram';
  if (terms.every((term) => PIECE.test(term))) return 'pair';
  return terms.some((term) => PAIRED_WORD.test(term.toLowerCase())) ? 'bigram' : 'none';
}

/** The one SQL statement of a search and its parameters; null for an empty query. */
export function searchStatement(options: SearchOptions): { name: string; sql: string; params: unknown[] } | null {
  const terms = searchTerms(options.query);
  if (terms.length === 0) return null;
  const lookup = lookupOf(terms);
  return {
    name: `search_${terms.length}${lookup === 'trigram' ? '' : `_${lookup}`}`,
    sql: searchSql(terms.length, lookup),
    params: [terms.join(' '), clampLimit(options.limit), ...terms, ...(lookup === 'trigram' ? terms.map(containsPattern) : [])],
  };
}

type SearchStatement = NonNullable<ReturnType<typeof searchStatement>>;

/** A string as an SQL literal (standard_conforming_strings: only the quote is doubled). */
const literal = (value: unknown) => (typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`);

/**
 * The statement on the embedded database, which plans every statement it is sent (planning this one takes about as
 * long as running it): PREPAREd by SQL once in its one session (prepared statements outlive transactions; a
 * reopened database has none, hence the look-up), then EXECUTEd with a generic plan kept by the session.
 */
async function executePrepared(tx: Queryable, statement: SearchStatement): Promise<SearchResult[]> {
  const { rows: prepared } = await tx.query('SELECT 1 FROM pg_catalog.pg_prepared_statements WHERE name = $1', [statement.name]);
  if (prepared.length === 0) {
    const types = statement.params.map((_, i) => (i === 1 ? 'int' : 'text')).join(', ');
    await tx.query(`PREPARE ${statement.name} (${types}) AS ${statement.sql}`);
  }
  await tx.query('SET LOCAL plan_cache_mode = force_generic_plan');
  const { rows } = await tx.query<SearchResult>(`EXECUTE ${statement.name} (${statement.params.map(literal).join(', ')})`);
  return rows;
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
    if (db.kind === 'pglite') return executePrepared(tx, statement);
    const { rows } = await tx.query<SearchResult>(statement.sql, statement.params, { name: statement.name });
    return rows;
  });
}
