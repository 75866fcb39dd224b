// Hostile load, two parts (docs/benchmarks.md, "Hostile load"), on the embedded database and on PostgreSQL 15:
//
// corpus (issue 19): the site's answers to readers and to /healthz while attackers send the hostile corpus
// (server/test/hostile/corpus.ts, HOSTILE_REQUESTS) without pause; and how long `npm start` takes to be healthy
// again after kill -9 in the middle of a stream of writes. Budgets: the slowest /healthz under 1 s, readers' p50
// within 2x of idle, restart after a crash under 3 s.
//
// attacks (issue 27): each attack of LOAD_ATTACKS (6 levels of news_sources/news_articles sent again as each answer
// comes; the same as one subscription; 4 subscriptions of 5 levels; 100 aliases of an _ilike aggregate over 50,000
// stories, 1 and 4 at once; `_regex` `.{255}` x 83 over a member's large posts), from ONE address, while readers (the
// site's own home, news and article documents) from other addresses, writers with receipts (members posting
// comments) and /healthz polls run (server/test/hostile/load.ts); the same without an attack is the baseline.
// Reported per attack: readers' p50/p99, throughput against the baseline, writers' slowest answer and lost or
// duplicated writes, /healthz's slowest answer and statuses. With the allow-list on (the default) and off
// (HASURA_GRAPHQL_ENABLE_ALLOWLIST=false: the defences behind it). Budget: others' p99 < 1 s, throughput >= 80 % of
// the baseline, /healthz < 1 s.
//
// The server runs as `npm start` does (scripts/start.mjs) in its own process, with TRUST_PROXY so that the
// attacker, the readers and the writers come from different addresses (X-Forwarded-For); the attackers run in a
// worker thread of their own (bench/hostile-attacker.mjs). The stories are written before the server starts, on
// the database directly (INSERT ... SELECT generate_series).
//
// Environment: HOSTILE_SHORT=1 (or --short) runs a short version (3 s runs, 10,000 stories, fewer corpus reads, one
// crash round), HOSTILE_BACKENDS=pglite|postgres|pglite,postgres (default both), HOSTILE_PARTS=corpus|attacks|
// corpus,attacks (default both). SKIP_BUILD=1 SKIP_BUNDLE=1 reach `npm start` (the server from its sources).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { benchResources, withCleanup } from './render.mjs';
import { startSite } from './site.mjs';
import { percentile } from './stats.mjs';

const ADMIN_SECRET = 'bench-hostile-admin-secret';
const SHORT = process.env.HOSTILE_SHORT === '1' || process.argv.includes('--short');
const BACKENDS = (process.env.HOSTILE_BACKENDS ?? 'pglite,postgres').split(',');
const PARTS = (process.env.HOSTILE_PARTS ?? 'corpus,attacks').split(',');
const CORPUS = SHORT ? { reads: 30, attackers: 2, crashRounds: 1 } : { reads: 300, attackers: 2, crashRounds: 3 };
const ATTACK_LOAD = SHORT
  ? { stories: 10_000, warmUpMs: 1_000, durationMs: 3_000, readers: 4, writers: 1, writerPauseMs: 250 }
  : { stories: 50_000, warmUpMs: 5_000, durationMs: 20_000, readers: 8, writers: 2, writerPauseMs: 250 };
const BUDGET = { readersP99Ms: 1000, throughputRatio: 0.8, healthMaxMs: 1000 };

/** The site as `npm start` runs it, with the bench's admin secret and X-Forwarded-For trusted. */
const startServer = (env) => startSite({ ...env, HASURA_GRAPHQL_ADMIN_SECRET: ADMIN_SECRET, TRUST_PROXY: 'true' });

const round = (value) => (value === null ? null : Math.round(value * 10) / 10);

async function timed(fn) {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

/** `count` sequential reads of the home page's latest articles (a site document: it passes the allow-list). */
async function readers(url, readerBody, count) {
  const times = [];
  let failures = 0;
  for (let i = 0; i < count; i += 1) {
    times.push(
      await timed(async () => {
        const response = await fetch(`${url}/v1/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.10' },
          body: readerBody,
        });
        const body = await response.json();
        if (!body.data || body.errors) failures += 1;
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

/**
 * Starts bench/hostile-attacker.mjs with `workerData` and resolves once it runs; the function it resolves stops it
 * and resolves what it reports.
 */
async function inWorker(workerData) {
  const worker = new Worker(new URL('./hostile-attacker.mjs', import.meta.url), { workerData });
  const failed = new Promise((_, reject) => worker.once('error', reject));
  await Promise.race([new Promise((resolve) => worker.once('message', resolve)), failed]);
  return async () => {
    const result = Promise.race([new Promise((resolve) => worker.once('message', resolve)), failed]);
    worker.postMessage('stop');
    const report = await result;
    await worker.terminate();
    return report;
  };
}

async function underAttack(env, corpus, readerBody) {
  const server = await startServer(env);
  try {
    await readers(server.url, readerBody, 30);
    const idleHealth = pollHealth(server.url);
    const idle = await readers(server.url, readerBody, CORPUS.reads);
    const idleHealthResult = await idleHealth();
    const stopAttack = await inWorker({ mode: 'corpus', url: server.url, corpus, attackers: CORPUS.attackers });
    const stopHealth = pollHealth(server.url);
    const attacked = await readers(server.url, readerBody, CORPUS.reads);
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
async function crashRestart(dataDir, rounds) {
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

/** Issue 19's part: the hostile corpus without pause, then (embedded database) kill -9 and restart. */
async function benchCorpus(modules, dir, running) {
  const { HOSTILE_REQUESTS } = modules.corpus;
  const readerBody = JSON.stringify({ query: modules.print(modules.gql.HomeLatestQueryDocument), variables: { where: {} } });
  const results = {};
  if (BACKENDS.includes('pglite')) {
    process.stderr.write('hostile corpus: embedded database\n');
    results.pglite = await underAttack({ DATA_DIR: join(dir, 'corpus-pglite') }, HOSTILE_REQUESTS, readerBody);
    process.stderr.write('hostile corpus: restart after kill -9\n');
    results.pglite.crash = await crashRestart(join(dir, 'corpus-crash'), CORPUS.crashRounds);
  }
  if (BACKENDS.includes('postgres') && modules.postgres.hasPostgres15()) {
    process.stderr.write('hostile corpus: PostgreSQL 15\n');
    running.postgres ??= await modules.postgres.startPostgres();
    const url = await modules.postgres.createDatabase(running.postgres, 'bench_hostile_corpus');
    results.postgres = await underAttack({ DATA_DIR: join(dir, 'corpus-postgres'), DATABASE_URL: url }, HOSTILE_REQUESTS, readerBody);
  }
  return results;
}

/**
 * A DATA_DIR (and the database: the embedded one in it, or `databaseUrl`) migrated, with the demo content and
 * `stories` generated news stories, written before the server starts, as `npm start` would find it.
 */
async function prepareData(modules, dataDir, databaseUrl, stories) {
  const layout = modules.dataDir.prepareDataDir(dataDir);
  const { db } = await modules.db.startDatabase({ pgdataDir: layout.pgdata, demoContent: true, ...(databaseUrl ? { databaseUrl } : {}) });
  try {
    await modules.load.loadStories(db, stories);
  } finally {
    await db.close();
  }
}

/** The figures of one run against the baseline, and whether they meet the budget. */
function summarize(run, baseline) {
  const throughputRatio = baseline.readers.perSecond ? Math.round((run.readers.perSecond / baseline.readers.perSecond) * 100) / 100 : null;
  const healthAll200 = Object.keys(run.health.statuses).every((status) => status === '200');
  return {
    readers: {
      p50Ms: run.readers.p50Ms,
      p99Ms: run.readers.p99Ms,
      perSecond: run.readers.perSecond,
      failures: run.readers.failures,
      codes: run.readers.codes,
    },
    throughputRatio,
    writers: {
      writes: run.writers.writes,
      acknowledged: run.writers.check.acknowledged,
      maxMs: run.writers.maxMs,
      lost: run.writers.check.lost.length,
      duplicated: run.writers.check.duplicated.length,
    },
    health: { maxMs: run.health.maxMs, statuses: run.health.statuses, states: run.health.states, notJson: run.health.notJson },
    attacker: run.attacks[0] ?? null,
    withinBudget: {
      readersP99: run.readers.p99Ms !== null && run.readers.p99Ms < BUDGET.readersP99Ms,
      throughput: throughputRatio !== null && throughputRatio >= BUDGET.throughputRatio,
      health: run.health.maxMs !== null && run.health.maxMs < BUDGET.healthMaxMs && healthAll200 && run.health.notJson === 0,
    },
  };
}

/** Every attack on one started site (the baseline first), each followed by a pause until the site answers again. */
async function attackSite(modules, url) {
  const { load, corpus } = modules;
  const fixture = await load.prepareFixture(url, ADMIN_SECRET);
  const options = {
    durationMs: ATTACK_LOAD.durationMs,
    readers: ATTACK_LOAD.readers,
    writers: ATTACK_LOAD.writers,
    writerPauseMs: ATTACK_LOAD.writerPauseMs,
  };
  await load.runLoad(fixture, { ...options, durationMs: ATTACK_LOAD.warmUpMs });
  const baseline = await load.runLoad(fixture, options);
  const results = { baseline: summarize(baseline, baseline), attacks: {} };
  for (const attack of corpus.LOAD_ATTACKS) {
    process.stderr.write(`  ${attack.name}\n`);
    await load.settle(fixture);
    const attacker = await load.prepareAttacker(fixture, attack);
    const run = await load.runLoad(fixture, {
      ...options,
      attacks: [async () => ({ stop: await inWorker({ mode: 'attack', url, attack, attacker }) })],
    });
    results.attacks[attack.name] = summarize(run, baseline);
  }
  return results;
}

/** Issue 27's part: per backend, the data prepared once, then the site with the allow-list on and off in turn. */
async function benchAttacks(modules, dir, running) {
  const results = {};
  const backends = [];
  if (BACKENDS.includes('pglite')) backends.push({ name: 'pglite', dataDir: join(dir, 'attacks-pglite') });
  if (BACKENDS.includes('postgres') && modules.postgres.hasPostgres15())
    backends.push({ name: 'postgres', dataDir: join(dir, 'attacks-postgres') });
  for (const backend of backends) {
    if (backend.name === 'postgres') {
      running.postgres ??= await modules.postgres.startPostgres();
      backend.databaseUrl = await modules.postgres.createDatabase(running.postgres, 'bench_hostile_attacks');
    }
    process.stderr.write(`hostile attacks: ${backend.name}, ${ATTACK_LOAD.stories} stories\n`);
    await prepareData(modules, backend.dataDir, backend.databaseUrl, ATTACK_LOAD.stories);
    results[backend.name] = {};
    for (const allowList of ['on', 'off']) {
      process.stderr.write(`hostile attacks: ${backend.name}, allow-list ${allowList}\n`);
      const site = await startServer({
        DATA_DIR: backend.dataDir,
        ...(backend.databaseUrl ? { DATABASE_URL: backend.databaseUrl } : {}),
        HASURA_GRAPHQL_ENABLE_ALLOWLIST: allowList === 'on' ? 'true' : 'false',
      });
      running.site = site;
      try {
        results[backend.name][`allowList ${allowList}`] = await attackSite(modules, site.url);
      } finally {
        running.site = null;
        await site.stop();
      }
    }
  }
  return results;
}

/** The attacks' figures as a Markdown table per backend and allow-list setting. */
export function attacksTable(results) {
  const lines = [];
  const yes = (ok) => (ok ? '' : ' ✗');
  for (const [backend, settings] of Object.entries(results)) {
    for (const [setting, result] of Object.entries(settings)) {
      lines.push(
        `### ${backend}, ${setting}`,
        '',
        '| attack | readers p50 / p99 ms | throughput | writers max ms, lost | /healthz max ms, statuses | attacker got |',
        '| --- | --- | ---: | --- | --- | --- |',
      );
      for (const [name, row] of [['(none: baseline)', result.baseline], ...Object.entries(result.attacks)]) {
        const attacker = row.attacker ? `${row.attacker.answers} answers ${JSON.stringify(row.attacker.codes)}` : '';
        lines.push(
          `| ${name} | ${row.readers.p50Ms} / ${row.readers.p99Ms}${yes(row.withinBudget.readersP99)} | ` +
            `${row.readers.perSecond}/s, ${Math.round(row.throughputRatio * 100)} %${yes(row.withinBudget.throughput)} | ` +
            `${row.writers.maxMs}, ${row.writers.lost} lost, ${row.writers.duplicated} duplicated | ` +
            `${row.health.maxMs}${yes(row.withinBudget.health)} ${JSON.stringify(row.health.statuses)} | ${attacker} |`,
        );
      }
      lines.push('');
    }
  }
  lines.push(
    `Budget: readers' p99 < ${BUDGET.readersP99Ms} ms, throughput >= ${BUDGET.throughputRatio * 100} % of the baseline, /healthz < ${BUDGET.healthMaxMs} ms (✗: over).`,
  );
  return `${lines.join('\n')}\n`;
}

export async function benchHostile({ print = (text) => process.stderr.write(text) } = {}) {
  const { register } = await import('tsx/esm/api');
  register();
  const modules = {
    corpus: await import('../server/test/hostile/corpus.ts'),
    load: await import('../server/test/hostile/load.ts'),
    postgres: await import('../server/test/support/postgres-server.ts'),
    dataDir: await import('../server/src/db/data-dir.ts'),
    db: await import('../server/src/db/index.ts'),
    gql: await import('../src/shared/api/gql/graphql.ts'),
    print: (await import('graphql')).print,
  };
  const dir = mkdtempSync(join(tmpdir(), 'bench-hostile-'));
  const { running, cleanup } = benchResources(dir);
  return withCleanup(cleanup, async () => {
    const results = { date: new Date().toISOString(), node: process.version, short: SHORT, load: ATTACK_LOAD, budget: BUDGET };
    if (PARTS.includes('corpus')) results.corpus = await benchCorpus(modules, dir, running);
    if (PARTS.includes('attacks')) {
      results.attacks = await benchAttacks(modules, dir, running);
      print(attacksTable(results.attacks));
    }
    return results;
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(JSON.stringify(await benchHostile(), null, 2));
}
