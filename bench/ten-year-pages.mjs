// Every public page on the ten-year data set (issue 30: "on the ten-year set every public page's render p50 < 20 ms
// and its GraphQL p50 < 10 ms"). A generated set (bench/data, `--scale`, default 0.1) is loaded by COPY
// (bench/data/load.mjs) into a throwaway PostgreSQL 15 (and, at `--pglite-scale`, default 0.01, into the embedded
// PGlite of a fresh DATA_DIR), the site is started on it as `npm start` runs (bench/site.mjs), and for each public
// page, in English and in Chinese (the `lang` cookie):
//   render   `REQUESTS` sequential GETs (after `WARM_UP`) with `Cache-Control: no-cache`: a new render from the
//            shared query results; p50 / p95 of the Server-Timing `render` entry (as bench/render.mjs reads it);
//   queries  `REQUESTS` GETs with `Cache-Control: no-store`: every query of the render read from the database; the
//            Server-Timing `op` entry of each (the operation's name and its time in the engine, queries of one render
//            overlapping), p50 / p95 per operation.
// The news timeline's later pages are fetched by the browser (keyset, `NewsPageQuery`): replayed against /v1/graphql
// with `Cache-Control: no-cache` at a cursor deep in the timeline (the document from the allow-list).
// Budgets: render p50 < 20 ms and each query's p50 < 10 ms.
//
//   node bench/ten-year-pages.mjs [--scale 0.1] [--pglite-scale 0.01|0] [--url postgres://... (already loaded)]
//     [--requests 20] [--site http://... (a site already running on a loaded set) --backend postgres]
import { readFileSync, mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { BENCH_SITE_ENV, benchResources, withCleanup } from './render.mjs';
import { startSite } from './site.mjs';
import { percentile } from './stats.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
let REQUESTS = 20;
const WARM_UP = 3;
const RENDER_BUDGET_MS = 20;
const QUERY_BUDGET_MS = 10;
/** How deep in the news timeline the replayed keyset page starts (stories before it). */
const DEEP_NEWS_OFFSET = 5_000;
/** The site may build itself first (npm start does when its bundles are stale): on a busy machine that takes minutes. */
const START = { limitMs: 600_000 };

const round = (value) => (value === null ? null : Math.round(value * 100) / 100);
const stats = (values) =>
  values.length === 0 ? null : { p50Ms: round(percentile(values, 50)), p95Ms: round(percentile(values, 95)), n: values.length };

/** The Server-Timing entries of an answer: `{render, ops: [{name, ms}]}`. */
function timingOf(header) {
  let render = null;
  const ops = [];
  for (const entry of (header ?? '').split(',')) {
    const name = entry.split(';')[0].trim();
    const dur = /dur=([\d.]+)/.exec(entry)?.[1];
    if (dur === undefined) continue;
    if (name === 'render') render = Number(dur);
    if (name === 'op') ops.push({ name: /desc="([^"]*)"/.exec(entry)?.[1] ?? 'anonymous', ms: Number(dur) });
  }
  return { render, ops };
}

async function graphql(url, query, variables = {}, headers = {}) {
  const response = await fetch(`${url}/v1/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(`${query.slice(0, 80)}: ${JSON.stringify(body.errors).slice(0, 300)}`);
  return body.data;
}

/** The pages measured: paths found on the loaded set, as a visitor would reach them. */
async function publicPages(url) {
  const data = await graphql(
    url,
    `{
      article: articles(where: {published: {_eq: true}}, order_by: [{published_at: desc_nulls_last}], limit: 1) { slug author { slug } }
      post: blog_posts(where: {published: {_eq: true}}, order_by: [{published_at: desc_nulls_last}], limit: 1) { slug tag_names author { username } }
      discussion: discussions(order_by: [{comments_count: desc}], limit: 1) { id comments_count }
      event: events(where: {published: {_eq: true}}, order_by: [{start_date: desc}], limit: 1) { slug }
      story: news_articles(order_by: [{published_at: desc_nulls_last}, {id: asc}], limit: 1) { id }
    }`,
  );
  const pick = (name) => {
    const row = data[name][0];
    if (!row) throw new Error(`no ${name} on the loaded set`);
    return row;
  };
  const article = pick('article');
  const post = pick('post');
  const discussion = pick('discussion');
  const both = (path) => [
    { path, language: 'en' },
    { path, language: 'zh' },
  ];
  return {
    discussionComments: discussion.comments_count,
    pages: [
      ...both('/'),
      ...both('/news'),
      { path: `/news/${pick('story').id}`, language: 'en' },
      ...both(`/article/${article.slug}`),
      ...both('/blog'),
      { path: `/blog/${post.slug}`, language: 'en' },
      ...both('/discussion'),
      { path: `/discussion/${discussion.id}`, language: 'en' },
      { path: `/tag/${encodeURIComponent(post.tag_names[0])}`, language: 'en' },
      { path: `/author/${article.author.slug}`, language: 'en' },
      { path: `/u/${post.author.username}`, language: 'en' },
      ...both('/events'),
      { path: `/events/${pick('event').slug}`, language: 'en' },
      { path: '/search?q=ethereum', language: 'en' },
      { path: `/search?q=${encodeURIComponent('以太坊')}`, language: 'zh' },
    ],
  };
}

async function measurePage(url, { path, language }) {
  const headers = { accept: 'text/html', cookie: `lang=${language}` };
  const renders = [];
  const ops = new Map();
  const statuses = new Set();
  let bytes = 0;
  for (const cacheControl of ['no-cache', 'no-store']) {
    for (let i = 0; i < WARM_UP + REQUESTS; i += 1) {
      const response = await fetch(`${url}${path}`, { headers: { ...headers, 'cache-control': cacheControl } });
      const html = await response.text();
      if (i < WARM_UP) continue;
      statuses.add(response.status);
      bytes = Buffer.byteLength(html);
      const timing = timingOf(response.headers.get('server-timing'));
      if (cacheControl === 'no-cache') {
        if (timing.render !== null) renders.push(timing.render);
      } else {
        for (const op of timing.ops) ops.set(op.name, [...(ops.get(op.name) ?? []), op.ms]);
      }
    }
  }
  const queries = [...ops].map(([name, values]) => ({ name, ...stats(values) }));
  return { path, language, statuses: [...statuses], htmlBytes: bytes, render: stats(renders), queries };
}

/** NewsPageQuery (the timeline's later pages, keyset) at a cursor DEEP_NEWS_OFFSET stories down, with no cache. */
async function measureDeepNews(url) {
  const collections = parse(readFileSync(join(root, 'hasura', 'metadata', 'query_collections.yaml'), 'utf8'));
  const query = collections.flatMap((collection) => collection.definition.queries).find((entry) => entry.name === 'NewsPageQuery').query;
  const [cursor] = (
    await graphql(
      url,
      `{ news_articles(order_by: [{published_at: desc_nulls_last}, {id: asc}], offset: ${DEEP_NEWS_OFFSET}, limit: 1) { id published_at } }`,
    )
  ).news_articles;
  const results = [];
  for (const [label, where] of [
    ['all languages', {}],
    ['English only', { language: { _eq: 'en' } }],
  ]) {
    const variables = { where, afterAt: cursor.published_at, afterId: cursor.id, limit: 20 };
    const times = [];
    for (let i = 0; i < WARM_UP + REQUESTS; i += 1) {
      const started = performance.now();
      const data = await graphql(url, query, variables, { 'cache-control': 'no-cache' });
      if (data.news_articles.length === 0) throw new Error('the deep news page came back empty');
      if (i >= WARM_UP) times.push(performance.now() - started);
    }
    results.push({ name: `NewsPageQuery after story ${DEEP_NEWS_OFFSET} (${label}), wall`, ...stats(times) });
  }
  return results;
}

function overBudget(pages, deepNews) {
  const over = [];
  for (const page of pages) {
    const where = `${page.path} (${page.language})`;
    if (page.render && page.render.p50Ms >= RENDER_BUDGET_MS) over.push(`${where} render p50 ${page.render.p50Ms} ms`);
    for (const query of page.queries) {
      if (query.p50Ms >= QUERY_BUDGET_MS) over.push(`${where} ${query.name} p50 ${query.p50Ms} ms`);
    }
    if (!page.render) over.push(`${where}: no render time (not server-rendered, or every render failed)`);
  }
  for (const query of deepNews) if (query.p50Ms >= QUERY_BUDGET_MS) over.push(`${query.name} p50 ${query.p50Ms} ms`);
  return over;
}

/** Measures every page on a site at `url`; `label` names the backend. */
async function measureSite(url, label, log) {
  const loadBefore = loadavg().map(round);
  const { pages: list, discussionComments } = await publicPages(url);
  const pages = [];
  for (const page of list) {
    log(`ten-year pages (${label}): ${page.path} (${page.language})...`);
    pages.push(await measurePage(url, page));
  }
  const deepNews = await measureDeepNews(url);
  const over = overBudget(pages, deepNews);
  return { loadAverage: { before: loadBefore, after: loadavg().map(round) }, discussionComments, pages, deepNews, over };
}

export function pagesTable(result) {
  const ms = (value) => (value ? `${value.p50Ms} / ${value.p95Ms}` : 'n/a');
  const lines = [
    `${result.backend}, scale ${result.scale} (load ${result.loadSeconds ?? 'n/a'} s); load average before ${result.loadAverage.before.join(' / ')}, after ${result.loadAverage.after.join(' / ')}`,
    '',
    '| page | lang | status | HTML bytes | render p50 / p95 | queries from the database: p50 / p95 (slowest first) |',
    '| --- | --- | --- | ---: | --- | --- |',
    ...result.pages.map(
      (page) =>
        `| \`${page.path}\` | ${page.language} | ${page.statuses.join(', ')} | ${page.htmlBytes.toLocaleString('en-US')} | ${ms(page.render)} | ` +
        `${[...page.queries]
          .sort((a, b) => b.p50Ms - a.p50Ms)
          .map((query) => `${query.name} ${ms(query)}`)
          .join('; ')} |`,
    ),
    ...result.deepNews.map((query) => `| ${query.name} | | | | | ${ms(query)} |`),
    '',
    `Over budget (render p50 >= ${RENDER_BUDGET_MS} ms, query p50 >= ${QUERY_BUDGET_MS} ms): ${result.over.length === 0 ? 'none' : result.over.join('; ')}`,
  ];
  return `${lines.join('\n')}\n`;
}

async function loadInto(kind, { scale, url, pgdata, log }) {
  const { register } = await import('tsx/esm/api');
  register();
  const { loadDataSet, postgresTarget, pgliteTarget } = await import('./data/load.mjs');
  const started = performance.now();
  if (kind === 'postgres') {
    const { openPostgres } = await import('../server/src/db/postgres.ts');
    const { applyMigrations, readMigrations } = await import('../server/src/db/migrate.ts');
    const { applySeeds } = await import('../server/src/db/seed.ts');
    const { MIGRATIONS_DIR, SEEDS_DIR } = await import('../server/src/config/paths.ts');
    const db = await openPostgres(url, { max: 1 });
    try {
      await applyMigrations(db, readMigrations(MIGRATIONS_DIR), { onFresh: async (tx) => void (await applySeeds(tx, SEEDS_DIR)) });
      await loadDataSet(
        postgresTarget(url, (sql) => db.query(sql)),
        { scale, log },
      );
    } finally {
      await db.close();
    }
  } else {
    // The site made and migrated the DATA_DIR (its marker, the demo content); the set goes into its database.
    const { openPglite } = await import('../server/src/db/pglite.ts');
    const db = await openPglite({ dir: pgdata });
    try {
      await loadDataSet(pgliteTarget(db.pglite), { scale, log });
    } finally {
      await db.close();
    }
  }
  return round((performance.now() - started) / 1000);
}

export async function benchTenYearPages({
  scale = 0.1,
  pgliteScale = 0.01,
  url: loadedUrl,
  log = (line) => process.stderr.write(`${line}\n`),
} = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'chainpulse-bench-ten-year-pages-'));
  const { running, cleanup } = benchResources(dir);
  return withCleanup(cleanup, async () => {
    const results = [];
    // PostgreSQL 15: a throwaway server (or the database given, already loaded).
    let url = loadedUrl;
    let loadSeconds = null;
    if (!url) {
      const { register } = await import('tsx/esm/api');
      register();
      const { startPostgres, createDatabase } = await import('../server/test/support/postgres-server.ts');
      running.postgres = await startPostgres();
      url = await createDatabase(running.postgres, 'chainpulse_ten_year_pages');
      log(`ten-year pages: loading scale ${scale} into PostgreSQL...`);
      loadSeconds = await loadInto('postgres', { scale, url, log });
    }
    running.site = await startSite({ ...BENCH_SITE_ENV, DATABASE_URL: url, DATA_DIR: join(dir, 'postgres-data') }, START);
    results.push({ backend: 'postgres', scale, loadSeconds, ...(await measureSite(running.site.url, 'postgres', log)) });
    await running.site.stop();
    running.site = null;
    await running.postgres?.stop();
    running.postgres = null;
    // PGlite, at its own (smaller) scale: the site makes its DATA_DIR, then the set is loaded into it.
    if (pgliteScale > 0) {
      const dataDir = join(dir, 'pglite-data');
      running.site = await startSite({ ...BENCH_SITE_ENV, DATA_DIR: dataDir }, START);
      await running.site.stop();
      running.site = null;
      log(`ten-year pages: loading scale ${pgliteScale} into PGlite...`);
      const pgliteSeconds = await loadInto('pglite', { scale: pgliteScale, pgdata: join(dataDir, 'pgdata'), log });
      running.site = await startSite({ ...BENCH_SITE_ENV, DATA_DIR: dataDir }, START);
      results.push({
        backend: 'pglite',
        scale: pgliteScale,
        loadSeconds: pgliteSeconds,
        ...(await measureSite(running.site.url, 'pglite', log)),
      });
    }
    return {
      date: new Date().toISOString(),
      node: process.version,
      requests: REQUESTS,
      budget: { renderP50Ms: RENDER_BUDGET_MS, queryP50Ms: QUERY_BUDGET_MS },
      results,
      pass: results.every((result) => result.over.length === 0),
    };
  });
}

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  REQUESTS = Number(option('requests', String(REQUESTS)));
  // --site <url>: a site already running on a loaded database, measured as it is.
  const site = option('site');
  const summary = site
    ? {
        results: [
          {
            backend: option('backend', 'postgres'),
            scale: Number(option('scale', '0.1')),
            loadSeconds: null,
            ...(await measureSite(site, 'site', (line) => process.stderr.write(`${line}\n`))),
          },
        ],
      }
    : await benchTenYearPages({
        scale: Number(option('scale', '0.1')),
        pgliteScale: Number(option('pglite-scale', '0.01')),
        url: option('url'),
      });
  for (const result of summary.results) process.stdout.write(`${pagesTable(result)}\n`);
  process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
}
