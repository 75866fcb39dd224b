import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/index.ts';
import { ROOT_DIR } from '../src/config/paths.ts';
import type { Database } from '../src/db/index.ts';
import { registerConsole } from '../src/http/console.ts';
import { registerSecurityHeaders } from '../src/http/security-headers.ts';
import { registerSpa } from '../src/http/spa.ts';
import { THEME_SCRIPT } from '../../scripts/vite-theme-script.ts';
import { createTestDatabase } from './support/database.ts';

const ADMIN_SECRET = 'console-test-admin-secret';

/** A dist/ with the real console.html, its theme script written in as the Vite plugin does, and a stub index.html. */
function makeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'chainpulse-console-'));
  const html = readFileSync(join(ROOT_DIR, 'console.html'), 'utf8').replace('</head>', `<script>${THEME_SCRIPT}</script></head>`);
  writeFileSync(join(dir, 'console.html'), html);
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  return dir;
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('GET /console', () => {
  const distDir = makeDist();
  let app: FastifyInstance;

  beforeAll(async () => {
    // In the order app.ts registers them: the security headers, the console route, then the SPA with its static files.
    app = Fastify();
    registerSecurityHeaders(app);
    registerConsole(app, distDir);
    await registerSpa(app, distDir);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it.each(['/console', '/console/'])('serves console.html at %s, never cached', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('/src/app/console/main.tsx');
  });

  it('sends a strict Content-Security-Policy with no other host', async () => {
    const response = await app.inject({ method: 'GET', url: '/console' });
    const policy = String(response.headers['content-security-policy']);
    const csp = directives(policy);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    // Only this origin, plus this response's nonce on the pre-paint theme script: no 'unsafe-inline', no eval.
    const nonce = /<script nonce="([^"]+)">/.exec(response.body)?.[1];
    expect(csp.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'none'"]);
    expect(policy).not.toMatch(/https?:|\*|'unsafe-eval'/);
    for (const sources of csp.values()) {
      for (const source of sources) expect(source).toMatch(/^('[^']+'|data:)$/);
    }
  });

  it('answers HEAD like GET', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/console' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('redirects the static /console.html to /console, so the page always has its policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/console.html?x=1' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/console');
  });

  it('leaves other paths to the SPA: client routes get index.html, /console/* stays a 404', async () => {
    const home = await app.inject({ method: 'GET', url: '/blog' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<div id="root"></div>');
    // The site's own policy, not the console's.
    expect(home.headers['content-security-policy']).toContain("default-src 'self'");
    const below = await app.inject({ method: 'GET', url: '/console/anything' });
    expect(below.statusCode).toBe(404);
    expect(below.json()).toMatchObject({ error: { code: 'not-found' } });
  });

  it('refuses to start without a built console, saying what to run', () => {
    const empty = mkdtempSync(join(tmpdir(), 'chainpulse-console-empty-'));
    try {
      expect(() => registerConsole(Fastify(), empty)).toThrow(/console\.html is missing; run npm run build/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

// What the page relies on from the real app: the secret check it sends, the access-denied error it
// shows for a wrong secret, x-hasura-role, and the query the browser test runs.
describe('the console on the real app', () => {
  const distDir = makeDist();
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await createTestDatabase({ seeds: true });
    const config = loadConfig({
      HASURA_GRAPHQL_ADMIN_SECRET: ADMIN_SECRET,
      DATA_DIR: '/nonexistent-console-test-data-dir',
      HASURA_GRAPHQL_ENABLE_ALLOWLIST: 'false',
    });
    // buildApp registers the console itself, as the server does.
    app = await buildApp({ config, db, distDir });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await db.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  function post(query: string, headers: Record<string, string>) {
    return app.inject({
      method: 'POST',
      url: '/v1/graphql',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify({ query }),
    });
  }

  it('serves the console and still redirects /console.html', async () => {
    const page = await app.inject({ method: 'GET', url: '/console' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self' 'nonce-");
    expect((await app.inject({ method: 'GET', url: '/console.html' })).headers.location).toBe('/console');
  });

  it('answers the secret check for the right secret', async () => {
    const response = await post('query ConsoleSecretCheck { __typename }', { 'x-hasura-admin-secret': ADMIN_SECRET });
    expect(response.json()).toEqual({ data: { __typename: 'query_root' } });
  });

  it('reports a wrong secret as access-denied', async () => {
    const response = await post('query ConsoleSecretCheck { __typename }', { 'x-hasura-admin-secret': 'wrong' });
    expect(response.json()).toMatchObject({
      errors: [{ message: 'invalid x-hasura-admin-secret/x-hasura-access-key', extensions: { code: 'access-denied' } }],
    });
  });

  it('runs a query as admin and as a chosen role', async () => {
    for (const role of [undefined, 'anonymous']) {
      const headers = { 'x-hasura-admin-secret': ADMIN_SECRET, ...(role ? { 'x-hasura-role': role } : {}) };
      const response = await post('{ categories { name } }', headers);
      const names = (response.json() as { data: { categories: { name: string }[] } }).data.categories.map((c) => c.name);
      expect(names).toContain('Technology');
    }
  });
});
