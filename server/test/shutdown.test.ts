// SIGTERM on a real `npm start` process: idle keep-alive sockets are closed at once (not after Node's
// keepAliveTimeout), and a client that keeps a request open cannot hold the process: it exits within
// SHUTDOWN_TIMEOUT_MS, saying so; also while a statement is still running on the embedded database or on
// PostgreSQL, with a keep-alive socket and a WebSocket held open, and no acknowledged write is lost.
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPgliteThread } from '../src/db/pglite-thread.ts';
import { RawClient } from './subscriptions/ws-clients.ts';
import { hasPostgres15, startPostgres, type PostgresServer } from './support/postgres-server.ts';
import { startServer, type ServerProcess } from './support/server-process.ts';

const workDir = mkdtempSync(join(tmpdir(), 'chainpulse-shutdown-'));
let server: ServerProcess | undefined;

let postgres: PostgresServer | undefined;

afterAll(async () => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  await postgres?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

const ADMIN_SECRET = 'shutdown-test-admin-secret';
const SOURCE = '60000000-0000-4000-8000-000000000001';
/** Every article of the source, for each its source's articles, for each an _ilike count over them all: n³ rows. */
const HEAVY = `{ news_sources(where: {id: {_eq: "${SOURCE}"}}) { news_articles { source { news_articles { source {
  news_articles_aggregate(where: {excerpt: {_ilike: "%q%z%x1%"}}) { aggregate { count } } } } } } } }`;
const ADMIN = { 'x-hasura-admin-secret': ADMIN_SECRET };

/** POSTs a GraphQL request; resolves the answer's status, or the error when the connection was cut. */
async function post(url: string, query: string, headers: Record<string, string> = {}, variables?: unknown) {
  try {
    const response = await fetch(`${url}/v1/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: unknown[] } };
  } catch (error) {
    return { cut: error as Error };
  }
}

/** Inserts an article as the admin and expects it acknowledged; resolves its title. */
async function acknowledgedWrite(url: string): Promise<string> {
  const title = `Written before SIGTERM ${Date.now()}`;
  const answer = await post(
    url,
    'mutation ($object: news_articles_insert_input!) { insert_news_articles_one(object: $object) { id } }',
    ADMIN,
    { object: { title, source_url: `https://example.com/shutdown/${Date.now()}`, published_at: new Date().toISOString() } },
  );
  expect(answer).toMatchObject({ status: 200, body: { data: { insert_news_articles_one: { id: expect.any(String) } } } });
  return title;
}

/** Gives the source 600 articles, then starts the heavy read as the admin: it runs far longer than the bound. */
async function heavyStatement(url: string): Promise<{ heavy: ReturnType<typeof post> }> {
  const objects = Array.from({ length: 600 }, (_, index) => ({
    title: `Fan-out ${index}`,
    excerpt: `fan-out article ${index}`,
    source_id: SOURCE,
    source_url: `https://example.com/fan-out/${index}`,
    published_at: new Date(Date.UTC(2020, 0, 1, 0, 0, index)).toISOString(),
  }));
  const inserted = await post(
    url,
    'mutation ($objects: [news_articles_insert_input!]!) { insert_news_articles(objects: $objects) { affected_rows } }',
    ADMIN,
    {
      objects,
    },
  );
  expect(inserted).toMatchObject({ status: 200, body: { data: { insert_news_articles: { affected_rows: 600 } } } });
  const heavy = post(url, HEAVY, ADMIN);
  // Long enough for the statement to be under way.
  await new Promise((resolve) => setTimeout(resolve, 500));
  return { heavy };
}

/**
 * SIGTERM with a statement still running for `inFlight`, an idle keep-alive socket and a live WebSocket: the process
 * exits by the bound (code 1, saying so), the sockets are closed and the request is answered or cut, never left hanging.
 */
async function stopWhileBusy(running: ServerProcess, inFlight: Promise<unknown>): Promise<void> {
  const idle = await keepAliveRequest(running.url);
  const ws = await RawClient.open(`${running.url.replace('http', 'ws')}/v1/graphql`, 'graphql-transport-ws');
  await ws.init();
  const exited = exitOf(running);
  running.child.kill('SIGTERM');
  expect(await exited).toBe(1);
  // The request was not left hanging: the exit cut its connection (the caller checks it was not answered).
  await inFlight;
  expect(idle.destroyed).toBe(true);
  expect([1001, 1006]).toContain((await ws.closed).code);
  expect(running.output()).toContain('SIGTERM: shutting down');
  expect(running.output()).toContain('SIGTERM: still busy after 3000 ms; exiting now');
}

/** Resolves the exit code once the process has exited. */
function exitOf(process: ServerProcess): Promise<number | null> {
  return new Promise((resolve) => process.child.once('exit', (code) => resolve(code)));
}

/** GET /healthz over a keep-alive agent; resolves the socket the agent keeps open afterwards. */
function keepAliveRequest(url: string): Promise<Socket> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return new Promise((resolve, reject) => {
    const request = get(`${url}/healthz`, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(request.socket as Socket));
    });
    request.on('error', reject);
  });
}

describe('shutdown', () => {
  it('exits cleanly (code 0) with an idle keep-alive socket and a live WebSocket held open by their clients', async () => {
    server = await startServer({ DATA_DIR: join(workDir, 'clean'), SKIP_BUILD: '1', SHUTDOWN_TIMEOUT_MS: '60000' });
    const idle = await keepAliveRequest(server.url);
    const ws = await RawClient.open(`${server.url.replace('http', 'ws')}/v1/graphql`, 'graphql-transport-ws');
    await ws.init();
    const exited = exitOf(server);
    server.child.kill('SIGTERM');
    // Long before the 60 s bound: nothing is in flight, so nothing holds the close.
    expect(await exited).toBe(0);
    expect(idle.destroyed).toBe(true);
    expect((await ws.closed).code).toBe(1001);
    expect(server.output()).not.toContain('still busy');
  }, 240_000);

  it('closes idle keep-alive sockets at once, and exits within the bound while a client holds a request open', async () => {
    server = await startServer({ DATA_DIR: join(workDir, 'data'), SKIP_BUILD: '1', SHUTDOWN_TIMEOUT_MS: '3000' });
    const idle = await keepAliveRequest(server.url);
    expect(idle.destroyed).toBe(false);
    // A request whose headers never end: it keeps its connection busy.
    const port = Number(new URL(server.url).port);
    const slow = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => slow.once('connect', () => resolve()));
    slow.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: 1\r\n');

    const events: string[] = [];
    const idleClosed = new Promise<void>((resolve) =>
      idle.once('close', () => {
        events.push('idle socket closed');
        resolve();
      }),
    );
    const exited = new Promise<number | null>((resolve) =>
      server!.child.once('exit', (code) => {
        events.push('exited');
        resolve(code);
      }),
    );
    server.child.kill('SIGTERM');
    await idleClosed;
    const code = await exited;
    // The idle socket went first, while the busy one still held the close; then the bound ended the process.
    expect(events).toEqual(['idle socket closed', 'exited']);
    expect(code).toBe(1);
    expect(server.output()).toContain('SIGTERM: shutting down');
    expect(server.output()).toContain('SIGTERM: still busy after 3000 ms; exiting now');
    slow.destroy();
  }, 240_000);

  it('exits within the bound while a statement still runs on the embedded database; the acknowledged write is kept', async () => {
    const dataDir = join(workDir, 'busy-pglite');
    server = await startServer({
      DATA_DIR: dataDir,
      SKIP_BUILD: '1',
      SHUTDOWN_TIMEOUT_MS: '3000',
      HASURA_GRAPHQL_ADMIN_SECRET: ADMIN_SECRET,
      // The heavy query is let run (long past the bound) rather than refused by its cost or deadline.
      ADMIN_STATEMENT_TIMEOUT_MS: '120000',
      GRAPHQL_ADMIN_MAX_QUERY_COST: '1000000000000',
    });
    const title = await acknowledgedWrite(server.url);
    const { heavy } = await heavyStatement(server.url);
    // The heavy statement holds the embedded database: a small read waits behind it.
    const waiting = post(server.url, '{ news_sources(limit: 1) { id } }');
    await stopWhileBusy(server, Promise.all([heavy, waiting]));
    expect(await heavy).toHaveProperty('cut');
    expect(await waiting).toHaveProperty('cut');

    const db = await openPgliteThread({ dir: join(dataDir, 'pgdata') });
    try {
      const rows = await db.query('select 1 from news_articles where title = $1', [title]);
      expect(rows.rows).toHaveLength(1);
    } finally {
      await db.close();
    }
  }, 300_000);

  it.skipIf(!hasPostgres15())(
    'exits within the bound while a statement still runs on PostgreSQL; the acknowledged write is kept',
    async () => {
      postgres = await startPostgres({ database: 'shutdown' });
      server = await startServer({
        DATA_DIR: join(workDir, 'busy-postgres'),
        DATABASE_URL: postgres.url,
        SKIP_BUILD: '1',
        SHUTDOWN_TIMEOUT_MS: '3000',
        HASURA_GRAPHQL_ADMIN_SECRET: ADMIN_SECRET,
        ADMIN_STATEMENT_TIMEOUT_MS: '120000',
        GRAPHQL_ADMIN_MAX_QUERY_COST: '1000000000000',
      });
      const title = await acknowledgedWrite(server.url);
      const { heavy } = await heavyStatement(server.url);
      await stopWhileBusy(server, heavy);
      expect(await heavy).toHaveProperty('cut');
      const check = new pg.Client({ connectionString: postgres.url });
      await check.connect();
      try {
        expect((await check.query('select 1 from news_articles where title = $1', [title])).rowCount).toBe(1);
      } finally {
        await check.end();
      }
    },
    300_000,
  );
});
