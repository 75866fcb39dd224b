// What a page-view batch's statement costs PGlite's CPU (issue 30, mixed load): the migrations up to the one before
// 1795305608500_page_view_rollup_static (A: the roll-up trigger's dynamic SQL, its SQL function planned per call)
// against all of them (B), two databases in one process, batch by batch in alternation (A, B, B, A, ...). Each batch is one
// INSERT of 1 or 20 views (a visitor's and a session's days among a few thousand keys, as the mixed load spreads
// them) in its own transaction, as the batch writes them; process CPU time (user + system) per batch and the wall time
// beside it, the upper medians of the rounds (a twentieth of them for 500 views); then the roll-up trigger's own time
// per call as pg_stat_user_functions counts it (track_functions).
// Run from the repository root: nice npx tsx bench/page-view-rollup.ts [rounds] (default 300); SIZES=1,20 for those.
import { loadavg } from 'node:os';
import { MIGRATIONS_DIR } from '../server/src/config/paths.ts';
import { applyMigrations, readMigrations } from '../server/src/db/migrate.ts';
import { openPglite } from '../server/src/db/pglite.ts';
import { upperMedian } from './stats.mjs';

const NEW_MIGRATION = '1795305608500';
const ROUNDS = Number(process.argv[2] ?? 300);
const roundsOf = (size: number) => (size > 100 ? Math.ceil(ROUNDS / 20) : ROUNDS);
const KEYS = 3000;

const all = readMigrations(MIGRATIONS_DIR);
const variants = { A: all.filter((m) => m.version < NEW_MIGRATION), B: all };
const dbs = {} as Record<keyof typeof variants, Awaited<ReturnType<typeof openPglite>>>;
for (const [name, migrations] of Object.entries(variants) as [keyof typeof variants, typeof all][]) {
  const db = await openPglite();
  await applyMigrations(db, migrations);
  dbs[name] = db;
}

let seq = 0;
async function batch(db: (typeof dbs)['A'], size: number): Promise<void> {
  const paths: string[] = [];
  const visitors: string[] = [];
  const sessions: string[] = [];
  for (let i = 0; i < size; i += 1) {
    seq += 1;
    const key = (seq * 7919) % KEYS;
    paths.push(`/news/article-${seq % 50}`);
    visitors.push(`visitor-${key}`);
    sessions.push(`session-${key}-${Math.floor(seq / KEYS)}`);
  }
  await db.query('BEGIN');
  await db.query(
    `INSERT INTO public.page_views (path, visitor_id, session_id, device)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[])`,
    [paths, visitors, sessions, paths.map(() => 'desktop')],
  );
  await db.query('COMMIT');
}

// Warm both (plans, caches, some days to read as neighbours).
for (const db of Object.values(dbs)) for (let i = 0; i < 100; i += 1) await batch(db, 20);
// The roll-up trigger's own time per call (pg_stat_user_functions: wall time inside the function, all sizes together).
for (const db of Object.values(dbs)) await db.query(`SET track_functions = 'all'`);

for (const size of (process.env.SIZES ?? '1,20,500').split(',').map(Number)) {
  const cpu: Record<string, number[]> = { A: [], B: [] };
  const wall: Record<string, number[]> = { A: [], B: [] };
  for (let round = 0; round < roundsOf(size); round += 1) {
    for (const name of round % 2 === 0 ? (['A', 'B'] as const) : (['B', 'A'] as const)) {
      const started = process.cpuUsage();
      const at = performance.now();
      await batch(dbs[name], size);
      const used = process.cpuUsage(started);
      cpu[name]!.push((used.user + used.system) / 1000);
      wall[name]!.push(performance.now() - at);
    }
  }
  for (const name of ['A', 'B'] as const) {
    console.log(
      `${size} view(s) per batch, ${name}: CPU ${upperMedian(cpu[name]!)!.toFixed(2)} ms, wall ${upperMedian(wall[name]!)!.toFixed(2)} ms per batch (median of ${roundsOf(size)})`,
    );
  }
}
for (const [name, db] of Object.entries(dbs)) {
  await db.query('SELECT pg_stat_force_next_flush()');
  await db.query('SELECT 1');
  const { rows } = await db.query<{ funcname: string; calls: number; ms: number }>(
    `SELECT funcname, calls::int, round((total_time / calls)::numeric, 3)::float AS ms FROM pg_stat_user_functions
     WHERE funcname IN ('page_view_days_written', 'page_view_days_inserted', 'change_page_view_days') ORDER BY 1`,
  );
  console.log(`${name}: ${rows.map((row) => `${row.funcname} ${row.ms} ms per call (${row.calls} calls)`).join(', ')}`);
}
console.log(
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
for (const db of Object.values(dbs)) await db.close();
