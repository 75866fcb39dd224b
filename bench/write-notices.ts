// The cost of a write with the write-notice triggers (migration 1795305604600: static per-table functions) against
// the shared announce() of 1795305604000 and no triggers, interleaved rounds on one PostgreSQL 15 connection.
// Run from the repository root: npx tsx bench/write-notices.ts
import { readFileSync } from 'node:fs';
import { startPostgres, createDatabase } from '../server/test/support/postgres-server.ts';
import { openPostgres } from '../server/src/db/postgres.ts';
import { applyMigrations, readMigrations } from '../server/src/db/migrate.ts';
import { MIGRATIONS_DIR } from '../server/src/config/paths.ts';
import { upperMedian } from './stats.mjs';

const server = await startPostgres();
const db = await openPostgres(await createDatabase(server, 'wn'), { max: 1 });
await applyMigrations(db, readMigrations(MIGRATIONS_DIR));
const ARTICLE = '40000000-0000-4000-8000-000000000003';
await db.query(
  `INSERT INTO public.articles (id, title, slug, content, excerpt, language, published)
   VALUES ($1, 'A title for the bench', 'wn-bench', repeat('content ', 60), repeat('excerpt ', 8), 'en', true)`,
  [ARTICLE],
);
const oldWatch = (() => {
  const src = readFileSync('hasura/migrations/default/1795305604600_write_notices_static/down.sql', 'utf8');
  return src.slice(src.indexOf('CREATE OR REPLACE FUNCTION'), src.indexOf('$$;', src.indexOf('CREATE OR REPLACE FUNCTION')) + 3);
})();
const newWatch = (() => {
  const src = readFileSync('hasura/migrations/default/1795305604600_write_notices_static/up.sql', 'utf8');
  return src.slice(src.indexOf('CREATE OR REPLACE FUNCTION'), src.indexOf('$watch$;') + 8);
})();
const tables = ['public.articles', 'public.page_views'];
async function mode(kind: 'static' | 'shared' | 'none') {
  if (kind === 'none') {
    for (const t of tables)
      await db.exec(`ALTER TABLE ${t} DISABLE TRIGGER write_notice_insert; ALTER TABLE ${t} DISABLE TRIGGER write_notice_update;`);
    return;
  }
  await db.exec(kind === 'static' ? newWatch : oldWatch);
  for (const t of tables) await db.query(`SELECT write_notices.watch('${t}')`);
}
async function run(n: number) {
  const started = performance.now();
  for (let i = 0; i < n; i += 1) {
    await db.exec(`BEGIN; UPDATE public.articles SET views_count = views_count + 1 WHERE id = '${ARTICLE}';
      INSERT INTO public.page_views (path, visitor_id, session_id) VALUES ('/bench/${i}', 'visitor-bench', 'session-bench'); COMMIT;`);
  }
  return (performance.now() - started) / n;
}
const results: Record<string, number[]> = { static: [], shared: [], none: [] };
for (let round = 0; round < 9; round += 1) {
  for (const kind of ['static', 'shared', 'none'] as const) {
    await mode(kind);
    await run(50);
    results[kind]!.push(await run(300));
  }
}
for (const [kind, xs] of Object.entries(results))
  console.log(kind, upperMedian(xs)!.toFixed(3), 'ms per transaction', xs.map((x) => x.toFixed(2)).join(' '));
await db.close();
await server.stop();
