// Server rendering of the public pages (design.md sections 2 and 5): complete HTML with the page's data, head and
// status for every public URL, hydrated by the browser; members' and admins' pages get the bare frame.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { detectLanguage, isLanguage, languages, languageStorageKey, type Language } from '#contract/languages.ts';
import type { PageHead } from '#contract/page-head.ts';
import { mergeReads, type ReadKeys } from '../../engine/index.ts';
import type { WriteFeed } from '../../engine/index.ts';
import type { Engine } from '../../engine/index.ts';
import type { GraphqlGate } from '../graphql.ts';
import { createVisitorAnswers, type VisitorAnswers } from '../visitor-answers.ts';
import { contentSecurityPolicy, htmlWithNonce } from '../security-headers.ts';
import { parseTemplate } from './document.ts';
import { siteName } from '../../config/locales.ts';
import { encodePath, escapeHtml, headTags, htmlLang } from './head.ts';
import { createPreloader, modulePreloadLinks } from './preload.ts';
import { createRenderPool, type PoolRenderRequest } from './render-pool.ts';
import { createTtlCache, type CacheStats } from './render-cache.ts';

/** The server entry Vite builds from src/app/entry-server.tsx (the parts the server uses). */
interface RenderModule {
  render(request: {
    url: string;
    language: Language;
    timeZone: string;
    member?: string;
    moderator?: boolean;
    zoneUnknown?: boolean;
    origin: string;
    fetch: typeof fetch;
    timeoutMs?: number;
    onError?: (error: unknown) => void;
  }): Promise<RenderOutput>;
  isPrivatePath(pathname: string): boolean;
}

/** What the renderer answers for a page (from a render thread). */
interface RenderOutput {
  html: string;
  styles: string;
  head: PageHead;
  state: unknown;
  preload: { modules: string[]; namespaces: string[] };
  /** How the page's queries went (entry-server's RenderQueries): prefetched, or fetched late by the render. */
  queries?: { prefetched: number; late: string[]; unused: string[] };
}

const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The render thread's answer, checked: a renderer that answers something else fails its page. */
function acceptRenderOutput(value: unknown): RenderOutput {
  const output = value as Partial<RenderOutput> | null;
  if (
    typeof output?.html !== 'string' ||
    typeof output.styles !== 'string' ||
    typeof output.head !== 'object' ||
    output.head === null ||
    !isStrings(output.preload?.modules) ||
    !isStrings(output.preload.namespaces) ||
    (output.queries !== undefined &&
      (typeof output.queries.prefetched !== 'number' || !isStrings(output.queries.late) || !isStrings(output.queries.unused)))
  ) {
    throw new Error('the server renderer answered no page (html, styles, head, state, preload)');
  }
  return output as RenderOutput;
}

/** Crawlers and link previews: told to come back (503) rather than given the bare frame when renders are over budget. */
const CRAWLER = /bot\b|crawl|spider|slurp|facebookexternalhit|preview|embedly|whatsapp|telegram|discord|lighthouse/i;

export interface SsrOptions {
  distDir: string;
  /** dist-server/ssr, holding entry-server.mjs. */
  ssrDir: string;
  /** The embedded engine, or the external Hasura's stand-in (hasura-proxy.ts). */
  engine: Pick<Engine, 'handle'>;
  /** The writes that drop the rendered pages that read their rows (engine/database-writes.ts). */
  writes: WriteFeed;
  /** The visitors' query results, shared with anonymous POST /v1/graphql; the renders' own when omitted. */
  answers?: VisitorAnswers;
  gate: GraphqlGate;
  /** The site's origin for a request (SITE_URL, else the request's). */
  origin: (request: FastifyRequest) => string;
  /** The canonical path of an old URL (`/article/<uuid>`), or null. */
  legacyRedirect?: (pathname: string) => Promise<string | null>;
  /** The current path of an item asked for by a slug it had before, or null (asked only when no page was found). */
  movedRedirect?: (pathname: string) => Promise<string | null>;
  log?: { warn: (details: object, message: string) => void };
  /** How long a rendered page is reused (a write that changes rows it read drops it at once). */
  cacheTtlMs?: number;
  renderTimeoutMs?: number;
  /** Worker threads that render pages (SSR_THREADS); default 1. */
  renderThreads?: number;
  /**
   * Renders in flight at once, running or waiting for a thread (SSR_MAX_RENDERS); past it a page that is not cached
   * gets a fast answer that is never cached: the bare frame (the browser renders the page), a 503 for crawlers.
   * Default 8 per thread.
   */
  maxRenders?: number;
}

export interface SsrHandler {
  /** Answers a GET or HEAD of a page URL. */
  handle(request: FastifyRequest, reply: FastifyReply, pathname: string): Promise<FastifyReply>;
  /** The rendered-page cache's lookups (for /metrics). */
  readonly pageCache: CacheStats;
  /** Stops the render threads. */
  close(): Promise<void>;
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * A CDN in front (docs/deploy.md, "A CDN in front"): an anonymous page whose language is named by the `lang` cookie
 * differs by nothing but its address and the cookies `lang`, `theme` and `tz` (the time zone its times are written
 * in), which is the documented cache key; a request with a `member` cookie bypasses the CDN. Such a page says so to
 * the CDN alone, in CDN-Cache-Control (RFC 9213; Cloudflare) and Surrogate-Control (Fastly, which strips it), and
 * keeps `public, no-cache` for every other cache: one that does not know the key revalidates each time, and the ETag
 * of the reader's own page decides. So `Vary` names only Accept-Encoding (each encoding is its own body).
 */
const CDN_FRESHNESS = 'max-age=60, stale-while-revalidate=60';
/** What a page kept by the reader's browser alone depends on. */
const PER_READER_VARY = 'Cookie, Accept-Language, Accept-Encoding';
const THEMES = ['dark', 'light'] as const;

function matchesEtag(header: string | undefined, etag: string): boolean {
  return (header ?? '')
    .split(',')
    .slice(0, 20)
    .some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

// @fastify/cookie parses only inside the auth routes (and on every request if registered for all): the few cookies
// a page render reads are parsed here, at most 50 of them.
function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';').slice(0, 50)) {
    const index = part.indexOf('=');
    if (index < 1) continue;
    const name = part.slice(0, index).trim();
    let value = part.slice(index + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      continue;
    }
    if (!cookies.has(name)) cookies.set(name, value);
  }
  return cookies;
}

/** The language tags of an Accept-Language header, most preferred first (those refused with q=0 left out). */
function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .slice(0, 500)
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const quality = Number(
        params
          .find((param) => param.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag, quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter(({ quality }) => quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * The page's language as the browser decides without a server render: `?lang=`, else the saved choice, else the first
 * supported preference, else en.
 */
function requestLanguage(request: FastifyRequest, cookies = parseCookies(request.headers.cookie)): Language {
  const param = new URL(request.url, 'http://localhost').searchParams.get('lang');
  if (isLanguage(param)) return param;
  return detectLanguage(cookies.get(languageStorageKey) ?? null, acceptedLanguages(request.headers['accept-language']));
}

const zones = new Map<string, boolean>();
function isTimeZone(value: string | undefined): value is string {
  if (!value || value.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(value)) return false;
  let valid = zones.get(value);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: value });
      valid = true;
    } catch {
      valid = false;
    }
    if (zones.size < 1000) zones.set(value, valid);
  }
  return valid;
}

/**
 * The signed-in member's name from the hint cookie the auth routes set (src/auth/refresh-cookie.ts), else
 * undefined: a short printable name, nothing else.
 */
function memberHint(value: string | undefined): string | undefined {
  const name = value?.trim();
  if (!name || [...name].length > 60 || [...name].some((char) => char < ' ' || char === '\u007f')) return undefined;
  return name;
}

/**
 * Item pages some members may see while visitors may not: a draft post (its author, admins), an unpublished article
 * or event (admins), a hidden thread (its author, moderators). The server renders as a visitor, so for a member it
 * sends the bare frame rather than a 404 their browser would then turn into the page.
 */
const MEMBER_VISIBLE_ITEM = /^\/(?:blog|article|events|discussion|news)\/[^/]+\/?$/;

/** A rendered page as sent, with its compressed copies made on first demand. */
interface RenderedPage {
  status: number;
  body: string;
  etag: string;
  encoded: Partial<Record<Encoding, Buffer>>;
}

type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts (Brotli, then gzip), if any. */
function preferredEncoding(header: string | undefined): Encoding | undefined {
  const accepted = (header ?? '')
    .slice(0, 300)
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => !quality || !/^\s*q=0(\.0*)?\s*$/.test(quality))
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

function encode(page: RenderedPage, encoding: Encoding): Buffer {
  // Quick settings: a page is compressed once per minute at most, but while its reader waits.
  page.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(page.body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length },
        })
      : gzipSync(page.body, { level: 6 });
  return page.encoded[encoding];
}

/**
 * Server-Timing entries telling how the render's queries went: how many its page's prefetch issued, and each query
 * the render still fetched itself (`late`) or the prefetch fetched for nothing (`unused`).
 */
function prefetchTiming(queries: RenderOutput['queries']): string[] {
  if (!queries) return [];
  return [
    `prefetch;desc="${queries.prefetched} prefetched, ${queries.late.length} late, ${queries.unused.length} unused"`,
    ...queries.late.map((name) => `late;desc="${name}"`),
    ...queries.unused.map((name) => `unused;desc="${name}"`),
  ];
}

function isRenderModule(value: unknown): value is RenderModule {
  const module = value as Partial<RenderModule> | null;
  return typeof module?.render === 'function' && typeof module.isPrivatePath === 'function';
}

/** Loads the server renderer; undefined when it is not built (the site then serves the bare frame). */
export async function createSsr(options: SsrOptions): Promise<SsrHandler | undefined> {
  const entry = join(options.ssrDir, 'entry-server.mjs');
  if (!existsSync(entry)) return undefined;
  // React picks its build when first loaded, from NODE_ENV: the renderer gets the production one (several times
  // faster, no development warnings) unless the environment asks otherwise. Nothing else here reads React.
  const environment = process.env.NODE_ENV;
  process.env.NODE_ENV = environment ?? 'production';
  let loaded: unknown;
  try {
    loaded = await import(pathToFileURL(entry).href);
  } finally {
    if (environment === undefined) delete process.env.NODE_ENV;
  }
  if (!isRenderModule(loaded)) throw new Error(`${entry} does not export render and isPrivatePath`);
  const renderer = loaded;
  // The renders themselves run in threads; this thread keeps the renderer for isPrivatePath.
  const threads = options.renderThreads ?? 1;
  const maxRenders = options.maxRenders ?? threads * 8;
  const pool = createRenderPool({ entry, threads });
  // The first pages wait for no thread to load the renderer; a thread that cannot is told of by the renders.
  await pool.ready.catch((error: unknown) => options.log?.warn({ err: error }, 'a render thread could not load the server renderer'));
  const indexHtml = readFileSync(join(options.distDir, 'index.html'), 'utf8');
  const template = parseTemplate(indexHtml);
  const preloadLinks = createPreloader(options.distDir);
  // The bare frame (private pages, a member's own item, a failed render) preloads the entry's imports; it is in the
  // reader's language until the app names the page: `<html lang>` and the site's name as its title ('链脉').
  const shells = new Map(
    languages.map((language) => [
      language,
      htmlWithNonce(
        indexHtml
          .replace(/<html[^>]*>/i, `<html lang="${htmlLang(language)}" data-theme="dark">`)
          .replace(/<title>[^<]*<\/title>/i, `<title>${escapeHtml(siteName(language))}</title>`)
          .replace('</head>', `${modulePreloadLinks(preloadLinks({ modules: [], namespaces: [], language }))}</head>`),
      ),
    ]),
  );
  const cache = createTtlCache<RenderedPage>({ maxEntries: 500, ttlMs: options.cacheTtlMs ?? 60_000 });
  // The visitors' query results, shared by renders (and anonymous GraphQL) for a short while: a page's queries are
  // the same for every visitor, so most renders read none from the database.
  const results = options.answers ?? createVisitorAnswers({ ttlMs: options.cacheTtlMs ?? 60_000 });
  // A write drops the pages that read the rows it changed (a 0-row statement announces nothing); the results
  // are dropped by their owner (app.ts), or here when they are the renders' own.
  options.writes.subscribe((writes) => {
    cache.drop(writes);
    if (!options.answers) results.drop(writes);
  });

  /** What one render did: its queries from the database and their time, what they read, whether one failed. */
  interface RenderRun {
    ms: number;
    count: number;
    /** Undefined once a query could not tell what it read. */
    reads: ReadKeys | undefined;
    /** A query answered with errors, or part of the page failed to render (its deadline): never cached. */
    failed: boolean;
    /** The page cache's mark when the render began (a write heard of during it may have changed what it read). */
    since: number;
    /** Each query read from the database: its operation's name and time (a Server-Timing `op` entry each). */
    ops: { name: string; ms: number }[];
  }

  /** The operation's name in a GraphQL request body (`operationName`, else the document's first named operation). */
  const operationNameOf = (body: string): string =>
    (/"operationName"\s*:\s*"(\w+)"/.exec(body) ?? /\b(?:query|subscription)\s+(\w+)/.exec(body))?.[1] ?? 'anonymous';

  // The page's GraphQL goes straight to the engine, as a visitor (no headers, so the anonymous role).
  const fetchFor =
    (address: string, run: RenderRun, fresh: boolean) =>
    async (body: string): Promise<{ status: number; body: string }> => {
      const started = performance.now();
      const key = results.keyOf(body);
      // A fresh render reads the database itself, and leaves what it read for the others.
      let answer = fresh || key === undefined ? undefined : results.get(key);
      let sent: { status: number; body: string } | undefined = answer;
      let reads = answer?.reads;
      if (!answer) {
        const since = results.mark();
        const response = await options.engine.handle(body, {}, { address });
        answer = key === undefined ? undefined : await results.keep(key, response, { unknownReads: true, since });
        sent = response;
        if (response.status !== 200 || !response.body.startsWith('{"data"')) run.failed = true;
        // An answer not shared (a @cached query's, kept by the engine) still tells the page what it read.
        else reads = answer ? answer.reads : await response.reads?.();
        run.count += 1;
        run.ops.push({ name: operationNameOf(body), ms: performance.now() - started });
      }
      if (run.reads) {
        if (reads) mergeReads(run.reads, reads);
        else run.reads = undefined;
      }
      run.ms += performance.now() - started;
      return { status: sent!.status, body: sent!.body };
    };

  function sendShell(request: FastifyRequest, reply: FastifyReply, cacheControl = 'no-cache'): FastifyReply {
    const shell = shells.get(requestLanguage(request)) ?? shells.get('en')!;
    return reply
      .header('cache-control', cacheControl)
      .header('vary', 'Cookie, Accept-Language')
      .type('text/html; charset=utf-8')
      .send(shell(request.cspNonce));
  }

  interface PageRequest {
    url: string;
    pathname: string;
    search: URLSearchParams;
    language: Language;
    /** The language the address asked for (`?lang=`), if any. */
    requested: Language | undefined;
    theme: (typeof THEMES)[number];
    timeZone: string;
    zoneUnknown: boolean;
    member: string | undefined;
    /** The member's hint says they moderate (the `moderator` cookie). */
    moderator: boolean;
    origin: string;
    address: string;
    fresh: boolean;
    /** Where the request's log lines go. */
    logUrl: string;
  }

  /** Renders a page (throws when the renderer does); `run` tells what its queries did. */
  async function renderPage(
    input: PageRequest,
  ): Promise<{ page: RenderedPage; run: RenderRun; shared: boolean; ms: number; queries: RenderOutput['queries'] }> {
    const started = performance.now();
    const since = cache.mark();
    const run: RenderRun = { ms: 0, count: 0, reads: new Map(), failed: false, since, ops: [] };
    const request: PoolRenderRequest = {
      url: input.url,
      language: input.language,
      timeZone: input.timeZone,
      ...(input.member !== undefined ? { member: input.member } : {}),
      ...(input.moderator ? { moderator: true } : {}),
      ...(input.zoneUnknown ? { zoneUnknown: true } : {}),
      origin: input.origin,
      timeoutMs: options.renderTimeoutMs ?? 3000,
    };
    const rendered = await pool.render(request, {
      fetch: fetchFor(input.address, run, input.fresh),
      onError: (error) => {
        run.failed = true;
        options.log?.warn({ err: error, url: input.logUrl }, 'part of a page failed to render on the server');
      },
      accept: acceptRenderOutput,
    });
    const head = headTags({
      head: rendered.head,
      origin: input.origin,
      pathname: input.pathname,
      search: input.search,
      language: input.language,
      addressLanguage: input.requested,
      fallbackDescription: '',
    });
    const modules = [template.entry, ...preloadLinks({ ...rendered.preload, language: input.language })];
    const body = template.fill({
      language: input.language,
      theme: input.theme,
      head,
      modules,
      styles: rendered.styles,
      html: rendered.html,
      state: rendered.state,
    });
    const status = rendered.head.status ?? 200;
    const page = { status, body, etag: createHash('sha256').update(body).digest('base64url').slice(0, 27), encoded: {} };
    return {
      page,
      run,
      shared: !rendered.head.private && input.member === undefined,
      ms: performance.now() - started,
      queries: rendered.queries,
    };
  }

  // A page whose render failed is rendered once more in the background, so the next reader gets a whole one.
  const retrying = new Set<string>();
  function retryInBackground(key: string, input: PageRequest): void {
    if (retrying.has(key) || retrying.size >= 50 || pool.inFlight >= maxRenders) return;
    retrying.add(key);
    renderPage({ ...input, fresh: false })
      .then(({ page, run, shared }) => {
        if (shared && !run.failed) cache.set(key, page, run.reads, run.since);
      })
      .catch((error: unknown) => options.log?.warn({ err: error, url: input.logUrl }, 'server render failed again in the background'))
      .finally(() => retrying.delete(key));
  }

  return {
    pageCache: cache.stats,
    async handle(request, reply, pathname) {
      const url = new URL(request.url, 'http://localhost');
      if (renderer.isPrivatePath(pathname)) return sendShell(request, reply);
      const legacy = await options.legacyRedirect?.(pathname);
      if (legacy) return reply.redirect(`${legacy}${url.search}`, 301);

      const cookies = parseCookies(request.headers.cookie);
      const param = url.searchParams.get('lang');
      // `?lang=all` is a list's content scope (every language, src/features/choose-content-language), not a UI language.
      const requested = param === 'all' ? null : param;
      if (requested !== null && !isLanguage(requested)) {
        // An unknown language is the same page in the default one: send the reader there.
        url.searchParams.delete('lang');
        return reply.redirect(`${encodePath(pathname)}${url.search}`, 301);
      }
      const language = requested ?? requestLanguage(request, cookies);
      // Whether the language comes from the address or the `lang` cookie, both in the CDN's key; else it comes from
      // Accept-Language, which is not: that page is the reader's alone, and its answer sets the cookie.
      const cookieLanguage = cookies.get(languageStorageKey);
      const keyedLanguage = requested !== null || isLanguage(cookieLanguage ?? null);
      // `?theme=` is the header's theme switch before the page's script runs (or without script): it wins and is kept.
      const requestedTheme = THEMES.find((name) => name === url.searchParams.get('theme'));
      const savedTheme = cookies.get('theme');
      const theme = requestedTheme ?? THEMES.find((name) => name === savedTheme) ?? 'dark';
      const savedZone = cookies.get('tz');
      const timeZone = isTimeZone(savedZone) ? savedZone : 'UTC';
      // A member's page shows their account menu from the first paint: rendered for them alone, never shared.
      const member = memberHint(cookies.get('member'));
      // A moderator's pages keep the place of their controls from the first paint (a hint as well, no right).
      const moderator = member !== undefined && cookies.get('moderator') === '1';

      // The origin is part of the page (canonical and social links): a forged Host never reaches another reader.
      const origin = options.origin(request);
      // The page renders at the path as the browser has it: still percent-encoded (only runs of slashes collapsed), so
      // `/tag/a%2Fb` stays one segment as the browser's router sees it, not `/tag/a/b` (issue 28: a 404 and hydration
      // error #418). `pathname`, decoded, only names the routes above.
      const renderPath = (request.url.split('?')[0] ?? '/').replace(/[/\\]+/g, '/');
      const key = JSON.stringify([origin, renderPath, url.search, language, theme, timeZone, member ?? null, moderator]);
      const noCache = member !== undefined || /no-cache|no-store/i.test(request.headers['cache-control'] ?? '');
      // Tests and benchmarks can ask for a render from the database (`Cache-Control: no-store`): this render reads
      // past the shared query results, never emptying them for the other readers.
      const fresh = /no-store/i.test(request.headers['cache-control'] ?? '');
      let page = noCache ? undefined : cache.get(key);
      const timing: string[] = [];
      // A page that failed to render whole: sent once, never kept by us or any cache on the way.
      let failed = false;
      if (page) {
        timing.push('cache;desc=hit');
      } else {
        // A render costs like a GraphQL request: it counts against the address's budget.
        if (!options.gate.admit(request.ip, {}).allowed) return sendShell(request, reply);
        if (pool.inFlight >= maxRenders) {
          // Over the render budget: a fast answer, this reader's alone. A crawler comes back later rather than
          // indexing an empty frame; a reader's browser renders the page.
          if (CRAWLER.test(request.headers['user-agent'] ?? '')) {
            return sendShell(request, reply.code(503).header('retry-after', '5'), 'no-store');
          }
          return sendShell(request, reply, 'no-store');
        }
        const input: PageRequest = {
          url: `${renderPath}${url.search}`,
          pathname,
          search: url.searchParams,
          language,
          requested: requested ?? undefined,
          theme,
          timeZone,
          zoneUnknown: !isTimeZone(savedZone),
          member,
          moderator,
          origin,
          address: request.ip,
          fresh,
          logUrl: request.url,
        };
        let rendered: Awaited<ReturnType<typeof renderPage>>;
        try {
          rendered = await renderPage(input);
        } catch (error) {
          options.log?.warn({ err: error, url: request.url }, 'server render failed; sent the bare page');
          if (member === undefined) retryInBackground(key, input);
          return sendShell(request, reply, 'no-store');
        }
        const { run } = rendered;
        timing.push(
          `render;dur=${rendered.ms.toFixed(1)}`,
          `graphql;desc="${run.count} from the database";dur=${run.ms.toFixed(1)}`,
          ...run.ops.map((op) => `op;desc="${op.name}";dur=${op.ms.toFixed(1)}`),
          ...prefetchTiming(rendered.queries),
        );
        page = rendered.page;
        failed = run.failed;
        if (failed) {
          if (rendered.shared) retryInBackground(key, input);
        } else if (rendered.shared) cache.set(key, page, run.reads, run.since);
      }

      if (page.status === 404 && options.movedRedirect) {
        // An item renamed since the address was shared: its page is at its new slug.
        const moved = await options.movedRedirect(pathname).catch(() => null);
        if (moved) return reply.redirect(`${moved}${url.search}`, 301);
        // Not public, but perhaps this member's (their draft): their browser renders it with their session. The frame
        // is theirs alone and never stored; visitors (no hint) still get the 404.
        if (member !== undefined && MEMBER_VISIBLE_ITEM.test(pathname)) {
          return sendShell(request, reply, 'private, no-store');
        }
      }

      // Each encoding is its own representation, with its own strong ETag.
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      const etag = `"${page.etag}${encoding ? `-${encoding}` : ''}"`;
      reply
        .code(page.status)
        .type('text/html; charset=utf-8')
        .header('etag', etag)
        .header('server-timing', timing.join(', '))
        .header(
          'content-security-policy',
          contentSecurityPolicy({ nonce: request.cspNonce, host: request.host, scriptHashes: template.scriptHashes }),
        );
      if (requested !== null || requestedTheme) {
        // The address chose the language or theme: remember it, and keep this answer out of shared caches.
        const chosen = [
          ...(requested !== null ? [`lang=${language}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`] : []),
          ...(requestedTheme ? [`theme=${requestedTheme}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`] : []),
        ];
        reply.header('set-cookie', chosen).header('cache-control', 'private, no-cache').header('vary', PER_READER_VARY);
      } else if (member !== undefined) {
        // The member's own header is in this page: never in a shared cache; the browser revalidates it.
        reply.header('cache-control', 'private, no-cache').header('vary', PER_READER_VARY);
      } else if (!keyedLanguage) {
        // The language came from Accept-Language: this reader's alone. The cookie names it from now on, so the
        // reader's next pages are the CDN's to keep (the app detects the same language from the browser's list).
        reply
          .header('set-cookie', `${languageStorageKey}=${language}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`)
          .header('cache-control', 'private, no-cache')
          .header('vary', PER_READER_VARY);
      } else {
        // A CDN keyed as documented keeps the page a minute; every other cache and browsers revalidate it (a 304
        // costs no render).
        reply
          .header('cache-control', 'public, no-cache')
          .header('cdn-cache-control', CDN_FRESHNESS)
          .header('surrogate-control', CDN_FRESHNESS)
          .header('vary', 'Accept-Encoding');
      }
      // A page that failed to render whole (a query's error, the render deadline) is this reader's alone.
      if (failed) {
        reply.header('cache-control', 'no-store').removeHeader('cdn-cache-control').removeHeader('surrogate-control');
      }
      if (page.status === 200 && matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      if (!encoding) return reply.send(page.body);
      return reply.header('content-encoding', encoding).send(encode(page, encoding));
    },
    close: () => pool.close(),
  };
}
