// Live queries at scale (issue 20): thousands of distinct live queries on one server, pushed after a write.
// The site runs as `npm start` does (bench/site.mjs: a fresh DATA_DIR with the demo content, 127.0.0.1; the
// per-address request budget and operations lifted, the whole load coming from one address); the graphql-ws clients run in a
// child process (bench/live-queries-clients.mjs), so the server's process and the clients' each have a core of the
// machine's two. Per backend (the embedded database, then PostgreSQL 15 when installed), per case:
//   - open the subscriptions (100 per socket, or one socket per member; 5 sockets at a time, each wave's first
//     results awaited before the next connects, as clients arriving over time), wait for every first result;
//   - idle 3 s, then read the server's RSS: memory per idle subscription = (RSS now - RSS before) / subscriptions;
//   - ROUNDS times: one insert through the engine (admin secret), and the time from just before the mutation is
//     sent until each subscriber received the new row (clock: performance.timeOrigin + now(), one machine);
//     pushes to subscribers whose result did not change are counted (`others`, expected 0);
//   - the server's CPU time over the rounds, as cores.
// Cases:
//   - news: 20,000 subscriptions (--subscriptions=N), as many distinct variable sets: `news_articles(where: {title: {_nilike: $exclude}},
//     order_by: {published_at: desc}, limit: $limit) { id title }` with limit 1 to 10 and an `exclude` of its own
//     per subscription that matches nothing (so every variable set is distinct and every result has the new row);
//   - members: 1,000 members each subscribed to their own rows with their own session variables: the `todos` of
//     the session's user (role site_admin, row permission `user_id = X-Hasura-User-Id`), standing in for the
//     per-member notifications of another branch. The 4 demo members own the writes (one todo each per round, one
//     mutation); the 996 others have ids of no account, so their results never change and they must get nothing.
import { execFileSync, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withCleanup } from './render.mjs';
import { startSite } from './site.mjs';
import { percentile } from './stats.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const ADMIN_SECRET = 'bench-live-queries-admin-secret';
const ROUNDS = 5;
const PER_SOCKET = 100;
const IDLE_MS = 3000;
/** `--name=value` arguments of the command line. */
const args = Object.fromEntries(
  process.argv.slice(2).flatMap((arg) => {
    const match = /^--([a-z-]+)=(.*)$/.exec(arg);
    return match ? [[match[1], match[2]]] : [];
  }),
);
// The news case's count: 20,000 (issue 30's budget) unless --subscriptions=N says otherwise. Smaller numbers
// for a trial run: --subscriptions=200 --members=50 --backend=pglite; --cases=news runs only that case. The
// LIVE_QUERIES_NEWS, LIVE_QUERIES_MEMBERS and LIVE_QUERIES_BACKEND variables say the same.
const NEWS = Number(args.subscriptions ?? process.env.LIVE_QUERIES_NEWS ?? 20000);
const MEMBERS = Number(args.members ?? process.env.LIVE_QUERIES_MEMBERS ?? 1000);
const ONLY_BACKEND = args.backend ?? process.env.LIVE_QUERIES_BACKEND;
const ONLY_CASES = args.cases?.split(',');
const DEMO_MEMBERS = [1, 2, 3, 4].map((n) => `30000000-0000-4000-8000-00000000000${n}`);
const SITE_ENV = {
  GRAPHQL_RATE_LIMIT: '100000000',
  WEBSOCKET_MAX_OPERATIONS_PER_ADDRESS: '100000',
  WEBSOCKET_MAX_SOCKETS_PER_ADDRESS: '100000',
  // A poll whose subscribers are all of one client draws on its database-time budget (db/fair-queue.ts): lifted too.
  DB_TIME_BUDGET_MS: '100000000',
  HASURA_GRAPHQL_ADMIN_SECRET: ADMIN_SECRET,
  // The clients subscribe with the bench's own documents as members and visitors.
  HASURA_GRAPHQL_ENABLE_ALLOWLIST: 'false',
};

const now = () => performance.timeOrigin + performance.now();
const round1 = (value) => Math.round(value * 10) / 10;

/** The load generator's child process, with a request/answer helper over IPC. */
function startClients() {
  const child = fork(join(here, 'live-queries-clients.mjs'), { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const waiters = [];
  child.on('message', (message) => {
    const index = waiters.findIndex((waiter) => waiter.type === message.type);
    if (index >= 0) waiters.splice(index, 1)[0].resolve(message);
  });
  const next = (type) => new Promise((resolve) => waiters.push({ type, resolve }));
  return {
    child,
    async ask(message, answer) {
      const answered = next(answer);
      child.send(message);
      return answered;
    },
    next,
    stop: () => child.kill('SIGKILL'),
  };
}

async function admin(url, query, variables) {
  const response = await fetch(`${url}/v1/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hasura-admin-secret': ADMIN_SECRET },
    body: JSON.stringify({ query, variables }),
  });
  const result = await response.json();
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result;
}

const CASES = {
  news: {
    subscriptions: NEWS,
    groups: () => [
      {
        connectionParams: {},
        payloads: Array.from({ length: NEWS }, (_, index) => ({
          query:
            'subscription ($limit: Int!, $exclude: String!) { news_articles(where: {title: {_nilike: $exclude}}, ' +
            'order_by: {published_at: desc}, limit: $limit) { id title } }',
          variables: { limit: (index % 10) + 1, exclude: `%no such title ${index}%` },
        })),
      },
    ],
    expected: NEWS,
    async write(url, marker, round) {
      await admin(url, 'mutation ($object: news_articles_insert_input!) { insert_news_articles_one(object: $object) { id } }', {
        object: {
          title: marker,
          source_url: `https://example.com/bench/live-queries/${encodeURIComponent(marker)}`,
          published_at: new Date(Date.now() + 86_400_000 * (round + 1)).toISOString(),
        },
      });
    },
  },
  members: {
    subscriptions: MEMBERS,
    groups: () =>
      Array.from({ length: MEMBERS }, (_, index) => ({
        connectionParams: {
          headers: {
            'x-hasura-admin-secret': ADMIN_SECRET,
            'x-hasura-role': 'site_admin',
            'x-hasura-user-id': DEMO_MEMBERS[index] ?? `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
          },
        },
        payloads: [{ query: 'subscription { todos(order_by: {created_at: desc}, limit: 20) { id title } }' }],
      })),
    expected: DEMO_MEMBERS.length,
    async write(url, marker) {
      await admin(url, 'mutation ($objects: [todos_insert_input!]!) { insert_todos(objects: $objects) { affected_rows } }', {
        objects: DEMO_MEMBERS.map((user_id) => ({ user_id, title: marker })),
      });
    },
  },
};

async function measureCase(name, spec, site, clients, tools) {
  process.stderr.write(`live-queries: ${name}: opening ${spec.subscriptions} subscriptions...\n`);
  const rssBefore = tools.rssMiB(site.child.pid);
  const opened = await clients.ask(
    { type: 'open', url: `${site.url.replace('http', 'ws')}/v1/graphql`, groups: spec.groups(), perSocket: PER_SOCKET },
    'opened',
  );
  if (opened.error) throw new Error(`${name}: ${opened.error}`);
  const idleCpuBefore = tools.processCpuMs(site.child.pid);
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  const idleCores = (tools.processCpuMs(site.child.pid) - idleCpuBefore) / IDLE_MS;
  const rssIdle = tools.rssMiB(site.child.pid);
  const latencies = [];
  let others = 0;
  let missing = 0;
  let ended = 0;
  let lastError = null;
  const cpuBefore = tools.processCpuMs(site.child.pid);
  for (let round = 0; round < ROUNDS; round += 1) {
    const marker = `Live queries bench ${name} ${Date.now()} ${round}`;
    await clients.ask({ type: 'expect', marker, count: spec.expected }, 'expecting');
    const arrived = clients.next('arrived');
    const sent = now();
    await spec.write(site.url, marker, round);
    const result = await arrived;
    latencies.push(...result.arrivals.map((at) => at - sent));
    others += result.others;
    missing += spec.expected - result.arrivals.length;
    ({ ended, lastError } = result);
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
  const cpuMs = tools.processCpuMs(site.child.pid) - cpuBefore;
  await clients.ask({ type: 'close' }, 'closed');
  latencies.sort((a, b) => a - b);
  return {
    subscriptions: opened.subscriptions,
    subscribeAllMs: opened.ms,
    rssMiB: { before: rssBefore, idle: rssIdle },
    kbPerIdleSubscription: round1(((rssIdle - rssBefore) * 1024) / opened.subscriptions),
    pushes: latencies.length,
    missing,
    othersPushed: others,
    // Subscriptions the server ended (their polls kept failing), expected 0.
    ended,
    ...(lastError && { lastError }),
    latencyMs: { p50: round1(percentile(latencies, 50)), p99: round1(percentile(latencies, 99)), max: round1(latencies.at(-1)) },
    // The interval's polls included (1.5 s between rounds).
    serverCpuMsPerRound: Math.round(cpuMs / ROUNDS),
    idleServerCores: Math.round(idleCores * 100) / 100,
  };
}

/** Pins a process (every thread, and the threads it starts later) to one core, where taskset exists; returns whether it did. */
function pin(pid, core) {
  try {
    execFileSync('taskset', ['-a', '-p', '-c', String(core), String(pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

async function measureBackend(env, running, tools) {
  // --server-profile=DIR: the server's CPU profile (node --cpu-prof), written there when it stops.
  const nodeArgs = args['server-profile'] ? ['--cpu-prof', `--cpu-prof-dir=${args['server-profile']}`] : [];
  // --batch-size=N: cohorts per statement (HASURA_GRAPHQL_LIVE_QUERIES_MULTIPLEXED_BATCH_SIZE; the site's default, 250).
  const batchSize = args['batch-size'] ? { HASURA_GRAPHQL_LIVE_QUERIES_MULTIPLEXED_BATCH_SIZE: args['batch-size'] } : {};
  const site = await startSite({ ...SITE_ENV, ...batchSize, ...env }, { nodeArgs });
  running.site = site;
  const clients = startClients();
  running.clients = clients;
  // The server (with the embedded database's thread) on one core, the clients on the other.
  running.pinned = pin(site.child.pid, 0) && pin(clients.child.pid, 1);
  try {
    const results = {};
    for (const [name, spec] of Object.entries(CASES)) {
      if (!ONLY_CASES || ONLY_CASES.includes(name)) results[name] = await measureCase(name, spec, site, clients, tools);
    }
    return results;
  } finally {
    clients.stop();
    running.clients = null;
    running.site = null;
    await site.stop();
  }
}

export function liveQueriesTable(results) {
  const lines = [
    '| backend | case | subscriptions | subscribe all | p50 / p99 / max after the write | missing | ended | pushed unchanged | server CPU per round | idle server cores | RSS before → idle | per idle subscription |',
    '| --- | --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | --- | ---: |',
  ];
  for (const [backend, cases] of Object.entries(results.backends)) {
    for (const [name, r] of Object.entries(cases)) {
      lines.push(
        `| ${backend} | ${name} | ${r.subscriptions} | ${r.subscribeAllMs} ms | ${r.latencyMs.p50} / ${r.latencyMs.p99} / ${r.latencyMs.max} ms | ` +
          `${r.missing} | ${r.ended} | ${r.othersPushed} | ${r.serverCpuMsPerRound} ms | ${r.idleServerCores} | ${r.rssMiB.before} → ${r.rssMiB.idle} MiB | ${r.kbPerIdleSubscription} KB |`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

export async function benchLiveQueries({ print = (text) => process.stderr.write(text) } = {}) {
  const { register } = await import('tsx/esm/api');
  register();
  const tools = await import('../server/test/reliability/mixed-load.ts');
  const { hasPostgres15, startPostgres, createDatabase } = await import('../server/test/support/postgres-server.ts');
  const dir = mkdtempSync(join(tmpdir(), 'chainpulse-bench-live-'));
  const running = { site: null, clients: null, postgres: null, pinned: undefined };
  const cleanup = async () => {
    const { site, clients, postgres } = running;
    Object.assign(running, { site: null, clients: null, postgres: null });
    clients?.stop();
    await site?.stop();
    await postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  return withCleanup(cleanup, async () => {
    const results = {
      date: new Date().toISOString(),
      node: process.version,
      machine: { cores: cpus().length, model: cpus()[0]?.model ?? null, loadAverageBefore: loadavg().map(round1) },
      rounds: ROUNDS,
      batchSize: Number(args['batch-size'] ?? 250),
      backends: {},
    };
    const only = ONLY_BACKEND;
    if (only !== 'postgres') {
      process.stderr.write('live-queries: embedded database\n');
      results.backends.pglite = await measureBackend({ DATA_DIR: join(dir, 'pglite') }, running, tools);
      print(liveQueriesTable({ backends: { pglite: results.backends.pglite } }));
    }
    if (only !== 'pglite' && hasPostgres15()) {
      process.stderr.write('live-queries: PostgreSQL 15\n');
      running.postgres = await startPostgres();
      const url = await createDatabase(running.postgres, 'bench_live_queries');
      results.backends.postgres = await measureBackend({ DATA_DIR: join(dir, 'postgres'), DATABASE_URL: url }, running, tools);
    }
    results.machine.loadAverageAfter = loadavg().map(round1);
    results.machine.serverPinnedToOneCore = running.pinned ?? false;
    print(liveQueriesTable(results));
    return results;
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(JSON.stringify(await benchLiveQueries(), null, 2));
}
