// GRAPHQL_ENGINE=external: every limit of the embedded engine holds in front of Hasura (issue 31 item 2). The
// upstream is this project's engine with its allow-list off and its limits high, so each refusal seen here is the
// proxy's: the GraphQL budget and the per-address operation cap on every WebSocket operation (both subprotocols),
// the batch, depth and root-field limits and the allow-list over HTTP and WebSocket, Hasura's admin APIs kept off
// the public origin unless opted in, and wrong admin secrets counted toward the attempt limit.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/index.ts';
import type { Database } from '../../src/db/index.ts';
import { createTestDatabase } from '../support/database.ts';
import { WebSocketServer, type WebSocket } from 'ws';
import { RawClient, type Message } from '../subscriptions/ws-clients.ts';

const SECRET = 'external-limits-test-secret';
const COUNT = 'subscription { news_sources_aggregate { aggregate { count } } }';
/** An allow-listed document (hasura/metadata/query_collections.yaml) that visitors may run. */
const REMOVALS =
  'subscription NewsRemovalsStream($since: bigint!) {\n  news_removals_stream(\n    batch_size: 100\n    cursor: {initial_value: {change_seq: $since}, ordering: ASC}\n  ) {\n    news_id\n    change_seq\n  }\n}';
/** An allow-listed query, written differently (whitespace, fragment layout) from the collection's text. */
const BLOG_CATEGORIES =
  'query BlogCategoriesQuery @cached { categories(where: {scope: {_eq: "blog"}}, order_by: {name: asc}) ' +
  '{ id slug name name_zh ...CategoryTabs_Category } } fragment CategoryTabs_Category on categories { id name name_zh slug }';
const DEEP = 'subscription { news_articles { source { articles { id } } } }';
const WIDE = 'subscription { a: news_sources { id } b: news_sources { id } c: news_sources { id } }';

let db: Database;
let dataDir: string;
let upstream: FastifyInstance;
let upstreamUrl: string;
const sites: FastifyInstance[] = [];

const listen = async (app: FastifyInstance) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
};

/** A site in external mode in front of the upstream, with small limits; TRUST_PROXY so each test picks its address. */
async function site(env: Record<string, string> = {}): Promise<string> {
  const app = await buildApp({
    config: loadConfig({
      HASURA_GRAPHQL_ADMIN_SECRET: SECRET,
      DATA_DIR: dataDir,
      GRAPHQL_ENGINE: 'external',
      HASURA_GRAPHQL_ENDPOINT: upstreamUrl,
      DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused',
      TRUST_PROXY: 'true',
      GRAPHQL_MAX_DEPTH: '3',
      GRAPHQL_MAX_ROOT_FIELDS: '2',
      GRAPHQL_BATCH_LIMIT: '2',
      WEBSOCKET_MAX_OPERATIONS_PER_ADDRESS: '2',
      ...env,
    }),
    db,
  });
  sites.push(app);
  return listen(app);
}

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

/** The error codes and messages of a GraphQL answer or of a WebSocket `error` message's payload (either protocol). */
function errorsOf(payload: unknown): { code: string; message: string }[] {
  const list = Array.isArray(payload) ? payload : ((payload as { errors?: unknown[] }).errors ?? []);
  return (list as { message: string; extensions: { code: string } }[]).map((error) => ({
    code: error.extensions.code,
    message: error.message,
  }));
}

beforeAll(async () => {
  db = await createTestDatabase({ seeds: true });
  dataDir = mkdtempSync(join(tmpdir(), 'chainpulse-external-limits-'));
  upstream = await buildApp({
    config: loadConfig({
      HASURA_GRAPHQL_ADMIN_SECRET: SECRET,
      DATA_DIR: dataDir,
      HASURA_GRAPHQL_ENABLE_ALLOWLIST: 'false',
      GRAPHQL_RATE_LIMIT: '100000',
    }),
    db,
  });
  upstreamUrl = await listen(upstream);
});

afterAll(async () => {
  for (const app of sites) await app.close();
  await upstream?.close();
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const PROTOCOLS = [
  { name: 'graphql-transport-ws', start: 'subscribe', data: 'next', stop: 'complete' },
  { name: 'graphql-ws', start: 'start', data: 'data', stop: 'stop' },
] as const;

describe('each WebSocket operation through the proxy', () => {
  it.each(PROTOCOLS)('is capped per address, screened and allow-listed ($name)', async (protocol) => {
    const url = (await site()).replace('http', 'ws') + '/v1/graphql';
    const address = { 'x-forwarded-for': `198.51.100.${protocol.name === 'graphql-ws' ? 11 : 12}` };
    const admin = await RawClient.open(url, protocol.name, address);
    const visitor = await RawClient.open(url, protocol.name, address);
    try {
      await admin.init({ headers: { 'x-hasura-admin-secret': SECRET } });
      const errorOf = async (client: RawClient, id: string) => errorsOf((await client.nextOf('error', id)).payload);

      // Two operations at once from this address, over all its sockets; the third is refused, the socket stays.
      admin.send({ id: 'a1', type: protocol.start, payload: { query: COUNT } });
      await admin.nextOf(protocol.data, 'a1');
      admin.send({ id: 'a2', type: protocol.start, payload: { query: COUNT } });
      await admin.nextOf(protocol.data, 'a2');
      admin.send({ id: 'a3', type: protocol.start, payload: { query: COUNT } });
      expect(await errorOf(admin, 'a3')).toEqual([{ code: 'start-failed', message: 'too many operations from this address (at most 2)' }]);
      await visitor.init({});
      visitor.send({ id: 'v1', type: protocol.start, payload: { query: REMOVALS, variables: { since: 0 } } });
      expect((await errorOf(visitor, 'v1'))[0]?.code).toBe('start-failed');
      // Stopping one gives its claim back (the proxy reads a socket's messages in order).
      admin.send({ id: 'a1', type: protocol.stop });
      admin.send({ id: 'a4', type: protocol.start, payload: { query: COUNT } });
      await admin.nextOf(protocol.data, 'a4');
      expect(admin.socket.readyState).toBe(admin.socket.OPEN);
      admin.send({ id: 'a2', type: protocol.stop });
      admin.send({ id: 'a4', type: protocol.stop });

      // Depth and root fields, which open-source Hasura does not limit, are refused before Hasura sees them.
      admin.send({ id: 'deep', type: protocol.start, payload: { query: DEEP } });
      expect(await errorOf(admin, 'deep')).toEqual([{ code: 'validation-failed', message: 'the query exceeds the depth limit of 3' }]);
      admin.send({ id: 'wide', type: protocol.start, payload: { query: WIDE } });
      expect(await errorOf(admin, 'wide')).toEqual([
        { code: 'validation-failed', message: 'the operation has 3 root fields, more than the limit of 2' },
      ]);

      // The allow-list: a visitor runs the site's own documents only (the admin secret anything). The proxy reads a
      // socket's messages in order, so a refusal of v2 would come before v3's.
      visitor.send({ id: 'v2', type: protocol.start, payload: { query: REMOVALS, variables: { since: 0 } } });
      visitor.send({ id: 'v3', type: protocol.start, payload: { query: COUNT } });
      expect(await errorOf(visitor, 'v3')).toEqual([{ code: 'validation-failed', message: 'query is not allowed' }]);
      expect(visitor.unread.filter((message: Message) => message.type === 'error' && message.id === 'v2')).toEqual([]);
      expect(visitor.socket.readyState).toBe(visitor.socket.OPEN);
    } finally {
      admin.close();
      visitor.close();
    }
  });

  it.each(PROTOCOLS)('draws on the GraphQL budget, answered with the protocol error ($name)', async (protocol) => {
    const url =
      (await site({ GRAPHQL_RATE_LIMIT: '3', WEBSOCKET_MAX_OPERATIONS_PER_ADDRESS: '100' })).replace('http', 'ws') + '/v1/graphql';
    const address = { 'x-forwarded-for': `198.51.100.${protocol.name === 'graphql-ws' ? 21 : 22}` };
    // The upgrade is the first request of the minute, then one per operation.
    const client = await RawClient.open(url, protocol.name, address);
    try {
      await client.init({});
      const payload = { query: REMOVALS, variables: { since: 0 } };
      client.send({ id: '1', type: protocol.start, payload });
      client.send({ id: '2', type: protocol.start, payload });
      client.send({ id: '3', type: protocol.start, payload });
      const refused = await client.nextOf('error', '3');
      expect(errorsOf(refused.payload)[0]?.code).toBe('rate-limit-exceeded');
      expect(errorsOf(refused.payload)[0]?.message).toMatch(/at most 3 a minute/);
      expect(client.unread.filter((message: Message) => message.type === 'error' && message.id !== '3')).toEqual([]);
      expect(client.socket.readyState).toBe(client.socket.OPEN);
    } finally {
      client.close();
    }
  });

  it.each(PROTOCOLS)('counts a wrong admin secret in connection_init toward the attempt limit ($name)', async (protocol) => {
    const url = (await site({ ADMIN_SECRET_ATTEMPT_LIMIT: '1' })).replace('http', 'ws') + '/v1/graphql';
    const address = { 'x-forwarded-for': `198.51.100.${protocol.name === 'graphql-ws' ? 31 : 32}` };
    const failures: string[] = [];
    for (const secret of ['wrong', SECRET]) {
      const client = await RawClient.open(url, protocol.name, address);
      client.send({ type: 'connection_init', payload: { headers: { 'x-hasura-admin-secret': secret } } });
      if (protocol.name === 'graphql-ws') {
        failures.push(String((await client.nextOf('connection_error')).payload));
        client.close();
      } else {
        const closed = await client.closed;
        expect(closed.code).toBe(4400);
        failures.push(closed.reason);
      }
    }
    // The second socket sent the right secret, after the address used up its one attempt.
    expect(failures[0]).toMatch(/invalid x-hasura-admin-secret/);
    expect(failures[1]).toMatch(/too many wrong admin secrets/);
  });
});

describe('an operation id used again', () => {
  // A stand-in for Hasura that confirms a client's `complete` only when told: the late confirmation of the first
  // operation must not give back the claim of the second under the same id.
  let fake: Server;
  let socket: WebSocket | undefined;
  const ended: string[] = [];
  beforeAll(async () => {
    fake = createServer();
    const wss = new WebSocketServer({ server: fake, handleProtocols: (offered) => [...offered][0] ?? false });
    wss.on('connection', (ws) => {
      socket = ws;
      ws.on('message', (data) => {
        const message = JSON.parse(String(data)) as { type: string; id?: string };
        if (message.type === 'connection_init') ws.send('{"type":"connection_ack"}');
        if (message.type === 'subscribe') ws.send(JSON.stringify({ type: 'next', id: message.id, payload: { data: { n: 1 } } }));
        if (message.type === 'complete') ended.push(message.id!);
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    socket?.terminate();
    await new Promise((resolve) => fake.close(resolve));
  });

  it('keeps the second operation counted when Hasura confirms the first one late', async () => {
    const port = (fake.address() as AddressInfo).port;
    const app = await buildApp({
      config: loadConfig({
        HASURA_GRAPHQL_ADMIN_SECRET: SECRET,
        DATA_DIR: dataDir,
        GRAPHQL_ENGINE: 'external',
        HASURA_GRAPHQL_ENDPOINT: `http://127.0.0.1:${port}`,
        DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused',
        HASURA_GRAPHQL_ENABLE_ALLOWLIST: 'false',
        WEBSOCKET_MAX_OPERATIONS_PER_ADDRESS: '1',
      }),
      db,
    });
    sites.push(app);
    const client = await RawClient.open(`${(await listen(app)).replace('http', 'ws')}/v1/graphql`, 'graphql-transport-ws');
    try {
      await client.init({});
      const query = 'subscription { n }';
      client.send({ id: 'x', type: 'subscribe', payload: { query } });
      await client.nextOf('next', 'x');
      client.send({ id: 'x', type: 'complete' });
      await expect.poll(() => ended).toEqual(['x']);
      client.send({ id: 'x', type: 'subscribe', payload: { query } });
      await client.nextOf('next', 'x');
      // Hasura's confirmation of the first `x`, passed on to the client.
      socket!.send('{"type":"complete","id":"x"}');
      await client.nextOf('complete', 'x');
      client.send({ id: 'y', type: 'subscribe', payload: { query } });
      expect(errorsOf((await client.nextOf('error', 'y')).payload)).toEqual([
        { code: 'start-failed', message: 'too many operations from this address (at most 1)' },
      ]);
    } finally {
      client.close();
    }
  });
});

describe('HTTP GraphQL through the proxy', () => {
  let url: string;
  beforeAll(async () => {
    url = `${await site()}/v1/graphql`;
  });
  const admin = { 'x-hasura-admin-secret': SECRET, 'x-forwarded-for': '198.51.100.41' };

  it('refuses a batch, a depth and a root-field count over the limits, for the admin secret too', async () => {
    const one = { query: '{ news_sources(limit: 1) { id } }' };
    const cases: [unknown, string][] = [
      [[one, one, one], 'a batch holds 3 operations, more than the limit of 2'],
      [{ query: DEEP.replace('subscription', 'query') }, 'the query exceeds the depth limit of 3'],
      [{ query: WIDE.replace('subscription', 'query') }, 'the operation has 3 root fields, more than the limit of 2'],
    ];
    for (const [body, message] of cases) {
      const response = await post(url, body, admin);
      expect(response.status).toBe(200);
      expect(errorsOf(await response.json())).toEqual([{ code: 'validation-failed', message }]);
    }
    // Within the limits, relayed and answered by the upstream.
    const batch = await post(url, [one, one], admin);
    expect(((await batch.json()) as unknown[]).length).toBe(2);
  });

  it("enforces the allow-list for every caller but the admin secret's", async () => {
    const visitor = { 'x-forwarded-for': '198.51.100.42' };
    const other = await post(url, { query: '{ news_sources(limit: 1) { id } }' }, visitor);
    expect(errorsOf(await other.json())).toEqual([{ code: 'validation-failed', message: 'query is not allowed' }]);
    const own = await post(url, { query: BLOG_CATEGORIES }, visitor);
    expect(await own.json()).toMatchObject({ data: { categories: expect.any(Array) } });
    const asAdmin = await post(url, { query: '{ news_sources(limit: 1) { id } }' }, admin);
    expect(await asAdmin.json()).toMatchObject({ data: { news_sources: [{ id: expect.any(String) }] } });
  });
});

describe("Hasura's admin APIs on the public origin", () => {
  const ADMIN_APIS: [string, unknown][] = [
    ['/v1/metadata', { type: 'export_metadata', args: {} }],
    ['/v2/query', { type: 'run_sql', args: { sql: 'select 1' } }],
    ['/v1/query', { type: 'run_sql', args: { sql: 'select 1' } }],
    ['/v1alpha1/pg_dump', { opts: ['--schema-only'] }],
    ['/v1/graphql/explain', { query: { query: '{ news_sources { id } }' } }],
    ['/v1alpha1/config', {}],
  ];

  it("are Hasura's 404 unless the operator opts in, even with the admin secret", async () => {
    const base = await site();
    for (const [path, body] of ADMIN_APIS) {
      const response = await post(`${base}${path}`, body, { 'x-hasura-admin-secret': SECRET });
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toEqual({ path: '$', error: 'resource does not exist', code: 'not-found' });
    }
    // GraphQL itself is served.
    const graphql = await post(`${base}/v1/graphql`, { query: '{ __typename }' }, { 'x-hasura-admin-secret': SECRET });
    expect(await graphql.json()).toEqual({ data: { __typename: 'query_root' } });
  });

  it('opted in, pass through with the admin secret and count wrong ones toward the attempt limit', async () => {
    const base = await site({ HASURA_PROXY_ADMIN_APIS: 'true', ADMIN_SECRET_ATTEMPT_LIMIT: '2' });
    const from = { 'x-forwarded-for': '198.51.100.51' };
    const runSql = { type: 'run_sql', args: { sql: 'select 1 as one' } };
    const right = await post(`${base}/v1/metadata`, { type: 'export_metadata', args: {} }, { ...from, 'x-hasura-admin-secret': SECRET });
    expect(right.status).toBe(200);
    expect(await right.json()).toMatchObject({ version: 3, sources: expect.any(Array) });
    const statuses: number[] = [];
    for (const path of ['/v2/query', '/v1/metadata', '/v2/query']) {
      const wrong = await post(`${base}${path}`, runSql, { ...from, 'x-hasura-admin-secret': 'guess' });
      statuses.push(wrong.status);
      expect(await wrong.json()).toMatchObject({ path: '$', code: 'access-denied' });
    }
    expect(statuses).toEqual([401, 401, 429]);
    // The address is refused now, the right secret included, on the admin APIs and on GraphQL alike.
    const locked = await post(`${base}/v2/query`, runSql, { ...from, 'x-hasura-admin-secret': SECRET });
    expect(locked.status).toBe(429);
    const graphql = await post(`${base}/v1/graphql`, { query: '{ __typename }' }, { ...from, 'x-hasura-admin-secret': SECRET });
    expect(graphql.status).toBe(429);
    expect(errorsOf(await graphql.json())[0]?.code).toBe('access-denied');
  });
});
