// The admin dashboard's figures on a generated ten-year set at a small scale (issue 30: dashboard < 500 ms). Loads
// the set (bench/data) into an embedded PGlite with the demo content, then times what one dashboard visit asks of
// the database: the daily analytics (30 days), the article analytics, the community totals (daily roll-ups) and
// the open reports count, one after another as the actions and the engine run them, and prints the medians as JSON.
// `npx tsx bench/dashboard.ts [scale] [pageViewsScale] [postgres]` (defaults 0.01 and 0.002: 1/100 of the content,
// 100,000 page views; `postgres`: a throwaway PostgreSQL 15 instead of the embedded PGlite).
import { performance } from 'node:perf_hooks';
import { loadDataSet, pgliteTarget, postgresTarget } from './data/load.mjs';
import { articleAnalytics, contentTotals, dailyAnalytics } from '../server/src/functions/analytics/index.ts';
import { createTestDatabase } from '../server/test/support/database.ts';
import { createDatabase, startPostgres } from '../server/test/support/postgres-server.ts';
import { openPostgres } from '../server/src/db/postgres.ts';
import type { Database } from '../server/src/db/types.ts';
import { applyMigrations, readMigrations } from '../server/src/db/migrate.ts';
import { applySeeds } from '../server/src/db/seed.ts';
import { MIGRATIONS_DIR, SEEDS_DIR } from '../server/src/config/paths.ts';
import { RAW_ARTICLE_ANALYTICS_SQL, RAW_TRAFFIC_SQL, RAW_VISITORS_SQL } from '../server/test/support/raw-analytics.ts';
import { upperMedian } from './stats.mjs';
import { INTERNAL_PATHS } from '../contract/routes.ts';

const scale = Number(process.argv[2] ?? 0.01);
const pageViewsScale = Number(process.argv[3] ?? 0.002);
const backend = process.argv[4] === 'postgres' ? 'postgres' : 'pglite';
const RUNS = 7;

const counts = { pageViews: Math.round(50_000_000 * pageViewsScale) };
const server = backend === 'postgres' ? await startPostgres() : undefined;
const url = server ? await createDatabase(server, 'bench_dashboard') : '';
const embedded = server ? undefined : await createTestDatabase({ seeds: true });
const db: Database = embedded ?? (await openPostgres(url, { max: 1 }));
if (server) await applyMigrations(db, readMigrations(MIGRATIONS_DIR), { onFresh: async (tx) => void (await applySeeds(tx, SEEDS_DIR)) });
const loadStart = performance.now();
await loadDataSet(embedded ? pgliteTarget(embedded.pglite) : postgresTarget(url, (sql: string) => db.query(sql), { jobs: 1 }), {
  scale,
  counts,
});
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
  // What the views per day, devices and top pages read of the roll-ups of migration 1795305607500.
  pageRowsIn30Days: await windowRows('rollups.page_views_pages_daily'),
  deviceRowsIn30Days: await windowRows('rollups.page_views_devices_daily'),
});
// The figures read now and the raw ones, which must be the same.
const figures = await dailyAnalytics(db, 30);
const raw = (await db.query<{ totalUniqueVisitors: number; avgBounceRate: number }>(RAW_VISITORS_SQL, [30, INTERNAL_PATHS])).rows[0]!;
const rawTraffic = (await db.query(RAW_TRAFFIC_SQL, [30, INTERNAL_PATHS])).rows[0]!;
const { recentActivity, deviceBreakdown, topPages, totalViews } = figures;
const sameFigures =
  figures.totalUniqueVisitors === raw.totalUniqueVisitors &&
  figures.avgBounceRate === raw.avgBounceRate &&
  JSON.stringify({ recentActivity, deviceBreakdown, topPages, totalViews }) === JSON.stringify(rawTraffic);

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

// What a recorded view costs (one INSERT statement each, as functions/news/views.ts writes them, today's views of the
// set's pages), with every trigger on page_views and with those of migration 1795305607500 off, in alternate rounds.
const TOPS_TRIGGERS = [
  'page_views_tops_insert',
  'page_views_tops_delete',
  'page_views_tops_update_1_remove',
  'page_views_tops_update_2_add',
];
const paths = (await db.query<{ path: string }>('SELECT path FROM public.page_views ORDER BY created_at DESC LIMIT 50')).rows.map(
  (r) => r.path,
);
const writeMs: Record<string, number[]> = { withTops: [], withoutTops: [] };
for (let round = 0; round < 6; round += 1) {
  const withTops = round % 2 === 0;
  for (const trigger of TOPS_TRIGGERS) {
    await db.query(`ALTER TABLE public.page_views ${withTops ? 'ENABLE' : 'DISABLE'} TRIGGER ${trigger}`);
  }
  const start = performance.now();
  for (let i = 0; i < 100; i += 1) {
    await db.query(`INSERT INTO public.page_views (path, device, visitor_id, session_id) VALUES ($1, 'mobile', $2, $3)`, [
      paths[i % paths.length],
      `visitor-bench-${i % 13}`,
      `session-bench-${round}-${i % 37}`,
    ]);
  }
  writeMs[withTops ? 'withTops' : 'withoutTops']!.push((performance.now() - start) / 100);
}
for (const trigger of TOPS_TRIGGERS) await db.query(`ALTER TABLE public.page_views ENABLE TRIGGER ${trigger}`);

const medians = Object.fromEntries(Object.entries(runs).map(([name, values]) => [name, Math.round(upperMedian(values)! * 10) / 10]));
console.log(
  JSON.stringify({
    backend,
    scale,
    pageViewsScale,
    rows,
    figures: { visitors: figures.totalUniqueVisitors, bounceRate: figures.avgBounceRate, sameAsRaw: sameFigures },
    loadSeconds: Math.round(loadSeconds),
    medianMs: medians,
    visitMedianMs: Math.round(upperMedian(visits)!),
    writeMsPerView: Object.fromEntries(
      Object.entries(writeMs).map(([name, values]) => [name, Math.round(upperMedian(values)! * 100) / 100]),
    ),
  }),
);
await db.close();
await server?.stop();
