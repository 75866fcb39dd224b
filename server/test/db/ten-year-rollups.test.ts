// The ten-year data set's page-view roll-ups (issue 30): the loader COPYs what the generator counted as it drew the
// views (bench/data/rollups.mjs) instead of rebuilding them from the loaded table. Those rows must be exactly what the
// database's rebuilds (rollups.rebuild_page_view_returns(), rollups.rebuild_page_view_tops()) make of the same views,
// keys and indexes in place after the load, on PGlite and on PostgreSQL 15. The set is small but in three slices, so
// visitors and pages span slices as at full scale. The views are loaded in the binary COPY format: they must be the
// rows of the generator's COPY text.
import { afterAll, describe, expect, test } from 'vitest';
import { dataSet } from '../../../bench/data/generate.mjs';
import { loadDataSet, pgliteTarget, postgresTarget, type LoadTarget } from '../../../bench/data/load.mjs';
import { MIGRATIONS_DIR, SEEDS_DIR } from '../../src/config/paths.ts';
import { applyMigrations, readMigrations } from '../../src/db/migrate.ts';
import { openPostgres } from '../../src/db/postgres.ts';
import { applySeeds } from '../../src/db/seed.ts';
import type { Queryable } from '../../src/db/types.ts';
import { createTestDatabase } from '../support/database.ts';
import { createDatabase, hasPostgres15, type PostgresServer, startPostgres } from '../support/postgres-server.ts';

const ROLLUPS = [
  'rollups.page_view_days',
  'rollups.page_view_returns_daily',
  'rollups.page_views_devices_daily',
  'rollups.page_views_pages_daily',
];
/** The large roll-ups and their primary keys. */
const ORDERED = { 'rollups.page_view_days': 'kind, key, day', 'rollups.page_views_pages_daily': 'path, day' };
const OPTIONS = { scale: 0.0002, counts: { pageViews: 12_000, members: 40 }, pageViewSlice: 4_000, now: Date.UTC(2026, 10, 1, 12) };

const NO_REFS = { newsCategories: [], newsSources: [], articleCategories: [], blogCategories: [], tags: [] };

/** The page views' COPY text of every slice, as generate.mjs writes it. */
async function* pageViewText() {
  const table = dataSet({ ...OPTIONS, refs: NO_REFS }).find((candidate) => candidate.table === 'public.page_views')!;
  for (let slice = 0; slice < table.slices!; slice++) yield [...table.rows(slice)].map((row) => `${row}\n`).join('');
}

/**
 * Loads the set, keeps the loaded roll-ups, rebuilds them from the table and returns the rows apart per table; and
 * the page views apart from the same rows copied as text (the loader sends them in the binary format).
 */
async function compare(db: Queryable, target: LoadTarget) {
  await loadDataSet(target, OPTIONS);
  await db.query('CREATE TABLE public.page_views_text (LIKE public.page_views)');
  const columns = ['id', 'path', 'referrer', 'visitor_id', 'session_id', 'device', 'user_id', 'created_at'];
  await target.copy('public.page_views_text', columns, pageViewText());
  const viewsApart = (
    await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ((SELECT ${columns} FROM public.page_views_text EXCEPT ALL SELECT ${columns} FROM public.page_views)
          UNION ALL (SELECT ${columns} FROM public.page_views EXCEPT ALL SELECT ${columns} FROM public.page_views_text)) apart`,
    )
  ).rows[0]!.n;
  const views = (
    await db.query<{ n: number; users: number; referrers: number }>(
      'SELECT count(*)::int AS n, count(user_id)::int AS users, count(referrer)::int AS referrers FROM public.page_views_text',
    )
  ).rows[0]!;
  // The two large roll-ups are written in the order of their primary keys (a key built over them is a pass, not a
  // sort): the rows in the table's physical order, each against the one before it, never step back.
  const unordered: Record<string, number> = {};
  for (const [table, key] of Object.entries(ORDERED)) {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT ROW(${key}) AS k, lag(ROW(${key})) OVER (ORDER BY ctid) AS before FROM ${table}) r
        WHERE r.before >= r.k`,
    );
    unordered[table] = rows[0]!.n;
  }
  const loaded: Record<string, number> = {};
  const apart: Record<string, number> = {};
  for (const [at, table] of ROLLUPS.entries()) {
    await db.query(`CREATE TABLE public.loaded_${at} AS TABLE ${table}`);
    loaded[table] = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;
  }
  await db.query('SELECT rollups.rebuild_page_view_returns()');
  await db.query('SELECT rollups.rebuild_page_view_tops()');
  for (const [at, table] of ROLLUPS.entries()) {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ((TABLE public.loaded_${at} EXCEPT ALL TABLE ${table})
                                       UNION ALL (TABLE ${table} EXCEPT ALL TABLE public.loaded_${at})) apart`,
    );
    apart[table] = rows[0]!.n;
  }
  const spread = (
    await db.query<{ visitors: number; pages: number; singles: number; returns: number }>(
      `SELECT (SELECT count(*)::int FROM rollups.page_view_days WHERE kind = 'visitor' AND views > 1) AS visitors,
              (SELECT count(*)::int FROM rollups.page_views_pages_daily WHERE views > 1) AS pages,
              (SELECT count(*)::int FROM rollups.page_view_returns_daily WHERE single AND next_gap < 366) AS singles,
              (SELECT count(*)::int FROM rollups.page_view_returns_daily WHERE kind = 'visitor' AND prev_gap < 366) AS returns`,
    )
  ).rows[0]!;
  // The keys and indexes dropped for the COPY are back.
  const keys = (
    await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_constraint WHERE contype = 'p' AND conrelid = ANY ($1::regclass[])`, [
      ROLLUPS,
    ])
  ).rows[0]!.n;
  const dayViewsIndex = (
    await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_indexes WHERE schemaname = 'rollups' AND indexname = 'page_views_pages_daily_day_views_idx'`,
    )
  ).rows[0]!.n;
  return { loaded, apart, spread, keys, dayViewsIndex, viewsApart, views, unordered };
}

function expectSame(result: Awaited<ReturnType<typeof compare>>) {
  // The views themselves: every one (with and without a member and a referrer) as its COPY text says.
  expect(result.viewsApart).toBe(0);
  expect(result.views.n).toBe(OPTIONS.counts.pageViews);
  expect(result.views.users).toBeGreaterThan(0);
  expect(result.views.referrers).toBeGreaterThan(0);
  expect(result.apart).toEqual(Object.fromEntries(ROLLUPS.map((table) => [table, 0])));
  for (const table of ROLLUPS) expect(result.loaded[table], table).toBeGreaterThan(0);
  // The set exercises what a wrong count would show: visitors back on a day and across days, popular pages,
  // one-view days of a session that goes on past midnight.
  expect(result.spread.visitors).toBeGreaterThan(0);
  expect(result.spread.pages).toBeGreaterThan(0);
  expect(result.spread.singles).toBeGreaterThan(0);
  expect(result.spread.returns).toBeGreaterThan(0);
  expect(result.unordered).toEqual(Object.fromEntries(Object.keys(ORDERED).map((table) => [table, 0])));
  expect(result.keys).toBe(ROLLUPS.length);
  expect(result.dayViewsIndex).toBe(1);
}

describe('the ten-year set’s page-view roll-ups, counted by the generator', () => {
  test('equal the rebuild from the loaded views on PGlite', async () => {
    const db = await createTestDatabase({ seeds: true });
    try {
      expectSame(await compare(db, pgliteTarget(db.pglite)));
    } finally {
      await db.close();
    }
  }, 240_000);

  let server: PostgresServer | undefined;
  afterAll(async () => {
    await server?.stop();
  }, 60_000);

  test.skipIf(!hasPostgres15())(
    'equal the rebuild from the loaded views on PostgreSQL 15',
    async () => {
      server = await startPostgres();
      const url = await createDatabase(server, 'ten_year_rollups');
      const db = await openPostgres(url, { max: 1 });
      try {
        await applyMigrations(db, readMigrations(MIGRATIONS_DIR), { onFresh: async (tx) => void (await applySeeds(tx, SEEDS_DIR)) });
        expectSame(
          await compare(
            db,
            postgresTarget(url, (sql) => db.query(sql), { jobs: 2 }),
          ),
        );
      } finally {
        await db.close();
      }
    },
    240_000,
  );
});
