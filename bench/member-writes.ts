// What a member's comment, like, unlike and new blog draft cost the database (issue 30, mixed load): the migrations
// up to the one before 1795305608100_member_write_costs (A) against all of them (B), side by side in one process. Per
// backend: where a write's time goes (EXPLAIN ANALYZE in a rolled-back transaction: the statement and each trigger it
// fires, the deferred ones at the end included), then rounds in alternation (A, B, A, B) of each kind one after
// another, each in a transaction as the engine writes it (BEGIN; the member's hasura.user; the statement; COMMIT,
// separate round trips); on PostgreSQL also 20 connections commenting at once on 10 discussions (the hot rows: a
// discussion's counters, the forum's totals, the day's roll-up). Prints ms per write (the upper median of the rounds)
// and, concurrently, comments per second.
// Run from the repository root: nice npx tsx bench/member-writes.ts [rounds] (default 4)
// MEMBER_WRITES_BACKEND=postgres skips PGlite, =pglite skips PostgreSQL; MEMBER_WRITES_DETAIL=1 prints each failed
// concurrent write's detail.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../server/src/config/paths.ts';
import { applyMigrations, readMigrations } from '../server/src/db/migrate.ts';
import { openPglite } from '../server/src/db/pglite.ts';
import { createDatabase, startPostgres } from '../server/test/support/postgres-server.ts';
import { upperMedian } from './stats.mjs';

const NEW_MIGRATION = '1795305608100';
const ROUNDS = Number(process.argv[2] ?? 4);
const MEMBERS = 200;
const DISCUSSIONS = 10;
const PER_ROUND = 50;
const SAMPLES = 7;

interface Sql {
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** Members and discussions (each discussion by one of the members, so comments and likes notify someone). */
async function fixture(db: Sql) {
  const members: string[] = [];
  for (let i = 0; i < MEMBERS; i += 1) {
    const id = randomUUID();
    const name = `bench_${id.slice(0, 8)}`;
    await db.query('INSERT INTO auth.users (id, email) VALUES ($1, $2)', [id, `${name}@example.com`]);
    await db.query('INSERT INTO public.user_profiles (id, username, display_name) VALUES ($1, $2, $2)', [id, name]);
    members.push(id);
  }
  const discussions: string[] = [];
  for (let i = 0; i < DISCUSSIONS; i += 1) {
    const { rows } = await db.query(
      `INSERT INTO public.discussions (author_id, content, title) VALUES ($1, 'What do you think of rollups?', $2) RETURNING id`,
      [members[i], `Rollups ${i}`],
    );
    discussions.push(rows[0]!.id as string);
  }
  return { members, discussions };
}

type Fixture = Awaited<ReturnType<typeof fixture>>;

/** One write as the engine makes it: a transaction with the member's session, the insert, the commit. */
async function write(db: Sql, member: string, sql: string, params: unknown[], pauseMs = 0) {
  await db.query('BEGIN');
  await db.query(`SELECT set_config('hasura.user', $1, true)`, [JSON.stringify({ 'x-hasura-role': 'user', 'x-hasura-user-id': member })]);
  await db.query(sql, params);
  if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  await db.query('COMMIT');
}

const COMMENT = 'INSERT INTO public.discussion_comments (discussion_id, author_id, content) VALUES ($1, $2, $3) RETURNING id';
const LIKE = 'INSERT INTO public.discussion_likes (discussion_id, user_id) VALUES ($1, $2) RETURNING discussion_id';
const UNLIKE = 'DELETE FROM public.discussion_likes WHERE discussion_id = $1 AND user_id = $2 RETURNING discussion_id';
// As the mixed load's drafts (server/test/reliability/mixed-load.ts): unpublished, one tag, no category.
const DRAFT = `INSERT INTO public.blog_posts (author_id, title, excerpt, content, tags, published, language)
  VALUES ($1, $2, 'A draft written during the mixed load.', $3, '{load}', false, 'en') RETURNING id`;
const STATEMENTS = { comment: COMMENT, like: LIKE, unlike: UNLIKE, draft: DRAFT };
type Kind = keyof typeof STATEMENTS;

/**
 * Each next like is a pair (discussion, member) not liked yet, each next unlike the oldest pair liked and not unliked;
 * a comment's and a draft's author and discussion turn round.
 */
function writer(f: Fixture) {
  let comments = 0;
  let likes = 0;
  let unlikes = 0;
  let drafts = 0;
  const pair = (n: number): [string, unknown[]] => {
    const member = f.members[Math.floor(n / DISCUSSIONS) % MEMBERS]!;
    return [member, [f.discussions[n % DISCUSSIONS], member]];
  };
  return {
    comment: (): [string, unknown[]] => {
      comments += 1;
      const member = f.members[comments % MEMBERS]!;
      return [member, [f.discussions[comments % DISCUSSIONS], member, `Comment ${comments}: I agree with this.`]];
    },
    like: (): [string, unknown[]] => pair(likes++),
    unlike: (): [string, unknown[]] => pair(unlikes++),
    draft: (): [string, unknown[]] => {
      drafts += 1;
      const member = f.members[drafts % MEMBERS]!;
      const text = `Draft ${drafts}. ${'Nothing to publish yet, only words that take up room. '.repeat(3)}`;
      return [member, [member, `Load draft ${drafts}`, text]];
    },
  };
}

/**
 * The statement's own time and its triggers' (EXPLAIN ANALYZE, rolled back): the upper median of SAMPLES runs each,
 * the foreign keys' checks summed, triggers under 0.02 ms left out.
 */
async function breakdown(db: Sql, f: Fixture, label: string) {
  // The unlike takes back a like made first in the same transaction (not explained).
  const liker = f.members[MEMBERS - 2]!;
  for (const [kind, sql, params, member] of [
    ['comment', COMMENT, [f.discussions[0], f.members[1], 'A comment to explain.'], f.members[1]],
    ['like', LIKE, [f.discussions[0], f.members[MEMBERS - 1]], f.members[MEMBERS - 1]],
    ['unlike', UNLIKE, [f.discussions[1], liker], liker],
    ['draft', DRAFT, [f.members[2], 'A draft to explain', `${'Words that take up room in a draft. '.repeat(3)}`], f.members[2]],
  ] as const) {
    const times: Record<string, number[]> = {};
    for (let sample = 0; sample < SAMPLES; sample += 1) {
      await db.query('BEGIN');
      await db.query(`SELECT set_config('hasura.user', $1, true)`, [JSON.stringify({ 'x-hasura-user-id': member })]);
      if (kind === 'unlike') await db.query(LIKE, [f.discussions[1], liker]);
      // The deferred triggers run at the end of EXPLAIN ANALYZE's statement, and are counted in it.
      await db.query('SET CONSTRAINTS ALL IMMEDIATE');
      const { rows } = await db.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, [...params]);
      await db.query('ROLLBACK');
      const plan = (
        rows[0]!['QUERY PLAN'] as {
          'Execution Time': number;
          Plan: { 'Actual Total Time': number };
          Triggers: { 'Trigger Name': string; Time: number }[];
        }[]
      )[0]!;
      const part: Record<string, number> = { execution: plan['Execution Time'], statement: plan.Plan['Actual Total Time'] };
      for (const t of plan.Triggers) {
        const name = t['Trigger Name'].startsWith('RI_ConstraintTrigger') ? 'foreign keys' : t['Trigger Name'];
        part[name] = (part[name] ?? 0) + t.Time;
      }
      for (const [name, ms] of Object.entries(part)) (times[name] ??= []).push(ms);
    }
    const median = (name: string) => upperMedian(times[name]!)!;
    const triggers = Object.keys(times)
      .filter((name) => name !== 'execution' && name !== 'statement' && median(name) >= 0.02)
      .map((name) => `${name} ${median(name).toFixed(2)}`)
      .join(', ');
    console.log(
      `${label} ${kind}: execution ${median('execution').toFixed(2)} ms (statement ${median('statement').toFixed(2)}; ${triggers})`,
    );
  }
}

async function serial(db: Sql, w: ReturnType<typeof writer>, kind: Kind, n: number) {
  const started = performance.now();
  for (let i = 0; i < n; i += 1) {
    const [member, params] = w[kind]();
    await write(db, member, STATEMENTS[kind], params);
  }
  return (performance.now() - started) / n;
}

const KINDS = Object.keys(STATEMENTS) as Kind[];

const results: Record<string, number[]> = {};
const note = (key: string, value: number) => (results[key] ??= []).push(value);

const all = readMigrations(MIGRATIONS_DIR);
const variants = { A: all.filter((m) => m.version < NEW_MIGRATION), B: all };
console.log(
  `load average at start ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);

// PGlite: one connection, the engine's one lane (MEMBER_WRITES_BACKEND=postgres skips it).
if (process.env.MEMBER_WRITES_BACKEND !== 'postgres') {
  const dbs: Record<string, { db: Sql; w: ReturnType<typeof writer>; f: Fixture }> = {};
  for (const [name, migrations] of Object.entries(variants)) {
    const db = await openPglite();
    await applyMigrations(db, migrations);
    const f = await fixture(db);
    dbs[name] = { db, f, w: writer(f) };
    await breakdown(db, f, `pglite ${name}`);
  }
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const name of ['A', 'B']) {
      const { db, w } = dbs[name]!;
      for (const kind of KINDS) note(`pglite ${name} ${kind}`, await serial(db, w, kind, PER_ROUND));
    }
  }
  for (const name of ['A', 'B']) await breakdown(dbs[name]!.db, dbs[name]!.f, `pglite ${name} after ${ROUNDS * PER_ROUND}`);
  for (const { db } of Object.values(dbs)) await (db as unknown as { close(): Promise<void> }).close();
}

// PostgreSQL 15: one connection after another, then 20 at once (MEMBER_WRITES_BACKEND=pglite skips it).
if (process.env.MEMBER_WRITES_BACKEND !== 'pglite') {
  const server = await startPostgres();
  try {
    const dbs: Record<string, { db: pg.Client; url: string; w: ReturnType<typeof writer>; f: Fixture }> = {};
    for (const [name, migrations] of Object.entries(variants)) {
      const url = await createDatabase(server, `member_writes_${name.toLowerCase()}`);
      const { openPostgres } = await import('../server/src/db/postgres.ts');
      const migrating = await openPostgres(url, { max: 1 });
      await applyMigrations(migrating, migrations);
      await migrating.close();
      const db = new pg.Client({ connectionString: url });
      await db.connect();
      const f = await fixture(db);
      dbs[name] = { db, url, f, w: writer(f) };
      await breakdown(db, f, `postgres ${name}`);
    }
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const name of ['A', 'B']) {
        const { db, w } = dbs[name]!;
        for (const kind of KINDS) note(`postgres ${name} ${kind}`, await serial(db, w, kind, PER_ROUND));
      }
    }
    for (const name of ['A', 'B']) await breakdown(dbs[name]!.db, dbs[name]!.f, `postgres ${name} after ${ROUNDS * PER_ROUND}`);
    // 20 connections at once, each writing comments for 5 s on the 10 discussions (the discussions' likes are liked and unliked above):
    // committing at once, and 5 ms after the insert (the engine's process busy with other requests between the
    // insert's answer and the commit, as under the mixed load).
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [name, pauseMs] of [
        ['A', 0],
        ['B', 0],
        ['A', 5],
        ['B', 5],
      ] as const) {
        const { url, f } = dbs[name]!;
        const clients = await Promise.all(
          Array.from({ length: 20 }, async () => {
            const client = new pg.Client({ connectionString: url });
            await client.connect();
            return client;
          }),
        );
        let done = 0;
        const failed = new Map<string, number>();
        const until = performance.now() + 5_000;
        await Promise.all(
          clients.map(async (client, c) => {
            let i = 0;
            while (performance.now() < until) {
              i += 1;
              const member = f.members[(c * 7 + i) % MEMBERS]!;
              try {
                await write(client, member, COMMENT, [f.discussions[(c + i) % DISCUSSIONS], member, `Concurrent ${c}.${i}.`], pauseMs);
                done += 1;
              } catch (error) {
                failed.set(String(error), (failed.get(String(error)) ?? 0) + 1);
                if (process.env.MEMBER_WRITES_DETAIL) {
                  const detail = (error as { detail?: string; where?: string }).detail ?? '';
                  const oids = [...detail.matchAll(/relation (\d+)/g)].map((m) => Number(m[1]));
                  const names = oids.length
                    ? (await dbs[name]!.db.query('SELECT oid::int, relname FROM pg_class WHERE oid = ANY($1)', [oids])).rows
                    : [];
                  console.log(detail, JSON.stringify(names), (error as { where?: string }).where);
                }
                await client.query('ROLLBACK');
              }
            }
          }),
        );
        note(`postgres ${name} 20 connections (commit after ${pauseMs} ms) comments per s`, done / 5);
        if (failed.size > 0) console.log(`postgres ${name} 20 connections (${pauseMs} ms) failed:`, Object.fromEntries(failed));
        await Promise.all(clients.map((client) => client.end()));
      }
    }
    for (const { db } of Object.values(dbs)) await db.end();
  } finally {
    await server.stop();
  }
}

console.log(
  `load average at end ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
for (const [key, xs] of Object.entries(results)) {
  console.log(`${key}: ${upperMedian(xs)!.toFixed(2)} (rounds ${xs.map((x) => x.toFixed(2)).join(' ')})`);
}
