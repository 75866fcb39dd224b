// GRAPHQL_ENGINE=external: the site passes Hasura's APIs through to HASURA_GRAPHQL_ENDPOINT and runs no engine of
// its own. Real Hasura ships only as a container, so the upstream here is this project's Hasura-compatible engine
// (the embedded app, listening on its own port): what the tests check is the passing through, which is ours.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/index.ts';
import type { Database } from '../../src/db/index.ts';
import { registerHealth } from '../../src/http/health.ts';
import { createRemoteGraphql } from '../../src/http/hasura-proxy.ts';
import { StartupError } from '../../src/db/errors.ts';
import { createTestDatabase } from '../support/database.ts';
import { freePort } from '../support/server-process.ts';
import { RawClient } from '../subscriptions/ws-clients.ts';

const SECRET = 'external-engine-test-secret';
const NEWS = '{ news_articles(order_by: {published_at: desc}, limit: 2) { id title } }';

let db: Database;
let dataDir: string;
let upstream: FastifyInstance;
let upstreamUrl: string;
let site: FastifyInstance;
let siteUrl: string;

const listen = async (app: FastifyInstance) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
};

function externalConfig(endpoint: string, env: Record<string, string> = {}) {
  return loadConfig({
    HASURA_GRAPHQL_ADMIN_SECRET: SECRET,
    DATA_DIR: dataDir,
    GRAPHQL_ENGINE: 'external',
    HASURA_GRAPHQL_ENDPOINT: endpoint,
    // The site opens no connection of its own here: buildApp is given the test database.
    DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused',
    // What is passed through is checked here; the proxy's own limits are external-limits.test.ts's.
    HASURA_GRAPHQL_ENABLE_ALLOWLIST: 'false',
    HASURA_PROXY_ADMIN_APIS: 'true',
    ...env,
  });
}

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

beforeAll(async () => {
  db = await createTestDatabase({ seeds: true });
  // One DATA_DIR, so both apps load the same signing key (in production: AUTH_JWT_PRIVATE_KEY on every instance).
  dataDir = mkdtempSync(join(tmpdir(), 'chainpulse-external-'));
  upstream = await buildApp({
    config: loadConfig({ HASURA_GRAPHQL_ADMIN_SECRET: SECRET, DATA_DIR: dataDir, HASURA_GRAPHQL_ENABLE_ALLOWLIST: 'false' }),
    db,
  });
  upstreamUrl = await listen(upstream);
  site = await buildApp({ config: externalConfig(upstreamUrl, { GRAPHQL_RATE_LIMIT: '1000' }), db });
  siteUrl = await listen(site);
});

afterAll(async () => {
  await site?.close();
  await upstream?.close();
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the configuration', () => {
  const env = { DATABASE_URL: 'postgres://u@127.0.0.1/db' };

  it('takes embedded by default and external with an endpoint and a PostgreSQL database', () => {
    expect(loadConfig({}).graphqlEngine).toBe('embedded');
    const config = loadConfig({ ...env, GRAPHQL_ENGINE: 'external', HASURA_GRAPHQL_ENDPOINT: 'http://hasura:8080/' });
    expect(config).toMatchObject({ graphqlEngine: 'external', hasuraEndpoint: 'http://hasura:8080' });
  });

  it.each([
    [{ GRAPHQL_ENGINE: 'hasura' }, /GRAPHQL_ENGINE must be embedded or external/],
    [{ GRAPHQL_ENGINE: 'external' }, /needs HASURA_GRAPHQL_ENDPOINT/],
    [{ GRAPHQL_ENGINE: 'external', HASURA_GRAPHQL_ENDPOINT: 'ftp://hasura' }, /HASURA_GRAPHQL_ENDPOINT must be an http/],
    [{ HASURA_GRAPHQL_ENDPOINT: 'http://hasura:8080' }, /read only with GRAPHQL_ENGINE=external/],
  ])('refuses %j', (bad, message) => {
    expect(() => loadConfig({ ...env, ...bad })).toThrow(message);
  });

  it('refuses external mode on the embedded database, which Hasura cannot reach', () => {
    expect(() => loadConfig({ GRAPHQL_ENGINE: 'external', HASURA_GRAPHQL_ENDPOINT: 'http://hasura:8080' })).toThrow(/needs DATABASE_URL/);
  });

  it('refuses to generate the shared secrets in production, naming the missing ones', () => {
    const secrets = { HASURA_GRAPHQL_ADMIN_SECRET: 'a', ACTIONS_SECRET: 'b', AUTH_JWT_PRIVATE_KEY: 'c' };
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(StartupError);
    expect(() => loadConfig({ NODE_ENV: 'production', ...secrets, ACTIONS_SECRET: ' ' })).toThrow(/needs ACTIONS_SECRET:/);
    expect(() => loadConfig({ NODE_ENV: 'production', HASURA_GRAPHQL_ADMIN_SECRET: 'a' })).toThrow(
      /needs ACTIONS_SECRET, AUTH_JWT_PRIVATE_KEY:/,
    );
    expect(loadConfig({ NODE_ENV: 'production', ...secrets }).adminSecret).toBe('a');
    // Locally they are generated into DATA_DIR.
    expect(loadConfig({ NODE_ENV: 'development' }).adminSecret).toBeUndefined();
  });
});

describe('HTTP through to Hasura', () => {
  it('answers a query exactly as Hasura does', async () => {
    const direct = await post(`${upstreamUrl}/v1/graphql`, { query: NEWS });
    const passed = await post(`${siteUrl}/v1/graphql`, { query: NEWS });
    expect(passed.status).toBe(200);
    const body = (await passed.json()) as { data: { news_articles: unknown[] } };
    expect(body.data.news_articles).toHaveLength(2);
    expect(body).toEqual(await direct.json());
  });

  it("passes the caller's credentials on: the admin secret and a member's token see their own schema", async () => {
    const mutations = async (headers: Record<string, string>) => {
      const response = await post(`${siteUrl}/v1/graphql`, { query: '{ __schema { mutationType { fields { name } } } }' }, headers);
      const body = (await response.json()) as { data?: { __schema: { mutationType: { fields: { name: string }[] } | null } } };
      return new Set(body.data?.__schema.mutationType?.fields.map((field) => field.name) ?? []);
    };
    const signup = await post(`${siteUrl}/auth/signup`, {
      email: 'external-member@example.com',
      password: 'a long enough passphrase 42',
      displayName: 'External Member',
      username: 'external_member',
    });
    expect(signup.status).toBe(200);
    const { session } = (await signup.json()) as { session: { accessToken: string } };

    const anonymous = await mutations({});
    const member = await mutations({ authorization: `Bearer ${session.accessToken}` });
    const admin = await mutations({ 'x-hasura-admin-secret': SECRET });
    expect(member.size).toBeGreaterThan(anonymous.size);
    expect(admin.size).toBeGreaterThan(member.size);
    expect(member.has('insert_discussions_one')).toBe(true);
    expect(anonymous.has('insert_discussions_one')).toBe(false);
  });

  it("passes Hasura's other APIs (/v1/metadata, /v2/query) and their answers through when opted in", async () => {
    for (const [path, body] of [
      ['/v1/metadata', { type: 'export_metadata', args: {} }],
      ['/v2/query', { type: 'run_sql', args: { sql: 'select 1' } }],
    ] as const) {
      const direct = await post(`${upstreamUrl}${path}`, body, { 'x-hasura-admin-secret': SECRET });
      const passed = await post(`${siteUrl}${path}`, body, { 'x-hasura-admin-secret': SECRET });
      expect(passed.status, path).toBe(direct.status);
      expect(await passed.text(), path).toBe(await direct.text());
    }
  });

  it("keeps the site's own routes: /healthz and /auth are answered here", async () => {
    const health = await fetch(`${siteUrl}/healthz`);
    expect(health.status).toBe(200);
    const jwks = (await (await fetch(`${siteUrl}/auth/jwks.json`)).json()) as { keys: { kty: string }[] };
    expect(jwks.keys[0]?.kty).toBe('RSA');
  });

  it("spends the per-address GraphQL budget in front of Hasura, with Hasura's error shape", async () => {
    const limited = await buildApp({ config: externalConfig(upstreamUrl, { GRAPHQL_RATE_LIMIT: '3' }), db });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await limited.inject({
          method: 'POST',
          url: '/v1/graphql',
          remoteAddress: '203.0.113.9',
          headers: { 'content-type': 'application/json' },
          payload: { query: '{ __typename }' },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.json()).toMatchObject({ errors: [{ extensions: { code: 'rate-limit-exceeded', path: '$' } }] });
          expect(response.headers['retry-after']).toBeDefined();
        }
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('the GraphQL WebSocket through to Hasura', () => {
  it.each(['graphql-transport-ws', 'graphql-ws'])('relays a live query and its update (%s)', async (protocol) => {
    const client = await RawClient.open(`${siteUrl.replace('http', 'ws')}/v1/graphql`, protocol);
    try {
      expect(client.socket.protocol).toBe(protocol);
      await client.init({ headers: { 'x-hasura-admin-secret': SECRET } });
      const start = protocol === 'graphql-ws' ? 'start' : 'subscribe';
      const data = protocol === 'graphql-ws' ? 'data' : 'next';
      const query = 'subscription { news_sources_aggregate { aggregate { count } } }';
      client.send({ id: '1', type: start, payload: { query } });
      const count = (message: { payload?: unknown }) =>
        (message.payload as { data: { news_sources_aggregate: { aggregate: { count: number } } } }).data.news_sources_aggregate.aggregate
          .count;
      const first = count(await client.nextOf(data, '1'));
      const insert = await post(
        `${siteUrl}/v1/graphql`,
        {
          query:
            'mutation ($name: String!, $feed: String!) { insert_news_sources_one(object: {name: $name, url: $feed, feed_url: $feed}) { id } }',
          variables: { name: `Relay ${protocol}`, feed: `https://example.com/${protocol}/feed.xml` },
        },
        { 'x-hasura-admin-secret': SECRET },
      );
      expect(await insert.json()).toMatchObject({ data: { insert_news_sources_one: { id: expect.any(String) } } });
      const next = await client.next((message) => message.type === data && count(message) === first + 1);
      expect(count(next)).toBe(first + 1);
    } finally {
      client.close();
    }
  });
});

describe('when Hasura is not reachable', () => {
  let orphan: FastifyInstance;
  let orphanUrl: string;

  beforeAll(async () => {
    orphan = await buildApp({ config: externalConfig(`http://127.0.0.1:${await freePort()}`), db });
    orphanUrl = await listen(orphan);
  });
  afterAll(async () => orphan?.close());

  it("answers 503 in Hasura's shape, naming no host or port", async () => {
    const response = await post(`${orphanUrl}/v1/graphql`, { query: NEWS });
    expect(response.status).toBe(503);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ errors: [{ extensions: { code: 'unexpected', path: '$' } }] });
    expect(text).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|fetch failed/);
  });

  it('refuses the WebSocket upgrade with 503', async () => {
    await expect(RawClient.open(`${orphanUrl.replace('http', 'ws')}/v1/graphql`, 'graphql-transport-ws')).rejects.toThrow('HTTP 503');
  });

  it("gives the server renderer Hasura's error shape instead of throwing", async () => {
    const remote = createRemoteGraphql({ endpoint: orphanUrl.replace(/:\d+$/, ':1'), timeoutMs: 2000, maxResponseBytes: 1024 });
    const answer = await remote.handle(JSON.stringify({ query: NEWS }), {});
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ errors: [{ extensions: { code: 'unexpected' } }] });
  });
});

describe('the server renderer on Hasura', () => {
  it("reads the visitors' data from Hasura as the anonymous role", async () => {
    const remote = createRemoteGraphql({ endpoint: upstreamUrl, timeoutMs: 5000, maxResponseBytes: 1024 * 1024 });
    const answer = await remote.handle(JSON.stringify({ query: NEWS }), {}, { address: '198.51.100.7' });
    const direct = await post(`${upstreamUrl}/v1/graphql`, { query: NEWS });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual(await direct.json());
    // Anonymous: a field only admins see is not there.
    const secret = await remote.handle(JSON.stringify({ query: '{ page_views { id } }' }), { 'x-hasura-admin-secret': SECRET });
    expect(JSON.parse(secret.body)).toMatchObject({ errors: [{ extensions: { code: 'validation-failed' } }] });
  });
});

describe('/healthz with migrations applied elsewhere', () => {
  it('answers 503 migrating until the database has the newest migration', async () => {
    const app = Fastify();
    registerHealth(app, db, { expectedSchemaVersion: '99990101000000000' });
    const behind = await app.inject({ method: 'GET', url: '/healthz' });
    expect(behind.statusCode).toBe(503);
    expect(behind.json()).toMatchObject({ status: 'migrating', expectedSchemaVersion: '99990101000000000' });

    const current = (await (await fetch(`${siteUrl}/healthz`)).json()) as { schemaVersion: string };
    const ready = Fastify();
    registerHealth(ready, db, { expectedSchemaVersion: current.schemaVersion });
    expect((await ready.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await app.close();
    await ready.close();
  });
});
