// The news actions end to end: the real app on 127.0.0.1 over a seeded PGlite, GraphQL requests through
// /v1/graphql (so the engine calls the handlers over HTTP), remote feeds served by a local fixture server.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METADATA_DIR } from '../../src/config/paths.ts';
import { loadMetadata } from '../../src/engine/metadata/index.ts';
import { createNewsActions } from '../../src/functions/news/index.ts';
import { actionHandlers } from '../../src/functions/index.ts';
import { createScheduler } from '../../src/scheduler/index.ts';
import { bearer, dataOf, MEMBERS, memberToken, siteAdminToken, type GraphqlResult, type Headers } from '../engine/harness.ts';
import { ACTIONS_TEST_SECRET, startActionsApp, type ActionsApp } from './fixtures/actions-app.ts';
import { startFeedServer, type FeedServer } from './fixtures/feed-server.ts';

// Long enough for a fixture feed on a machine busy with other test files (2 s was not, in a CI rehearsal at load 13:
// four feeds timed out); /slow.xml stalls ten times as long.
const TIMEOUT_MS = 5_000;
const MAX_BYTES = 64 * 1024;

interface SourceResult {
  source_id: string;
  name: string;
  status: string;
  items_found: number;
  items_new: number;
  error: string | null;
  duration_ms: number;
}
interface FetchResult {
  throttled: boolean;
  fetched_at: string;
  new_items: number;
  sources: SourceResult[];
}

const FETCH = `mutation NewsFetch($sourceId: uuid) {
  fetchNews(sourceId: $sourceId) { throttled fetched_at new_items sources { source_id name status items_found items_new error duration_ms } }
}`;

let feeds: FeedServer;
let server: ActionsApp;
/** fetchNews is the site admins' (and the cron trigger's). */
let siteAdmin: Headers;
const sources: Record<string, string> = {};

async function fetchNews(sourceId?: string): Promise<FetchResult> {
  const result = await server.gql<{ fetchNews: FetchResult }>(FETCH, siteAdmin, sourceId ? { sourceId } : {});
  return dataOf(result).fetchNews;
}

async function addSource(name: string, path: string, options: { defaultCategory?: string; language?: string } = {}): Promise<void> {
  const { rows } = await server.db.query<{ id: string }>(
    `INSERT INTO news_sources (name, url, feed_url, language, default_category) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [name, feeds.url, `${feeds.url}${path}`, options.language ?? 'en', options.defaultCategory ?? null],
  );
  sources[name] = rows[0]!.id;
}

async function storyRows(sourceName: string) {
  const { rows } = await server.db.query<Record<string, unknown>>(
    `SELECT title, excerpt, category, source_url, image_url, author_name, language, is_published, views_count,
            to_char(published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS published_at
     FROM news_articles WHERE source_id = $1 ORDER BY source_url`,
    [sources[sourceName]],
  );
  return rows;
}

beforeAll(async () => {
  feeds = await startFeedServer({ stallMs: TIMEOUT_MS * 10 });
  siteAdmin = bearer(await siteAdminToken(MEMBERS.linWei), { 'x-hasura-role': 'site_admin' });
  server = await startActionsApp({
    handlers: { ...actionHandlers, ...createNewsActions({ allowPrivateAddresses: true, timeoutMs: TIMEOUT_MS, maxBytes: MAX_BYTES }) },
  });
  // The demo sources point at example.com; the tests read only their own feeds.
  await server.db.query('UPDATE news_sources SET is_active = false');
  await addSource('Fixture RSS', '/rss.xml', { defaultCategory: 'crypto' });
  await addSource('Fixture Atom', '/atom.xml', { language: 'zh' });
  await addSource('Fixture Broken', '/broken.xml');
  await addSource('Fixture Slow', '/slow.xml');
  await addSource('Fixture Huge', '/huge.xml');
});

afterAll(async () => {
  await server?.close();
  await feeds?.close();
});

describe('fetchNews', () => {
  let first: FetchResult;

  beforeAll(async () => {
    first = await fetchNews();
  });

  it('reads every active source and reports each one', () => {
    expect(first.throttled).toBe(false);
    expect(Date.parse(first.fetched_at)).not.toBeNaN();
    const byName = Object.fromEntries(first.sources.map((source) => [source.name, source]));
    expect(Object.keys(byName).sort()).toEqual(['Fixture Atom', 'Fixture Broken', 'Fixture Huge', 'Fixture RSS', 'Fixture Slow']);
    expect(byName['Fixture RSS']).toMatchObject({
      source_id: sources['Fixture RSS'],
      status: 'success',
      items_found: 4,
      items_new: 3,
      error: null,
    });
    expect(byName['Fixture Atom']).toMatchObject({ status: 'success', items_found: 2, items_new: 2, error: null });
    expect(first.new_items).toBe(5);
  });

  it('stores the RSS items: text from HTML, links resolved, dates parsed, categories from tags or the source default', async () => {
    const rows = await storyRows('Fixture RSS');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual({
      title: 'Ethereum upgrade ships & fees fall',
      excerpt: 'The upgrade went live today & fees fell 40%.',
      category: 'ai',
      source_url: 'https://chain.example.com/2025/eth-upgrade',
      image_url: 'https://cdn.example.com/eth.png',
      author_name: 'Ada Writer',
      language: 'en',
      is_published: true,
      views_count: 0,
      published_at: '2025-06-10T04:00:00Z',
    });
    expect(rows[1]).toMatchObject({
      title: 'Ledger notes without a date',
      excerpt: null,
      category: 'crypto',
      source_url: 'https://chain.example.com/2025/ledger-notes',
      image_url: null,
      author_name: null,
    });
    // No date in the feed: dated when fetched.
    expect(Math.abs(Date.parse(String(rows[1]!.published_at)) - Date.parse(first.fetched_at))).toBeLessThan(60_000);
    expect(rows[2]).toMatchObject({
      title: 'Regulators & exchanges meet',
      excerpt: 'Talks continue in Brussels — no deal yet.',
      category: 'crypto',
      image_url: 'https://cdn.example.com/eu.jpg',
      published_at: '2025-06-11T01:30:00Z',
    });
  });

  it('stores the Atom entries: xml:base, html and xhtml summaries, the source language, keyword categories', async () => {
    const rows = await storyRows('Fixture Atom');
    expect(rows).toEqual([
      expect.objectContaining({
        title: 'Lending pools grow',
        excerpt: 'Deposits doubled & rates eased.',
        category: 'defi',
        source_url: 'https://defi.example.org/blog/posts/lending-pools',
        image_url: 'https://defi.example.org/img/pools.png',
        author_name: 'Bo Analyst',
        language: 'zh',
        published_at: '2025-06-12T06:00:00Z',
      }),
      expect.objectContaining({
        title: '人工智能 meets smart contracts',
        excerpt: 'Agents audit code.',
        category: 'ai',
        source_url: 'https://mirror.example.org/ai/contracts',
        published_at: '2025-06-13T10:00:00Z',
      }),
    ]);
  });

  it('logs a broken, a stalled and an oversized feed as errors while the others succeed', async () => {
    const byName = Object.fromEntries(first.sources.map((source) => [source.name, source]));
    expect(byName['Fixture Broken']).toMatchObject({ status: 'error', items_found: 0, items_new: 0 });
    // Plain messages per kind of failure; the parser's and the network's own texts stay in the server log.
    expect(byName['Fixture Broken']!.error).toBe('the document is not an RSS or Atom feed');
    expect(byName['Fixture Slow']!.error).toBe('the feed did not answer in time');
    expect(byName['Fixture Huge']!.error).toBe('the feed is larger than the size limit');
    const { rows } = await server.db.query<{
      name: string;
      status: string;
      items_found: number;
      items_added: number;
      error_message: string | null;
    }>(
      `SELECT s.name, l.status, l.items_found, l.items_added, l.error_message
       FROM news_fetch_logs l JOIN news_sources s ON s.id = l.source_id WHERE s.name LIKE 'Fixture %' ORDER BY s.name`,
    );
    expect(rows.map((row) => [row.name, row.status, row.items_found, row.items_added, row.error_message === null])).toEqual([
      ['Fixture Atom', 'success', 2, 2, true],
      ['Fixture Broken', 'error', 0, 0, false],
      ['Fixture Huge', 'error', 0, 0, false],
      ['Fixture RSS', 'success', 4, 3, true],
      ['Fixture Slow', 'error', 0, 0, false],
    ]);
    const fetched = await server.db.query<{ name: string }>(
      `SELECT name FROM news_sources WHERE name LIKE 'Fixture %' AND last_fetched_at IS NOT NULL ORDER BY name`,
    );
    expect(fetched.rows.map((row) => row.name)).toEqual(['Fixture Atom', 'Fixture RSS']);
  });

  it('throttles a second call within the minute: the last result, marked, without fetching', async () => {
    const hits = feeds.hits.get('/rss.xml');
    const again = await fetchNews();
    expect(again).toEqual({ ...first, throttled: true });
    expect(feeds.hits.get('/rss.xml')).toBe(hits);
  });

  it('stores nothing new when the same feed is read again (one source, its own throttle key)', async () => {
    const before = await storyRows('Fixture RSS');
    const single = await fetchNews(sources['Fixture RSS']);
    expect(single.throttled).toBe(false);
    expect(single.sources).toEqual([expect.objectContaining({ name: 'Fixture RSS', status: 'success', items_found: 4, items_new: 0 })]);
    expect(single.new_items).toBe(0);
    expect(await storyRows('Fixture RSS')).toEqual(before);
    expect((await fetchNews(sources['Fixture RSS'])).throttled).toBe(true);
  });

  it('answers not-found for a source that is not active', async () => {
    const { rows } = await server.db.query<{ id: string }>(`SELECT id FROM news_sources WHERE NOT is_active LIMIT 1`);
    const result = await server.gql(FETCH, siteAdmin, { sourceId: rows[0]!.id });
    expect(result.errors).toEqual([{ message: `No active news source has the id ${rows[0]!.id}.`, extensions: { code: 'not-found' } }]);
  });

  it('is not in the schema of visitors and members', async () => {
    for (const headers of [{}, bearer(await memberToken(MEMBERS.marcus))]) {
      const result = await server.gql(FETCH, headers);
      expect(result.errors).toEqual([
        {
          message: "field 'fetchNews' not found in type: 'mutation_root'",
          extensions: { code: 'validation-failed', path: '$.selectionSet.fetchNews' },
        },
      ]);
    }
  });

  it("answers an unreachable feed's error as a plain message, never the network's own text", async () => {
    // A port nothing listens on: the connection is refused (`connect ECONNREFUSED 127.0.0.1:<port>`).
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const { rows } = await server.db.query<{ id: string }>(
      `INSERT INTO news_sources (name, url, feed_url, language) VALUES ('Fixture Refused', $1, $2, 'en') RETURNING id`,
      [`http://127.0.0.1:${port}`, `http://127.0.0.1:${port}/rss.xml`],
    );
    const response = await server.gql<{ fetchNews: FetchResult }>(FETCH, siteAdmin, { sourceId: rows[0]!.id });
    expect(dataOf(response).fetchNews.sources).toEqual([
      expect.objectContaining({ name: 'Fixture Refused', status: 'error', error: 'could not reach the feed' }),
    ]);
    expect(JSON.stringify(response)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
    const log = await server.db.query<{ error_message: string }>('SELECT error_message FROM news_fetch_logs WHERE source_id = $1', [
      rows[0]!.id,
    ]);
    expect(log.rows).toEqual([{ error_message: 'could not reach the feed' }]);
    await server.db.query('UPDATE news_sources SET is_active = false WHERE id = $1', [rows[0]!.id]);
  });

  it('runs from the cron trigger of the metadata through the scheduler (never throttled), authenticated by the secret', async () => {
    await addSource('Fixture Moved', '/moved');
    await server.db.query(`UPDATE news_sources SET is_active = (name = 'Fixture Moved')`);
    let now = new Date();
    const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const scheduler = createScheduler({ db: server.db, triggers: loadMetadata(METADATA_DIR).cron_triggers, now: () => now, log: quiet });
    try {
      // The first pass records the next run; the second, just after its time, delivers it.
      await scheduler.tick();
      const { rows } = await server.db.query<{ scheduled_time: Date }>(
        `SELECT scheduled_time FROM scheduler.cron_runs WHERE trigger_name = 'fetch_news'`,
      );
      now = new Date(new Date(rows[0]!.scheduled_time).getTime() + 1000);
      await scheduler.tick();
    } finally {
      await scheduler.stop();
    }
    const runs = await server.db.query<{ status: string; response_status: number | null }>(
      `SELECT status, response_status FROM scheduler.cron_runs WHERE trigger_name = 'fetch_news' AND status <> 'scheduled'`,
    );
    expect(runs.rows).toEqual([{ status: 'delivered', response_status: 200 }]);
    // The redirect was followed to the RSS feed, whose stories are stored already.
    const log = await server.db.query<{ status: string; items_found: number; items_added: number }>(
      `SELECT l.status, l.items_found, l.items_added FROM news_fetch_logs l JOIN news_sources s ON s.id = l.source_id WHERE s.name = 'Fixture Moved'`,
    );
    expect(log.rows).toEqual([{ status: 'success', items_found: 4, items_added: 0 }]);
  });
});

describe('recordPageView', () => {
  const RECORD = `mutation PageViewRecord($path: String!, $title: String, $referrer: String, $visitorId: String!, $sessionId: String!) {
    recordPageView(path: $path, title: $title, referrer: $referrer, visitorId: $visitorId, sessionId: $sessionId) { ok }
  }`;
  const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

  it('records an anonymous view with the device read from the forwarded user agent', async () => {
    const result = await server.gql(
      RECORD,
      { 'user-agent': IPHONE },
      {
        path: '/news',
        title: ' Latest News ',
        referrer: 'https://search.example/?q=x',
        visitorId: 'visitor-0001',
        sessionId: 'session-0001',
      },
    );
    expect(dataOf(result)).toEqual({ recordPageView: { ok: true } });
    const { rows } = await server.db.query(
      `SELECT path, title, referrer, visitor_id, session_id, device, user_id FROM page_views WHERE visitor_id = 'visitor-0001'`,
    );
    expect(rows).toEqual([
      {
        path: '/news',
        title: 'Latest News',
        referrer: 'https://search.example/?q=x',
        visitor_id: 'visitor-0001',
        session_id: 'session-0001',
        device: 'mobile',
        user_id: null,
      },
    ]);
  });

  it("records a member's view with their id", async () => {
    const headers = bearer(await memberToken(MEMBERS.marcus), { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0' });
    dataOf(await server.gql(RECORD, headers, { path: '/events', visitorId: 'visitor-0002', sessionId: 'session-0002' }));
    const { rows } = await server.db.query(`SELECT device, user_id, title, referrer FROM page_views WHERE visitor_id = 'visitor-0002'`);
    expect(rows).toEqual([{ device: 'desktop', user_id: MEMBERS.marcus, title: null, referrer: null }]);
  });

  it('refuses ids that are too short and paths that are not site paths', async () => {
    const short = await server.gql(RECORD, {}, { path: '/news', visitorId: 'short', sessionId: 'session-0003' });
    expect(short.errors).toEqual([
      { message: 'visitorId must be 8 to 64 characters long (it has 5).', extensions: { code: 'invalid-input' } },
    ]);
    const external = await server.gql(
      RECORD,
      {},
      { path: 'https://elsewhere.example/', visitorId: 'visitor-0003', sessionId: 'session-0003' },
    );
    expect(external.errors?.[0]?.extensions.code).toBe('invalid-input');
    const { rows } = await server.db.query(`SELECT 1 FROM page_views WHERE session_id = 'session-0003'`);
    expect(rows).toEqual([]);
  });

  it("records a page once whatever its language, and not the administrators' screens", async () => {
    for (const path of ['/news?lang=zh', '/blog?lang=all&category=defi', '/admin/dashboard', '/write-article', '/console']) {
      dataOf(await server.gql(RECORD, {}, { path, visitorId: 'visitor-0004', sessionId: 'session-0004' }));
    }
    const { rows } = await server.db.query(`SELECT path FROM page_views WHERE visitor_id = 'visitor-0004' ORDER BY path`);
    expect(rows).toEqual([{ path: '/blog?category=defi' }, { path: '/news' }]);
  });
});

describe('view counters', () => {
  const NEWS = `mutation NewsViewsIncrement($id: uuid!) { incrementNewsViews(id: $id) { id views_count } }`;
  const ARTICLE = `mutation ArticleViewsIncrement($id: uuid!) { incrementArticleViews(id: $id) { id views_count } }`;

  const publishedStory = async (offset: number): Promise<{ id: string; views_count: number }> => {
    const { rows } = await server.db.query<{ id: string; views_count: number }>(
      `SELECT id, views_count FROM news_articles WHERE is_published AND source_id IS NOT NULL ORDER BY id OFFSET $1 LIMIT 1`,
      [offset],
    );
    return rows[0]!;
  };
  const viewsOf = async (id: string): Promise<number> =>
    (await server.db.query<{ views_count: number }>('SELECT views_count FROM news_articles WHERE id = $1', [id])).rows[0]!.views_count;
  const countNews = async (id: string, headers: Headers = {}): Promise<number> =>
    dataOf(await server.gql<{ incrementNewsViews: { id: string; views_count: number } }>(NEWS, headers, { id })).incrementNewsViews
      .views_count;

  it('counts 300 anonymous calls from one address as one view today, whatever X-Forwarded-For they send', async () => {
    const { id, views_count: before } = await publishedStory(0);
    const counts: number[] = [];
    for (let batch = 0; batch < 15; batch += 1) {
      // The address is the one the server resolved: a client's own X-Forwarded-For is replaced.
      const spoofed = (index: number) => ({ 'x-forwarded-for': `198.51.100.${batch * 20 + index}` });
      counts.push(...(await Promise.all(Array.from({ length: 20 }, (_, index) => countNews(id, spoofed(index))))));
    }
    expect(counts).toEqual(Array.from({ length: 300 }, () => before + 1));
    expect(await viewsOf(id)).toBe(before + 1);
    const { rows } = await server.db.query(
      `SELECT visitor_key, day = (now() AT TIME ZONE 'UTC')::date AS today FROM security.item_views_daily WHERE item_kind = 'news' AND item_id = $1`,
      [id],
    );
    expect(rows).toEqual([{ visitor_key: 'address:127.0.0.1', today: true }]);
  });

  it('counts each signed-in member once a day, apart from their address', async () => {
    const { id, views_count: before } = await publishedStory(1);
    const marcus = bearer(await memberToken(MEMBERS.marcus));
    const sofia = bearer(await memberToken(MEMBERS.sofia));
    expect(await countNews(id, marcus)).toBe(before + 1);
    expect(await countNews(id, sofia)).toBe(before + 2);
    expect(await countNews(id, marcus)).toBe(before + 2);
    expect(await countNews(id)).toBe(before + 3);
    expect(await countNews(id)).toBe(before + 3);
  });

  it('counts each client address once a day, an IPv6 client by its /64, as the handler reads the last X-Forwarded-For entry', async () => {
    const { id, views_count: before } = await publishedStory(2);
    const call = async (forwardedFor: string): Promise<number> => {
      const body = {
        action: { name: 'incrementNewsViews' },
        input: { id },
        session_variables: { 'x-hasura-role': 'anonymous' },
        request_query: '',
      };
      const answer = await server.callHandler('increment-news-views', body, {
        'x-actions-secret': ACTIONS_TEST_SECRET,
        'x-forwarded-for': forwardedFor,
      });
      expect(answer.status).toBe(200);
      return (answer.json as { views_count: number }).views_count;
    };
    expect(await call('203.0.113.7')).toBe(before + 1);
    expect(await call('10.9.9.9, 203.0.113.7')).toBe(before + 1);
    expect(await call('::ffff:203.0.113.7')).toBe(before + 1);
    expect(await call('203.0.113.8')).toBe(before + 2);
    expect(await call('2001:db8:1:2::1')).toBe(before + 3);
    expect(await call('2001:db8:1:2:ffff::9')).toBe(before + 3);
    expect(await call('2001:db8:1:3::1')).toBe(before + 4);
    expect(await viewsOf(id)).toBe(before + 4);
  });

  it('answers not-found for an unknown or unpublished story', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const missing = await server.gql(NEWS, {}, { id: unknown });
    expect(missing.errors).toEqual([{ message: `No published news story has the id ${unknown}.`, extensions: { code: 'not-found' } }]);
    const { rows } = await server.db.query<{ id: string }>(
      `UPDATE news_articles SET is_published = false WHERE id = (SELECT id FROM news_articles ORDER BY id DESC LIMIT 1) RETURNING id`,
    );
    const hidden = await server.gql(NEWS, {}, { id: rows[0]!.id });
    expect(hidden.errors?.[0]?.extensions.code).toBe('not-found');
  });

  it("counts a published article's view (once a day) and its last view time; a draft is not found", async () => {
    const { rows } = await server.db.query<{ id: string; views_count: number }>(
      `SELECT id, views_count FROM articles WHERE published ORDER BY id LIMIT 1`,
    );
    const article = rows[0]!;
    const result = await server.gql<{ incrementArticleViews: { id: string; views_count: number } }>(ARTICLE, {}, { id: article.id });
    expect(dataOf(result).incrementArticleViews).toEqual({ id: article.id, views_count: article.views_count + 1 });
    const again = await server.gql<{ incrementArticleViews: { id: string; views_count: number } }>(ARTICLE, {}, { id: article.id });
    expect(dataOf(again).incrementArticleViews).toEqual({ id: article.id, views_count: article.views_count + 1 });
    const viewed = await server.db.query<{ recent: boolean }>(
      `SELECT last_viewed_at > now() - interval '1 minute' AS recent FROM articles WHERE id = $1`,
      [article.id],
    );
    expect(viewed.rows[0]!.recent).toBe(true);
    const draft = await server.db.query<{ id: string }>(`SELECT id FROM articles WHERE NOT published LIMIT 1`);
    const refused: GraphqlResult = await server.gql(ARTICLE, {}, { id: draft.rows[0]!.id });
    expect(refused.errors?.[0]?.extensions.code).toBe('not-found');
  });
});
