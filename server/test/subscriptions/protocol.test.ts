// The WebSocket transport against a stand-in engine: both subprotocols message by message (raw `ws`
// clients), the graphql-ws library client, the limits, and the HTTP refusals of the upgrade.
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerGraphqlWs, type GraphqlWsOptions, type GraphqlWsServer } from '../../src/http/graphql-ws.ts';
import { COUNTER_TABLE, ROWS_TABLE, createFakeEngine, type FakeEngine } from './fake-engine.ts';
import { RawClient, graphqlWsClient, sleep, type Message } from './ws-clients.ts';

interface FakeServer {
  app: FastifyInstance;
  engine: FakeEngine;
  ws: GraphqlWsServer;
  url: string;
}

async function startFakeServer(options: Partial<GraphqlWsOptions> = {}): Promise<FakeServer> {
  const engine = createFakeEngine();
  const app = Fastify();
  const ws = registerGraphqlWs(app, engine, { refetchIntervalMs: 100, keepAliveMs: 60_000, ...options });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { app, engine, ws, url: `ws://127.0.0.1:${port}/v1/graphql` };
}

/** Waits until `check` holds (stats settle asynchronously after a socket closes); a deadline, not a measure. */
async function until(check: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await sleep(10);
  }
}

const COUNTER = { query: 'subscription { counter }' };
const counterOf = (message: Message) => (message.payload as { data: { counter: number } }).data.counter;

/**
 * One fake-engine server for a describe block, and `open` for raw clients (of `defaultProtocol` unless
 * told otherwise) that are closed after each test.
 */
function rawClientFixture(defaultProtocol: string) {
  const clients: RawClient[] = [];
  const fixture = {
    /** Set before the block's tests run. */
    server: undefined as unknown as FakeServer,
    /** `null` opens a socket that names no subprotocol at all. */
    async open(protocol: string | string[] | null = defaultProtocol): Promise<RawClient> {
      const client = await RawClient.open(fixture.server.url, protocol ?? undefined);
      clients.push(client);
      return client;
    },
  };
  beforeAll(async () => {
    fixture.server = await startFakeServer();
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });
  afterAll(async () => {
    await fixture.server.app.close();
  });
  return fixture;
}

describe('graphql-transport-ws (raw messages)', () => {
  const fixture = rawClientFixture('graphql-transport-ws');
  const { open } = fixture;

  it('acks connection_init, pushes a first result, then each change, and answers ping with pong', async () => {
    const client = await open();
    expect(client.socket.protocol).toBe('graphql-transport-ws');
    await client.init();
    fixture.server.engine.counter = 5;
    client.send({ type: 'subscribe', id: 'a', payload: COUNTER });
    expect(await client.nextOf('next', 'a')).toEqual({ type: 'next', id: 'a', payload: { data: { counter: 5 } } });

    // Through a mutation on the socket: it reports the write, which wakes the poll.
    client.send({ type: 'subscribe', id: 'm', payload: { query: 'mutation { increment }' } });
    expect(await client.nextOf('next', 'm')).toEqual({ type: 'next', id: 'm', payload: { data: { increment: 6 } } });
    expect(await client.nextOf('complete', 'm')).toEqual({ type: 'complete', id: 'm' });
    expect(counterOf(await client.nextOf('next', 'a'))).toBe(6);

    // Behind the engine's back: found by the interval poll.
    fixture.server.engine.counter = 7;
    expect(counterOf(await client.nextOf('next', 'a'))).toBe(7);

    client.send({ type: 'ping', payload: { at: 1 } });
    expect(await client.nextOf('pong')).toEqual({ type: 'pong', payload: { at: 1 } });
  });

  it('pushes only when the result changed', async () => {
    const client = await open();
    await client.init();
    client.send({ type: 'subscribe', id: 'a', payload: COUNTER });
    await client.nextOf('next', 'a');
    const polls = fixture.server.ws.stats().polls;
    await until(() => fixture.server.ws.stats().polls >= polls + 3);
    expect(client.unread.filter((message) => message.type === 'next')).toEqual([]);
  });

  it('runs a query once and completes it; errors come as an error message', async () => {
    const client = await open();
    await client.init();
    client.send({ type: 'subscribe', id: 'q', payload: { query: 'query { counter }' } });
    expect((await client.nextOf('next', 'q')).payload).toEqual({ data: { counter: expect.any(Number) } });
    await client.nextOf('complete', 'q');

    client.send({ type: 'subscribe', id: 'bad', payload: { query: 'query { nothing }' } });
    expect(await client.nextOf('error', 'bad')).toEqual({
      type: 'error',
      id: 'bad',
      payload: [{ message: 'not a valid graphql query', extensions: { path: '$', code: 'validation-failed' } }],
    });

    client.send({ type: 'subscribe', id: 'bad-sub', payload: { query: 'subscription { nothing }' } });
    expect((await client.nextOf('error', 'bad-sub')).payload).toEqual([
      { message: "field 'nothing' not found in type: 'subscription_root'", extensions: { path: '$', code: 'validation-failed' } },
    ]);
  });

  it('stops the poller when the client completes the subscription', async () => {
    const client = await open();
    await client.init();
    client.send({ type: 'subscribe', id: 'a', payload: { query: 'subscription { counter }', variables: { only: 'this test' } } });
    await client.nextOf('next', 'a');
    expect(fixture.server.ws.stats().livePollers).toBe(1);
    client.send({ type: 'complete', id: 'a' });
    await until(() => fixture.server.ws.stats().livePollers === 0);
    fixture.server.engine.counter += 1;
    await sleep(300);
    expect(client.unread.filter((message) => message.type === 'next')).toEqual([]);
  });

  it.each([
    [
      'a subscribe before connection_init',
      async (client: RawClient) => client.send({ type: 'subscribe', id: 'a', payload: COUNTER }),
      4401,
      'Unauthorized',
    ],
    [
      'a second connection_init',
      async (client: RawClient) => {
        await client.init();
        client.send({ type: 'connection_init' });
      },
      4429,
      'Too many initialisation requests',
    ],
    [
      'a duplicate operation id',
      async (client: RawClient) => {
        await client.init();
        client.send({ type: 'subscribe', id: 'a', payload: COUNTER });
        client.send({ type: 'subscribe', id: 'a', payload: COUNTER });
      },
      4409,
      'Subscriber for a already exists',
    ],
    [
      'a message of an unknown type',
      async (client: RawClient) => client.send({ type: 'start', id: 'a', payload: COUNTER }),
      4400,
      'Invalid message received: unexpected type "start"',
    ],
    [
      'a message that is not JSON',
      async (client: RawClient) => client.send('{nope'),
      4400,
      expect.stringContaining('parsing ClientMessage failed'),
    ],
    [
      'a refused connection_init',
      async (client: RawClient) => client.send({ type: 'connection_init', payload: { headers: { Authorization: 'Bearer bad' } } }),
      4400,
      'Connection initialization failed: Could not verify JWT: JWSError JWSInvalidSignature',
    ],
  ])('closes the socket on %s', async (_name, act, code, reason) => {
    const client = await open();
    await act(client);
    expect(await client.closed).toEqual({ code, reason });
  });

  it('closes the socket when the session expires', async () => {
    const client = await open();
    // Three seconds: the first answer must come before the expiry, which a loaded CI machine missed with 300 ms.
    await client.init({ headers: { Authorization: 'Bearer expires-in-3000' } });
    client.send({ type: 'subscribe', id: 'a', payload: COUNTER });
    await client.nextOf('next', 'a');
    expect(await client.closed).toEqual({ code: 4403, reason: 'Could not verify JWT: JWTExpired' });
    await until(() => fixture.server.ws.stats().subscribers === 0);
  });

  it('takes the headers from the payload itself as well as from payload.headers', async () => {
    const client = await open();
    await client.init({ Authorization: 'Bearer expires-in-200' });
    expect((await client.closed).code).toBe(4403);
  });
});

describe('graphql-ws, the legacy subprotocol (raw messages)', () => {
  const fixture = rawClientFixture('graphql-ws');
  const { open } = fixture;

  it('acks with a keep-alive, streams data, stops without a reply, and runs a query to completion', async () => {
    const client = await open();
    expect(client.socket.protocol).toBe('graphql-ws');
    client.send({ type: 'connection_init', payload: {} });
    expect(await client.next()).toEqual({ type: 'connection_ack' });
    expect(await client.next()).toEqual({ type: 'ka' });
    client.send({ type: 'start', id: '1', payload: COUNTER });
    const first = await client.nextOf('data', '1');
    client.send({ type: 'start', id: 'm', payload: { query: 'mutation { increment }' } });
    expect(await client.nextOf('data', 'm')).toEqual({ type: 'data', id: 'm', payload: { data: { increment: counterOf(first) + 1 } } });
    expect(await client.nextOf('complete', 'm')).toEqual({ type: 'complete', id: 'm' });
    expect(counterOf(await client.nextOf('data', '1'))).toBe(counterOf(first) + 1);

    client.send({ type: 'stop', id: '1' });
    await until(() => fixture.server.ws.stats().livePollers === 0);
    fixture.server.engine.counter += 1;
    await sleep(300);
    expect(client.unread).toEqual([]);
  });

  it('answers unknown or malformed messages with connection_error and stays open', async () => {
    const client = await open();
    await client.init();
    client.send({ type: 'test' });
    expect(await client.nextOf('connection_error')).toEqual({
      type: 'connection_error',
      payload: 'parsing ClientMessage failed: Error in $: unexpected type for ClientMessage: test',
    });
    client.send({ type: 'stop' });
    expect((await client.nextOf('connection_error')).payload).toContain('parsing ClientMessage failed');
    client.send({ type: 'start', id: 'q', payload: { query: 'query { counter }' } });
    await client.nextOf('complete', 'q');
  });

  it('refuses a start before connection_init, and one after a refused connection_init, with error + complete', async () => {
    const client = await open();
    client.send({ type: 'start', id: '1', payload: COUNTER });
    expect(await client.nextOf('error', '1')).toEqual({
      type: 'error',
      id: '1',
      payload: {
        errors: [{ message: 'start received before the connection is initialised', extensions: { path: '$', code: 'start-failed' } }],
      },
    });
    await client.nextOf('complete', '1');

    client.send({ type: 'connection_init', payload: { headers: { Authorization: 'Bearer bad' } } });
    expect(await client.nextOf('connection_error')).toEqual({
      type: 'connection_error',
      payload: 'Could not verify JWT: JWSError JWSInvalidSignature',
    });
    client.send({ type: 'start', id: '2', payload: COUNTER });
    expect((await client.nextOf('error', '2')).payload).toEqual({
      errors: [
        {
          message: 'cannot start as connection_init failed with : Could not verify JWT: JWSError JWSInvalidSignature',
          extensions: { path: '$', code: 'start-failed' },
        },
      ],
    });

    // A new connection_init may authenticate the socket again (Hasura's client re-inits with new headers).
    await client.init({ headers: { 'X-Hasura-Role': 'user' } });
    client.send({ type: 'start', id: '3', payload: COUNTER });
    await client.nextOf('data', '3');
  });

  it('refuses a duplicate operation id with error + complete and keeps the first', async () => {
    const client = await open();
    await client.init();
    client.send({ type: 'start', id: '1', payload: COUNTER });
    await client.nextOf('data', '1');
    client.send({ type: 'start', id: '1', payload: COUNTER });
    expect((await client.nextOf('error', '1')).payload).toEqual({
      errors: [{ message: 'an operation already exists with this id: 1', extensions: { path: '$', code: 'start-failed' } }],
    });
    expect(fixture.server.ws.stats().subscribers).toBe(1);
  });

  it('closes on connection_terminate', async () => {
    const client = await open();
    await client.init();
    client.send({ type: 'connection_terminate' });
    expect((await client.closed).code).toBe(1000);
  });

  it('speaks the legacy subprotocol when the client names none, as Hasura does', async () => {
    const client = await open(null);
    expect(client.socket.protocol).toBe('');
    await client.init();
    expect(await client.next()).toEqual({ type: 'ka' });
  });

  it('reports the expired session with connection_error, then closes', async () => {
    const client = await open();
    // Three seconds: the first answer must come before the expiry, which a loaded CI machine missed with 300 ms.
    await client.init({ headers: { Authorization: 'Bearer expires-in-3000' } });
    expect(await client.nextOf('connection_error', undefined, 5_000)).toEqual({
      type: 'connection_error',
      payload: 'Could not verify JWT: JWTExpired',
    });
    expect(await client.closed).toEqual({ code: 4403, reason: 'Could not verify JWT: JWTExpired' });
  });
});

describe('polls shared between sockets, streams and limits', () => {
  let server: FakeServer;

  beforeAll(async () => {
    server = await startFakeServer({ maxSubscriptionsPerSocket: 3, keepAliveMs: 100, initTimeoutMs: 300 });
  });
  afterAll(async () => {
    await server.app.close();
  });

  it('shares one poller between identical subscriptions of several sockets, until the last leaves', async () => {
    const clients = await Promise.all([0, 1, 2].map(() => RawClient.open(server.url, 'graphql-transport-ws')));
    for (const client of clients) {
      await client.init();
      client.send({ type: 'subscribe', id: 's', payload: COUNTER });
      await client.nextOf('next', 's');
    }
    expect(server.ws.stats()).toMatchObject({ livePollers: 1, subscribers: 3 });
    server.engine.notify(COUNTER_TABLE);
    server.engine.counter += 1;
    for (const client of clients) expect(counterOf(await client.nextOf('next', 's'))).toBe(server.engine.counter);

    clients[0]!.close();
    clients[1]!.send({ type: 'complete', id: 's' });
    await until(() => server.ws.stats().subscribers === 1);
    expect(server.ws.stats().livePollers).toBe(1);
    clients[2]!.close();
    await until(() => server.ws.stats().livePollers === 0);
  });

  it('streams each non-empty batch once, moving the cursor', async () => {
    const client = await RawClient.open(server.url, 'graphql-transport-ws');
    server.engine.rows = [{ id: 1 }, { id: 2 }, { id: 3 }];
    await client.init();
    client.send({ type: 'subscribe', id: 's', payload: { query: 'subscription { rows_stream }', variables: { batch: 2 } } });
    expect((await client.nextOf('next', 's')).payload).toEqual({ data: { rows_stream: [{ id: 1 }, { id: 2 }] } });
    expect((await client.nextOf('next', 's')).payload).toEqual({ data: { rows_stream: [{ id: 3 }] } });
    expect(server.ws.stats().streamPollers).toBe(1);
    server.engine.rows.push({ id: 4 });
    server.engine.notify(ROWS_TABLE);
    expect((await client.nextOf('next', 's')).payload).toEqual({ data: { rows_stream: [{ id: 4 }] } });
    await sleep(300);
    expect(client.unread.filter((message) => message.type === 'next')).toEqual([]);
    client.close();
    await until(() => server.ws.stats().streamPollers === 0);
  });

  it('refuses operations beyond the per-socket limit with an error and keeps the others', async () => {
    const client = await RawClient.open(server.url, 'graphql-transport-ws');
    await client.init();
    for (const id of ['1', '2', '3']) client.send({ type: 'subscribe', id, payload: { ...COUNTER, variables: { id } } });
    client.send({ type: 'subscribe', id: '4', payload: COUNTER });
    expect((await client.nextOf('error', '4')).payload).toEqual([
      { message: 'too many operations on this connection (at most 3)', extensions: { path: '$', code: 'start-failed' } },
    ]);
    for (const id of ['1', '2', '3']) await client.nextOf('next', id);
    client.close();
  });

  it('refuses operations beyond the per-address limit over all its sockets, and frees places as operations end', async () => {
    const limited = await startFakeServer({ maxSubscriptionsPerAddress: 4 });
    try {
      const [a, b] = await Promise.all([0, 1].map(() => RawClient.open(limited.url, 'graphql-transport-ws')));
      await a!.init();
      await b!.init();
      for (const id of ['1', '2', '3']) a!.send({ type: 'subscribe', id, payload: { ...COUNTER, variables: { id } } });
      b!.send({ type: 'subscribe', id: '4', payload: COUNTER });
      for (const id of ['1', '2', '3']) await a!.nextOf('next', id);
      await b!.nextOf('next', '4');
      b!.send({ type: 'subscribe', id: '5', payload: COUNTER });
      expect((await b!.nextOf('error', '5')).payload).toEqual([
        { message: 'too many operations from this address (at most 4)', extensions: { path: '$', code: 'start-failed' } },
      ]);
      // A completed subscription and a closed socket give their places back.
      a!.send({ type: 'complete', id: '1' });
      await until(() => limited.ws.stats().subscribers === 3);
      b!.send({ type: 'subscribe', id: '6', payload: COUNTER });
      await b!.nextOf('next', '6');
      a!.close();
      await until(() => limited.ws.stats().subscribers === 2);
      for (const id of ['7', '8']) b!.send({ type: 'subscribe', id, payload: COUNTER });
      for (const id of ['7', '8']) await b!.nextOf('next', id);
      b!.close();
    } finally {
      await limited.app.close();
    }
  });

  it('sends keep-alives after the ack and closes a socket that never sends connection_init', async () => {
    const legacy = await RawClient.open(server.url, 'graphql-ws');
    await legacy.init();
    await legacy.nextOf('ka');
    await legacy.nextOf('ka');
    const modern = await RawClient.open(server.url, 'graphql-transport-ws');
    await modern.init();
    expect(await modern.nextOf('ping')).toEqual({ type: 'ping', payload: { message: 'keepalive' } });
    legacy.close();
    modern.close();

    const silent = await RawClient.open(server.url, 'graphql-transport-ws');
    expect(await silent.closed).toEqual({ code: 4408, reason: 'Connection initialisation timeout' });
  });

  it('closes a socket that sends a message over the size limit', async () => {
    const small = await startFakeServer({ maxMessageBytes: 1024 });
    try {
      const client = await RawClient.open(small.url, 'graphql-transport-ws');
      await client.init();
      client.send({ type: 'subscribe', id: 'big', payload: { query: `query { counter } # ${'x'.repeat(2048)}` } });
      expect((await client.closed).code).toBe(1009);
    } finally {
      await small.app.close();
    }
  });

  it('never runs a poll while the previous one of the same poller is still running', async () => {
    const slow = await startFakeServer({ refetchIntervalMs: 5 });
    try {
      slow.engine.runDelayMs = 50;
      const client = await RawClient.open(slow.url, 'graphql-transport-ws');
      await client.init();
      client.send({ type: 'subscribe', id: 'a', payload: COUNTER });
      await client.nextOf('next', 'a');
      const runs = slow.engine.runs;
      let wakeUps = 0;
      const waking = setInterval(() => {
        wakeUps += 1;
        slow.engine.notify(COUNTER_TABLE);
      }, 2);
      await sleep(400);
      clearInterval(waking);
      // Polls never overlap, and wake-ups that arrive during a poll fold into one later poll.
      expect(slow.engine.maxActive).toBe(1);
      expect(slow.engine.runs - runs).toBeGreaterThan(0);
      expect(slow.engine.runs - runs).toBeLessThan(wakeUps / 2);
      client.close();
    } finally {
      await slow.app.close();
    }
  });
});

describe('the graphql-ws library client', () => {
  let server: FakeServer;

  beforeAll(async () => {
    server = await startFakeServer();
  });
  afterAll(async () => {
    await server.app.close();
  });

  it('subscribes, receives changes, runs queries and sees a refused connection as a close', async () => {
    const client = graphqlWsClient(server.url, { headers: { 'x-hasura-role': 'user' } });
    const counter = client.subscribe<{ data: { counter: number } }>(COUNTER);
    const first = (await counter.next()).data.counter;
    const query = client.subscribe<{ data: { increment: number } }>({ query: 'mutation { increment }' });
    expect((await query.next()).data.increment).toBe(first + 1);
    await query.done;
    expect((await counter.next()).data.counter).toBe(first + 1);
    counter.unsubscribe();
    await until(() => server.ws.stats().livePollers === 0);
    await client.dispose();

    const refused = graphqlWsClient(server.url, { headers: { Authorization: 'Bearer bad' } });
    const subscription = refused.subscribe(COUNTER);
    await expect(subscription.done).rejects.toMatchObject({ code: 4400 });
    await refused.dispose();
  });
});

describe('upgrades the transport refuses, and shutdown', () => {
  it('answers other paths with 404 and other subprotocols with 400', async () => {
    const server = await startFakeServer();
    try {
      const base = server.url.replace('/v1/graphql', '');
      await expect(RawClient.open(`${base}/v1/other`, 'graphql-ws')).rejects.toThrow('HTTP 404');
      await expect(RawClient.open(server.url, 'graphql-sse')).rejects.toThrow('HTTP 400');
    } finally {
      await server.app.close();
    }
  });

  it('closes every socket with 1001 and stops every poller when the app closes', async () => {
    const server = await startFakeServer();
    const client = await RawClient.open(server.url, 'graphql-transport-ws');
    await client.init();
    client.send({ type: 'subscribe', id: 'a', payload: COUNTER });
    await client.nextOf('next', 'a');
    server.engine.runDelayMs = 200;
    await server.app.close();
    expect((await client.closed).code).toBe(1001);
    expect(server.ws.stats()).toMatchObject({ sockets: 0, livePollers: 0, streamPollers: 0 });
    const runs = server.engine.runs;
    await sleep(300);
    expect(server.engine.runs).toBe(runs);
    expect(client.socket.readyState).toBe(WebSocket.CLOSED);
  });
});
