// Hostile load: the site's answers to readers and to /healthz while an attacker sends the hostile corpus
// (server/test/hostile/corpus.ts) without pause, on the embedded database and on PostgreSQL 15; and how long
// `npm start` takes to be healthy again after kill -9 in the middle of a stream of writes.
// Budgets (issue "One request must never take the site down"): the slowest /healthz under 1 s, readers' p50
// within 2x of idle, restart after a crash under 3 s.
// The server runs as `npm start` does (scripts/start.mjs, the site built already) in its own process, with
// TRUST_PROXY so that the attacker and the readers come from different addresses (X-Forwarded-For).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { startSite } from './site.mjs';

const ADMIN_SECRET = 'bench-hostile-admin-secret';
const READER_QUERY = JSON.stringify({
  query:
    '{ articles(where: {published: {_eq: true}}, order_by: {published_at: desc}, limit: 10) { id title excerpt slug category { name } } }',
});
const READS = 300;
const ATTACKERS = 2;

/** The site as `npm start` runs it, with the bench's admin secret and X-Forwarded-For trusted. */
const startServer = (env) => startSite({ ...env, HASURA_GRAPHQL_ADMIN_SECRET: ADMIN_SECRET, TRUST_PROXY: 'true' });

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const round = (value) => (value === null ? null : Math.round(value * 10) / 10);

async function timed(fn) {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

async function readers(url, count) {
  const times = [];
  let failures = 0;
  for (let i = 0; i < count; i += 1) {
    times.push(
      await timed(async () => {
        const response = await fetch(`${url}/v1/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.10' },
          body: READER_QUERY,
        });
        const body = await response.json();
        if (!body.data) failures += 1;
      }),
    );
  }
  return { p50Ms: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)), failures };
}

function pollHealth(url) {
  const times = [];
  let failures = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      times.push(
        await timed(async () => {
          const response = await fetch(`${url}/healthz`).catch(() => null);
          if (!response?.ok) failures += 1;
          await response?.text();
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return { polls: times.length, slowestMs: round(Math.max(...times)), failures };
  };
}

/** Starts the attackers in their own thread; the returned function stops them and resolves what they sent. */
function attack(url, corpus) {
  const worker = new Worker(new URL('./hostile-attacker.mjs', import.meta.url), { workerData: { url, corpus, attackers: ATTACKERS } });
  return async () => {
    const result = new Promise((resolve) => worker.once('message', resolve));
    worker.postMessage('stop');
    const sent = await result;
    await worker.terminate();
    return sent;
  };
}

async function underAttack(env, corpus) {
  const server = await startServer(env);
  try {
    await readers(server.url, 30);
    const idleHealth = pollHealth(server.url);
    const idle = await readers(server.url, READS);
    const idleHealthResult = await idleHealth();
    const stopAttack = attack(server.url, corpus);
    const stopHealth = pollHealth(server.url);
    const attacked = await readers(server.url, READS);
    const health = await stopHealth();
    const attacker = await stopAttack();
    return {
      idle: { readers: idle, health: idleHealthResult },
      underAttack: { readers: attacked, health, attacker },
      readerP50Ratio: idle.p50Ms ? round(attacked.p50Ms / idle.p50Ms) : null,
    };
  } finally {
    await server.stop();
  }
}

/** kill -9 while an admin writes in a loop, then the time `npm start` takes to answer /healthz again. */
async function crashRestart(dataDir, rounds = 3) {
  const times = [];
  for (let round = 0; round < rounds; round += 1) {
    const server = await startServer({ DATA_DIR: dataDir, SKIP_BUILD: '1' });
    let writing = true;
    const writes = (async () => {
      let n = 0;
      while (writing) {
        await fetch(`${server.url}/v1/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-hasura-admin-secret': ADMIN_SECRET },
          body: JSON.stringify({
            query: 'mutation($o: [categories_insert_input!]!) { insert_categories(objects: $o) { affected_rows } }',
            variables: { o: [{ name: `Crash ${round}-${n}`, slug: `crash-${round}-${n}`, description: 'x'.repeat(200) }] },
          }),
        }).catch(() => undefined);
        n += 1;
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await server.stop('SIGKILL');
    writing = false;
    await writes;
    const restarted = await startServer({ DATA_DIR: dataDir, SKIP_BUILD: '1' });
    times.push(restarted.healthyMs);
    await restarted.stop();
  }
  return { restartAfterKillMs: times.map(round), slowestMs: round(Math.max(...times)) };
}

export async function benchHostile() {
  const { register } = await import('tsx/esm/api');
  register();
  const { HOSTILE_REQUESTS } = await import('../server/test/hostile/corpus.ts');
  const { hasPostgres15, startPostgres, createDatabase } = await import('../server/test/support/postgres-server.ts');
  const results = {};

  const dataDir = mkdtempSync(join(tmpdir(), 'bench-hostile-'));
  try {
    process.stderr.write('hostile: embedded database\n');
    results.pglite = await underAttack({ DATA_DIR: join(dataDir, 'attack') }, HOSTILE_REQUESTS);
    process.stderr.write('hostile: restart after kill -9\n');
    results.pglite.crash = await crashRestart(join(dataDir, 'crash'));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  if (hasPostgres15()) {
    process.stderr.write('hostile: PostgreSQL 15\n');
    const postgres = await startPostgres();
    const pgDataDir = mkdtempSync(join(tmpdir(), 'bench-hostile-pg-'));
    try {
      const url = await createDatabase(postgres, 'bench_hostile');
      results.postgres = await underAttack({ DATA_DIR: pgDataDir, DATABASE_URL: url }, HOSTILE_REQUESTS);
    } finally {
      await postgres.stop();
      rmSync(pgDataDir, { recursive: true, force: true });
    }
  }
  return results;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(JSON.stringify(await benchHostile(), null, 2));
}
