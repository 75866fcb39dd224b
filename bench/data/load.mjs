// Loads the ten-year data set (generate.mjs) by COPY into a migrated database: PGlite (`COPY ... FROM '/dev/blob'`
// with the rows as a blob) or PostgreSQL (`COPY ... FROM STDIN` through psql). Triggers are off for the load
// (`session_replication_role = replica`, which also skips the foreign-key triggers): every CHECK, NOT NULL and
// UNIQUE constraint still holds, the generator writes what the BEFORE triggers would have (slugs, read_time,
// published_at, canonical tags and their names, the language), and what the AFTER triggers keep (the counter
// discussions.comments_count, visible comments only, and the dashboard's daily roll-ups) is rebuilt once the tables
// it reads are copied (AFTER_COPY) or after the load (AFTER_LOAD), but for the page-view roll-ups: the generator's
// worker threads count them as they draw the views (rollups.mjs) and they are COPYed (`--rebuild-rollups`: rebuilt
// from the table by the database's functions instead, the AFTER_COPY steps of public.page_views).
// Nothing is announced to a running server's caches (write notices are triggers too): load before starting the
// server, or restart it. Then ANALYZE.
//
//   node bench/data/load.mjs [--scale 0.1] [--seed N] [--target postgres|pglite] [--url postgres://...] [--jobs N]
//     [--port N] (the throwaway server's port; a free one by default) [--rebuild-rollups]
// Without --url a throwaway PostgreSQL 15 (or in-memory PGlite) is migrated with the demo content first, loaded,
// timed per table, and removed.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { COPY_BINARY_HEADER, COPY_BINARY_TRAILER } from './copy-binary.mjs';
import { dataSet, DEVICE_NAMES } from './generate.mjs';
import { dayRange, PageViewRollups } from './rollups.mjs';

/** Rows per COPY statement (PGlite) or write (psql): bounded memory at any scale. */
const CHUNK = 100_000;
/**
 * A table loaded with at least this many rows has its plain indexes (not those of a constraint) dropped for the
 * COPY and built again after it: one sorted build instead of a random insert per row into each index. Low, since the
 * content tables' trigram and bigram GIN indexes (fastupdate off) cost about a millisecond a row inserted one by one
 * (1,000 articles: some 1.5 CPU s of PostgreSQL; built after the COPY, a fraction: docs/benchmarks.md).
 */
const REBUILD_INDEXES_FROM = 1_000;

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

/**
 * What AFTER triggers keep, rebuilt as soon as the tables it reads are copied: per table, the steps that wait for its
 * COPY (and for the COPYs of `after`). Steps read and write different tables, so they run side by side (one session
 * each, up to the target's jobs); each step's statements run in order. With `beforeIndexes` the table's plain indexes
 * are built after the steps, otherwise beside them.
 */
export const AFTER_COPY = {
  // The counter of visible comments (row triggers keep it; off for the COPY), written before the discussions' plain
  // indexes are built and with triggers off: each discussion's new row version goes into its primary key only, not
  // into ten indexes (four of them GIN: about a millisecond a row), and no write notice is made of 200,000 rows
  // (the server is not running; nothing else fires on comments_count). At full scale this UPDATE with the indexes
  // built and triggers on took most of the 271 s of the forum step (docs/benchmarks.md).
  'public.discussions': {
    after: ['public.discussion_comments'],
    beforeIndexes: true,
    steps: [
      [
        'SET session_replication_role = replica',
        `UPDATE public.discussions d SET comments_count = c.n
           FROM (SELECT discussion_id, count(*)::int AS n FROM public.discussion_comments
                 WHERE discussion_id IS NOT NULL AND NOT hidden GROUP BY discussion_id) c
          WHERE d.id = c.discussion_id AND d.comments_count IS DISTINCT FROM c.n`,
        'SET session_replication_role = DEFAULT',
      ],
    ],
  },
  // The views per day and device and per day and page the dashboard reads, and each visitor's and session's days
  // counted by the days since the previous one (visitors, bounce rate): statement triggers keep them, off for the
  // COPY. The longest steps of the load, so they start as soon as the page views are in, beside the index builds
  // (they read the table whole, no index), not after every table's indexes.
  'public.page_views': {
    steps: [['SELECT rollups.rebuild_page_view_returns()'], ['SELECT rollups.rebuild_page_view_tops()']],
  },
};

/** The rest, after every table and index: small. */
export const AFTER_LOAD = [
  // The forum's totals (row triggers keep them; off for the COPY as well).
  ['SELECT rollups.rebuild_forum_totals()'],
  // The articles' views per category (the article totals) and the dashboard's daily counts of sign-ups, published
  // blog posts, discussions and comments.
  ['SELECT rollups.rebuild_article_views()', 'SELECT rollups.rebuild_content_daily()'],
];

/** Every table of the database, largest first: ANALYZE of each, side by side, is the plain ANALYZE of them all. */
const TABLES = `SELECT format('%I.%I', n.nspname, c.relname) AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind IN ('r', 'm', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'
  ORDER BY pg_relation_size(c.oid) DESC, 1`;

/**
 * Loads the data set through `target`: `{ query(sql) -> {rows}, copy(table, columns, chunks: AsyncIterable<string |
 * Uint8Array>, { binary, empty }), jobs?, session?(statements) }` where `copy` runs with triggers off (`binary`: the
 * chunks are tuples of the binary format, copy-binary.mjs, which the target frames; `empty`: the table is emptied
 * first, in the COPY's transaction where the target has one) and `session` runs statements in order
 * in a session of their own (so up to `jobs` of them run at once; without it they go through `query`). The rows are
 * made in worker threads, one per table slice (worker.mjs), and up to `target.jobs` slices are copied at once
 * (PostgreSQL: one connection each; PGlite: one, its single connection, while the next chunk is made beside it).
 * With triggers and foreign-key checks off the tables do not wait for each other. A large table's plain indexes are
 * built after its COPY, each as a job of its own, and autovacuum leaves it alone until the end (it would vacuum and
 * analyze it beside the index builds). Returns seconds per step: when each table's COPY ended (from the load's
 * start), each index build and roll-up step (from its own start, not from its wait for a place among the jobs), the
 * roll-ups' COPYs and ANALYZE.
 */
export async function loadDataSet(
  target,
  { scale = 1, counts, seed, now = Date.now(), pageViewSlice, rollups = 'generated', log = () => undefined } = {},
) {
  const refs = await readRefs((sql) => target.query(sql));
  const timings = {};
  const options = { scale, counts, seed, now, refs, ...(pageViewSlice && { pageViewSlice }) };
  const take = semaphore(Math.max(1, target.jobs ?? 1));
  const session =
    target.session ??
    (async (statements) => {
      for (const sql of statements) await target.query(sql);
    });
  /** Runs `work` as one of the jobs. */
  const job = async (work) => {
    const release = await take();
    try {
      return await work();
    } finally {
      release();
    }
  };
  /** Runs `statements` in a session of its own as one of the jobs. */
  const run = (statements) => job(() => session(statements));
  /** The same, its seconds (from its start, after its wait) noted under `name`. */
  const timed = (name, statements) =>
    job(async () => {
      // From the step's start, not from its wait for a place among the jobs.
      const started = performance.now();
      await session(statements);
      timings[name] = (performance.now() - started) / 1000;
      log(`${name} in ${timings[name].toFixed(1)} s`);
    });
  const started = performance.now();
  const large = [];
  const tables = dataSet(options);
  /** Resolves when a table's COPY is done. */
  const copied = Object.fromEntries(
    tables.map((table) => {
      let resolve;
      const promise = new Promise((done) => (resolve = done));
      return [table.table, { promise, resolve }];
    }),
  );
  /**
   * The AFTER_COPY steps of `name`, once the tables they read are copied: without such tables they take their
   * places among the jobs at once (before anything queued after this call).
   */
  const afterCopy = (name) => {
    const { after = [], steps = [] } = AFTER_COPY[name] ?? {};
    const start = () =>
      Promise.all(
        steps.map((statements) =>
          timed(
            statements
              .find((sql) => !sql.startsWith('SET '))
              .replace(/\s+/g, ' ')
              .slice(0, 60),
            statements,
          ),
        ),
      );
    const waits = after.filter((other) => copied[other]).map((other) => copied[other].promise);
    return waits.length === 0 ? start() : Promise.all(waits).then(start);
  };
  /** The page-view roll-ups counted from the generator's draws (rollups.mjs), unless they are to be rebuilt. */
  const pageViews = tables.find((table) => table.table === 'public.page_views');
  const tallied = rollups === 'generated' ? new PageViewRollups(pageViews, DEVICE_NAMES, dayRange(now)) : undefined;
  /**
   * Drops a table's plain indexes (with `keys`, its primary and unique keys too) for a COPY; returns the builds that
   * bring them back, [name, sql] each, for `rebuild`.
   */
  const dropForCopy = async (table, { keys = false } = {}) => {
    const [schema, name] = table.split('.');
    const constraints = keys
      ? (
          await target.query(
            `SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
              WHERE conrelid = '${table}'::regclass AND contype IN ('p', 'u')`,
          )
        ).rows
      : [];
    const indexes = (await target.query(plainIndexes(schema, name))).rows;
    for (const index of indexes) await target.query(`DROP INDEX ${schema}.${index.name}`);
    for (const key of constraints) await target.query(`ALTER TABLE ${table} DROP CONSTRAINT ${key.name}`);
    return [
      ...constraints.map((key) => [`key ${key.name}`, `ALTER TABLE ${table} ADD CONSTRAINT ${key.name} ${key.definition}`]),
      ...indexes.map((index) => [`index ${index.name}`, index.definition]),
    ];
  };
  /** Runs dropForCopy's builds, each as a job of its own. */
  const rebuild = (builds) => Promise.all(builds.map(([name, sql]) => timed(name, [sql])));
  /** COPYs the tallied roll-ups into their emptied tables, keys and indexes dropped for it and built after. */
  const copyRollups = async () => {
    const sources = tallied.finish();
    const names = Object.keys(sources);
    const builds = [];
    for (const table of names) builds.push(...(await dropForCopy(table, { keys: true })));
    await Promise.all(
      names.map((table) =>
        job(async () => {
          const copyStarted = performance.now();
          // Emptied in the COPY's transaction: its rows go onto new pages in the order sent (rollups.mjs).
          await target.copy(table, sources[table].columns, sources[table].chunks(), {
            binary: Boolean(sources[table].binary),
            empty: true,
          });
          timings[`copy ${table}`] = (performance.now() - copyStarted) / 1000;
        }),
      ),
    );
    await rebuild(builds);
  };
  const steps = [];
  await Promise.all(
    tables.map(async (table) => {
      const rebuilt = table.count >= REBUILD_INDEXES_FROM;
      if (rebuilt) {
        large.push(table.table);
        await target.query(`ALTER TABLE ${table.table} SET (autovacuum_enabled = false)`);
      }
      const builds = rebuilt ? await dropForCopy(table.table) : [];
      await Promise.all(
        Array.from({ length: table.slices ?? 1 }, (_, slice) =>
          job(() => {
            const tally = table === pageViews && tallied ? (result) => tallied.add(result, slice) : undefined;
            return target.copy(table.table, table.columns, made(options, table.table, slice, tally), { binary: Boolean(table.binary) });
          }),
        ),
      );
      timings[table.table] = (performance.now() - started) / 1000;
      log(`${table.table}: ${table.count} rows copied at ${timings[table.table].toFixed(1)} s`);
      copied[table.table].resolve();
      const build = () => rebuild(builds);
      if (AFTER_COPY[table.table]?.beforeIndexes) {
        await afterCopy(table.table);
        await build();
      } else {
        // Queued first: the steps take their places before the index builds.
        const done = table === pageViews && tallied ? copyRollups() : afterCopy(table.table);
        done.catch(() => undefined);
        steps.push(done);
        await build();
      }
    }),
  );
  await Promise.all(steps);
  timings['tables and indexes'] = (performance.now() - started) / 1000;
  await Promise.all(AFTER_LOAD.map((statements) => timed(statements.at(-1), statements)));
  const analyzed = performance.now();
  const all = (await target.query(TABLES)).rows.map((row) => row.name);
  await Promise.all(all.map((table) => run([`ANALYZE ${table}`])));
  timings.ANALYZE = (performance.now() - analyzed) / 1000;
  for (const table of large) await target.query(`ALTER TABLE ${table} RESET (autovacuum_enabled)`);
  timings.total = (performance.now() - started) / 1000;
  log(`roll-ups and ANALYZE done at ${timings.total.toFixed(1)} s`);
  return timings;
}

/** The plain indexes (not a constraint's) of a table: name and definition. */
export const plainIndexes = (schema, name) => `SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
  WHERE i.schemaname = '${schema}' AND i.tablename = '${name}'
    AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`;

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

/**
 * The COPY text of one table slice, made in a worker thread a chunk ahead of its consumer; with `tally`, the slice's
 * roll-up counts are given to it (rollups.mjs).
 */
async function* made(options, table, slice, tally) {
  const worker = new Worker(new URL('./worker.mjs', import.meta.url), {
    workerData: { options, table, slice, chunk: CHUNK, tally: Boolean(tally) },
  });
  const failed = new Promise((_, reject) => worker.once('error', reject));
  failed.catch(() => undefined);
  try {
    for (;;) {
      const next = Promise.race([new Promise((resolve) => worker.once('message', resolve)), failed]);
      worker.postMessage('more');
      const text = await next;
      if (text === null) return;
      if (typeof text === 'string' || text instanceof Uint8Array) yield text;
      else tally(text.tally);
    }
  } finally {
    await worker.terminate();
  }
}

/** The COPY statement of `columns` of `table` from `source`, in the binary format with `binary`. */
const copyFrom = (table, columns, source, binary) =>
  `COPY ${table} (${columns.join(', ')}) FROM ${source}${binary ? ' WITH (FORMAT binary)' : ''}`;

/** A target over a PGlite instance (its single connection keeps `session_replication_role`). */
export function pgliteTarget(pglite) {
  return {
    query: (sql) => pglite.query(sql),
    async copy(table, columns, parts, { binary = false, empty = false } = {}) {
      if (empty) await pglite.exec(`TRUNCATE ${table}`);
      await pglite.exec('SET session_replication_role = replica');
      try {
        for await (const part of parts) {
          // One COPY a piece: binary tuples get the format's header and trailer each time.
          const blob = new Blob(binary ? [COPY_BINARY_HEADER, part, COPY_BINARY_TRAILER] : [part]);
          await pglite.query(copyFrom(table, columns, "'/dev/blob'", binary), [], { blob });
        }
      } finally {
        await pglite.exec('SET session_replication_role = DEFAULT');
      }
    },
  };
}

/** Binary tuples as one COPY stream: the header, the tuples, the trailer. */
async function* framed(parts) {
  yield COPY_BINARY_HEADER;
  yield* parts;
  yield COPY_BINARY_TRAILER;
}

const PSQL = ['/usr/lib/postgresql/15/bin/psql', '/usr/bin/psql'].find((file) => existsSync(file)) ?? 'psql';

/**
 * Runs `commands` (-c) in one psql session, `input` (an async iterable of strings or bytes, for COPY ... FROM STDIN)
 * streamed to its stdin.
 */
function psql(url, commands, input) {
  return new Promise((resolve, reject) => {
    const child = spawn(PSQL, ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', url, ...commands.flatMap((sql) => ['-c', sql])], {
      stdio: [input ? 'pipe' : 'ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (data) => (stderr += data));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`psql ${commands.at(-1)}: ${stderr.trim()}`))));
    if (input) {
      (async () => {
        for await (const text of input) {
          if (!child.stdin.write(text)) await new Promise((drained) => child.stdin.once('drain', drained));
        }
        child.stdin.end();
      })().catch(reject);
    }
  });
}

/**
 * Runs `statements` in order on a connection of their own. Not through psql: a spawn forks this process, whose
 * memory grows to gigabytes with the roll-ups' tallies at full scale, and blocks its thread meanwhile (some 26 ms of
 * CPU and 120 ms of wall time a spawn with 800 MB resident), while it feeds the running COPYs.
 */
async function inSession(url, statements) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const sql of statements) {
      try {
        await client.query(sql);
      } catch (error) {
        throw new Error(`${sql.replace(/\s+/g, ' ').slice(0, 200)}: ${error.message}`, { cause: error });
      }
    }
  } finally {
    await client.end();
  }
}

/**
 * A target over a PostgreSQL URL: queries through `query`, COPY through one psql each, the index builds, roll-ups
 * and ANALYZE on a connection each, `jobs` of them at once (the machine's cores by default), index builds with
 * `maintenance_work_mem` for a sort in memory.
 */
export function postgresTarget(url, query, { jobs = availableParallelism(), maintenanceWorkMem = '512MB' } = {}) {
  return {
    query,
    jobs,
    copy(table, columns, parts, { binary = false, empty = false } = {}) {
      const copy = copyFrom(table, columns, 'STDIN', binary);
      // A table emptied in the COPY's own transaction gets its rows on new pages in the order they come: PostgreSQL
      // then leaves the free-space map alone, which would put a short row into an earlier page's gap.
      const statements = empty ? ['BEGIN', `TRUNCATE ${table}`, copy, 'COMMIT'] : [copy];
      return psql(url, ['SET session_replication_role = replica', ...statements], binary ? framed(parts) : parts);
    },
    session: (statements) => inSession(url, [`SET maintenance_work_mem = '${maintenanceWorkMem}'`, ...statements]),
  };
}

/**
 * The settings of a throwaway server for a bulk load (it already runs with fsync, synchronous_commit and full-page
 * writes off): no checkpoint in the middle of the COPYs (each writes the dirty pages out again), no autovacuum, and
 * the least WAL: an index built or a table emptied in its own transaction (the roll-ups) writes none, and a WAL file
 * is not filled with zeros before use.
 */
const THROWAWAY = {
  max_wal_size: '64GB',
  checkpoint_timeout: '1h',
  autovacuum: 'off',
  wal_level: 'minimal',
  max_wal_senders: '0',
  wal_init_zero: 'off',
};

/**
 * CPU seconds (user + system) of this process (its worker threads too) and of its children that have ended, and the
 * system part of each.
 */
function cpu() {
  const self = process.cpuUsage();
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  const tick = 100;
  return {
    self: (self.user + self.system) / 1e6,
    selfSystem: self.system / 1e6,
    children: (Number(fields[13]) + Number(fields[14])) / tick,
    childrenSystem: Number(fields[14]) / tick,
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
  const rollups = process.argv.includes('--rebuild-rollups') ? 'rebuild' : 'generated';
  const log = (line) => console.error(line);
  const migrate = (db) =>
    applyMigrations(db, readMigrations(MIGRATIONS_DIR), { onFresh: async (tx) => void (await applySeeds(tx, SEEDS_DIR)) });
  const started = performance.now();
  const load = [loadavg()[0]];
  let timings;
  let before;
  let after;
  let stopped;
  if (kind === 'pglite') {
    const { openPglite } = await import('../../server/src/db/pglite.ts');
    const db = await openPglite(option('dir') ? { dir: option('dir') } : {});
    try {
      await migrate(db);
      before = cpu();
      timings = await loadDataSet(pgliteTarget(db.pglite), { scale, seed, rollups, log });
      after = cpu();
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
      server = await startPostgres({ settings: THROWAWAY, ...(option('port') && { port: Number(option('port')) }) });
      url = await createDatabase(server, 'chainpulse_ten_years');
    }
    const db = await openPostgres(url, { max: 1 });
    try {
      await migrate(db);
      const jobs = option('jobs') ? Number(option('jobs')) : undefined;
      before = cpu();
      timings = await loadDataSet(
        postgresTarget(url, (sql) => db.query(sql), { jobs }),
        { scale, seed, rollups, log },
      );
      after = cpu();
    } finally {
      await db.close();
      await server?.stop();
    }
    // The throwaway server was this process's child: its CPU (the backends' included) counts once it has ended.
    if (server) stopped = cpu();
  }
  load.push(loadavg()[0]);
  const total = (performance.now() - started) / 1000;
  const round = (n) => Math.round(n * 10) / 10;
  const cpuSeconds = {
    'generator and loader (this process, its worker threads)': round(after.self - before.self),
    ...(kind === 'postgres' && { psql: round(after.children - before.children) }),
    ...(stopped && { 'PostgreSQL (migrations included)': round(stopped.children - after.children) }),
    'of which system (loader, psql, PostgreSQL)': [
      round(after.selfSystem - before.selfSystem),
      ...(kind === 'postgres' ? [round(after.childrenSystem - before.childrenSystem)] : []),
      ...(stopped ? [round(stopped.childrenSystem - after.childrenSystem)] : []),
    ],
  };
  const tables = Object.fromEntries(Object.entries(timings).map(([name, seconds]) => [name, round(seconds)]));
  console.log(JSON.stringify({ target: kind, scale, seconds: round(total), loadAverage: load, cpuSeconds, tables }, null, 2));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
