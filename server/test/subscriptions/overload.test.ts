// The real app over the embedded database in its worker thread, with real WebSocket clients: a client over its
// database-time budget is refused Hasura-shaped (HTTP and live queries alike), a live query whose polls keep
// failing backs off and then ends with the error, a poll shared by several addresses is charged to them (the one
// over its budget ends alone), and one address may hold a bounded number of sockets.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { withDatabaseClient } from '../../src/db/client.ts';
import type { PgliteThreadDatabase } from '../../src/db/pglite-thread.ts';
import { adminHeaders, bearer, MEMBERS, memberToken, testConfig } from '../engine/harness.ts';
import { createTestDatabaseThread } from '../support/database.ts';
import { nextPublishedAt, until } from './app-server.ts';
import { RawClient, type Message } from './ws-clients.ts';

const LATEST_NEWS = 'subscription LatestNews { news_articles(order_by: {published_at: desc}, limit: 3) { title } }';
const READ_NEWS = '{ news_articles(limit: 1) { title } }';

interface ErrorJson {
  message: string;
  extensions: { code: string; path: string };
}

/** A visitor's request for an answer from the database, past the shared cache of visitors' answers. */
const FROM_DATABASE = { 'cache-control': 'no-store' };

describe('database budgets and overload over HTTP and WebSocket', () => {
  let db: PgliteThreadDatabase;
  let app: FastifyInstance;
  let url: string;
  const raws: RawClient[] = [];
  const open = async (headers: Record<string, string> = {}) => {
    const client = await RawClient.open(url.replace('http', 'ws') + '/v1/graphql', 'graphql-transport-ws', headers);
    raws.push(client);
    return client;
  };
  const post = async (query: string, headers: Record<string, string> = {}, variables?: Record<string, unknown>) => {
    const response = await fetch(`${url}/v1/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as { data?: unknown; errors?: ErrorJson[] };
  };
  /**
   * Waits for `awaited` while a write to the news (as the server's own work, changing no answer) wakes the live queries
   * every 100 ms: a live query of announced tables polls when written to, not on the interval (engine/subscriptions).
   */
  const whileWriting = async <T>(awaited: Promise<T>): Promise<T> => {
    const touch = () =>
      db.query('update public.news_articles set title = title where id = (select id from public.news_articles order by id limit 1)');
    const timer = setInterval(() => void touch().catch(() => undefined), 100);
    try {
      return await awaited;
    } finally {
      clearInterval(timer);
    }
  };

  beforeAll(async () => {
    db = await createTestDatabaseThread({ seeds: true });
    app = await buildApp({
      config: testConfig({
        HASURA_GRAPHQL_LIVE_QUERIES_MULTIPLEXED_REFETCH_INTERVAL: '100',
        WEBSOCKET_MAX_SOCKETS_PER_ADDRESS: '3',
        TRUST_PROXY: 'true',
      }),
      db,
    });
    // The budget's minute window is held still: a window ending mid-test would refill every budget and pass polls
    // the test expects refused (seen on a starved CI machine).
    const held = Date.now();
    db.queue.clock = () => held;
    await app.listen({ host: '127.0.0.1', port: 0 });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  // Each test's sockets close after it, passed or not, so one failure does not leave sockets the next test counts.
  afterEach(() => {
    for (const client of raws.splice(0)) client.close();
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('logs warnings and errors without LOG_LEVEL, the embedded database included', () => {
    expect(app.log.level).toBe('warn');
    expect(db.log).toBe(app.log);
  });

  it('refuses an address over its database time, Hasura-shaped with when to try again; a signed-in member is budgeted apart', async () => {
    // Asked from the database (a visitor's answer may otherwise come from the shared cache, which costs no time).
    expect(await post(READ_NEWS, FROM_DATABASE)).toMatchObject({ data: { news_articles: [{ title: expect.any(String) }] } });
    // The address's statement was counted under its key; a budget below what it used refuses the next one.
    const used = db.queue.used('ip:127.0.0.1');
    expect(used).toBeGreaterThan(0);
    db.queue.budgetMsPerMinute = used / 2;
    try {
      const refused = await post(READ_NEWS, FROM_DATABASE);
      expect(refused.data).toBeUndefined();
      expect(refused.errors).toHaveLength(1);
      expect(refused.errors![0]!.extensions).toEqual({ code: 'rate-limit-exceeded', path: '$' });
      expect(refused.errors![0]!.message).toMatch(/database time .* try again in \d+ s$/);
      // The member's statements wait and count under the member's own key, not the address's.
      const member = await post(READ_NEWS, bearer(await memberToken(MEMBERS.sofia)));
      expect(member).toMatchObject({ data: { news_articles: [{ title: expect.any(String) }] } });
      expect(db.queue.used(`member:${MEMBERS.sofia}`)).toBeGreaterThan(0);
    } finally {
      db.queue.budgetMsPerMinute = undefined;
    }
  });

  it('refuses an address beyond its waiting statements at once, Hasura-shaped, while its first one waits its turn', async () => {
    db.queue.maxWaitingPerClient = 1;
    try {
      // The server's own long statement holds the database; the address's requests line up behind it.
      const holding = db.query('select pg_sleep(2)', [], { timeoutMs: 60_000 });
      const from = { 'x-forwarded-for': '198.51.100.7', ...FROM_DATABASE };
      const answers = await Promise.all([post(READ_NEWS, from), post(READ_NEWS, from), post(READ_NEWS, from)]);
      await holding;
      expect(answers.filter((answer) => answer.data !== undefined)).toHaveLength(1);
      const refused = answers.filter((answer) => answer.errors !== undefined);
      expect(refused).toHaveLength(2);
      for (const answer of refused) {
        expect(answer.errors![0]!.extensions).toEqual({ code: 'rate-limit-exceeded', path: '$' });
        expect(answer.errors![0]!.message).toMatch(/too many database statements waiting for this client \(at most 1\)/);
      }
    } finally {
      db.queue.maxWaitingPerClient = 16;
    }
  });

  it('backs a failing live query off and ends it with the error after three failed polls; the socket stays open', async () => {
    const client = await open();
    await client.init();
    client.send({ id: 'news', type: 'subscribe', payload: { query: LATEST_NEWS } });
    const first = await client.nextOf('next', 'news');
    expect(first.payload).toMatchObject({ data: { news_articles: expect.any(Array) } });

    // From now on the address's polls are refused by its budget.
    db.queue.budgetMsPerMinute = db.queue.used('ip:127.0.0.1') / 2;
    let ended: Message;
    try {
      ended = await whileWriting(client.nextOf('error', 'news'));
    } finally {
      db.queue.budgetMsPerMinute = undefined;
    }
    // The first two failed polls' errors were pushed as results (the second only when its text changed: its
    // `try again in N s` may count down), then the third ended the subscription.
    const pushed = client.unread.filter((message) => message.type === 'next' && message.id === 'news');
    expect(pushed.length).toBeGreaterThanOrEqual(1);
    expect(pushed.length).toBeLessThanOrEqual(2);
    for (const message of pushed) expect(message.payload).toMatchObject({ errors: [{ extensions: { code: 'rate-limit-exceeded' } }] });
    const errors = ended.payload as ErrorJson[];
    expect(errors[0]!.extensions.code).toBe('rate-limit-exceeded');
    expect(errors[0]!.message).toMatch(/try again in \d+ s/);
    await until(() => app.graphqlWs!.stats().subscribers === 0);

    // The same socket subscribes again once the budget allows it.
    client.clear();
    client.send({ id: 'again', type: 'subscribe', payload: { query: LATEST_NEWS } });
    expect((await client.nextOf('next', 'again')).payload).toMatchObject({ data: { news_articles: expect.any(Array) } });
    client.send({ id: 'again', type: 'complete' });
    client.close();
  });

  it('charges a poll shared by several addresses to them: the one over its budget ends alone, the other goes on', async () => {
    // Behind a proxy (TRUST_PROXY) the sockets come from two addresses.
    const first = await open({ 'x-forwarded-for': '198.51.100.1' });
    const second = await open({ 'x-forwarded-for': '198.51.100.2' });
    for (const client of [first, second]) {
      await client.init();
      client.send({ id: 'shared', type: 'subscribe', payload: { query: LATEST_NEWS } });
      await client.nextOf('next', 'shared');
    }
    // The shared polls are charged to both addresses (split between them).
    await until(() => db.queue.used('ip:198.51.100.1') > 0 && db.queue.used('ip:198.51.100.2') > 0);
    // The first address spends half a second of database time elsewhere: over the budget, the second far under.
    await withDatabaseClient({ key: 'ip:198.51.100.1', role: 'anonymous' }, () => db.query('select pg_sleep(0.5)'));
    db.queue.budgetMsPerMinute = db.queue.used('ip:198.51.100.1') - 100;
    try {
      expect(db.queue.used('ip:198.51.100.2')).toBeLessThan(db.queue.budgetMsPerMinute / 2);
      // The first address's subscription ends with the budget's error after three shared polls over it...
      const ended = await whileWriting(first.nextOf('error', 'shared'));
      const errors = ended.payload as ErrorJson[];
      expect(errors[0]!.extensions).toEqual({ code: 'rate-limit-exceeded', path: '$' });
      expect(errors[0]!.message).toMatch(/database time .* try again in \d+ s$/);
      // The budget is lifted once the first has ended: database time is wall time, so on a starved machine the second's
      // half of each poll would otherwise reach the budget too before the article below arrives.
      db.queue.budgetMsPerMinute = undefined;
      // ...while the poll goes on for the second: a new article reaches it.
      const title = `Shared poll article ${Date.now()}`;
      const inserted = await post(
        'mutation ($object: news_articles_insert_input!) { insert_news_articles_one(object: $object) { id } }',
        adminHeaders(),
        { object: { title, source_url: `https://example.com/overload/${Date.now()}`, published_at: nextPublishedAt() } },
      );
      expect(inserted.errors).toBeUndefined();
      const next = await second.next((message) => message.id === 'shared' && JSON.stringify(message.payload).includes(title));
      expect(next.type).toBe('next');
      expect(second.unread.filter((message) => message.type === 'error')).toEqual([]);
      expect(JSON.stringify(first.unread)).not.toContain(title);
    } finally {
      db.queue.budgetMsPerMinute = undefined;
    }
    first.close();
    second.close();
    await until(() => app.graphqlWs!.stats().sockets === 0);
  });

  it('refuses a socket beyond the per-address cap with HTTP 429 on upgrade, and takes one again when one closes', async () => {
    await until(() => app.graphqlWs!.stats().sockets === 0);
    const held = [await open(), await open(), await open()];
    await until(() => app.graphqlWs!.stats().sockets === 3);
    await expect(open()).rejects.toThrow('HTTP 429');
    // Another address is not affected.
    await (await open({ 'x-forwarded-for': '198.51.100.9' })).init();
    held[0]!.close();
    await until(() => app.graphqlWs!.stats().sockets === 3);
    const again = await open();
    await again.init();
  });
});
