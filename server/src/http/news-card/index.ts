// GET (and HEAD) /news/:id/card.png: a news flash as a 1200x630 PNG share card (og:image of its page), drawn from
// an SVG by sharp, with its summary and the way back to it (the story's address and its QR code). Read with plain SQL (published stories only, the anonymous deadline), so it works with either
// engine. Rendered cards are kept in a bounded cache keyed by what they show; renders run a few at
// a time, so a burst of new ids cannot take the server's CPU.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import qrcode from 'qrcode-generator';
import sharp from 'sharp';
import type { Config } from '../../config/index.ts';
import { StatementTimeoutError, type Queryable } from '../../db/index.ts';
import { registerErrorHandler } from '../error-handler.ts';
import { siteOrigin } from '../site-origin.ts';
import { ServiceError } from '../service-error.ts';
import { cardSvg } from './card-svg.ts';
import { cardTexts } from './card-texts.ts';

export interface NewsCardOptions {
  db: Queryable;
  /** The statement deadline of anonymous requests (STATEMENT_TIMEOUT_MS). */
  timeoutMs: number;
  /** SITE_URL, the origin printed on the card; the request's own when absent. */
  config: Pick<Config, 'siteUrl'>;
  /** Rendered cards kept (about 60 KB each); default 200. */
  cacheSize?: number;
  /** Renders at once; the others wait for a slot. Default 2. */
  concurrency?: number;
}

interface CardRow {
  id: string;
  title: string;
  excerpt: string | null;
  language: string;
  published_at: Date;
  is_important: boolean;
  tickers: string[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The title is capped before wrapping: the card shows five lines at most anyway. */
const MAX_TITLE_CHARS = 300;
const CACHE_CONTROL = 'public, max-age=300';

const notFound = () => new ServiceError('not-found', 'There is no published news story with this id.', 404);

const timeFormats = {
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23', timeZone: 'UTC' }),
  zh: new Intl.DateTimeFormat('zh-CN', { dateStyle: 'long', timeStyle: 'short', hourCycle: 'h23', timeZone: 'Asia/Shanghai' }),
};

/** The story's time for its readers: UTC for English, Beijing time for Chinese. */
export function cardTime(time: Date, language: 'en' | 'zh'): string {
  return `${timeFormats[language].format(time)} ${language === 'zh' ? '(UTC+8)' : 'UTC'}`;
}

/** A bounded map that forgets the least recently used entry first. */
function lruCache<Value>(size: number) {
  const entries = new Map<string, Value>();
  return {
    get(key: string): Value | undefined {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key: string, value: Value): void {
      entries.delete(key);
      entries.set(key, value);
      while (entries.size > size) entries.delete(entries.keys().next().value!);
    },
  };
}

/** Runs tasks at most `limit` at a time. */
function limiter(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

/** The modules of a QR code of the text (medium error correction, the smallest version that holds it). */
export function qrModules(text: string): boolean[][] {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const count = qr.getModuleCount();
  return Array.from({ length: count }, (_, row) => Array.from({ length: count }, (_, column) => qr.isDark(row, column)));
}

/** Renders a story's card to PNG, pointing back to the story at `origin`. */
export async function renderCard(row: CardRow, origin: string): Promise<Buffer> {
  const language = row.language === 'zh' ? 'zh' : 'en';
  const texts = cardTexts(language);
  const url = `${origin}/news/${row.id}`;
  const svg = cardSvg({
    title: row.title.slice(0, MAX_TITLE_CHARS),
    summary: row.excerpt?.slice(0, MAX_TITLE_CHARS),
    url,
    qr: qrModules(url),
    language,
    time: cardTime(row.published_at, language),
    siteName: texts.siteName,
    label: texts.label,
    important: row.is_important ? texts.important : undefined,
    tickers: row.tickers,
  });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 8 }).toBuffer();
}

export async function registerNewsCard(app: FastifyInstance, options: NewsCardOptions): Promise<void> {
  const cache = lruCache<Buffer>(options.cacheSize ?? 200);
  const render = limiter(options.concurrency ?? 2);

  async function card(id: string, origin: string): Promise<Buffer> {
    if (!UUID.test(id)) throw notFound();
    const { rows } = await options.db.query<CardRow>(
      `SELECT id, title, excerpt, language, published_at, is_important, tickers
         FROM public.news_articles WHERE id = $1 AND is_published LIMIT 1`,
      [id],
      { timeoutMs: options.timeoutMs },
    );
    const row = rows[0];
    if (!row) throw notFound();
    // Keyed by what the card shows, so an edit draws it again and nothing else does.
    const key = JSON.stringify([
      id,
      origin,
      row.title,
      row.excerpt,
      row.language,
      new Date(row.published_at).getTime(),
      row.is_important,
      row.tickers,
    ]);
    const cached = cache.get(key);
    if (cached) return cached;
    const png = await render(() => renderCard({ ...row, published_at: new Date(row.published_at) }, origin));
    cache.set(key, png);
    return png;
  }

  await app.register(async (scope) => {
    registerErrorHandler(scope, {
      format: 'rest',
      clientError: (error) => new ServiceError('invalid-request', error.message, 400),
      translate: (error) =>
        error instanceof StatementTimeoutError
          ? new ServiceError('busy', 'The site is busy; try again in a minute.', 503, {}, { retryAfter: 60, cause: error })
          : undefined,
    });
    scope.get('/news/:id/card.png', async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      const png = await card(request.params.id, siteOrigin(request, options.config));
      return reply.type('image/png').header('cache-control', CACHE_CONTROL).send(png);
    });
  });
}
