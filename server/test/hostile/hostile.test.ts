// The hostile-request suite: the real app over the embedded database in its worker thread, listening on
// loopback. Every request of the corpus gets a clear answer (never a 500, a reset connection or an internal
// message) while /healthz, polled all along, keeps answering 200; and a statement past its deadline is
// stopped with a clear error while the site goes on answering.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { PgliteThreadDatabase } from '../../src/db/pglite-thread.ts';
import { ADMIN_SECRET, testConfig } from '../engine/harness.ts';
import { createTestDatabaseThread } from '../support/database.ts';
import { HOSTILE_REQUESTS, LEAKS, type HostileRequest } from './corpus.ts';

interface GraphqlAnswer {
  errors?: { message: string; extensions?: { code?: string } }[];
  data?: unknown;
  error?: string;
  code?: string;
}

interface Answer {
  status: number;
  text: string;
}

async function send(url: string, request: HostileRequest): Promise<Answer> {
  const response = await fetch(`${url}${request.path}`, {
    method: request.method,
    ...(request.headers ? { headers: request.headers } : {}),
    ...(request.body !== undefined ? { body: request.body } : {}),
  });
  return { status: response.status, text: await response.text() };
}

/**
 * Polls /healthz every 50 ms until stopped; resolves the statuses it got (0: no answer), each other than 200 with
 * the answer's own `status` word so that a failure says which state it saw.
 */
function pollHealth(url: string): { stop(): Promise<(number | string)[]> } {
  const statuses: (number | string)[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      statuses.push(
        await fetch(`${url}/healthz`).then(
          async (response) =>
            response.status === 200 ? 200 : `${response.status} ${((await response.json()) as { status?: string }).status ?? ''}`,
          () => 0,
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return statuses;
    },
  };
}

/**
 * Waits until /healthz answers 200, as a load balancer's first polls do before it sends traffic: a server that has
 * never read its schema version rightly says `starting` while a loaded machine holds that first read back.
 */
async function untilHealthy(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  let last = 0;
  while (Date.now() < deadline) {
    last = await fetch(`${url}/healthz`).then(
      (response) => response.status,
      () => 0,
    );
    if (last === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`/healthz did not answer 200 within 60 s (last: ${last})`);
}

async function start(env: Record<string, string>, dir?: string): Promise<{ app: FastifyInstance; db: PgliteThreadDatabase; url: string }> {
  const db = await createTestDatabaseThread({ seeds: true, ...(dir ? { dir } : {}) });
  const app = await buildApp({ config: testConfig(env), db });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, db, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

describe('hostile requests against the real server', () => {
  let server: Awaited<ReturnType<typeof start>>;

  beforeAll(async () => {
    server = await start({});
    await untilHealthy(server.url);
  });

  afterAll(async () => {
    await server?.app.close();
    await server?.db.close();
  });

  it('answers every request of the corpus clearly while /healthz keeps answering', async () => {
    const health = pollHealth(server.url);
    const answers: [string, Answer][] = [];
    for (const request of HOSTILE_REQUESTS) answers.push([request.name, await send(server.url, request)]);
    const statuses = await health.stop();

    for (const [name, answer] of answers) {
      expect({ name, status: answer.status }).not.toMatchObject({ status: 500 });
      expect({ name, leak: LEAKS.exec(answer.text)?.[0] ?? null }).toEqual({ name, leak: null });
      // Hasura's shape (one per operation of a batch): either data, or errors that each carry a message and a code;
      // or, for a method or path it does not serve, its {path, error, code} object.
      const parsed = JSON.parse(answer.text) as GraphqlAnswer | GraphqlAnswer[];
      for (const body of Array.isArray(parsed) ? parsed : [parsed]) {
        if (body.errors)
          for (const error of body.errors) expect({ name, code: typeof error.extensions?.code }).toEqual({ name, code: 'string' });
        else if (body.error) expect({ name, code: typeof body.code }).toEqual({ name, code: 'string' });
        else expect({ name, data: body.data !== undefined }).toEqual({ name, data: true });
      }
    }
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    // The site still serves readers afterwards.
    const after = await send(server.url, {
      name: 'reader',
      method: 'POST',
      path: '/v1/graphql',
      headers: { 'content-type': 'application/json' },
      body: '{"query":"{ articles(limit: 1) { id } }"}',
    });
    expect(JSON.parse(after.text)).toMatchObject({ data: { articles: [{ id: expect.any(String) }] } });
  });

  it('refuses the catastrophic regex before any statement runs, so the site never freezes', async () => {
    const answer = await send(server.url, HOSTILE_REQUESTS[0]!);
    expect(JSON.parse(answer.text)).toMatchObject({ errors: [{ extensions: { code: 'validation-failed' } }] });
  });
});

describe('a statement past its deadline', () => {
  let server: Awaited<ReturnType<typeof start>>;
  let dir: string;

  beforeAll(async () => {
    // A short deadline for visitors, and enough long articles (60 MB, each under the 100,000 characters an article may have) that a regex scan over them takes longer.
    dir = mkdtempSync(join(tmpdir(), 'hostile-deadline-'));
    // Reopening this directory after the stop may take seconds on a loaded machine, which /healthz rightly reports
    // as `degraded` past HEALTH_QUEUE_STUCK_MS (server/test/db/fair-queue.test.ts); here it must only keep answering.
    server = await start({ STATEMENT_TIMEOUT_MS: '100', HEALTH_QUEUE_STUCK_MS: '600000' }, join(dir, 'pgdata'));
    await server.db.query(`
      insert into public.articles (title, slug, excerpt, content, language, published, published_at)
      select 'Long article ' || g, 'long-article-' || g, 'An article that is long enough.', repeat('lorem ipsum dolor sit amet ', 3700), 'en', true, now()
      from generate_series(1, 600) g`);
    // /healthz has read the schema version once, as a load balancer's first polls do: a server that has never
    // answered it rightly says `starting` while the slow statement holds the database.
    await untilHealthy(server.url);
  });

  afterAll(async () => {
    await server?.app.close();
    await server?.db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is stopped with a clear error while /healthz and the next requests are served', async () => {
    const health = pollHealth(server.url);
    const slow = await send(server.url, {
      name: 'slow scan',
      method: 'POST',
      path: '/v1/graphql',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ articles(where: {content: {_regex: "(lorem|ipsum|dolor)[a-z ]{0,50}(xq|zq)"}}) { id } }' }),
    });
    const statuses = await health.stop();
    expect(slow.status).toBe(200);
    const body = JSON.parse(slow.text) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]!.message).toMatch(/deadline of 100 ms/);
    expect(body.errors[0]!.extensions.code).toBe('timeout');
    expect(server.db.restarts).toBeGreaterThan(0);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    // Read with the admin secret (a long deadline): the freshly reopened database's first statements are slow.
    const after = await send(server.url, {
      name: 'reader',
      method: 'POST',
      path: '/v1/graphql',
      headers: { 'content-type': 'application/json', 'x-hasura-admin-secret': ADMIN_SECRET },
      body: JSON.stringify({ query: '{ articles(where: {slug: {_eq: "long-article-7"}}) { slug } }' }),
    });
    expect(JSON.parse(after.text)).toMatchObject({ data: { articles: [{ slug: 'long-article-7' }] } });
  });
});
