// Mixed load: 100 connections of mixed reads and writes for 30 s (issue 14), on the embedded database and on
// PostgreSQL 15. The load is server/test/reliability/mixed-load.ts, the same the reliability test asserts on: the
// site's own GraphQL documents (anonymous page reads, member reads, comments, likes and unlikes, blog drafts, page
// views, view counts, search) and sign-ins, drawn by weight, one request after another on each connection.
// The site runs as `npm start` does (bench/site.mjs: a fresh DATA_DIR with the demo content, 127.0.0.1) with the
// per-address budgets lifted (the whole load comes from one address). Per backend: 20 members signed up (each
// request's member drawn from all; `--members=100 --member-per-connection`: each connection one member's), 10
// discussions, 5 s of the same load unmeasured, then the measured 30 s; afterwards every acknowledged write is
// looked for in the database. Reported: requests per second and p50 / p95 / p99 per kind, how many of each kind are
// among the slowest 5 % and 1 % of all requests, errors, /healthz, the server's RSS and the cores used (the server,
// the load generator in this process, the whole machine).
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchResources, withCleanup } from './render.mjs';
import { startSite } from './site.mjs';

const ADMIN_SECRET = 'bench-mixed-load-admin-secret';
const METRICS_TOKEN = 'bench-mixed-load-metrics-token-0123456789';

/** The database's seconds so far by whom they were for (/metrics `db_statement_seconds_total`). */
async function databaseSeconds(url) {
  const response = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const seconds = {};
  for (const match of (await response.text()).matchAll(/^db_statement_seconds_total\{operation="((?:[^"\\]|\\.)*)"\} (\S+)$/gm)) {
    seconds[match[1]] = Number(match[2]);
  }
  return seconds;
}

/** What each operation held the database for during the run, in seconds, the largest first (the top 12). */
function databaseShare(before, after) {
  return Object.fromEntries(
    Object.entries(after)
      .map(([operation, total]) => [operation, Math.round((total - (before[operation] ?? 0)) * 100) / 100])
      .filter(([, seconds]) => seconds > 0)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12),
  );
}
const LOAD = { connections: 100, durationMs: 30_000, warmUpMs: 5_000, members: 20, discussions: 10 };

const round = (value) => Math.round(value * 100) / 100;
const count = (value) => value.toLocaleString('en-US');

/**
 * Starts the site (kept in `running` for the cleanup), loads it, measures, checks the writes and stops it. With
 * `readers` each connection comes from an address of its own (X-Forwarded-For, the site trusting its proxy), as a
 * site's readers do; without, the whole load is one address, one lane of the database queue.
 */
async function measure(load, env, running, readers, members, memberPerConnection) {
  const site = await startSite({
    ...load.MIXED_LOAD_ENV,
    ...env,
    ...(readers ? { TRUST_PROXY: 'true' } : {}),
    HASURA_GRAPHQL_ADMIN_SECRET: ADMIN_SECRET,
    METRICS_TOKEN,
  });
  running.site = site;
  try {
    const fixture = await load.prepareLoad(site.url, { members, discussions: LOAD.discussions, adminSecret: ADMIN_SECRET });
    await load.runMixedLoad(fixture, {
      connections: LOAD.connections,
      durationMs: LOAD.warmUpMs,
      ownAddresses: readers,
      memberPerConnection,
    });
    const loadBefore = loadavg();
    const heldBefore = await databaseSeconds(site.url);
    const report = await load.runMixedLoad(fixture, {
      connections: LOAD.connections,
      durationMs: LOAD.durationMs,
      serverPid: site.child.pid,
      ownAddresses: readers,
      memberPerConnection,
    });
    const loadAfter = loadavg();
    const held = databaseShare(heldBefore, await databaseSeconds(site.url));
    const writes = await load.checkWrites(fixture, ADMIN_SECRET);
    const lost =
      writes.comments.missing.length +
      writes.drafts.missing.length +
      writes.likes.missing.length +
      writes.likes.unexpected.length +
      Math.abs(writes.pageViews.stored - writes.pageViews.acknowledged) +
      writes.counters.length;
    return {
      ...report,
      loadAverage: { before: loadBefore.map(round), after: loadAfter.map(round) },
      databaseSeconds: held,
      writes: {
        comments: writes.comments.acknowledged,
        drafts: writes.drafts.acknowledged,
        likesStanding: writes.likes.liked,
        pageViews: writes.pageViews.acknowledged,
        missingOrWrong: lost,
      },
    };
  } finally {
    running.site = null;
    await site.stop();
  }
}

export function mixedLoadTable(results) {
  const backends = Object.entries(results.backends);
  const lines = [
    `| kind | ${backends.map(([name]) => `${name} req/s | p50 / p95 / p99 ms | in the slowest 5 % / 1 %`).join(' | ')} |`,
    `| --- | ${backends.map(() => '---: | --- | ---').join(' | ')} |`,
  ];
  const kinds = backends[0]?.[1].kinds.map((kind) => kind.kind) ?? [];
  for (const kind of kinds) {
    const cells = backends.map(([, result]) => {
      const row = result.kinds.find((entry) => entry.kind === kind);
      return `${row.perSecond} | ${row.p50Ms} / ${row.p95Ms} / ${row.p99Ms} | ${row.inSlowest5} / ${row.inSlowest1}`;
    });
    lines.push(`| ${kind} | ${cells.join(' | ')} |`);
  }
  lines.push(
    `| **all** | ${backends
      .map(([, { perSecond, all, errors, kinds: rows }]) => {
        const slowest = (field) => rows.reduce((sum, row) => sum + row[field], 0);
        return `**${count(perSecond)}** | ${all.p50Ms} / ${all.p95Ms} / ${all.p99Ms}, ${errors} errors | ${slowest('inSlowest5')} / ${slowest('inSlowest1')}`;
      })
      .join(' | ')} |`,
  );
  lines.push('');
  for (const [name, result] of backends) {
    lines.push(
      `${name}: ${count(result.requests)} requests in ${result.durationMs} ms, **${result.errors} errors**; /healthz ` +
        `${result.health.polls} polls, ${result.health.failures} failures, ${result.health.busy} busy, slowest ` +
        `${result.health.slowestMs} ms; server RSS ${result.serverRssMiB?.before} -> max ${result.serverRssMiB?.max} MiB; cores ` +
        `(of ${results.machine.cores}) machine ${result.cores?.machine}, server ${result.cores?.server}, load generator ` +
        `${result.cores?.generator}; writes acknowledged: ${count(result.writes.comments)} comments, ` +
        `${count(result.writes.drafts)} drafts, ${count(result.writes.pageViews)} page views, ${result.writes.likesStanding} ` +
        `likes standing; ${result.writes.missingOrWrong} missing or wrong; load average ${result.loadAverage.before.join(' / ')} ` +
        `-> ${result.loadAverage.after.join(' / ')}; database seconds by operation: ` +
        Object.entries(result.databaseSeconds)
          .map(([operation, seconds]) => `${operation} ${seconds}`)
          .join(', '),
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * `members`: the accounts signed in (20 by default: each request's member drawn from all, so about five connections'
 * requests at once per member); `memberPerConnection`: each connection signs in as one member of its own (with 100
 * members, one browser per account).
 */
export async function benchMixedLoad({
  print = (text) => process.stderr.write(text),
  readers = false,
  members = LOAD.members,
  memberPerConnection = false,
} = {}) {
  const { register } = await import('tsx/esm/api');
  register();
  const load = await import('../server/test/reliability/mixed-load.ts');
  const { hasPostgres15, startPostgres, createDatabase } = await import('../server/test/support/postgres-server.ts');
  const dir = mkdtempSync(join(tmpdir(), 'chainpulse-bench-mixed-'));
  const { running, cleanup } = benchResources(dir);
  return withCleanup(cleanup, async () => {
    const results = {
      date: new Date().toISOString(),
      node: process.version,
      machine: { cores: cpus().length, model: cpus()[0]?.model ?? null },
      load: { ...LOAD, members, memberPerConnection, addresses: readers ? LOAD.connections : 1 },
      mix: load.MIX,
      backends: {},
    };
    process.stderr.write('mixed-load: embedded database\n');
    results.backends.pglite = await measure(load, { DATA_DIR: join(dir, 'pglite') }, running, readers, members, memberPerConnection);
    if (hasPostgres15()) {
      process.stderr.write('mixed-load: PostgreSQL 15\n');
      running.postgres = await startPostgres();
      const url = await createDatabase(running.postgres, 'bench_mixed_load');
      results.backends.postgres = await measure(
        load,
        { DATA_DIR: join(dir, 'postgres'), DATABASE_URL: url },
        running,
        readers,
        members,
        memberPerConnection,
      );
    }
    print(mixedLoadTable(results));
    return results;
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  // --readers: a hundred readers of their own addresses instead of one address; --members=<n>: the accounts signed in;
  // --member-per-connection: each connection one member's (with --members=100: one browser per account).
  const members = Number(process.argv.find((arg) => arg.startsWith('--members='))?.slice('--members='.length) ?? LOAD.members);
  if (!Number.isInteger(members) || members < 1) throw new Error('--members=<n>: a whole number of accounts, at least 1');
  const memberPerConnection = process.argv.includes('--member-per-connection');
  console.log(JSON.stringify(await benchMixedLoad({ readers: process.argv.includes('--readers'), members, memberPerConnection }), null, 2));
}
