// The feed fetcher's parts on their own: the download guard and limits against the local fixture server,
// parsing of odd documents, the category rule and device detection.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardLookup, isPublicAddress } from '../../src/functions/news/address-guard.ts';
import { categorize, type NewsCategory } from '../../src/functions/news/categorize.ts';
import { detectDevice } from '../../src/functions/news/device.ts';
import { downloadFeed, FeedError, type DownloadOptions } from '../../src/functions/news/download.ts';
import { parseFeed } from '../../src/functions/news/parse-feed.ts';
import { truncate } from '../../src/functions/news/text.ts';
import { startFeedServer, type FeedServer } from './fixtures/feed-server.ts';

const LOOPBACK: DownloadOptions = { timeoutMs: 2000, maxBytes: 64 * 1024, allowPrivateAddresses: true };
const PRODUCTION: DownloadOptions = { ...LOOPBACK, allowPrivateAddresses: false };

let feeds: FeedServer;

beforeAll(async () => {
  feeds = await startFeedServer({ stallMs: 200 });
});

afterAll(async () => {
  await feeds?.close();
});

async function refusal(url: string, options: DownloadOptions): Promise<{ code: string; message: string }> {
  try {
    await downloadFeed(url, options);
  } catch (error) {
    if (error instanceof FeedError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error(`${url} was downloaded`);
}

describe('downloadFeed', () => {
  it('refuses loopback and private addresses unless the option allows them, before connecting', async () => {
    const port = new URL(feeds.url).port;
    expect(await refusal(`http://127.0.0.1:${port}/rss.xml`, PRODUCTION)).toEqual({
      code: 'address-not-public',
      message: '127.0.0.1 is not a public address',
    });
    expect((await refusal(`http://[::1]:${port}/rss.xml`, PRODUCTION)).code).toBe('address-not-public');
    expect(await refusal(`http://localhost:${port}/rss.xml`, PRODUCTION)).toEqual({
      code: 'address-not-public',
      message: expect.stringMatching(/^localhost resolves to (127\.0\.0\.1|::1), which is not a public address$/) as string,
    });
    expect(feeds.hits.get('/rss.xml')).toBeUndefined();
    expect(await downloadFeed(`${feeds.url}/rss.xml`, LOOPBACK)).toContain('Fixture Chain News');
  });

  it('fetches http and https only', async () => {
    expect(await refusal('file:///etc/passwd', LOOPBACK)).toEqual({
      code: 'bad-url',
      message: 'only http and https feeds are fetched, not file:',
    });
    expect((await refusal('not a url', LOOPBACK)).code).toBe('bad-url');
  });

  it('follows redirects, and reports HTTP errors, stalls and oversized bodies', async () => {
    expect(await downloadFeed(`${feeds.url}/moved`, LOOPBACK)).toContain('Fixture Chain News');
    expect(await refusal(`${feeds.url}/missing.xml`, LOOPBACK)).toEqual({ code: 'http-status', message: 'the feed answered HTTP 404' });
    expect(await refusal(`${feeds.url}/slow.xml`, { ...LOOPBACK, timeoutMs: 100 })).toEqual({
      code: 'timeout',
      message: 'no complete answer within 100 ms',
    });
    expect(await refusal(`${feeds.url}/huge.xml`, LOOPBACK)).toEqual({
      code: 'too-large',
      message: 'the feed is more than the limit of 65536 bytes',
    });
    expect((await refusal(`${feeds.url}/rss.xml`, { ...LOOPBACK, maxBytes: 100 })).message).toMatch(
      /^the feed is \d+ bytes, more than the limit of 100$/,
    );
  });

  it('decodes the charset the XML declaration names', async () => {
    const xml = await downloadFeed(`${feeds.url}/gbk.xml`, LOOPBACK);
    expect(parseFeed(xml, `${feeds.url}/gbk.xml`).map((item) => item.title)).toEqual(['以太坊']);
  });
});

describe('isPublicAddress', () => {
  it.each([
    // Public unicast addresses pass.
    ['8.8.8.8', true],
    ['1.1.1.1', true],
    ['2606:4700:4700::1111', true],
    ['2001:4860:4860::8888', true],
    // Every special IPv4 range is refused.
    ['0.0.0.0', false], // unspecified, 0.0.0.0/8
    ['0.1.2.3', false],
    ['10.1.2.3', false], // private
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['192.168.1.1', false],
    ['127.0.0.1', false], // loopback
    ['127.255.255.254', false],
    ['169.254.169.254', false], // link-local (cloud metadata)
    ['100.64.0.1', false], // carrier-grade NAT
    ['100.127.255.255', false],
    ['192.0.0.8', false], // IETF protocol assignments
    ['192.0.2.1', false], // documentation
    ['198.51.100.1', false],
    ['203.0.113.1', false],
    ['192.88.99.1', false], // 6to4 relay anycast
    ['198.18.0.1', false], // benchmarking
    ['198.19.255.255', false],
    ['192.175.48.1', false], // AS112
    ['192.31.196.1', false],
    ['192.52.193.1', false], // AMT
    ['224.0.0.1', false], // multicast
    ['239.255.255.250', false],
    ['240.0.0.1', false], // reserved
    ['255.255.255.255', false], // broadcast
    // Every special IPv6 range is refused.
    ['::', false], // unspecified
    ['::1', false], // loopback
    ['fe80::1', false], // link-local
    ['fe80::1%eth0', false],
    ['fec0::1', false], // deprecated site-local
    ['fc00::1', false], // unique local
    ['fd00::1', false],
    ['ff02::1', false], // multicast
    ['100::1', false], // discard
    ['64:ff9b:1::a00:1', false], // local-use NAT64
    ['::ffff:0:a00:1', false], // IPv4-translated (RFC 6145)
    ['2002:a00:1::1', false], // 6to4
    ['2002:808:808::1', false],
    ['2001::1', false], // Teredo
    ['2001:2::1', false], // benchmarking
    ['2001:3::1', false], // AMT
    ['2001:4:112::1', false], // AS112
    ['2001:10::1', false], // ORCHID
    ['2001:20::1', false], // ORCHIDv2
    ['2001:30::1', false], // drone remote ID
    ['2001:db8::1', false], // documentation
    ['5f00::1', false], // segment routing
    // IPv6 addresses that embed an IPv4 one are judged as that address.
    ['::ffff:10.0.0.1', false], // IPv4-mapped
    ['::ffff:127.0.0.1', false],
    ['::ffff:169.254.169.254', false],
    ['::ffff:8.8.8.8', true],
    ['::ffff:808:808', true],
    ['::10.0.0.1', false], // IPv4-compatible ::/96
    ['::127.0.0.1', false],
    ['::7f00:1', false],
    ['::8.8.8.8', true],
    ['64:ff9b::127.0.0.1', false], // NAT64 64:ff9b::/96
    ['64:ff9b::a9fe:a9fe', false],
    ['64:ff9b::192.168.0.1', false],
    ['64:ff9b::8.8.8.8', true],
    // Not an address in canonical form.
    ['127.1', false],
    ['0x7f.0.0.1', false],
    ['localhost', false],
    ['', false],
  ])('%s -> %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('guardLookup', () => {
  // A resolver standing in for DNS, which the tests cannot reach.
  const resolving = (...addresses: string[]) =>
    guardLookup((_hostname, _options, callback) =>
      callback(
        null,
        addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
      ),
    );
  const lookup = (guard: ReturnType<typeof guardLookup>, all: boolean) =>
    new Promise<unknown>((resolve) =>
      guard('feeds.example.com', { all }, (error, address, family) => resolve(error ? error.message : { address, family })),
    );

  it('passes public addresses on, in both of the forms a socket asks for', async () => {
    expect(await lookup(resolving('93.184.216.34'), false)).toEqual({ address: '93.184.216.34', family: 4 });
    expect(await lookup(resolving('93.184.216.34', '2606:2800:220:1::1'), true)).toEqual({
      address: [
        { address: '93.184.216.34', family: 4 },
        { address: '2606:2800:220:1::1', family: 6 },
      ],
      family: undefined,
    });
  });

  it('refuses a name with any non-public address', async () => {
    expect(await lookup(resolving('93.184.216.34', '10.0.0.7'), false)).toBe(
      'feeds.example.com resolves to 10.0.0.7, which is not a public address',
    );
  });
});

describe('parseFeed', () => {
  const BASE = 'https://feeds.example.com/x/feed.xml';

  it('refuses documents that are not feeds', () => {
    expect(() => parseFeed('<html><body>Hello</body></html>', BASE)).toThrow('the document is neither an RSS nor an Atom feed');
    expect(() => parseFeed('<rss><channel></rss>', BASE)).toThrow(/^the feed is not well-formed XML: /);
  });

  it('reads RSS 1.0 (RDF) items and resolves links against the feed URL when the channel has none', () => {
    const rdf = `<?xml version="1.0"?>
      <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
        <item><title>Node &#8220;quotes&#8221;</title><link>../story?id=1</link><dc:date>2025-01-02T03:04:05Z</dc:date></item>
      </rdf:RDF>`;
    expect(parseFeed(rdf, BASE)).toEqual([
      {
        title: 'Node “quotes”',
        link: 'https://feeds.example.com/story?id=1',
        excerpt: null,
        publishedAt: new Date('2025-01-02T03:04:05Z'),
        author: null,
        imageUrl: null,
        tags: [],
      },
    ]);
  });

  it('decodes every HTML entity of titles and excerpts, escaped or in CDATA, as a browser would', () => {
    const rss = `<rss version="2.0"><channel>
      <item><title>Caf&amp;eacute; Stra&amp;szlig;e &amp;rarr; Z&amp;uuml;rich &#8212; &amp;#x1F680;</title>
        <link>https://s.example/1</link>
        <description><![CDATA[<p>Cr&egrave;me &rarr; br&ucirc;l&eacute;e, &szlig;, &unknownentity; &amp;amp;</p>]]></description></item>
    </channel></rss>`;
    expect(parseFeed(rss, BASE).map(({ title, excerpt }) => ({ title, excerpt }))).toEqual([
      { title: 'Café Straße → Zürich — 🚀', excerpt: 'Crème → brûlée, ß, &unknownentity; &amp;' },
    ]);
  });

  it('keeps at most 100 items, and cuts long excerpts at a word with an ellipsis', () => {
    const item = (index: number) =>
      `<item><title>Story ${index}</title><link>https://s.example/${index}</link><description>${'word '.repeat(200)}</description></item>`;
    const items = parseFeed(
      `<rss version="2.0"><channel>${Array.from({ length: 120 }, (_, index) => item(index)).join('')}</channel></rss>`,
      BASE,
    );
    expect(items).toHaveLength(100);
    expect(items[0]!.excerpt).toMatch(/^(word ){99}word…$/);
    expect(truncate('一二三四五六七八九十', 5)).toBe('一二三四…');
  });
});

describe('categorize', () => {
  const categories: NewsCategory[] = [
    { slug: 'crypto', name: 'Crypto', name_zh: '加密货币' },
    { slug: 'ai', name: 'AI', name_zh: '人工智能' },
    { slug: 'policy', name: 'Policy', name_zh: '政策监管' },
  ];

  it('takes a tag naming a category first, then the source default, then a keyword in the title', () => {
    expect(categorize({ title: 'Crypto rally', tags: ['misc', '政策监管'] }, 'crypto', categories)).toBe('policy');
    expect(categorize({ title: 'AI chips', tags: ['misc'] }, 'crypto', categories)).toBe('crypto');
    expect(categorize({ title: 'New AI chips', tags: [] }, null, categories)).toBe('ai');
    expect(categorize({ title: 'Email from a SAIL boat', tags: [] }, null, categories)).toBeNull();
    expect(categorize({ title: '加密货币市场回暖', tags: [] }, 'gone', categories)).toBe('crypto');
  });
});

describe('detectDevice', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', 'mobile'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 Mobile Safari/537.36', 'mobile'],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)', 'tablet'],
    ['Mozilla/5.0 (Linux; Android 13; SM-X200) Chrome/126.0 Safari/537.36', 'tablet'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0', 'desktop'],
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'bot'],
    ['', 'unknown'],
  ])('%s -> %s', (userAgent, device) => {
    expect(detectDevice(userAgent)).toBe(device);
  });
});
