// The security headers of every answer of the real app (buildApp over PGlite, with a built-like dist/):
// HTML pages get a nonce-based CSP, no framing and a Referrer-Policy; JSON answers get nosniff; and no spelling
// of a path reaches a page without its headers.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_SCRIPT } from '../../../scripts/vite-theme-script.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/index.ts';
import { ROOT_DIR } from '../../src/config/paths.ts';
import type { Database } from '../../src/db/index.ts';
import { normalisePath } from '../../src/http/security-headers.ts';
import { createTestDatabase } from '../support/database.ts';

const HOST = 'news.example:3000';

/** A dist/ as Vite builds it: both pages with the pre-paint theme script inline, and a hashed asset. */
function makeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'chainpulse-headers-'));
  const theme = `<script>${THEME_SCRIPT}</script>`;
  const console = readFileSync(join(ROOT_DIR, 'console.html'), 'utf8').replace('</head>', `${theme}</head>`);
  writeFileSync(join(dir, 'console.html'), console);
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head>${theme}<script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`,
  );
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-abc.js'), 'console.log(1);');
  return dir;
}

function directives(policy: unknown): Map<string, string[]> {
  return new Map(
    String(policy)
      .split(';')
      .map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources];
      }),
  );
}

/** The nonce of the response's policy; every <script> of the page must carry it. */
function expectNoncedPage(response: LightMyRequestResponse): string {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  const csp = directives(response.headers['content-security-policy']);
  const scripts = csp.get('script-src') ?? [];
  const nonce = /^'nonce-([A-Za-z0-9+/]{22}==)'$/.exec(scripts[1] ?? '')?.[1];
  expect(scripts).toEqual(["'self'", `'nonce-${nonce}'`]);
  const tags = [...response.body.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
  expect(tags.length).toBeGreaterThan(0);
  for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('DENY');
  return nonce ?? '';
}

describe('security headers on the real app', () => {
  const distDir = makeDist();
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await createTestDatabase({ seeds: true });
    const config = loadConfig({
      HASURA_GRAPHQL_ADMIN_SECRET: 'headers-test-secret',
      DATA_DIR: '/nonexistent-headers-test-data-dir',
      HASURA_GRAPHQL_ENABLE_ALLOWLIST: 'false',
    });
    app = await buildApp({ config, db, distDir });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await db.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { host: HOST, ...headers } });

  it.each(['/', '/blog', '/article/some-slug', '/index.html', '/u/ada?lang=zh'])(
    'serves %s with a nonce CSP and no inline script allowed',
    async (url) => {
      const response = await get(url);
      expectNoncedPage(response);
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      // Live queries: the GraphQL WebSocket of this host.
      expect(csp.get('connect-src')).toEqual(["'self'", `ws://${HOST}`, `wss://${HOST}`]);
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
      // Styles stay inline (styled-components); scripts never do.
      expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(String(response.headers['content-security-policy'])).not.toMatch(/'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    },
  );

  it('gives each response its own nonce', async () => {
    const first = expectNoncedPage(await get('/'));
    const second = expectNoncedPage(await get('/'));
    expect(first).not.toBe(second);
  });

  it('answers HEAD of a client route like GET', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/about', headers: { host: HOST } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('serves the console with its stricter policy and a nonce on its theme script', async () => {
    const response = await get('/console');
    expectNoncedPage(response);
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'none'"]);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it.each([
    '/console.html',
    '/%63onsole.html',
    '//console.html',
    '///console.html',
    '/%2Fconsole.html',
    '/console%2Ehtml',
    '/%63%6F%6E%73%6F%6C%65.html?x=1',
  ])('never serves console.html itself: %s redirects to /console', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/console');
    expect(response.body).not.toContain('<div id="root">');
  });

  it.each(['/%63onsole', '/console/'])('serves the console page with its policy at %s', async (url) => {
    const response = await get(url);
    expectNoncedPage(response);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it.each(['/%69ndex.html', '//index.html', '//blog', '/%62log'])('serves no HTML without its policy at %s', async (url) => {
    const response = await get(url);
    expectNoncedPage(response);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it.each(['//auth/nothing', '/%61uth/nothing', '//v1/x', '/index.htm', '/other.html'])(
    'keeps API and file misses out of the SPA: %s is a JSON 404',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBeUndefined();
    },
  );

  it('serves hashed assets with nosniff and long caching, and no page headers', async () => {
    const response = await get('/assets/index-abc.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toBeUndefined();
  });

  it('puts nosniff on the JSON answers of /healthz, /v1/graphql, /auth, /storage and /actions', async () => {
    const answers = await Promise.all([
      get('/healthz'),
      app.inject({
        method: 'POST',
        url: '/v1/graphql',
        headers: { host: HOST, 'content-type': 'application/json' },
        payload: '{"query":"{ __typename }"}',
      }),
      get('/auth/jwks.json'),
      app.inject({ method: 'POST', url: '/auth/token', headers: { host: HOST, 'content-type': 'application/json' }, payload: '{}' }),
      get('/storage/images/missing.png'),
      app.inject({ method: 'POST', url: '/actions/unknown', headers: { host: HOST, 'content-type': 'application/json' }, payload: '{}' }),
    ]);
    for (const response of answers) {
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBeUndefined();
    }
  });

  it('leaves a forged Host out of the policy', async () => {
    const response = await get('/', { host: "evil.example; script-src 'unsafe-inline'" });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toHaveLength(2);
  });
});

describe('normalisePath', () => {
  it('drops the query, decodes and collapses slashes', () => {
    expect(normalisePath('/%63onsole.html?a=b')).toBe('/console.html');
    expect(normalisePath('//a///b')).toBe('/a/b');
    expect(normalisePath('/a%2F%2Fb')).toBe('/a/b');
    expect(normalisePath('/%E4%B8%AD')).toBe('/中');
    // Browsers read a backslash as a slash.
    expect(normalisePath('/\\console.html')).toBe('/console.html');
    // A malformed escape is matched as it is (and so names no route).
    expect(normalisePath('/%E4console.html')).toBe('/%E4console.html');
  });
});
