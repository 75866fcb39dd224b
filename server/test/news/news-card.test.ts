// GET /news/:id/card.png on the real HTTP app over a seeded PGlite: a PNG share card for published stories (English
// and Chinese), 404 JSON for unknown, unpublished or malformed ids; and the card's text layout and escaping.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/types.ts';
import { CARD_HEIGHT, CARD_WIDTH, cardSvg, escapeXml, wrapText } from '../../src/http/news-card/card-svg.ts';
import { qrModules } from '../../src/http/news-card/index.ts';
import { createTestApp, type TestApp } from '../engine/harness.ts';
import { createTestDatabase } from '../support/database.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ETF = '61000000-0000-4000-8000-000000000001';
const UNPUBLISHED = '61000000-0000-4000-8000-000000000009';

let db: Database;
let server: TestApp;

beforeAll(async () => {
  db = await createTestDatabase({ seeds: true });
  server = await createTestApp(db);
});

afterAll(async () => {
  await server?.app.close();
  await db?.close();
});

const get = (url: string) => server.app.inject({ method: 'GET', url });

describe('GET /news/:id/card.png', () => {
  it('draws a published story as a 1200x630 PNG, cacheable', async () => {
    const response = await get(`/news/${ETF}/card.png`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toContain('max-age');
    expect(response.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', CARD_WIDTH, CARD_HEIGHT]);
    // The second answer comes from the cache: the same bytes.
    expect((await get(`/news/${ETF}/card.png`)).rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it('draws a Chinese story, and one whose title holds markup, as PNGs', async () => {
    const { rows } = await db.query<{ id: string }>(`SELECT id FROM news_articles WHERE language = 'zh' AND is_published LIMIT 1`);
    const chinese = await get(`/news/${rows[0]!.id}/card.png`);
    expect(chinese.statusCode).toBe(200);
    expect((await sharp(chinese.rawPayload).metadata()).width).toBe(CARD_WIDTH);

    await db.query(`UPDATE news_articles SET title = $1 WHERE id = $2`, ['<script>alert("x")</script> & ]]> $BTC', ETF]);
    const hostile = await get(`/news/${ETF}/card.png`);
    expect(hostile.statusCode).toBe(200);
    expect(hostile.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  });

  it.each([
    ['an unknown id', '/news/6f000000-0000-4000-8000-000000000000/card.png'],
    ['an unpublished story', `/news/${UNPUBLISHED}/card.png`],
    ['a malformed id', '/news/not-a-uuid/card.png'],
    ['an injected id', "/news/1'%20OR%20'1'='1/card.png"],
  ])('answers 404 JSON for %s', async (_name, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not-found', message: expect.any(String) } });
  });
});

describe('the card text', () => {
  it('escapes every XML special character', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>\u0000`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;');
    const svg = cardSvg({
      title: '</text><script/>',
      summary: '<b>bold</b> & more',
      url: 'https://x.example/news/"><script/>',
      language: 'en',
      time: 't',
      siteName: 'S&P',
      label: 'L',
      tickers: ['<X>'],
    });
    expect(svg).not.toMatch(/<script|S&P|<X>|<b>/);
    expect(svg).toContain('x.example/news/&quot;&gt;&lt;script/&gt;');
  });

  it('carries the summary below the title, the story address and its QR code', () => {
    const url = `https://chainpulse.example/news/${ETF}`;
    const svg = cardSvg({
      title: 'Bitcoin spot ETFs log fifth straight week of net inflows',
      summary: 'Funds took in $1.2 billion this week.',
      url,
      qr: qrModules(url),
      language: 'en',
      time: '10 Mar 2025, 09:30 UTC',
      siteName: 'ChainPulse',
      label: 'Flash',
      tickers: ['BTC'],
    });
    expect(svg).toContain('>Funds took in $1.2 billion this week.</text>');
    expect(svg).toContain(`>chainpulse.example/news/${ETF}</text>`);
    expect(svg).toMatch(/<rect [^>]*fill="#ffffff"\/><path transform="translate\([^)]*\) scale\([^)]*\)" fill="#0b0f19" d="M0 0h1v1h-1z/);
    // Without a summary the title may take a fourth line; with one, three.
    const long = 'word '.repeat(80);
    const lineCount = (summary?: string) =>
      (
        cardSvg({ title: long, summary, url, language: 'en', time: 't', siteName: 'S', label: 'L', tickers: [] }).match(
          /<text x="72" y="\d+">word/g,
        ) ?? []
      ).length;
    expect(lineCount()).toBe(4);
    expect(lineCount('A short summary.')).toBe(3);
  });

  it('encodes the address as a square QR code with its three finder patterns', () => {
    const modules = qrModules(`https://chainpulse.example/news/${ETF}`);
    const size = modules.length;
    expect(size).toBeGreaterThanOrEqual(21);
    expect((size - 17) % 4).toBe(0);
    expect(modules.every((row) => row.length === size)).toBe(true);
    // Each finder pattern: a dark 7x7 ring around a light ring around a dark 3x3 centre.
    for (const [top, left] of [
      [0, 0],
      [0, size - 7],
      [size - 7, 0],
    ] as const) {
      const at = (row: number, column: number) => modules[top + row]![left + column];
      expect([at(0, 0), at(0, 6), at(6, 0), at(6, 6), at(3, 3), at(2, 2), at(4, 4)]).toEqual([true, true, true, true, true, true, true]);
      expect([at(1, 1), at(1, 5), at(5, 1), at(5, 5)]).toEqual([false, false, false, false]);
    }
  });

  it('wraps Latin between words and Chinese between characters, with an ellipsis past the last line', () => {
    expect(wrapText('Bitcoin spot ETFs log fifth straight week of net inflows', 12, 5)).toEqual([
      'Bitcoin spot ETFs log',
      'fifth straight week of',
      'net inflows',
    ]);
    expect(wrapText('比特币现货ETF连续第五周净流入', 6, 5)).toEqual(['比特币现货', 'ETF连续第五', '周净流入']);
    expect(wrapText('比特币突破十万美元，以太坊跟涨', 9, 5)).toEqual(['比特币突破十万美元，', '以太坊跟涨']);
    const long = wrapText('word '.repeat(200), 10, 2);
    expect(long).toHaveLength(2);
    expect(long[1]!.endsWith('…')).toBe(true);
    expect(wrapText('a'.repeat(50), 10, 10).every((line) => line.length <= 19)).toBe(true);
  });
});
