// Loads the ten-year data set (generate.mjs) by COPY into a migrated database: PGlite (`COPY ... FROM '/dev/blob'`
// with the rows as a blob) or PostgreSQL (`COPY ... FROM STDIN` through psql). Triggers are off for the load
// (`session_replication_role = replica`, which also skips the foreign-key triggers): every CHECK, NOT NULL and
// UNIQUE constraint still holds, the generator writes what the BEFORE triggers would have (slugs, read_time,
// published_at, canonical tags and their names, the language), and what the AFTER triggers keep (the counter
// discussions.comments_count, visible comments only, and the dashboard's daily roll-ups) is rebuilt after the load.
// Nothing is announced to a running server's caches (write notices are triggers too): load before starting the
// server, or restart it. Then ANALYZE.
//
//   node bench/data/load.mjs [--scale 0.1] [--seed N] [--target postgres|pglite] [--url postgres://...] [--jobs N]
// Without --url a throwaway PostgreSQL 15 (or in-memory PGlite) is migrated with the demo content first, loaded,
// timed per table, and removed.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { dataSet } from './generate.mjs';

/** Rows per COPY statement (PGlite) or write (psql): bounded memory at any scale. */
const CHUNK = 100_000;
/**
 * A table loaded with at least this many rows has its plain indexes (not those of a constraint) dropped for the
 * COPY and built again after it: one sorted build instead of a random insert per row into each index.
 */
const REBUILD_INDEXES_FROM = 200_000;

/** What the generator draws references from: the categories, sources and tags the database already has. */
async function readRefs(query) {
  const column = async (sql) => (await query(sql)).rows.map((row) => Object.values(row)[0]);
  return {
    newsCategories: await column('SELECT slug FROM public.news_categories ORDER BY sort_order, slug'),
    newsSources: await column('SELECT id FROM public.news_sources ORDER BY id'),
    articleCategories: await column(`SELECT id FROM public.categories WHERE scope = 'article' ORDER BY slug`),
    blogCategories: await column(`SELECT id FROM public.categories WHERE scope = 'blog' ORDER BY slug`),
    tags: (await query('SELECT tag, name FROM public.tags ORDER BY tag')).rows,
  };
}

/** The statements that rebuild what AFTER triggers keep, then fresh planner statistics. */
export const AFTER_LOAD = [
  `UPDATE public.discussions d SET comments_count = c.n
     FROM (SELECT discussion_id, count(*)::int AS n FROM public.discussion_comments
           WHERE discussion_id IS NOT NULL AND NOT hidden GROUP BY discussion_id) c
    WHERE d.id = c.discussion_id AND d.comments_count IS DISTINCT FROM c.n`,
  // The dashboard's daily roll-up of page views (statement triggers keep it; they were off for the COPY).
  'SELECT rollups.rebuild_page_views_daily()',
  // The views per day and device and per day and page the dashboard reads (the same).
  'SELECT rollups.rebuild_page_view_tops()',
  // Each visitor's and session's days, counted by the days since the previous one (the visitors and bounce rate read
  // these counts), and the articles' views per category (the article totals): the same.
  'SELECT rollups.rebuild_page_view_returns()',
  'SELECT rollups.rebuild_article_views()',
  // The dashboard's daily counts of sign-ups, published blog posts, discussions and comments (the same).
  'SELECT rollups.rebuild_content_daily()',
  // The forum's totals (row triggers keep them; off for the COPY as well).
  'SELECT rollups.rebuild_forum_totals()',
  'ANALYZE',
];

/**
 * Loads the data set through `target`: `{ query(sql) -> {rows}, copy(table, columns, chunks: AsyncIterable<string>),
 * jobs? }` where `copy` runs with triggers off. The rows are made in worker threads, one per table slice (worker.mjs),
 * and up to `target.jobs` slices are copied at once (PostgreSQL: one connection each; PGlite: one, its single
 * connection, while the next chunk is made beside it). With triggers and foreign-key checks off the tables do not
 * wait for each other. Returns seconds per table (from its first slice's start to its indexes' rebuild).
 */
export async function loadDataSet(target, { scale = 1, counts, seed, now = Date.now(), log = () => undefined } = {}) {
  const refs = await readRefs((sql) => target.query(sql));
  const timings = {};
  const options = { scale, counts, seed, now, refs };
  const take = semaphore(Math.max(1, target.jobs ?? 1));
  await Promise.all(
    dataSet(options).map(async (table) => {
      const started = performance.now();
      const [schema, name] = table.table.split('.');
      const rebuilt =
        table.count >= REBUILD_INDEXES_FROM
          ? (
              await target.query(
                `SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
                  WHERE i.schemaname = '${schema}' AND i.tablename = '${name}'
                    AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`,
              )
            ).rows
          : [];
      for (const index of rebuilt) await target.query(`DROP INDEX ${schema}.${index.name}`);
      await Promise.all(
        Array.from({ length: table.slices ?? 1 }, async (_, slice) => {
          const release = await take();
          try {
            await target.copy(table.table, table.columns, made(options, table.table, slice));
          } finally {
            release();
          }
        }),
      );
      for (const index of rebuilt) await target.query(index.definition);
      timings[table.table] = (performance.now() - started) / 1000;
      log(`${table.table}: ${table.count} rows in ${timings[table.table].toFixed(1)} s`);
    }),
  );
  const started = performance.now();
  for (const sql of AFTER_LOAD) await target.query(sql);
  timings['counters and ANALYZE'] = (performance.now() - started) / 1000;
  log(`counters and ANALYZE in ${timings['counters and ANALYZE'].toFixed(1)} s`);
  return timings;
}

/** At most `count` holders at once: `await take()` gives the function that releases the place. */
function semaphore(count) {
  let free = count;
  const waiting = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next(release);
    else free += 1;
  };
  return () =>
    new Promise((resolve) => {
      if (free > 0) {
        free -= 1;
        resolve(release);
      } else waiting.push(resolve);
    });
}

/** The COPY text of one table slice, made in a worker thread a chunk ahead of its consumer. */
async function* made(options, table, slice) {
  const worker = new Worker(new URL('./worker.mjs', import.meta.url), { workerData: { options, table, slice, chunk: CHUNK } });
  const failed = new Promise((_, reject) => worker.once('error', reject));
  failed.catch(() => undefined);
  try {
    for (;;) {
      const next = Promise.race([new Promise((resolve) => worker.once('message', resolve)), failed]);
      worker.postMessage('more');
      const text = await next;
      if (text === null) return;
      yield text;
    }
  } finally {
    await worker.terminate();
  }
}

/** A target over a PGlite instance (its single connection keeps `session_replication_role`). */
export function pgliteTarget(pglite) {
  return {
    query: (sql) => pglite.query(sql),
    async copy(table, columns, parts) {
      await pglite.exec('SET session_replication_role = replica');
      try {
        for await (const text of parts) {
          await pglite.query(`COPY ${table} (${columns.join(', ')}) FROM '/dev/blob'`, [], { blob: new Blob([text]) });
        }
      } finally {
        await pglite.exec('SET session_replication_role = DEFAULT');
      }
    },
  };
}

const PSQL = ['/usr/lib/postgresql/15/bin/psql', '/usr/bin/psql'].find((file) => existsSync(file)) ?? 'psql';

/**
 * A target over a PostgreSQL URL: queries through `query`, COPY through one psql per table slice (stdin streamed),
 * `jobs` of them at once (the machine's cores by default).
 */
export function postgresTarget(url, query, { jobs = availableParallelism() } = {}) {
  return {
    query,
    jobs,
    copy: (table, columns, parts) =>
      new Promise((resolve, reject) => {
        const child = spawn(
          PSQL,
          [
            '-X',
            '-q',
            '-v',
            'ON_ERROR_STOP=1',
            '-d',
            url,
            '-c',
            'SET session_replication_role = replica',
            '-c',
            `COPY ${table} (${columns.join(', ')}) FROM STDIN`,
          ],
          { stdio: ['pipe', 'ignore', 'pipe'] },
        );
        let stderr = '';
        child.stderr.on('data', (data) => (stderr += data));
        child.on('error', reject);
        child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`psql COPY ${table}: ${stderr.trim()}`))));
        (async () => {
          for await (const text of parts) {
            if (!child.stdin.write(text)) await new Promise((drained) => child.stdin.once('drain', drained));
          }
          child.stdin.end();
        })().catch(reject);
      }),
  };
}

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
}

async function main() {
  const { register } = await import('tsx/esm/api');
  register();
  const { applyMigrations, readMigrations } = await import('../../server/src/db/migrate.ts');
  const { applySeeds } = await import('../../server/src/db/seed.ts');
  const { MIGRATIONS_DIR, SEEDS_DIR } = await import('../../server/src/config/paths.ts');
  const scale = Number(option('scale', '1'));
  const seed = option('seed') ? Number(option('seed')) : undefined;
  const kind = option('target', 'postgres');
  const log = (line) => console.error(line);
  const migrate = (db) =>
    applyMigrations(db, readMigrations(MIGRATIONS_DIR), { onFresh: async (tx) => void (await applySeeds(tx, SEEDS_DIR)) });
  const started = performance.now();
  let timings;
  if (kind === 'pglite') {
    const { openPglite } = await import('../../server/src/db/pglite.ts');
    const db = await openPglite(option('dir') ? { dataDir: option('dir') } : {});
    try {
      await migrate(db);
      timings = await loadDataSet(pgliteTarget(db.pglite), { scale, seed, log });
    } finally {
      await db.close();
    }
  } else {
    const { openPostgres } = await import('../../server/src/db/postgres.ts');
    let server;
    let url = option('url');
    if (!url) {
      const { startPostgres, createDatabase } = await import('../../server/test/support/postgres-server.ts');
      process.once('SIGINT', () => process.exit(130));
      server = await startPostgres();
      url = await createDatabase(server, 'chainpulse_ten_years');
    }
    const db = await openPostgres(url, { max: 1 });
    try {
      await migrate(db);
      const jobs = option('jobs') ? Number(option('jobs')) : undefined;
      timings = await loadDataSet(
        postgresTarget(url, (sql) => db.query(sql), { jobs }),
        { scale, seed, log },
      );
    } finally {
      await db.close();
      await server?.stop();
    }
  }
  const total = (performance.now() - started) / 1000;
  console.log(JSON.stringify({ target: kind, scale, seconds: Math.round(total * 10) / 10, tables: timings }, null, 2));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
