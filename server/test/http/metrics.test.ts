// /metrics and the request ids of the real app (buildApp over the embedded database in its thread): the route only
// with METRICS_TOKEN and only for its bearer, the Prometheus text after real requests (operations by allow-list
// name, error codes, the database queue, deadlines, caches, the process), and X-Request-Id in answers and logs.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/index.ts';
import { METADATA_DIR } from '../../src/config/paths.ts';
import { StatementTimeoutError } from '../../src/db/index.ts';
import { allowListNames, errorCodes, operationLabel } from '../../src/http/metrics.ts';
import { createTestDatabaseThread } from '../support/database.ts';

const TOKEN = 'metrics-test-token-0123456789abcdef';
const BASE_ENV = {
  HASURA_GRAPHQL_ADMIN_SECRET: 'metrics-test-secret',
  DATA_DIR: '/nonexistent-metrics-test-data-dir',
  HASURA_GRAPHQL_ENABLE_ALLOWLIST: 'false',
};

type ThreadDatabase = Awaited<ReturnType<typeof createTestDatabaseThread>>;

/** The value of one sample line (`name{labels} value`), or undefined when the text has none. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const graphql = (app: FastifyInstance, query: string, operationName?: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/v1/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ query, ...(operationName && { operationName }) }),
  });

describe('/metrics', () => {
  let db: ThreadDatabase;
  let app: FastifyInstance;
  let bare: FastifyInstance;
  const logged: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabaseThread();
    app = await buildApp({
      config: loadConfig({ ...BASE_ENV, METRICS_TOKEN: TOKEN, LOG_LEVEL: 'info' }),
      db,
      logStream: { write: (line) => void logged.push(line) },
    });
    bare = await buildApp({ config: loadConfig(BASE_ENV), db, logStream: { write: (line) => void logged.push(line) } });
    await Promise.all([app.ready(), bare.ready()]);
  });

  afterAll(async () => {
    await app?.close();
    await bare?.close();
    await db?.close();
  });

  it('does not exist without METRICS_TOKEN, and answers 401 without its bearer', async () => {
    const absent = await bare.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(absent.statusCode).toBe(404);
    expect(absent.body).not.toContain('process_resident_memory_bytes');

    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, `Basic ${TOKEN}`, TOKEN]) {
      const refused = await app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(refused.statusCode, String(authorization)).toBe(401);
      expect(refused.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(refused.json()).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
    }
  });

  it('counts requests by route, GraphQL operations by allow-list name, errors by code, the queue, deadlines and caches', async () => {
    const known = [...allowListNames(METADATA_DIR)][0]!;
    expect(known).toMatch(/^[A-Za-z]\w+$/);
    for (let i = 0; i < 3; i += 1) expect((await graphql(app, `query ${known} { __typename }`, known)).statusCode).toBe(200);
    // A name outside the allow-list (a client choosing its own names) is `other`; no name is `anonymous`.
    expect((await graphql(app, 'query Hostile1234 { __typename }', 'Hostile1234')).statusCode).toBe(200);
    expect((await graphql(app, 'query Hostile5678 { __typename }')).statusCode).toBe(200);
    expect((await graphql(app, '{ __typename }')).statusCode).toBe(200);
    const invalid = await graphql(app, '{ no_such_field }');
    expect(invalid.json()).toMatchObject({ errors: [{ extensions: { code: 'validation-failed' } }] });
    // A visitor's query read from the database twice: answered once, then from the shared visitor answers.
    for (let i = 0; i < 2; i += 1) expect((await graphql(app, '{ categories(limit: 1) { id } }')).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/auth/signin', headers: { 'content-type': 'application/json' }, payload: '{}' });
    // A statement past its deadline, on the real database thread.
    const stoppedBefore = StatementTimeoutError.stopped;
    await expect(db.query('SELECT pg_sleep(5)', [], { timeoutMs: 50 })).rejects.toBeInstanceOf(StatementTimeoutError);
    expect(StatementTimeoutError.stopped).toBe(stoppedBefore + 1);

    const response = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    const text = response.body;

    expect(sample(text, `graphql_requests_total{operation="${known}",status="200"}`)).toBe(3);
    expect(sample(text, 'graphql_requests_total{operation="other",status="200"}')).toBe(2);
    expect(sample(text, 'graphql_requests_total{operation="anonymous",status="200"}')).toBe(4);
    expect(text).not.toContain('Hostile');
    expect(sample(text, `graphql_request_duration_seconds_count{operation="${known}"}`)).toBe(3);
    expect(sample(text, 'http_requests_total{method="POST",route="/v1/graphql",status="200"}')).toBe(9);
    expect(sample(text, 'http_requests_total{method="GET",route="/healthz",status="200"}')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="POST",route="/v1/graphql"}')).toBe(9);
    expect(sample(text, 'http_errors_total{code="validation-failed"}')).toBe(1);
    expect(sample(text, 'http_errors_total{code="invalid-request"}') ?? sample(text, 'http_errors_total{code="http-400"}')).toBeGreaterThan(
      0,
    );
    expect(sample(text, 'db_queue_wait_seconds_count')).toBeGreaterThan(0);
    expect(sample(text, 'db_queue_waiting')).toBe(0);
    // The database's time by whom it was for: the server's own statements, a visitor's query without an allow-list name.
    expect(sample(text, 'db_statement_seconds_total{operation="server"}')).toBeGreaterThan(0);
    expect(sample(text, 'db_statement_seconds_total{operation="other"}')).toBeGreaterThan(0);
    expect(sample(text, 'db_statements_timed_out_total')).toBe(StatementTimeoutError.stopped);
    expect(sample(text, 'cache_lookups_total{cache="visitor",result="hit"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'cache_lookups_total{cache="visitor",result="miss"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'live_queries{kind="sockets"}')).toBe(0);
    expect(sample(text, 'live_query_polls_total')).toBe(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it("counts GraphQL by operation in external mode too, where Hasura's APIs pass through one route", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'chainpulse-metrics-'));
    const upstreamLog: string[] = [];
    const upstream = await buildApp({
      config: loadConfig({ ...BASE_ENV, DATA_DIR: dataDir, LOG_LEVEL: 'info' }),
      db,
      logStream: { write: (line) => void upstreamLog.push(line) },
    });
    let site: FastifyInstance | undefined;
    try {
      await upstream.listen({ port: 0, host: '127.0.0.1' });
      site = await buildApp({
        config: loadConfig({
          ...BASE_ENV,
          DATA_DIR: dataDir,
          METRICS_TOKEN: TOKEN,
          GRAPHQL_ENGINE: 'external',
          HASURA_GRAPHQL_ENDPOINT: `http://127.0.0.1:${(upstream.server.address() as AddressInfo).port}`,
          // The site opens no connection of its own here: buildApp is given the test database.
          DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused',
        }),
        db,
        logStream: { write: () => undefined },
      });
      const known = [...allowListNames(METADATA_DIR)][0]!;
      const answer = await graphql(site, `query ${known} { __typename }`, known, { 'x-request-id': 'edge-external-1' });
      expect(answer.json()).toEqual({ data: { __typename: 'query_root' } });
      // The id is passed on to the upstream (Hasura logs it), and the site's answer carries it.
      expect(answer.headers['x-request-id']).toBe('edge-external-1');
      expect(upstreamLog.some((line) => (JSON.parse(line) as { reqId?: string }).reqId === 'edge-external-1')).toBe(true);
      const insane = await graphql(site, '{ __typename }', undefined, { 'x-request-id': 'not sane' });
      expect(insane.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect((await graphql(site, '{ no_such_field }')).json()).toMatchObject({ errors: [{ extensions: { code: 'validation-failed' } }] });
      const text = (await site.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
      expect(sample(text, `graphql_requests_total{operation="${known}",status="200"}`)).toBe(1);
      expect(sample(text, 'graphql_requests_total{operation="anonymous",status="200"}')).toBe(2);
      expect(sample(text, 'http_requests_total{method="POST",route="/v1/graphql",status="200"}')).toBe(3);
      expect(sample(text, 'http_errors_total{code="validation-failed"}')).toBe(1);
    } finally {
      await site?.close();
      await upstream.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('labels a body by its operation, bounded by the allow-list, and reads error codes', () => {
    const known = new Set(['HomeQuery']);
    expect(operationLabel('{"query":"query HomeQuery { a }","operationName":"HomeQuery"}', known)).toBe('HomeQuery');
    expect(operationLabel(Buffer.from('{"query":"query HomeQuery { a }"}'), known)).toBe('HomeQuery');
    expect(operationLabel({ query: 'query X { a }', operationName: 'X' }, known)).toBe('other');
    expect(operationLabel(' [{"query":"{ a }"}]', known)).toBe('batch');
    expect(operationLabel('{"query":"{ a }"}', known)).toBe('anonymous');
    expect(errorCodes('{"errors":[{"message":"m","extensions":{"code":"validation-failed","path":"$"}}]}')).toEqual(['validation-failed']);
    expect(errorCodes('{"error":{"code":"too-many-attempts","message":"Wait."}}')).toEqual(['too-many-attempts']);
  });

  it("takes a sane X-Request-Id as the request's id (answered and logged), and makes one otherwise", async () => {
    const given = 'edge-4f1c:2026.11.29_abc';
    const echoed = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': given } });
    expect(echoed.headers['x-request-id']).toBe(given);
    const lines = logged.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.reqId === given);
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines[1]).toMatchObject({ level: 30, res: { statusCode: 200 }, responseTime: expect.any(Number) });

    for (const bad of ['has spaces in it', 'x'.repeat(129), '<script>', 'a\u00e9b']) {
      const replaced = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': bad } });
      const id = String(replaced.headers['x-request-id']);
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(logged.some((line) => (JSON.parse(line) as { reqId?: string }).reqId === id)).toBe(true);
    }
    const fresh = await bare.inject({ method: 'GET', url: '/healthz' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // Without LOG_LEVEL the log still carries warnings and errors (a failure never passes unseen), not every request.
    expect(bare.log.level).toBe('warn');
    expect(logged.some((line) => (JSON.parse(line) as { reqId?: string }).reqId === fresh.headers['x-request-id'])).toBe(false);
  });
});
