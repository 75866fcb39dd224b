// The admin dashboard's figures on a generated ten-year set at a small scale (issue 30: dashboard < 500 ms). Loads
// the set (bench/data) into an embedded PGlite with the demo content, then times what one dashboard visit asks of
// the database: the daily analytics (30 days), the article analytics, the community totals (daily roll-ups) and
// the open reports count, one after another as the actions and the engine run them, and prints the medians as JSON.
// `npx tsx bench/dashboard.ts [scale] [pageViewsScale]` (defaults 0.01 and 0.002: 1/100 of the content, 100,000 page views).
import { performance } from 'node:perf_hooks';
import { loadDataSet, pgliteTarget } from './data/load.mjs';
import { articleAnalytics, contentTotals, dailyAnalytics } from '../server/src/functions/analytics/index.ts';
import { createTestDatabase } from '../server/test/support/database.ts';
import { RAW_ARTICLE_ANALYTICS_SQL, RAW_VISITORS_SQL } from '../server/test/support/raw-analytics.ts';
import { upperMedian } from './stats.mjs';
import { INTERNAL_PATHS } from '../contract/routes.ts';

const scale = Number(process.argv[2] ?? 0.01);
const pageViewsScale = Number(process.argv[3] ?? 0.002);
const RUNS = 7;

const db = await createTestDatabase({ seeds: true });
const loadStart = performance.now();
await loadDataSet(pgliteTarget(db.pglite), { scale, counts: { pageViews: Math.round(50_000_000 * pageViewsScale) } });
const loadSeconds = (performance.now() - loadStart) / 1000;
const count = async (table: string) => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;
const rows = {
  pageViews: await count('public.page_views'),
  members: await count('public.user_profiles'),
  discussions: await count('public.discussions'),
  comments: await count('public.discussion_comments'),
};

// The rows a 30-day visit reads of the counts per day and gap.
const windowRows = async (table: string) =>
  (
    await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${table} WHERE day BETWEEN (now() AT TIME ZONE 'UTC')::date - 29 AND (now() AT TIME ZONE 'UTC')::date`,
    )
  ).rows[0]!.n;
Object.assign(rows, {
  returnRowsIn30Days: await windowRows('rollups.page_view_returns_daily'),
});
// The figures read now and the raw ones, which must be the same.
const figures = await dailyAnalytics(db, 30);
const raw = (await db.query<{ totalUniqueVisitors: number; avgBounceRate: number }>(RAW_VISITORS_SQL, [30, INTERNAL_PATHS])).rows[0]!;
const sameFigures = figures.totalUniqueVisitors === raw.totalUniqueVisitors && figures.avgBounceRate === raw.avgBounceRate;

const steps: Record<string, () => Promise<unknown>> = {
  dailyAnalytics: () => dailyAnalytics(db, 30),
  articleAnalytics: () => articleAnalytics(db),
  contentTotals: () => contentTotals(db),
  // What the community totals cost before the roll-ups: the four whole-table counts the page asked for.
  contentCountsBefore: () =>
    db.query(`SELECT (SELECT count(*) FROM public.user_profiles), (SELECT count(*) FROM public.blog_posts WHERE published),
                     (SELECT count(*) FROM public.discussions), (SELECT count(*) FROM public.discussion_comments)`),
  openReports: () => db.query('SELECT count(*) FROM public.content_reports WHERE NOT resolved'),
  // What the visitors and the bounce rate cost before the roll-ups (migrations 1795305607300 and 1795305607400):
  // the window's raw page views, internal paths left out, read for the distinct counts.
  visitorsBefore: () => db.query(RAW_VISITORS_SQL, [30, INTERNAL_PATHS]),
  // The article totals before rollups.article_views (the same migration): a sum over every article.
  articleAnalyticsBefore: () => db.query(RAW_ARTICLE_ANALYTICS_SQL),
};
const runs: Record<string, number[]> = {};
const visits: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  let visit = 0;
  for (const [name, step] of Object.entries(steps)) {
    const start = performance.now();
    await step();
    const took = performance.now() - start;
    (runs[name] ??= []).push(took);
    if (!name.endsWith('Before')) visit += took;
  }
  visits.push(visit);
}
const medians = Object.fromEntries(Object.entries(runs).map(([name, values]) => [name, Math.round(upperMedian(values)! * 10) / 10]));
console.log(
  JSON.stringify({
    scale,
    pageViewsScale,
    rows,
    figures: { visitors: figures.totalUniqueVisitors, bounceRate: figures.avgBounceRate, sameAsRaw: sameFigures },
    loadSeconds: Math.round(loadSeconds),
    medianMs: medians,
    visitMedianMs: Math.round(upperMedian(visits)!),
  }),
);
await db.close();
