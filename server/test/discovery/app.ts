// The real app (buildApp) on a fresh copy of the seeded PGlite template, for the discovery tests.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { expect } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/index.ts';
import type { Database } from '../../src/db/index.ts';
import { createTestDatabase } from '../support/database.ts';

export const HOST = 'news.example:3000';
export const ORIGIN = `http://${HOST}`;

export interface DiscoveryApp {
  app: FastifyInstance;
  db: Database;
  /**
   * A write through the engine to a table the documents read (a category rewritten as it is), which drops the
   * shared documents, as any write through the API does: after writing straight into the tables, before reading.
   */
  changed: () => Promise<void>;
  close: () => Promise<void>;
}

/** A dist/ with the two pages only: enough for the SPA and its not-found handler to be registered. */
function makeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'chainpulse-discovery-'));
  const page = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
  writeFileSync(join(dir, 'index.html'), page);
  writeFileSync(join(dir, 'console.html'), page);
  return dir;
}

/** buildApp over the demo content, with the SPA registered (its not-found handler must not shadow the documents). */
export async function startDiscoveryApp(env: Record<string, string> = {}): Promise<DiscoveryApp> {
  const db = await createTestDatabase({ seeds: true });
  const config = loadConfig({
    HASURA_GRAPHQL_ADMIN_SECRET: 'discovery-test-secret',
    DATA_DIR: '/nonexistent-discovery-test-data-dir',
    // The tests send documents of their own (the allow-list has its own tests).
    HASURA_GRAPHQL_ENABLE_ALLOWLIST: 'false',
    ...env,
  });
  const app = await buildApp({ config, db, distDir: makeDist() });
  await app.ready();
  return {
    app,
    db,
    async changed() {
      const response = await app.inject({
        method: 'POST',
        url: '/v1/graphql',
        headers: { 'content-type': 'application/json', 'x-hasura-admin-secret': 'discovery-test-secret' },
        payload: JSON.stringify({
          query: 'mutation { update_categories(where: {slug: {_eq: "blockchain"}}, _set: {slug: "blockchain"}) { affected_rows } }',
        }),
      });
      expect(response.json()).toEqual({ data: { update_categories: { affected_rows: 1 } } });
    },
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

// Elements that repeat; parsed as arrays even when there is one, so the tests read them one way. RSS has one
// <link> per channel and item, Atom several.
const ARRAYS = new Set(['url', 'sitemap', 'item', 'entry', 'xhtml:link', 'category']);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  isArray: (name, jpath) => ARRAYS.has(name) || (name === 'link' && String(jpath).startsWith('feed.')),
});

export interface Alternate {
  '@_rel': string;
  '@_hreflang': string;
  '@_href': string;
}

export interface UrlEntry {
  loc: string;
  lastmod?: string;
  'xhtml:link'?: Alternate[];
  'news:news'?: {
    'news:publication': { 'news:name': string; 'news:language': string };
    'news:publication_date': string;
    'news:title': string;
  };
}

export interface RssItem {
  title: string;
  link: string;
  guid: { '@_isPermaLink': string; '#text': string };
  pubDate: string;
  description?: string;
  'dc:creator'?: string;
  category?: string[];
}

export interface RssChannel {
  title: string;
  link: string;
  description: string;
  language?: string;
  'atom:link': { '@_href': string; '@_rel': string; '@_type': string };
  item?: RssItem[];
}

export interface AtomEntry {
  '@_xml:lang': string;
  id: string;
  title: { '#text': string };
  updated: string;
  published: string;
  link: { '@_href': string; '@_rel': string }[];
  author?: { name: string };
  summary?: { '#text': string };
}

export interface AtomFeed {
  '@_xmlns': string;
  '@_xml:lang': string;
  id: string;
  title: string;
  updated: string;
  link: { '@_href': string; '@_rel': string; '@_type': string }[];
  author: { name: string };
  entry?: AtomEntry[];
}

/** The discovery documents as the parser reads them; each response has one of the roots. */
export interface ParsedXml {
  sitemapindex?: { '@_xmlns': string; sitemap: { loc: string }[] };
  urlset?: { '@_xmlns': string; '@_xmlns:news'?: string; url?: UrlEntry[] };
  rss?: { '@_version': string; channel: RssChannel };
  feed?: AtomFeed;
}

/** Asserts the document is well-formed XML and returns it parsed (attributes as `@_name`). */
export function parseXml(body: string): ParsedXml {
  expect(XMLValidator.validate(body)).toBe(true);
  return parser.parse(body) as ParsedXml;
}

export interface StoryInput {
  title: string;
  language?: 'en' | 'zh';
  published: boolean;
  /** How long ago it was published, as a Postgres interval ('3 days'); now when omitted. */
  publishedAgo?: string;
  categorySlug?: string;
}

const CONTENT = 'Enough words to pass the content check of the table, which wants at least fifty characters.';
const AUTHOR_ID = '20000000-0000-4000-8000-000000000001';
const MEMBER_ID = '30000000-0000-4000-8000-000000000004';

/** Inserts an article straight into the table (the database sets published_at and the slug). */
export async function insertArticle(db: Database, input: StoryInput): Promise<{ id: string; slug: string }> {
  const { rows } = await db.query<{ id: string; slug: string }>(
    `insert into public.articles (title, excerpt, content, language, published, published_at, author_id, category_id)
     values ($1, 'An excerpt for the discovery tests.', $2, $3, $4,
       case when $4 then now() - coalesce($5::text, '0 seconds')::interval end, $6,
       (select id from public.categories where slug = $7))
     returning id, slug`,
    [input.title, CONTENT, input.language ?? 'en', input.published, input.publishedAgo ?? null, AUTHOR_ID, input.categorySlug ?? null],
  );
  return rows[0]!;
}

/** Inserts a member's blog post straight into the table. */
export async function insertBlogPost(db: Database, input: StoryInput): Promise<{ id: string; slug: string }> {
  const { rows } = await db.query<{ id: string; slug: string }>(
    `insert into public.blog_posts (title, excerpt, content, language, published, published_at, author_id, category_id)
     values ($1, 'An excerpt for the discovery tests.', $2, $3, $4,
       case when $4 then now() - coalesce($5::text, '0 seconds')::interval end, $6,
       (select id from public.categories where slug = $7))
     returning id, slug`,
    [input.title, CONTENT, input.language ?? 'en', input.published, input.publishedAgo ?? null, MEMBER_ID, input.categorySlug ?? null],
  );
  return rows[0]!;
}
