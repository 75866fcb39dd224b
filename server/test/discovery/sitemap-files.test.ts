// Issue 30: the content sitemap is split in files of at most the protocol's 50,000 URLs under the sitemap index.
// Here the limit is a few URLs, on the demo content: the index lists every file, the files together list each page
// once and each stays within the limit, and a file past the last is a 404.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/index.ts';
import type { Database } from '../../src/db/index.ts';
import { registerDiscovery } from '../../src/http/discovery/index.ts';
import { createTestDatabase } from '../support/database.ts';
import { HOST, ORIGIN, parseXml } from './app.ts';

const PER_FILE = 7;

describe('discovery: the content sitemap in files', () => {
  let app: FastifyInstance;
  let db: Database;
  const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: HOST } });

  beforeAll(async () => {
    db = await createTestDatabase({ seeds: true });
    const config = loadConfig({ HASURA_GRAPHQL_ADMIN_SECRET: 'sitemap-files-secret', DATA_DIR: '/nonexistent-sitemap-files-dir' });
    app = Fastify();
    await registerDiscovery(app, { db, config, sitemapUrlLimit: PER_FILE });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('lists every file in the index, each page once across them, none past the limit', async () => {
    const index = parseXml((await get('/sitemap.xml')).body).sitemapindex!;
    const locs = index.sitemap.map((sitemap) => sitemap.loc);
    const files = locs.filter((loc) => loc.includes('/sitemap-content'));
    expect(files.length).toBeGreaterThan(2);
    expect(locs).toEqual([
      `${ORIGIN}/sitemap-pages.xml`,
      `${ORIGIN}/sitemap-content.xml`,
      ...files.slice(1).map((_, index) => `${ORIGIN}/sitemap-content-${index + 2}.xml`),
      `${ORIGIN}/sitemap-news.xml`,
    ]);
    const listed: string[] = [];
    for (const file of files) {
      const response = await get(file.slice(ORIGIN.length));
      expect(response.statusCode).toBe(200);
      const urls = parseXml(response.body).urlset?.url ?? [];
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(PER_FILE);
      listed.push(...urls.map((url) => url.loc));
    }
    expect(new Set(listed).size).toBe(listed.length);
    // Together they are the published content's pages (the count the index was cut by).
    const { rows } = await db.query<{ n: number }>(
      `select (select count(*) from public.articles where published) + (select count(*) from public.blog_posts where published)
            + (select count(*) from public.events where published) as n`,
    );
    expect(listed.filter((loc) => /\/(article|blog|events)\//.test(loc))).toHaveLength(Number(rows[0]!.n));
    expect(Math.ceil(listed.length / PER_FILE)).toBe(files.length);
  });

  it('answers 404 past the last file and for sitemap-content-1.xml', async () => {
    const files = parseXml((await get('/sitemap.xml')).body).sitemapindex!.sitemap.filter((s) => s.loc.includes('/sitemap-content')).length;
    expect((await get(`/sitemap-content-${files + 1}.xml`)).statusCode).toBe(404);
    expect((await get('/sitemap-content-1.xml')).statusCode).toBe(404);
    expect((await get(`/sitemap-content-${files}.xml`)).statusCode).toBe(200);
  });
});
