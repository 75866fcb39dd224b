// 100 connections of mixed reads and writes for 30 s against the real server (`npm start`, here from the
// TypeScript sources), on the embedded database and on PostgreSQL 15: no request may fail (non-2xx, no answer or a
// GraphQL `errors` array), /healthz must answer 200 all along, and every write the server acknowledged must be in the
// database afterwards, with the counters the triggers keep equal to their rows. The mix is mixed-load.ts's (the
// site's own documents: anonymous page reads, member reads, comments, likes and unlikes, blog drafts, page views,
// view counts, search, sign-ins). No timing is asserted: the figures are printed, and bench/mixed-load.mjs puts
// them in docs/benchmarks.md. MIXED_LOAD_SEED=<seed> replays the same choices; MIXED_LOAD_SECONDS shortens a run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hasPostgres15, startPostgres, createDatabase, type PostgresServer } from '../support/postgres-server.ts';
import { startServer, type ServerProcess } from '../support/server-process.ts';
import { checkWrites, MIXED_LOAD_ENV, prepareLoad, runMixedLoad, type LoadReport } from './mixed-load.ts';

const ADMIN_SECRET = 'mixed-load-admin-secret';
const CONNECTIONS = 100;
const DURATION_MS = Number(process.env.MIXED_LOAD_SECONDS ?? 30) * 1000;
const SEED = process.env.MIXED_LOAD_SEED === undefined ? undefined : Number(process.env.MIXED_LOAD_SEED);
const MEMBERS = 20;
const DISCUSSIONS = 10;
/** Start, sign-ups, the run and the checks, on a machine shared with other work. */
const TEST_TIMEOUT_MS = DURATION_MS + 240_000;

/**
 * The sources as they are (no build), the demo content (what the pages read), and the per-address budgets lifted
 * (MIXED_LOAD_ENV): the 100 connections all come from 127.0.0.1, which the GraphQL, page-view and sign-up budgets
 * would otherwise refuse after a few seconds as they should for one real client.
 */
const BASE_ENV = { SKIP_BUILD: '1', SKIP_BUNDLE: '1', HASURA_GRAPHQL_ADMIN_SECRET: ADMIN_SECRET, ...MIXED_LOAD_ENV };

const workDir = mkdtempSync(join(tmpdir(), 'chainpulse-mixed-load-'));
const servers: ServerProcess[] = [];
let postgres: PostgresServer | undefined;

afterAll(async () => {
  for (const server of servers) await server.stop();
  await postgres?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

function summary(name: string, report: LoadReport): string {
  const lines = report.kinds.map(
    (kind) =>
      `  ${kind.kind.padEnd(12)} ${String(kind.requests).padStart(6)} req ${String(kind.perSecond).padStart(7)}/s ` +
      `p50 ${kind.p50Ms} p95 ${kind.p95Ms} p99 ${kind.p99Ms} max ${kind.maxMs} ms, ${kind.errors} errors ${JSON.stringify(kind.statuses)}` +
      kind.samples.map((sample) => `\n    ${sample}`).join(''),
  );
  return [
    `mixed load on ${name} (seed ${report.seed}): ${report.requests} requests in ${report.durationMs} ms ` +
      `(${report.perSecond}/s), ${report.errors} errors; /healthz ${JSON.stringify(report.health)}; ` +
      `server RSS ${JSON.stringify(report.serverRssMiB)} MiB; cores ${JSON.stringify(report.cores)}`,
    ...lines,
  ].join('\n');
}

async function mixedLoad(backend: { name: string; databaseUrl?: string }): Promise<void> {
  const env = {
    ...BASE_ENV,
    DATA_DIR: join(workDir, backend.name),
    ...(backend.databaseUrl ? { DATABASE_URL: backend.databaseUrl } : {}),
  };
  const server = await startServer(env);
  servers.push(server);
  const fixture = await prepareLoad(server.url, { members: MEMBERS, discussions: DISCUSSIONS, adminSecret: ADMIN_SECRET });
  const report = await runMixedLoad(fixture, {
    connections: CONNECTIONS,
    durationMs: DURATION_MS,
    seed: SEED,
    serverPid: server.child.pid,
  });
  console.log(summary(backend.name, report));

  expect(
    report.kinds.filter((kind) => kind.errors > 0).map((kind) => ({ kind: kind.kind, errors: kind.errors, samples: kind.samples })),
  ).toEqual([]);
  expect(report.errors).toBe(0);
  // Every kind of the mix ran.
  expect(report.kinds.filter((kind) => kind.requests === 0).map((kind) => kind.kind)).toEqual([]);
  expect(report.health.polls).toBeGreaterThan(0);
  expect(report.health.failures).toBe(0);

  const check = await checkWrites(fixture, ADMIN_SECRET);
  console.log(
    `writes on ${backend.name}: comments ${check.comments.acknowledged}, drafts ${check.drafts.acknowledged}, ` +
      `likes standing ${check.likes.liked}, page views ${check.pageViews.acknowledged}`,
  );
  expect(check.comments.acknowledged).toBeGreaterThan(0);
  expect(check.comments.missing).toEqual([]);
  expect(check.comments.unexpected).toEqual([]);
  expect(check.comments.stored).toBe(check.comments.acknowledged);
  expect(check.drafts.missing).toEqual([]);
  expect(check.drafts.unexpected).toEqual([]);
  expect(check.drafts.stored).toBe(check.drafts.acknowledged);
  expect(check.likes.missing).toEqual([]);
  expect(check.likes.unexpected).toEqual([]);
  expect(check.pageViews.stored).toBe(check.pageViews.acknowledged);
  expect(check.counters).toEqual([]);
  await server.stop();
}

describe('100 connections of mixed reads and writes', () => {
  it(
    'on the embedded database: no errors, /healthz answered throughout, every acknowledged write stored',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      await mixedLoad({ name: 'pglite' });
    },
  );

  it.skipIf(!hasPostgres15())(
    'on PostgreSQL 15: no errors, /healthz answered throughout, every acknowledged write stored',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      postgres = await startPostgres();
      await mixedLoad({ name: 'postgres', databaseUrl: await createDatabase(postgres, 'mixed_load') });
    },
  );
});
