// Server render time of the public pages, on the demo content. The site runs as `npm start` does (bench/site.mjs:
// the built site, a fresh DATA_DIR, 127.0.0.1 only). The server render answers an HTML page with a
// `Server-Timing` header: `render;dur=<ms>` when it rendered the page, `cache;desc=hit` when the page came from its
// render cache; a request with `Cache-Control: no-cache` is rendered again.
// (a) 200 sequential GETs (after 10 unmeasured) of `/`, `/news` and the newest published article, each with
//     `Cache-Control: no-cache`: p50 / p95 / p99 of the header's render time and of the wall time seen by the client
//     (request sent to body read, one kept-alive connection);
// (b) autocannon on `/`, 10 connections for 10 s (after 2 s unmeasured), ordinary requests (the render cache
//     allowed): requests per second and p50 / p99 latency.
// Without the header (the server does not render yet) only wall times are reported, with a note.
// Budget (design.md section 7): server render p50 under 15 ms for the home page.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSite } from './site.mjs';
import { percentile } from './stats.mjs';

const REQUESTS = 200;
const WARM_UP = 10;
const LOAD = { connections: 10, durationS: 10, warmUpS: 2 };
const RENDER_BUDGET_MS = 15;

/** The rate limits lifted as the browser tests and the engine benchmark do: everything comes from 127.0.0.1. */
// The allow-list is off: the benches find their fixtures (the newest article) with queries of their own, which a
// production site's allow-list refuses; the pages under test send their allow-listed documents either way.
export const BENCH_SITE_ENV = {
  GRAPHQL_RATE_LIMIT: '1000000',
  PAGE_VIEW_LIMIT: '100000',
  SIGNUP_LIMIT: '10000',
  HASURA_GRAPHQL_ENABLE_ALLOWLIST: 'false',
};

const round = (value) => (value === null ? null : Math.round(value * 100) / 100);
const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/**
 * What a bench starts in `dir` (`running.site`, `running.postgres`: set them as they start) and the cleanup that
 * stops both and removes `dir`, for withCleanup.
 */
export function benchResources(dir) {
  const running = { site: null, postgres: null };
  const cleanup = async () => {
    const { site, postgres } = running;
    running.site = null;
    running.postgres = null;
    await site?.stop();
    await postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  return { running, cleanup };
}

/** Runs `work` with SIGINT / SIGTERM turned into `cleanup` then exit, so an interrupted bench leaves no process. */
export async function withCleanup(cleanup, work) {
  const onSignal = async (signal) => {
    process.stderr.write(`\n${signal}: stopping what the benchmark started...\n`);
    await cleanup().catch(() => {});
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    return await work();
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await cleanup();
  }
}

/** The newest published article ({id, slug, title}), as the anonymous role sees it. */
export async function newestPublishedArticle(url) {
  const response = await fetch(`${url}/v1/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: '{ articles(where: {published: {_eq: true}}, limit: 1, order_by: {published_at: desc}) { id slug title } }',
    }),
  });
  const body = await response.json();
  const article = body.data?.articles?.[0];
  if (!article) throw new Error(`no published article from ${url}/v1/graphql: ${JSON.stringify(body).slice(0, 300)}`);
  return article;
}

/** True when the server itself answers `path` with the article (its title in the HTML): a server-rendered route. */
export async function serverRendersArticle(url, path, article) {
  const response = await fetch(`${url}${path}`, { headers: { accept: 'text/html' } });
  const html = await response.text();
  return response.status === 200 && (html.includes(escapeHtml(article.title)) || html.includes(article.title));
}

/**
 * A Server-Timing header (`render;dur=12.3, graphql;desc="2 operations";dur=4.1, cache;desc=hit`) as
 * `{render, graphql, cacheHit}` (durations in ms, null when absent), or null without the header.
 */
export function parseServerTiming(header) {
  if (!header) return null;
  const durations = {};
  let cacheHit = false;
  for (const entry of header.split(',')) {
    const [name, ...params] = entry.split(';').map((part) => part.trim());
    const values = Object.fromEntries(
      params.map((param) => {
        const at = param.indexOf('=');
        return at < 0
          ? [param, '']
          : [
              param.slice(0, at).trim(),
              param
                .slice(at + 1)
                .trim()
                .replace(/^"|"$/g, ''),
            ];
      }),
    );
    if (values.dur !== undefined && values.dur !== '' && Number.isFinite(Number(values.dur))) durations[name] = Number(values.dur);
    if (name === 'cache' && values.desc === 'hit') cacheHit = true;
  }
  return { render: durations.render ?? null, graphql: durations.graphql ?? null, cacheHit };
}

async function sequential(url, path, cacheControl = 'no-cache') {
  const wall = [];
  const render = [];
  const graphql = [];
  let cacheHits = 0;
  let bytes = 0;
  const statuses = new Set();
  for (let i = 0; i < WARM_UP + REQUESTS; i += 1) {
    const started = performance.now();
    const response = await fetch(`${url}${path}`, { headers: { accept: 'text/html', 'cache-control': cacheControl } });
    const body = await response.text();
    const elapsed = performance.now() - started;
    if (i < WARM_UP) continue;
    statuses.add(response.status);
    bytes = Buffer.byteLength(body);
    wall.push(elapsed);
    const timing = parseServerTiming(response.headers.get('server-timing'));
    if (timing?.render !== null && timing?.render !== undefined) render.push(timing.render);
    if (timing?.graphql !== null && timing?.graphql !== undefined) graphql.push(timing.graphql);
    if (timing?.cacheHit) cacheHits += 1;
  }
  const stats = (values) =>
    values.length === 0
      ? null
      : { p50Ms: round(percentile(values, 50)), p95Ms: round(percentile(values, 95)), p99Ms: round(percentile(values, 99)) };
  return {
    path: cacheControl === 'no-cache' ? path : `${path} (${cacheControl})`,
    requests: REQUESTS,
    statuses: [...statuses],
    htmlBytes: bytes,
    render: stats(render),
    graphql: stats(graphql),
    renderedResponses: render.length,
    cacheHits,
    wall: stats(wall),
  };
}

async function load(url, path) {
  const { default: autocannon } = await import('autocannon');
  const run = (duration) => autocannon({ url: `${url}${path}`, connections: LOAD.connections, duration, headers: { accept: 'text/html' } });
  await run(LOAD.warmUpS);
  const result = await run(LOAD.durationS);
  return {
    path,
    connections: LOAD.connections,
    durationS: LOAD.durationS,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    averageMs: result.latency.average,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

export function renderTable(summary) {
  const ms = (stats, key) => (stats ? stats[key].toFixed(2) : 'n/a');
  const lines = [
    `Server render, ${summary.requests} sequential GETs per page with Cache-Control: no-cache (a new render from the shared ` +
      `query results) or no-store (every query read from the database) (ms)` +
      (summary.serverTiming ? '' : ' — no Server-Timing render header: the server does not render pages (wall times only)'),
    '',
    '| page | status | HTML bytes | rendered | render p50 / p95 / p99 | of which GraphQL p50 | wall p50 / p95 / p99 | cache hits |',
    '| --- | --- | ---: | ---: | --- | ---: | --- | ---: |',
    ...summary.pages.map(
      (page) =>
        `| \`${page.path}\` | ${page.statuses.join(', ')} | ${page.htmlBytes.toLocaleString('en-US')} | ${page.renderedResponses} | ` +
        `${ms(page.render, 'p50Ms')} / ${ms(page.render, 'p95Ms')} / ${ms(page.render, 'p99Ms')} | ${ms(page.graphql, 'p50Ms')} | ` +
        `${ms(page.wall, 'p50Ms')} / ${ms(page.wall, 'p95Ms')} / ${ms(page.wall, 'p99Ms')} | ${page.cacheHits} |`,
    ),
    '',
    `Load on \`${summary.load.path}\`: ${summary.load.connections} connections, ${summary.load.durationS} s: ` +
      `${summary.load.requestsPerSecond.toLocaleString('en-US')} req/s, p50 ${summary.load.p50Ms} ms, p99 ${summary.load.p99Ms} ms, mean ${summary.load.averageMs} ms ` +
      `(${summary.load.requests.toLocaleString('en-US')} requests, ${summary.load.non2xx} non-2xx, ${summary.load.errors} errors)`,
    '',
    `Load average (1 / 5 / 15 min) before: ${summary.loadAverage.before.join(' / ')}, after: ${summary.loadAverage.after.join(' / ')}`,
    `Budget: home page render p50 < ${RENDER_BUDGET_MS} ms: ${summary.budget.verdict}`,
  ];
  return `${lines.join('\n')}\n`;
}

export async function benchRender({ print = (text) => process.stderr.write(text) } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'chainpulse-bench-render-'));
  let site = null;
  const cleanup = async () => {
    const running = site;
    site = null;
    await running?.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  return withCleanup(cleanup, async () => {
    process.stderr.write('render: starting the site on a fresh DATA_DIR...\n');
    site = await startSite({ ...BENCH_SITE_ENV, DATA_DIR: join(dir, 'data') });
    const loadBefore = loadavg();
    const article = await newestPublishedArticle(site.url);
    const bySlug = `/article/${article.slug}`;
    const articlePath = (await serverRendersArticle(site.url, bySlug, article)) ? bySlug : `/article/${article.id}`;
    const pages = [];
    for (const path of ['/', '/news', articlePath]) {
      process.stderr.write(`render: ${REQUESTS} GETs of ${path}...\n`);
      pages.push(await sequential(site.url, path));
    }
    // `no-store` also reads past the render's shared query results: the home page with every query read from the database.
    process.stderr.write(`render: ${REQUESTS} GETs of / with Cache-Control: no-store...\n`);
    pages.push(await sequential(site.url, '/', 'no-store'));
    process.stderr.write(`render: autocannon on / for ${LOAD.durationS} s...\n`);
    const loadResult = await load(site.url, '/');
    const serverTiming = pages.some((page) => page.renderedResponses > 0);
    const homeP50 = pages[0].render?.p50Ms ?? null;
    const summary = {
      date: new Date().toISOString(),
      node: process.version,
      loadAverage: { before: loadBefore.map((value) => round(value)), after: loadavg().map((value) => round(value)) },
      serverTiming,
      note: serverTiming
        ? null
        : 'The answers carry no Server-Timing render entry: the server does not render pages yet, so only wall times (the SPA shell) are measured.',
      article: { id: article.id, slug: article.slug, path: articlePath },
      requests: REQUESTS,
      pages,
      load: loadResult,
      budget: {
        renderP50Ms: RENDER_BUDGET_MS,
        homeRenderP50Ms: homeP50,
        pass: homeP50 === null ? null : homeP50 < RENDER_BUDGET_MS,
        verdict:
          homeP50 === null
            ? 'NOT MEASURED (no render header)'
            : homeP50 < RENDER_BUDGET_MS
              ? `PASS (${homeP50} ms)`
              : `FAIL (${homeP50} ms)`,
      },
    };
    if (!serverTiming) process.stderr.write(`render: note: ${summary.note}\n`);
    print(renderTable(summary));
    return summary;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchRender({ print: (text) => process.stdout.write(text) });
}
