// Server renders off the event loop (http/ssr/render-pool.ts) on the real app and database: while a render holds
// its thread, /healthz and GraphQL answer; past the render budget a page gets a fast answer that is never cached
// (the bare frame, a 503 for crawlers); a render thread that dies fails only its page, and the pool renders again.
// The renderer is a small entry-server.mjs: it reads one visitor query through the main thread, then `/slow` blocks
// its whole thread until the test lets it go, and `/crash` ends its thread the first time.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/index.ts';
import type { PgliteDatabase } from '../../src/db/pglite.ts';
import { createTestDatabase } from '../support/database.ts';

const INDEX = `<!doctype html><html lang="en" data-theme="dark"><head><title>ChainPulse</title>
<script type="module" crossorigin src="/assets/index-test.js"></script></head><body><div id="root"></div></body></html>`;

const renderer = (dir: string) => `
import { existsSync, writeFileSync } from 'node:fs';
const STARTED = ${JSON.stringify(join(dir, 'slow-started'))};
const RELEASE = ${JSON.stringify(join(dir, 'slow-release'))};
const CRASHED = ${JSON.stringify(join(dir, 'crashed'))};
const pause = new Int32Array(new SharedArrayBuffer(4));
export function isPrivatePath(pathname) { return pathname.startsWith('/settings'); }
export async function render({ url, fetch }) {
  const path = new URL(url, 'http://x').pathname;
  if (path === '/crash' && !existsSync(CRASHED)) {
    writeFileSync(CRASHED, '');
    process.exit(1);
  }
  const response = await fetch('/v1/graphql', {
    method: 'POST',
    body: JSON.stringify({ query: '{ user_profiles(limit: 1, order_by: {username: asc}) { username } }' }),
  });
  const body = await response.json();
  if (path === '/slow') {
    writeFileSync(STARTED, '');
    // The whole thread waits (no event loop turns), at most 20 s.
    const until = Date.now() + 20000;
    while (!existsSync(RELEASE) && Date.now() < until) Atomics.wait(pause, 0, 0, 10);
  }
  return { html: '<main>' + path + ' ' + JSON.stringify(body.data) + '</main>', styles: '', head: {}, state: {}, preload: { modules: [], namespaces: [] } };
}
`;

let app: FastifyInstance;
let db: PgliteDatabase;
let dir: string;

// A visitor whose language the lang cookie names, whose pages are shareable (docs/deploy.md, "A CDN in front").
const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { cookie: 'lang=en', ...headers } });
const isFrame = (body: string) => body.includes('<div id="root"></div>') && !body.includes('<main>');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'chainpulse-ssr-pool-'));
  const distDir = join(dir, 'dist');
  const ssrDir = join(dir, 'ssr');
  for (const path of [distDir, ssrDir, join(dir, 'data')]) mkdirSync(path);
  writeFileSync(join(distDir, 'index.html'), INDEX);
  writeFileSync(join(distDir, 'console.html'), INDEX);
  writeFileSync(join(ssrDir, 'entry-server.mjs'), renderer(dir));
  db = await createTestDatabase({ seeds: true });
  const config = loadConfig({
    HASURA_GRAPHQL_ADMIN_SECRET: 'ssr-pool-secret',
    DATA_DIR: join(dir, 'data'),
    HASURA_GRAPHQL_ENABLE_ALLOWLIST: 'false',
    // One thread and one render at a time: a second page while one renders is over the budget.
    SSR_THREADS: '1',
    SSR_MAX_RENDERS: '1',
  });
  app = await buildApp({ config, db, distDir, ssrDir });
});

afterAll(async () => {
  writeFileSync(join(dir, 'slow-release'), '');
  await app?.close();
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('server renders in a thread pool', () => {
  it('answer /healthz and GraphQL while a render holds its thread; over the budget a page gets a fast answer never cached', async () => {
    let slowAnswered = false;
    const slow = get('/slow').finally(() => (slowAnswered = true));
    await vi.waitFor(() => expect(existsSync(join(dir, 'slow-started'))).toBe(true), { timeout: 15_000, interval: 20 });

    // The render's thread is stuck; the server's is not.
    const health = await get('/healthz');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok' });
    const graphql = await app.inject({
      method: 'POST',
      url: '/v1/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: '{ user_profiles(limit: 1) { username } }' }),
    });
    expect(graphql.statusCode).toBe(200);
    expect(graphql.json()).toHaveProperty('data.user_profiles');
    expect(slowAnswered).toBe(false);

    // One render in flight is the budget: another page is the bare frame for a reader, a 503 for a crawler.
    const reader = await get('/other');
    expect(reader.statusCode).toBe(200);
    expect(reader.headers['cache-control']).toBe('no-store');
    expect(isFrame(reader.body)).toBe(true);
    const crawler = await get('/other', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    expect(crawler.statusCode).toBe(503);
    expect(crawler.headers['retry-after']).toBe('5');
    expect(crawler.headers['cache-control']).toBe('no-store');
    expect(slowAnswered).toBe(false);

    writeFileSync(join(dir, 'slow-release'), '');
    const slowPage = await slow;
    expect(slowPage.statusCode).toBe(200);
    expect(slowPage.body).toContain('<main>/slow {"user_profiles":');
    expect(slowPage.headers['cache-control']).toContain('public');

    // The fast answer was not kept: the page renders now, and is then served from the cache.
    const rendered = await get('/other');
    expect(rendered.body).toContain('<main>/other {"user_profiles":');
    expect(rendered.headers['cache-control']).toContain('public');
    expect(String(rendered.headers['server-timing'])).toContain('render;dur=');
    expect(String((await get('/other')).headers['server-timing'])).toContain('cache;desc=hit');
  });

  it('answers a page whose thread died with the bare frame, never stored, and renders it once the pool has a new thread', async () => {
    const crashed = await get('/crash');
    expect(existsSync(join(dir, 'crashed'))).toBe(true);
    expect(crashed.statusCode).toBe(200);
    expect(crashed.headers['cache-control']).toBe('no-store');
    expect(isFrame(crashed.body)).toBe(true);
    // A new thread renders it (the background retry, or this request if the retry is still going).
    await vi.waitFor(
      async () => {
        const page = await get('/crash');
        expect(page.body).toContain('<main>/crash {"user_profiles":');
        expect(page.headers['cache-control']).toContain('public');
      },
      { timeout: 15_000, interval: 100 },
    );
  });
});
