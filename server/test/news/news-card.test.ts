// GET /news/:id/card.png on the real HTTP app over a seeded PGlite: a PNG share card for published stories (English
// and Chinese), 404 JSON for unknown, unpublished or malformed ids; and the card's text layout and escaping.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/types.ts';
import { CARD_HEIGHT, CARD_WIDTH, cardSvg, escapeXml, wrapText } from '../../src/http/news-card/card-svg.ts';
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
    expect(cardSvg({ title: '</text><script/>', language: 'en', time: 't', siteName: 'S&P', label: 'L', tickers: ['<X>'] })).not.toMatch(
      /<script|S&P|<X>/,
    );
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
