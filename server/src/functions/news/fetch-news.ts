// fetchNews: reads the active sources' feeds (or one source's), a few at a time, stores the stories not stored
// yet, and logs one news_fetch_logs row per source. A call repeated within the throttle window (per source id,
// or for all sources) gets the previous result marked throttled instead of fetching again; so does a call
// while the same fetch is running. Calls as admin (the cron trigger, the admin secret) are not throttled, but
// wait for a fetch in flight too. The throttle lives in the database (security.throttles, limits/throttle.ts),
// so every server instance sharing it fetches once per window and never twice at a time.
// A source's error, in the answer and in its log row, is a plain message per kind of failure ("could not
// reach the feed"); the detail (`getaddrinfo ENOTFOUND ...`, the resolved address) goes to the server log only.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/types.ts';
import { createThrottle } from '../../limits/throttle.ts';
import { ROLES } from '#contract/roles.ts';
import { ActionFailure, type ActionContext, type ActionHandler } from '../actions.ts';
import { categorize, type NewsCategory } from './categorize.ts';
import { downloadFeed, FeedError, type DownloadOptions, type FeedErrorCode } from './download.ts';
import { parseFeed, type FeedItem } from './parse-feed.ts';
import { readUuid } from './input.ts';

export interface FetchNewsOptions extends DownloadOptions {
  /** Feeds downloaded at the same time. */
  concurrency: number;
  /** A second call within this many milliseconds answers the previous result. */
  throttleMs: number;
}

export interface FetchNewsSource {
  source_id: string;
  name: string;
  status: 'success' | 'error';
  items_found: number;
  items_new: number;
  error: string | null;
  duration_ms: number;
}

export interface FetchNewsResult {
  throttled: boolean;
  fetched_at: string;
  new_items: number;
  sources: FetchNewsSource[];
}

interface SourceRow {
  id: string;
  name: string;
  feed_url: string;
  language: string;
  default_category: string | null;
}

/** What a source's error says to the admins who read it: never the network's own text. */
const PLAIN_ERRORS: Record<FeedErrorCode | 'storage', string> = {
  'bad-url': 'the feed URL is not an http(s) URL',
  'address-not-public': 'the feed is not on a public address',
  timeout: 'the feed did not answer in time',
  'too-large': 'the feed is larger than the size limit',
  'http-status': 'the feed answered with an HTTP error',
  network: 'could not reach the feed',
  'not-a-feed': 'the document is not an RSS or Atom feed',
  storage: 'the stories of the feed could not be stored',
};

/** The plain message of a failure; an HTTP error keeps its status (`the feed answered HTTP 404`), which is ours. */
function plainError(error: unknown): string {
  if (!(error instanceof FeedError)) return PLAIN_ERRORS.storage;
  return error.code === 'http-status' ? error.message : PLAIN_ERRORS[error.code];
}

const INSERT_ITEMS = `
  INSERT INTO public.news_articles (title, excerpt, category, source_id, source_url, image_url, author_name, language, published_at)
  SELECT item.title, item.excerpt, item.category, $1, item.source_url, item.image_url, item.author_name, $2, item.published_at
  FROM jsonb_to_recordset($3::jsonb) AS item(title text, excerpt text, category text, source_url text, image_url text, author_name text, published_at timestamptz)
  ON CONFLICT (source_url) DO NOTHING
  RETURNING id`;

// The log row, and on success the source's last_fetched_at, in one statement.
const LOG_FETCH = `
  WITH log AS (
    INSERT INTO public.news_fetch_logs (source_id, status, items_found, items_added, error_message, duration_ms)
    VALUES ($1, $2, $3, $4, $5, $6)
  )
  UPDATE public.news_sources SET last_fetched_at = now() WHERE id = $1 AND $2 = 'success'`;

/** Stores the stories whose URL is not stored yet; resolves how many were new. */
async function storeItems(db: Database, source: SourceRow, items: FeedItem[], categories: readonly NewsCategory[]): Promise<number> {
  const now = Date.now();
  const seen = new Set<string>();
  const rows = [];
  for (const item of items) {
    if (seen.has(item.link)) continue;
    seen.add(item.link);
    // A story without a date, or dated in the future, is dated when fetched, so it cannot stay on top for ever.
    const time = item.publishedAt && item.publishedAt.getTime() < now ? item.publishedAt : new Date(now);
    rows.push({
      title: item.title,
      excerpt: item.excerpt,
      category: categorize(item, source.default_category, categories),
      source_url: item.link,
      image_url: item.imageUrl,
      author_name: item.author,
      published_at: time.toISOString(),
    });
  }
  if (rows.length === 0) return 0;
  const result = await db.query(INSERT_ITEMS, [source.id, source.language, JSON.stringify(rows)]);
  return result.rowCount;
}

interface FetchRun {
  db: Database;
  log: FastifyBaseLogger;
  categories: readonly NewsCategory[];
  options: FetchNewsOptions;
}

async function fetchSource({ db, log, categories, options }: FetchRun, source: SourceRow): Promise<FetchNewsSource> {
  const started = performance.now();
  let found = 0;
  let added = 0;
  let error: string | null = null;
  try {
    const items = parseFeed(await downloadFeed(source.feed_url, options), source.feed_url);
    found = items.length;
    added = await storeItems(db, source, items, categories);
  } catch (caught) {
    error = plainError(caught);
    log.warn({ err: caught, sourceId: source.id, feedUrl: source.feed_url }, `news source "${source.name}": ${error}`);
  }
  const duration = Math.round(performance.now() - started);
  const status = error === null ? 'success' : 'error';
  await db.query(LOG_FETCH, [source.id, status, found, added, error, duration]);
  return { source_id: source.id, name: source.name, status, items_found: found, items_new: added, error, duration_ms: duration };
}

/** Runs `work` over `inputs` with at most `limit` at a time; results in input order. */
async function mapLimit<In, Out>(inputs: readonly In[], limit: number, work: (input: In) => Promise<Out>): Promise<Out[]> {
  const results: Out[] = new Array<Out>(inputs.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < inputs.length) {
      const index = next++;
      results[index] = await work(inputs[index] as In);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, inputs.length) }, worker));
  return results;
}

async function fetchSources(
  db: Database,
  log: FastifyBaseLogger,
  sourceId: string | null,
  options: FetchNewsOptions,
): Promise<FetchNewsResult> {
  const { rows: sources } = await db.query<SourceRow>(
    `SELECT id, name, feed_url, language, default_category FROM public.news_sources
     WHERE is_active AND ($1::uuid IS NULL OR id = $1::uuid) ORDER BY name, id`,
    [sourceId],
  );
  if (sourceId && sources.length === 0) throw new ActionFailure('not-found', `No active news source has the id ${sourceId}.`);
  const { rows: categories } = await db.query<NewsCategory>(
    'SELECT slug, name, name_zh FROM public.news_categories WHERE is_active ORDER BY sort_order, slug',
  );
  const fetchedAt = new Date().toISOString();
  const run: FetchRun = { db, log, categories, options };
  const results = await mapLimit(sources, options.concurrency, (source) => fetchSource(run, source));
  return {
    throttled: false,
    fetched_at: fetchedAt,
    new_items: results.reduce((sum, source) => sum + source.items_new, 0),
    sources: results,
  };
}

/** The fetchNews handler; its throttle state is in the database, shared by every server instance. */
export function createFetchNews(options: FetchNewsOptions): ActionHandler {
  return async ({ db, input, session, log }: ActionContext) => {
    const sourceId = input.sourceId === undefined || input.sourceId === null ? null : readUuid(input.sourceId, 'sourceId');
    const throttle = createThrottle<FetchNewsResult>(db, { name: 'fetch-news', windowMs: options.throttleMs });
    // The throttle is for the site admins' calls; the cron trigger and the admin secret (role admin) always fetch.
    const { result, throttled } = await throttle.run(sourceId ?? 'all', () => fetchSources(db, log, sourceId, options), {
      force: session['x-hasura-role'] === ROLES.admin,
    });
    return throttled ? { ...result, throttled: true } : result;
  };
}
