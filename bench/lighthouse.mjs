// Lighthouse, mobile, on the public pages: the home page, the newest published article, /news, the newest blog post,
// the newest discussion and the next event (the last three when the demo content has one).
// The site runs as `npm start` does (bench/site.mjs: the built site, a fresh DATA_DIR with the demo content,
// 127.0.0.1 only); Lighthouse (programmatic API) drives Debian's Chromium (CHROME_PATH, else /usr/bin/chromium)
// through chrome-launcher with Lighthouse's default settings: form factor mobile, mobile screen emulation (Moto G
// Power), simulated throttling (150 ms RTT, 1.6 Mbps down, 4x CPU slowdown). Each page is run 3 times, in turn;
// every figure is the median of its 3 values. Also recorded: accessibility, best-practices and SEO scores, and the
// JavaScript transferred (the `Script` requests of the `network-requests` audit, as sent: compressed if the server
// compressed them).
// Budgets (design.md section 7): performance >= 95 and LCP < 2.0 s on each page.
// The article's URL is /article/<slug> when that route shows the article (in the browser), else /article/<id>.
// Writes the summary to bench/results/lighthouse.json as well.
// Options (command line): --pages=home,article (a subset by name), --runs=N, --long-tasks (after the table, each
// page's main-thread tasks over 50 ms in its last run, and the script evaluation per chunk, from Lighthouse's trace).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_SITE_ENV, newestPublishedArticle, withCleanup } from './render.mjs';
import { startSite } from './site.mjs';
import { median } from './stats.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_FILE = join(root, 'bench', 'results', 'lighthouse.json');
const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const BUDGET = { performance: 95, lcpMs: 2000 };
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-dev-shm-usage',
  // chrome-launcher adds --no-first-run, --disable-background-networking, --disable-sync,
  // --disable-component-update, --disable-extensions and the other flags of its DEFAULT_FLAGS.
];

const round2 = (value) => Math.round(value * 100) / 100;

/** True when `path` shows the article's title in the browser (client or server rendered). */
async function browserShowsArticle(chromePort, url, path, article) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const response = await page.goto(`${url}${path}`, { waitUntil: 'domcontentloaded' });
    if (!response || response.status() !== 200) return false;
    const shown = await page
      .getByRole('heading', { name: article.title })
      .first()
      .waitFor({ timeout: 15_000 })
      .then(() => true)
      .catch(() => false);
    await context.close();
    return shown;
  } finally {
    // Connected over CDP: close() disconnects and leaves Chrome to chrome-launcher.
    await browser.close();
  }
}

/** The newest row of `table` (published where the table says so), or null. */
async function newest(url, table, fields, where = '') {
  const response = await fetch(`${url}/v1/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: `{ ${table}(${where} limit: 1, order_by: {created_at: desc}) { ${fields} } }` }),
  });
  const body = await response.json();
  return body.data?.[table]?.[0] ?? null;
}

/** The blog post, discussion and event pages of the demo content (those it has). */
async function morePages(url) {
  const [post, discussion, event] = await Promise.all([
    newest(url, 'blog_posts', 'slug', 'where: {published: {_eq: true}},').catch(() => null),
    newest(url, 'discussions', 'id').catch(() => null),
    newest(url, 'events', 'slug').catch(() => null),
  ]);
  return [
    post && { name: 'blog post', path: `/blog/${post.slug}` },
    discussion && { name: 'discussion', path: `/discussion/${discussion.id}` },
    event && { name: 'event', path: `/events/${event.slug}` },
  ].filter(Boolean);
}

/** The main thread's tasks over 50 ms (start and duration in the unthrottled trace) and script evaluation per URL. */
function longTasks(lhr) {
  const tasks = (lhr.audits['long-tasks']?.details?.items ?? []).map((task) => ({
    url: task.url,
    startMs: Math.round(task.startTime),
    durationMs: Math.round(task.duration),
  }));
  const bootup = (lhr.audits['bootup-time']?.details?.items ?? []).map((item) => ({
    url: item.url,
    totalMs: Math.round(item.total),
    scriptingMs: Math.round(item.scripting),
    parseMs: Math.round(item.scriptParseCompile),
  }));
  const breakdown = (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => ({
    group: item.groupLabel ?? item.group,
    ms: Math.round(item.duration),
  }));
  return { tasks, bootup, breakdown };
}

/** One Lighthouse run's figures. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const score = (id) => (lhr.categories[id]?.score === null || !lhr.categories[id] ? null : Math.round(lhr.categories[id].score * 100));
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const summaryScript = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  const failed = requests
    .filter((request) => !(request.statusCode >= 100 && request.statusCode < 400))
    .map(({ url, statusCode, resourceType }) => ({ url, statusCode, resourceType }));
  return {
    failedRequests: failed,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    speedIndexMs: audit('speed-index'),
    jsTransferBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    jsResourceBytes: scripts.reduce((sum, request) => sum + (request.resourceSize ?? 0), 0),
    jsRequests: scripts.length,
    jsTransferBytesResourceSummary: summaryScript?.transferSize ?? null,
    totalTransferBytes: audit('total-byte-weight'),
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    runWarnings: lhr.runWarnings ?? [],
  };
}

/** Kept once per page, not in every run's figures. */
const PER_PAGE_ONLY = new Set(['lcpElement', 'failedRequests']);
const KEYS = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'cls',
  'speedIndexMs',
  'jsTransferBytes',
  'jsResourceBytes',
  'jsRequests',
  'totalTransferBytes',
  'benchmarkIndex',
];

export function lighthouseTable(summary) {
  const s = (ms) => (ms === null ? 'n/a' : `${(ms / 1000).toFixed(2)} s`);
  const kb = (bytes) => (bytes === null ? 'n/a' : `${(bytes / 1024).toFixed(1)} KB`);
  const lines = [
    `Lighthouse ${summary.lighthouse}, mobile, simulated throttling; median of ${summary.runs} runs per page`,
    '',
    '| page | performance | FCP | LCP | TBT | CLS | Speed Index | JS transferred | a11y / best practices / SEO |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...summary.pages.map(
      ({ name, path, median: m }) =>
        `| ${name} (\`${path}\`) | ${m.performance} | ${s(m.fcpMs)} | ${s(m.lcpMs)} | ${Math.round(m.tbtMs)} ms | ` +
        `${m.cls.toFixed(3)} | ${s(m.speedIndexMs)} | ${kb(m.jsTransferBytes)} | ${m.accessibility} / ${m.bestPractices} / ${m.seo} |`,
    ),
    '',
    `Load average (1 / 5 / 15 min) before: ${summary.loadAverage.before.join(' / ')}, after: ${summary.loadAverage.after.join(' / ')}; ` +
      `Lighthouse CPU benchmark index (median): ${summary.pages.map((page) => page.median.benchmarkIndex).join(', ')}`,
    ...summary.pages
      .filter((page) => page.failedRequests.length > 0)
      .map(
        (page) =>
          `Failed requests on ${page.name}: ${page.failedRequests.map((request) => `${request.statusCode} ${request.url}`).join(', ')}`,
      ),
    '',
    'Budgets:',
    ...summary.pages.flatMap(({ name, budget }) => [
      `- ${name}: performance >= ${BUDGET.performance}: ${budget.performance ? 'PASS' : 'FAIL'}; ` +
        `LCP < ${BUDGET.lcpMs / 1000} s: ${budget.lcp ? 'PASS' : 'FAIL'}`,
    ]),
  ];
  return `${lines.join('\n')}\n`;
}

export async function benchLighthouse({
  print = (text) => process.stderr.write(text),
  runs = RUNS,
  only = null,
  printLongTasks = false,
} = {}) {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([import('lighthouse'), import('chrome-launcher')]);
  const dir = mkdtempSync(join(tmpdir(), 'chainpulse-bench-lighthouse-'));
  let site = null;
  let chrome = null;
  const cleanup = async () => {
    const [runningChrome, runningSite] = [chrome, site];
    chrome = null;
    site = null;
    // chrome-launcher kills Chrome's whole process group and removes its profile directory.
    await runningChrome?.kill();
    await runningSite?.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  return withCleanup(cleanup, async () => {
    process.stderr.write('lighthouse: starting the site on a fresh DATA_DIR...\n');
    site = await startSite({ ...BENCH_SITE_ENV, DATA_DIR: join(dir, 'data') });
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
      // BENCH_CHROME_PORT pins Chrome's debugging port (else chrome-launcher picks a free one).
      ...(process.env.BENCH_CHROME_PORT ? { port: Number(process.env.BENCH_CHROME_PORT) } : {}),
      handleSIGINT: false,
      logLevel: 'silent',
    });
    const loadBefore = loadavg();
    const article = await newestPublishedArticle(site.url);
    const bySlug = `/article/${article.slug}`;
    const articlePath = (await browserShowsArticle(chrome.port, site.url, bySlug, article)) ? bySlug : `/article/${article.id}`;
    const pages = [
      { name: 'home', path: '/' },
      { name: 'article', path: articlePath },
      { name: 'news', path: '/news' },
      ...(await morePages(site.url)),
    ]
      .filter((page) => !only || only.includes(page.name.replace(' ', '-')))
      .map((page) => ({ ...page, runs: [], longTasks: null }));
    let version = null;
    for (let run = 1; run <= runs; run += 1) {
      for (const page of pages) {
        process.stderr.write(`lighthouse: ${page.path}, run ${run} of ${runs}...\n`);
        const started = performance.now();
        const result = await lighthouse(`${site.url}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        if (!result?.lhr) throw new Error(`lighthouse: no result for ${page.path}`);
        if (result.lhr.runtimeError) {
          throw new Error(`lighthouse: ${page.path}: ${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
        }
        version = result.lhr.lighthouseVersion;
        const measured = { ...figures(result.lhr), runMs: Math.round(performance.now() - started) };
        // A page whose document, scripts or styles failed (a rebuild of dist/ during the run, a broken build) did
        // not load as a visitor's would: its figures mean nothing.
        const broken = measured.failedRequests.filter((request) => ['Document', 'Script', 'Stylesheet'].includes(request.resourceType));
        if (broken.length > 0) {
          throw new Error(
            `lighthouse: ${page.path}: ${broken.length} request(s) failed, so the figures would mean nothing ` +
              '(a 404 for /assets/ means dist/ was rebuilt while the server ran, e.g. by another npm start: run again): ' +
              JSON.stringify(broken.slice(0, 3)),
          );
        }
        page.runs.push(measured);
        page.longTasks = longTasks(result.lhr);
      }
    }
    const summary = {
      date: new Date().toISOString(),
      node: process.version,
      lighthouse: version,
      chrome: (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()).Browser,
      loadAverage: { before: loadBefore.map(round2), after: loadavg().map(round2) },
      settings: 'default config: formFactor mobile, screenEmulation mobile, throttlingMethod simulate',
      categories: CATEGORIES,
      runs,
      article: { id: article.id, slug: article.slug, path: articlePath },
      budget: BUDGET,
      pages: pages.map(({ name, path, runs: pageRuns }) => {
        const m = Object.fromEntries(KEYS.map((key) => [key, median(pageRuns.map((run) => run[key]))]));
        return {
          name,
          path,
          median: m,
          budget: { performance: m.performance >= BUDGET.performance, lcp: m.lcpMs < BUDGET.lcpMs },
          lcpElement: pageRuns.at(-1).lcpElement,
          failedRequests: pageRuns.flatMap((run) => run.failedRequests),
          runs: pageRuns.map((run) => Object.fromEntries(Object.entries(run).filter(([key]) => !PER_PAGE_ONLY.has(key)))),
        };
      }),
    };
    summary.withinBudget = summary.pages.every((page) => page.budget.performance && page.budget.lcp);
    mkdirSync(dirname(RESULTS_FILE), { recursive: true });
    // Formatted as the repository's Prettier would, so `npm run lint` (prettier --check .) accepts the file.
    const prettier = await import('prettier');
    const options = { ...(await prettier.resolveConfig(RESULTS_FILE)), filepath: RESULTS_FILE };
    writeFileSync(RESULTS_FILE, await prettier.format(JSON.stringify(summary, null, 2), options));
    process.stderr.write(`lighthouse: summary written to ${RESULTS_FILE}\n`);
    print(lighthouseTable(summary));
    if (printLongTasks) {
      const short = (url) => (url ?? '').replace(site.url, '') || '(other)';
      for (const page of pages) {
        const { tasks, bootup, breakdown } = page.longTasks;
        print(`\n${page.name} (${page.path}), last run, unthrottled trace (times x4 under simulation):\n`);
        print(`  long tasks: ${tasks.map((task) => `${short(task.url)} @${task.startMs} ${task.durationMs} ms`).join('; ') || 'none'}\n`);
        print(
          `  script time by URL: ${bootup.map((item) => `${short(item.url)} ${item.totalMs} ms (eval ${item.scriptingMs}, parse ${item.parseMs})`).join('; ')}\n`,
        );
        print(`  main thread: ${breakdown.map((item) => `${item.group} ${item.ms} ms`).join('; ')}\n`);
      }
    }
    return summary;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  await benchLighthouse({
    print: (text) => process.stdout.write(text),
    runs: Number(option('runs') ?? RUNS),
    only: option('pages')?.split(',') ?? null,
    printLongTasks: process.argv.includes('--long-tasks'),
  });
}
