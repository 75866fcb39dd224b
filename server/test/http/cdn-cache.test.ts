// A CDN in front of the real server (issue 31 item 6): a cache keyed exactly as docs/deploy.md "A CDN in front"
// documents it (the address, the cookies lang, theme and tz, the encoding; bypassed with a member cookie; keeping
// only what CDN-Cache-Control allows) serves readers of different languages, themes and time zones from one set of
// entries, each reader getting their own page. The server, its render cache and the database are real; the
// renderer is a small entry-server.mjs that writes the language and a time in the zone it is given.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startStubRendererSite, type StubRendererSite } from '../support/stub-renderer-site.ts';

const INDEX = `<!doctype html><html lang="en" data-theme="dark"><head><title>ChainPulse</title>
<script type="module" crossorigin src="/assets/index-test.js"></script></head><body><div id="root"></div></body></html>`;

// One event time, written in the zone the server renders in (the tz cookie's, else UTC), as the site's pages do.
const RENDERER = `
export function isPrivatePath(pathname) { return pathname.startsWith('/settings'); }
export async function render({ language, timeZone, member }) {
  const time = new Intl.DateTimeFormat('en', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date('2026-01-01T12:00:00Z'));
  const who = member ? 'member:' + member : 'visitor';
  return { html: '<main data-who="' + who + '">' + language + ' ' + timeZone + ' ' + time + '</main>', styles: '', head: {}, state: {}, preload: { modules: [], namespaces: [] } };
}
`;

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * The documented rule, as nginx's proxy_cache (docs/deploy.md) or a CDN applies it: the key is the host, the
 * address with its query, the `lang`, `theme` and `tz` cookies and the encoding (Vary: Accept-Encoding); a request
 * carrying a `member` cookie bypasses the cache; an answer is kept only when CDN-Cache-Control gives it a max-age
 * and it sets no cookie. Nothing else of the request (other cookies, Accept-Language) reaches the key.
 */
function createCdn(origin: (url: string, headers: Record<string, string>) => Promise<Answer>) {
  const entries = new Map<string, Answer>();
  const stats = { hits: 0, misses: 0, bypassed: 0 };
  const cookiesOf = (header = '') =>
    new Map(
      header
        .split(';')
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part) => [part.slice(0, part.indexOf('=')), part.slice(part.indexOf('=') + 1)] as const),
    );
  return {
    entries,
    stats,
    async get(url: string, headers: Record<string, string> = {}): Promise<Answer & { cache: 'hit' | 'miss' | 'bypass' }> {
      const cookies = cookiesOf(headers.cookie);
      if (cookies.has('member')) {
        stats.bypassed += 1;
        return { ...(await origin(url, headers)), cache: 'bypass' };
      }
      const encoding = /\bbr\b/.test(headers['accept-encoding'] ?? '')
        ? 'br'
        : /\bgzip\b/.test(headers['accept-encoding'] ?? '')
          ? 'gzip'
          : '';
      const key = JSON.stringify([
        'site.test',
        url,
        cookies.get('lang') ?? '',
        cookies.get('theme') ?? '',
        cookies.get('tz') ?? '',
        encoding,
      ]);
      const kept = entries.get(key);
      if (kept) {
        stats.hits += 1;
        return { ...kept, cache: 'hit' };
      }
      stats.misses += 1;
      const answer = await origin(url, headers);
      const maxAge = /(?:^|,)\s*max-age=(\d+)/.exec(answer.headers['cdn-cache-control'] ?? '')?.[1];
      if (maxAge !== undefined && Number(maxAge) > 0 && answer.headers['set-cookie'] === undefined) entries.set(key, answer);
      return { ...answer, cache: 'miss' };
    },
  };
}

let app: FastifyInstance;
let site: StubRendererSite | undefined;
let originRequests = 0;

async function origin(url: string, headers: Record<string, string>): Promise<Answer> {
  originRequests += 1;
  const response = await app.inject({ method: 'GET', url, headers: { host: 'site.test', ...headers } });
  const flat = Object.fromEntries(
    Object.entries(response.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join('\n') : String(value)]),
  );
  // The body as the reader's browser reads it, once decoded.
  const body = flat['content-encoding'] === 'gzip' ? gunzipSync(response.rawPayload).toString() : response.body;
  return { status: response.statusCode, headers: flat, body };
}

/** What a reader sees of a page: its language, theme, zone and the time as written in it. */
function seen(body: string) {
  const html = /<html lang="([^"]+)" data-theme="([^"]+)">/.exec(body);
  const main = /<main data-who="([^"]+)">(\w+) (\S+) (\d\d:\d\d)<\/main>/.exec(body);
  return { lang: html?.[1], theme: html?.[2], who: main?.[1], language: main?.[2], zone: main?.[3], time: main?.[4] };
}

beforeAll(async () => {
  site = await startStubRendererSite({ name: 'cdn-cache', index: INDEX, renderer: RENDERER });
  app = site.app;
});

afterAll(async () => {
  await site?.close();
});

describe('a CDN keyed as docs/deploy.md documents it', () => {
  it('serves readers of two languages, themes and zones from one set of entries, each their own page', async () => {
    const cdn = createCdn(origin);
    const shanghai = { cookie: 'lang=en; theme=dark; tz=Asia%2FShanghai', 'accept-encoding': 'gzip' };
    const newYork = { cookie: 'lang=zh; theme=light; tz=America%2FNew_York', 'accept-encoding': 'gzip' };
    const expected = {
      shanghai: { lang: 'en', theme: 'dark', who: 'visitor', language: 'en', zone: 'Asia/Shanghai', time: '20:00' },
      newYork: { lang: 'zh-CN', theme: 'light', who: 'visitor', language: 'zh', zone: 'America/New_York', time: '07:00' },
    };
    const first = await cdn.get('/events', shanghai);
    expect(first.cache).toBe('miss');
    expect(first.headers['cdn-cache-control']).toBe('max-age=60, stale-while-revalidate=60');
    expect(first.headers['surrogate-control']).toBe('max-age=60, stale-while-revalidate=60');
    // Other caches revalidate (the reader's ETag decides), so Vary need name only what changes the bytes.
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.vary).toBe('Accept-Encoding');
    expect(first.headers['content-encoding']).toBe('gzip');
    const second = await cdn.get('/events', newYork);
    expect(second.cache).toBe('miss');

    // The same readers again, and others sharing their key whatever else their browsers send.
    const readers = [
      { headers: shanghai, sees: expected.shanghai },
      { headers: newYork, sees: expected.newYork },
      {
        headers: { ...shanghai, cookie: `_ga=GA1.2.3; ${shanghai.cookie}; consent=yes`, 'accept-language': 'zh-CN' },
        sees: expected.shanghai,
      },
      {
        headers: { ...newYork, cookie: `tz=America%2FNew_York; theme=light; lang=zh`, 'accept-language': 'en-US' },
        sees: expected.newYork,
      },
    ];
    for (const reader of readers) {
      const answer = await cdn.get('/events', reader.headers);
      expect(answer.cache).toBe('hit');
      expect(seen(answer.body)).toEqual(reader.sees);
    }
    expect(seen(first.body)).toEqual(expected.shanghai);
    expect(seen(second.body)).toEqual(expected.newYork);
    expect(cdn.entries.size).toBe(2);
    expect(cdn.stats).toEqual({ hits: 4, misses: 2, bypassed: 0 });

    // A member bypasses the CDN and gets their own page; the entries stay the visitors'.
    const member = await cdn.get('/events', { ...shanghai, cookie: `${shanghai.cookie}; member=Li` });
    expect(member.cache).toBe('bypass');
    expect(member.headers['cache-control']).toBe('private, no-cache');
    expect(member.headers['cdn-cache-control']).toBeUndefined();
    expect(seen(member.body).who).toBe('member:Li');
    const after = await cdn.get('/events', shanghai);
    expect(after.cache).toBe('hit');
    expect(seen(after.body).who).toBe('visitor');
  });

  it("keeps nothing chosen by Accept-Language or the address: a first visit's page is its own, and sets the lang cookie its next pages are keyed by", async () => {
    const cdn = createCdn(origin);
    const firstVisit = await cdn.get('/about', { 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(firstVisit.cache).toBe('miss');
    expect(seen(firstVisit.body)).toMatchObject({ lang: 'zh-CN', language: 'zh', zone: 'UTC', time: '12:00' });
    expect(firstVisit.headers['cache-control']).toBe('private, no-cache');
    expect(firstVisit.headers['cdn-cache-control']).toBeUndefined();
    expect(firstVisit.headers['set-cookie']).toMatch(/^lang=zh; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    // Another first visit in English is not given the Chinese page.
    const english = await cdn.get('/about', { 'accept-language': 'en-US' });
    expect(english.cache).toBe('miss');
    expect(seen(english.body)).toMatchObject({ lang: 'en', language: 'en' });
    // ?lang= sets the cookie: never kept either.
    const chosen = await cdn.get('/about?lang=en', { cookie: 'lang=zh' });
    expect(chosen.headers['set-cookie']).toContain('lang=en');
    expect(cdn.entries.size).toBe(0);

    // With the cookie set, the next pages are the CDN's; a zone-less reader gets UTC times, written anew by the
    // page's TIMES script before the first paint.
    const next = await cdn.get('/about', { cookie: 'lang=zh', 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(next.cache).toBe('miss');
    expect(next.headers['set-cookie']).toBeUndefined();
    const again = await cdn.get('/about', { cookie: 'lang=zh', 'accept-language': 'en' });
    expect(again.cache).toBe('hit');
    expect(seen(again.body)).toMatchObject({ lang: 'zh-CN', language: 'zh', zone: 'UTC' });
    const before = originRequests;
    // The server's own page cache keeps what it rendered for the CDN's misses too: no render for an ETag check.
    const check = await app.inject({
      method: 'GET',
      url: '/about',
      headers: { host: 'site.test', cookie: 'lang=zh', 'if-none-match': next.headers.etag! },
    });
    expect(check.statusCode).toBe(304);
    expect(originRequests).toBe(before);
  });
});
