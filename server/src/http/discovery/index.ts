import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config/index.ts';
import { StatementTimeoutError, type Database } from '../../db/index.ts';
import { registerErrorHandler } from '../error-handler.ts';
import { ServiceError } from '../service-error.ts';
import { siteOrigin } from '../site-origin.ts';
import type { WriteFeed } from '../../engine/index.ts';
import type { GraphqlGate } from '../graphql.ts';
import { CONTENT_TYPES, createDocumentCache, sendCached } from './cache.ts';
import { canonicalQuery, feedKinds, parseFeedQuery } from './feed-query.ts';
import { atomFeed, FEED_ITEM_LIMIT, rssFeed, type FeedDocument } from './feeds.ts';
import {
  countSitemapFiles,
  findCategory,
  readFeedItems,
  readNewsSitemapItems,
  readSitemapItems,
  SITEMAP_URL_LIMIT,
  type ReadOptions,
} from './read-content.ts';
import { robotsTxt } from './robots.ts';
import { contentSitemap, newsSitemap, pagesSitemap, SITEMAP_PATHS, sitemapIndex } from './sitemaps.ts';

/** The later files of the content sitemap (sitemap-content-2.xml...; the first is SITEMAP_PATHS.content). */
const CONTENT_FILE_ROUTE = '/sitemap-content-:file(^\\d{1,6}).xml';

export interface DiscoveryOptions {
  db: Database;
  config: Pick<Config, 'siteUrl' | 'engine' | 'limits'>;
  /** The writes that drop the rendered documents (those reading a table written), whoever made them. */
  writes?: WriteFeed;
  /** The per-address request budget a render draws on, as a GraphQL request does (cached answers cost nothing). */
  gate?: GraphqlGate;
  /** How long a rendered document is reused; default 60 s. */
  cacheTtlMs?: number;
  /** URLs per content sitemap file; default the protocol's 50,000 (a test sets a few). */
  sitemapUrlLimit?: number;
}

/** The tables the documents read (read-content.ts): a write to another one keeps them. */
const READ_TABLES = new Set(
  [
    'articles',
    'authors',
    'blog_posts',
    'categories',
    'discussions',
    'events',
    'news_articles',
    'news_categories',
    'news_sources',
    'user_profiles',
  ].map((table) => `public.${table}`),
);

// A crawler told 503 comes back later; a 500 would count against the site.
function translateError(error: unknown): ServiceError | undefined {
  if (error instanceof StatementTimeoutError)
    return new ServiceError('busy', 'The site is busy; try again in a minute.', 503, {}, { retryAfter: 60, cause: error });
  return undefined;
}

/**
 * GET (and HEAD) /robots.txt, /sitemap.xml with its sitemaps, /rss.xml and /atom.xml: documents for crawlers and
 * feed readers, read straight from the database (either engine), cached for five minutes with a strong ETag.
 */
export async function registerDiscovery(app: FastifyInstance, options: DiscoveryOptions): Promise<void> {
  const { db, config } = options;
  const read: ReadOptions = { db, timeoutMs: config.engine.statementTimeoutMs };
  const perFile = options.sitemapUrlLimit ?? SITEMAP_URL_LIMIT;
  const rendered = createDocumentCache({ maxEntries: 200, ttlMs: options.cacheTtlMs ?? 60_000 });
  const stopWatching = options.writes?.subscribe((writes) => {
    if ([...writes.keys()].some((table) => READ_TABLES.has(table))) rendered.clear();
  });
  app.addHook('onClose', async () => stopWatching?.());

  /** The cached document, else a render that draws on the address's budget (429 once it is spent). */
  function cachedOrRendered(request: FastifyRequest, key: string, render: () => Promise<string>): Promise<string> {
    const cached = rendered.get(key);
    if (cached) return cached;
    const admission = options.gate?.admit(request.ip, {}) ?? { allowed: true };
    if (!admission.allowed) {
      throw new ServiceError(
        'too-many-requests',
        'Too many requests from this address; try again shortly.',
        429,
        {},
        {
          retryAfter: admission.retryAfterSeconds,
        },
      );
    }
    return rendered.render(key, render);
  }

  async function feedDocument(request: FastifyRequest): Promise<FeedDocument> {
    const query = parseFeedQuery(request.query);
    const category = query.category === undefined ? undefined : await findCategory(read, query.category);
    if (query.category !== undefined && !category)
      throw new ServiceError('not-found', `There is no category with the slug "${query.category}".`, 404);
    const items = await readFeedItems(read, feedKinds(query), { language: query.lang, categoryId: category?.id, limit: FEED_ITEM_LIMIT });
    return { origin: siteOrigin(request, config), query, category, items };
  }

  const documents: Record<string, { type: string; render: (request: FastifyRequest) => Promise<string> }> = {
    '/robots.txt': { type: CONTENT_TYPES.text, render: async (request) => robotsTxt(siteOrigin(request, config)) },
    '/sitemap.xml': {
      type: CONTENT_TYPES.xml,
      render: async (request) => sitemapIndex(siteOrigin(request, config), await countSitemapFiles(read, perFile)),
    },
    [SITEMAP_PATHS.pages]: { type: CONTENT_TYPES.xml, render: async (request) => pagesSitemap(siteOrigin(request, config)) },
    [SITEMAP_PATHS.content]: {
      type: CONTENT_TYPES.xml,
      render: async (request) => contentSitemap(siteOrigin(request, config), await readSitemapItems(read, 1, perFile)),
    },
    [CONTENT_FILE_ROUTE]: {
      type: CONTENT_TYPES.xml,
      render: async (request) => {
        const file = Number((request.params as { file: string }).file);
        // sitemap-content-1.xml is not an address (the first file is sitemap-content.xml), nor one past the last.
        if (file < 2 || file > (await countSitemapFiles(read, perFile)))
          throw new ServiceError('not-found', 'There is no such sitemap file.', 404);
        return contentSitemap(siteOrigin(request, config), await readSitemapItems(read, file, perFile));
      },
    },
    [SITEMAP_PATHS.news]: {
      type: CONTENT_TYPES.xml,
      render: async (request) => newsSitemap(siteOrigin(request, config), await readNewsSitemapItems(read)),
    },
    '/rss.xml': { type: CONTENT_TYPES.rss, render: async (request) => rssFeed(await feedDocument(request)) },
    '/atom.xml': { type: CONTENT_TYPES.atom, render: async (request) => atomFeed(await feedDocument(request)) },
  };

  await app.register(async (scope) => {
    registerErrorHandler(scope, {
      format: 'rest',
      clientError: (error) => new ServiceError('invalid-request', error.message, 400),
      translate: translateError,
    });
    for (const [path, document] of Object.entries(documents)) {
      // Fastify answers HEAD from this GET route (exposeHeadRoutes), headers and all, without the body.
      scope.get(path, async (request: FastifyRequest, reply: FastifyReply) => {
        // Keyed by what the document depends on: its origin and, for the feeds, their parsed query (unknown
        // parameters such as utm_source are ignored, so they make no new key).
        const feed = path === '/rss.xml' || path === '/atom.xml';
        const variant = feed
          ? canonicalQuery(parseFeedQuery(request.query))
          : path === CONTENT_FILE_ROUTE
            ? String(Number((request.params as { file: string }).file))
            : '';
        const key = JSON.stringify([path, siteOrigin(request, config), variant]);
        const body = await cachedOrRendered(request, key, () => document.render(request));
        return sendCached(request, reply, body, document.type);
      });
    }
  });
}
