// Two server instances on one PostgreSQL: a write through one wakes the other's live queries at once (its
// refetch interval here is ten minutes, so only the relay can wake them) and reaches its write listeners once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/index.ts';
import { startDatabase, type Database } from '../../src/db/index.ts';
import { openPostgres } from '../../src/db/postgres.ts';
import { WRITES_CHANNEL } from '../../src/engine/write-relay.ts';
import { createDatabase, hasPostgres15, startPostgres, type PostgresServer } from '../support/postgres-server.ts';
import { RawClient } from '../subscriptions/ws-clients.ts';

const SECRET = 'write-relay-test-secret';
const COUNT = 'subscription { news_sources_aggregate { aggregate { count } } }';

describe.skipIf(!hasPostgres15())('writes relayed between instances on one PostgreSQL', () => {
  let postgres: PostgresServer;
  let dataDir: string;
  const dbs: Database[] = [];
  const apps: FastifyInstance[] = [];
  const urls: string[] = [];

  beforeAll(async () => {
    postgres = await startPostgres();
    const url = await createDatabase(postgres, 'relay');
    dataDir = mkdtempSync(join(tmpdir(), 'chainpulse-relay-'));
    const { db: migrated } = await startDatabase({ databaseUrl: url, pgdataDir: join(dataDir, 'unused'), demoContent: false });
    await migrated.close();
    for (const name of ['a', 'b']) {
      const db = await openPostgres(url);
      dbs.push(db);
      const config = loadConfig({
        HASURA_GRAPHQL_ADMIN_SECRET: SECRET,
        DATA_DIR: join(dataDir, name),
        HASURA_GRAPHQL_LIVE_QUERIES_MULTIPLEXED_REFETCH_INTERVAL: '600000',
      });
      const app = await buildApp({ config, db });
      await app.listen({ port: 0, host: '127.0.0.1' });
      apps.push(app);
      urls.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    }
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const db of dbs) await db.close();
    await postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const insertSource = (url: string, name: string) =>
    fetch(`${url}/v1/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hasura-admin-secret': SECRET },
      body: JSON.stringify({
        query:
          'mutation ($name: String!, $feed: String!) { insert_news_sources_one(object: {name: $name, url: $feed, feed_url: $feed}) { id } }',
        variables: { name, feed: `https://example.com/${name}/feed.xml` },
      }),
    }).then((response) => response.json());

  it("wakes the other instance's live query with a write through this one", async () => {
    const client = await RawClient.open(`${urls[1]!.replace('http', 'ws')}/v1/graphql`, 'graphql-transport-ws');
    try {
      await client.init({ headers: { 'x-hasura-admin-secret': SECRET } });
      client.send({ id: '1', type: 'subscribe', payload: { query: COUNT } });
      const count = (message: { payload?: unknown }) =>
        (message.payload as { data: { news_sources_aggregate: { aggregate: { count: number } } } }).data.news_sources_aggregate.aggregate
          .count;
      const first = count(await client.nextOf('next', '1'));
      const started = performance.now();
      expect(await insertSource(urls[0]!, 'relayed')).toMatchObject({ data: { insert_news_sources_one: { id: expect.any(String) } } });
      const next = await client.nextOf('next', '1');
      expect(count(next)).toBe(first + 1);
      console.log(`cross-instance push after ${Math.round(performance.now() - started)} ms`);
    } finally {
      client.close();
    }
  });

  it('announces a burst of writes once, and ignores its own announcements', async () => {
    // A third listener counts the notifications on the channel.
    const notices: string[] = [];
    const stop = await dbs[0]!.listen!(WRITES_CHANNEL, (payload) => notices.push(payload));
    try {
      await Promise.all([insertSource(urls[0]!, 'burst-1'), insertSource(urls[0]!, 'burst-2'), insertSource(urls[0]!, 'burst-3')]);
      await expect.poll(() => notices.length, { timeout: 5000 }).toBeGreaterThan(0);
      // Give a relay loop (an instance re-announcing what it heard) time to show.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const tables = notices.map((payload) => (JSON.parse(payload) as { t: string[] }).t);
      expect(tables.flat().every((table) => table === 'public.news_sources')).toBe(true);
      // Three writes in one burst: at most one notice each, never an echo from the other instance.
      expect(notices.length).toBeLessThanOrEqual(3);
      expect(new Set(notices.map((payload) => (JSON.parse(payload) as { i: string }).i)).size).toBe(1);
    } finally {
      await stop();
    }
  });

  it('ignores malformed notifications on the channel', async () => {
    await dbs[0]!.query('select pg_notify($1, $2)', [WRITES_CHANNEL, 'not json']);
    await dbs[0]!.query('select pg_notify($1, $2)', [WRITES_CHANNEL, JSON.stringify({ i: 'x', t: [42, null] })]);
    const health = await fetch(`${urls[1]}/healthz`);
    expect(health.status).toBe(200);
  });
});
