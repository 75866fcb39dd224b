// HTTP behaviour of every discovery document on the real app (with the SPA registered): content types, a strong
// ETag with 304 on If-None-Match, five minutes of public caching, HEAD without a body, and SITE_URL links.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/index.ts';
import { StatementTimeoutError, type Database } from '../../src/db/index.ts';
import { registerDiscovery } from '../../src/http/discovery/index.ts';
import { HOST, insertArticle, ORIGIN, parseXml, startDiscoveryApp, type DiscoveryApp } from './app.ts';

const DOCUMENTS = [
  ['/robots.txt', 'text/plain; charset=utf-8'],
  ['/sitemap.xml', 'application/xml; charset=utf-8'],
  ['/sitemap-pages.xml', 'application/xml; charset=utf-8'],
  ['/sitemap-content.xml', 'application/xml; charset=utf-8'],
  ['/sitemap-news.xml', 'application/xml; charset=utf-8'],
  ['/rss.xml', 'application/rss+xml; charset=utf-8'],
  ['/atom.xml', 'application/atom+xml; charset=utf-8'],
  ['/rss.xml?lang=zh&type=blog', 'application/rss+xml; charset=utf-8'],
] as const;

describe('discovery: caching, HEAD and routing', () => {
  let t: DiscoveryApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: HOST, ...headers } });

  beforeAll(async () => {
    t = await startDiscoveryApp();
  });

  afterAll(() => t.close());

  it.each(DOCUMENTS)('%s: content type, strong ETag, Cache-Control, 304 on a matching If-None-Match', async (url, contentType) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(contentType);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    // The same document gives the same tag.
    expect((await get(url)).headers.etag).toBe(etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const cached = await get(url, { 'if-none-match': ifNoneMatch });
      expect(cached.statusCode).toBe(304);
      expect(cached.body).toBe('');
      expect(cached.headers.etag).toBe(etag);
      expect(cached.headers['cache-control']).toBe('public, max-age=300');
    }
    expect((await get(url, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it.each(DOCUMENTS)('HEAD %s answers the headers of GET without a body', async (url, contentType) => {
    const full = await get(url);
    const head = await t.app.inject({ method: 'HEAD', url, headers: { host: HOST } });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toBe(contentType);
    expect(head.headers.etag).toBe(full.headers.etag);
    expect(head.headers['cache-control']).toBe('public, max-age=300');
  });

  it('a change to the content changes the ETag of the documents that list it', async () => {
    const before = await get('/rss.xml');
    const sitemap = await get('/sitemap-content.xml');
    await insertArticle(t.db, { title: 'A new article changes the feeds', published: true });
    await t.changed();
    expect((await get('/rss.xml')).headers.etag).not.toBe(before.headers.etag);
    expect((await get('/sitemap-content.xml')).headers.etag).not.toBe(sitemap.headers.etag);
    expect((await get('/rss.xml', { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(200);
  });

  it("reaches the documents past the SPA's not-found handler, which still answers other files", async () => {
    const feed = await get('/rss.xml');
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('<rss');
    const missing = await get('/no-such-feed.xml');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { code: 'not-found' } });
  });

  it('builds links from the request host when SITE_URL is unset', async () => {
    expect((await get('/robots.txt')).body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('discovery: SITE_URL', () => {
  let t: DiscoveryApp;
  const SITE = 'https://chainpulse.example';
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'internal-host:3000' } });

  beforeAll(async () => {
    t = await startDiscoveryApp({ SITE_URL: `${SITE}/` });
  });

  afterAll(() => t.close());

  it('uses SITE_URL for every absolute link, whatever the Host header says', async () => {
    expect((await get('/robots.txt')).body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    const index = parseXml((await get('/sitemap.xml')).body).sitemapindex!;
    for (const sitemap of index.sitemap) expect(sitemap.loc.startsWith(`${SITE}/sitemap-`)).toBe(true);
    const content = (await get('/sitemap-content.xml')).body;
    expect(content).toContain(`<loc>${SITE}/article/`);
    expect(content).not.toContain('internal-host');
    const rss = parseXml((await get('/rss.xml?type=articles')).body).rss!.channel;
    expect(rss['atom:link']['@_href']).toBe(`${SITE}/rss.xml?type=articles`);
    expect(rss.link).toBe(`${SITE}/`);
    for (const item of rss.item ?? []) expect(item.link.startsWith(`${SITE}/article/`)).toBe(true);
    const atom = parseXml((await get('/atom.xml')).body).feed!;
    expect(atom.id).toBe(`${SITE}/atom.xml`);
  });
});

describe('discovery: database failures', () => {
  // A database whose every statement fails with the given error.
  const failing = (error: Error) => ({ kind: 'pglite', query: () => Promise.reject(error) }) as unknown as Database;

  async function answer(error: Error, url: string) {
    const app = Fastify();
    await registerDiscovery(app, { db: failing(error), config: loadConfig({}) });
    try {
      return await app.inject({ url, headers: { host: HOST } });
    } finally {
      await app.close();
    }
  }

  it('answers a statement past its deadline with 503 and Retry-After, so crawlers come back later', async () => {
    const response = await answer(new StatementTimeoutError(5000), '/sitemap-content.xml');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('60');
    expect(response.json()).toMatchObject({ error: { code: 'busy' } });
    expect(response.headers['cache-control']).toBeUndefined();
  });

  it('answers any other failure 500 internal-error without its text', async () => {
    const response = await answer(new Error('connection to 10.0.0.7 refused'), '/rss.xml');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 'internal-error', message: 'internal error' } });
  });
});
