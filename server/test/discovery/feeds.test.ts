// RSS 2.0 and Atom 1.0 feeds of the real app on the demo content: the required elements, the 50 newest items of
// the whole site, the lang / category / type variants checked against SQL, refusals, and escaping.
import { DELETED_MEMBER_ID } from '#contract/deleted-member.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOST,
  insertArticle,
  ORIGIN,
  parseXml,
  startDiscoveryApp,
  type AtomEntry,
  type AtomFeed,
  type DiscoveryApp,
  type RssChannel,
  type RssItem,
} from './app.ts';

interface Row {
  id: string;
  kind: 'article' | 'blog' | 'news';
  link: string;
  language: string;
  category: string | null;
}

const RFC822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d\d (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d\d:\d\d:\d\d GMT$/;
const RFC3339 = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;

// Everything a feed may list, newest first, the way the feeds define it.
const ITEMS_SQL = `
  select id, kind, link, language, category from (
    select a.id, 'article' as kind, '${ORIGIN}/article/' || a.slug as link, a.language, c.slug as category, a.published_at
    from public.articles a left join public.categories c on c.id = a.category_id where a.published
    union all
    select b.id, 'blog', '${ORIGIN}/blog/' || b.slug, b.language, c.slug, b.published_at
    from public.blog_posts b left join public.categories c on c.id = b.category_id where b.published
    union all
    select n.id, 'news', '${ORIGIN}/news/' || n.id, n.language, null, n.published_at from public.news_articles n where n.is_published
  ) items
  order by published_at desc, id`;

describe('discovery: RSS and Atom feeds', () => {
  let t: DiscoveryApp;
  let all: Row[];
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: HOST } });

  async function rss(url: string): Promise<{ channel: RssChannel; items: RssItem[] }> {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const document = parseXml(response.body).rss!;
    expect(document['@_version']).toBe('2.0');
    return { channel: document.channel, items: document.channel.item ?? [] };
  }

  async function atom(url: string): Promise<{ feed: AtomFeed; entries: AtomEntry[] }> {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const feed = parseXml(response.body).feed!;
    expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
    return { feed, entries: feed.entry ?? [] };
  }

  const idOf = (guid: string) => guid.replace(/^urn:uuid:/, '');
  const expected = (filter: (row: Row) => boolean) => all.filter(filter).slice(0, 50);

  beforeAll(async () => {
    t = await startDiscoveryApp();
    // A story in each language published just now, at the top of every feed, and a hidden news flash.
    await insertArticle(t.db, {
      title: 'Fish & Chips: <b>"quoted"</b> \'text\' \u0007 on the blockchain',
      published: true,
      categorySlug: 'blockchain',
    });
    await insertArticle(t.db, { title: '区块链上的最新文章：测试标题', language: 'zh', published: true, categorySlug: 'blockchain' });
    await t.db.query(
      `insert into public.news_articles (title, source_url, language, is_published) values ('A hidden news flash', 'https://hidden.example.com/x', 'en', false)`,
    );
    // A blog post of an erased member, kept under the shared deleted member (whose stored name is English).
    await t.db.query(
      `insert into auth.users (id, email, password_hash, email_verified, disabled) values ($1, 'deleted-member@deleted.invalid', null, true, true)`,
      [DELETED_MEMBER_ID],
    );
    await t.db.query(
      `insert into public.user_profiles (id, username, display_name) values ($1, 'deleted_0123456789ab', 'Deleted member')`,
      [DELETED_MEMBER_ID],
    );
    await t.db.query(
      `insert into public.blog_posts (title, slug, excerpt, content, author_id, language, published, published_at)
       values ('一位已离开的成员的文章', 'left-behind', '作者已删除账户，文章留了下来。', repeat('留下的文章内容。', 10), $1, 'zh', true, now())`,
      [DELETED_MEMBER_ID],
    );
    all = (await t.db.query<Row>(ITEMS_SQL)).rows;
    expect(all.length).toBeGreaterThan(50);
  });

  afterAll(() => t.close());

  it('RSS: the 50 newest published items of the whole site with the required elements', async () => {
    const { channel, items } = await rss('/rss.xml');
    expect(channel.title).toBe('ChainPulse');
    expect(channel.link).toBe(`${ORIGIN}/`);
    expect(channel.description).toMatch(/news/i);
    expect(channel['atom:link']).toEqual({ '@_href': `${ORIGIN}/rss.xml`, '@_rel': 'self', '@_type': 'application/rss+xml' });
    expect(items.map((item) => idOf(item.guid['#text']))).toEqual(expected(() => true).map((row) => row.id));
    const rows = new Map(all.map((row) => [row.id, row]));
    for (const item of items) {
      const row = rows.get(idOf(item.guid['#text']))!;
      expect(item.title).toBeTruthy();
      // The slug percent-encoded (a Chinese title's Han characters).
      expect(item.link).toBe(row.link.replace(/[^/]+$/, (slug) => encodeURIComponent(slug)));
      expect(item.guid['@_isPermaLink']).toBe('false');
      expect(item.pubDate).toMatch(RFC822);
    }
    // The unpublished flash is not listed (every item above is a published row).
    expect(items.every((item) => rows.has(idOf(item.guid['#text'])))).toBe(true);
    // News flashes link to their own page here and say they are news.
    const flash = items.find((item) => rows.get(idOf(item.guid['#text']))?.kind === 'news');
    expect(flash?.link).toBe(`${ORIGIN}/news/${idOf(flash!.guid['#text'])}`);
    expect(flash?.category).toContain('News');
  });

  it('RSS escapes titles: markup and quotes come back as text, a control character is dropped', async () => {
    const { items } = await rss('/rss.xml');
    const item = items.find((entry) => entry.title.startsWith('Fish'));
    expect(item?.title).toBe('Fish & Chips: <b>"quoted"</b> \'text\'  on the blockchain');
    expect(item?.description).toBe('An excerpt for the discovery tests.');
    expect(item?.['dc:creator']).toBe('Elena Marsh');
    expect(item?.category).toEqual(['Article', 'Blockchain']);
  });

  it('names the deleted member in the item’s language', async () => {
    const { items } = await rss('/rss.xml?lang=zh');
    expect(items.find((item) => item.title === '一位已离开的成员的文章')?.['dc:creator']).toBe('已删除的成员');
  });

  it('names the deleted member in Atom too, and lists no page of it in the sitemap (its /u/ page is a 404)', async () => {
    const { entries } = await atom('/atom.xml?lang=zh');
    expect(entries.find((entry) => entry.title['#text'] === '一位已离开的成员的文章')?.author).toEqual({ name: '已删除的成员' });
    const response = await get('/sitemap-content.xml');
    expect(response.statusCode).toBe(200);
    const locs = (parseXml(response.body).urlset?.url ?? []).map((url) => url.loc);
    expect(locs).toContain(`${ORIGIN}/blog/left-behind`);
    expect(locs.some((loc) => loc.includes('/u/deleted_'))).toBe(false);
    // Other members who wrote are listed.
    expect(locs.some((loc) => loc.startsWith(`${ORIGIN}/u/`))).toBe(true);
  });

  it('Atom: feed id, title, updated, self link and author; entries with id, title, updated and link', async () => {
    const { feed, entries } = await atom('/atom.xml');
    expect(feed.id).toBe(`${ORIGIN}/atom.xml`);
    expect(feed.title).toBe('ChainPulse');
    expect(feed.updated).toMatch(RFC3339);
    expect(feed.link).toContainEqual({ '@_rel': 'self', '@_type': 'application/atom+xml', '@_href': `${ORIGIN}/atom.xml` });
    expect(feed.author).toEqual({ name: 'ChainPulse' });
    expect(entries.map((entry) => idOf(entry.id))).toEqual(expected(() => true).map((row) => row.id));
    for (const entry of entries) {
      expect(entry.id).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
      expect(entry.title['#text']).toBeTruthy();
      expect(entry.updated).toMatch(RFC3339);
      expect(entry.published).toMatch(RFC3339);
      expect(entry.link[0]?.['@_href']).toMatch(/^https?:\/\//);
    }
    const fish = entries.find((entry) => entry.title['#text'].startsWith('Fish'));
    expect(fish?.title['#text']).toBe('Fish & Chips: <b>"quoted"</b> \'text\'  on the blockchain');
    expect(fish?.author).toEqual({ name: 'Elena Marsh' });
    expect(fish?.summary?.['#text']).toBe('An excerpt for the discovery tests.');
  });

  it('?lang= lists the items of that language, with the channel in that language', async () => {
    const zh = await rss('/rss.xml?lang=zh');
    expect(zh.channel.language).toBe('zh');
    expect(zh.channel.description).toMatch(/[\u4e00-\u9fff]/);
    expect(zh.channel.link).toBe(`${ORIGIN}/?lang=zh`);
    expect(zh.channel['atom:link']['@_href']).toBe(`${ORIGIN}/rss.xml?lang=zh`);
    expect(zh.items.map((item) => idOf(item.guid['#text']))).toEqual(expected((row) => row.language === 'zh').map((row) => row.id));
    const en = await atom('/atom.xml?lang=en');
    expect(en.feed['@_xml:lang']).toBe('en');
    expect(en.entries.length).toBeGreaterThan(0);
    expect(en.entries.every((entry) => entry['@_xml:lang'] === 'en')).toBe(true);
    expect(en.entries.map((entry) => idOf(entry.id))).toEqual(expected((row) => row.language === 'en').map((row) => row.id));
  });

  it('?category= lists the articles and blog posts of that category', async () => {
    const { channel, items } = await rss('/rss.xml?category=blockchain');
    expect(channel.title).toBe('ChainPulse · Blockchain');
    const ids = items.map((item) => idOf(item.guid['#text']));
    expect(ids.length).toBeGreaterThan(1);
    expect(ids).toEqual(expected((row) => row.category === 'blockchain').map((row) => row.id));
    const zh = await atom('/atom.xml?category=blockchain&lang=zh');
    expect(zh.feed.title).toBe('ChainPulse · 区块链');
    expect(zh.entries.map((entry) => idOf(entry.id))).toEqual(
      expected((row) => row.category === 'blockchain' && row.language === 'zh').map((row) => row.id),
    );
  });

  it('?type= lists news flashes, articles or blog posts only', async () => {
    for (const [type, kind] of [
      ['news', 'news'],
      ['articles', 'article'],
      ['blog', 'blog'],
    ] as const) {
      const { items } = await rss(`/rss.xml?type=${type}`);
      expect(items.length).toBeGreaterThan(0);
      expect(items.map((item) => idOf(item.guid['#text']))).toEqual(expected((row) => row.kind === kind).map((row) => row.id));
      const { entries } = await atom(`/atom.xml?type=${type}&lang=zh`);
      expect(entries.map((entry) => idOf(entry.id))).toEqual(
        expected((row) => row.kind === kind && row.language === 'zh').map((row) => row.id),
      );
    }
    const news = await rss('/rss.xml?type=news');
    expect(news.channel.link).toBe(`${ORIGIN}/news`);
    expect(news.items.map((item) => item.link)).toEqual(news.items.map((item) => `${ORIGIN}/news/${idOf(item.guid['#text'])}`));
  });

  it('refuses bad query values with 400 and an unknown category with 404, in the server error shape', async () => {
    for (const url of [
      '/rss.xml?lang=fr',
      '/atom.xml?lang=',
      '/rss.xml?type=podcast',
      '/atom.xml?category=Not%20A%20Slug',
      '/rss.xml?lang=en&lang=zh',
      '/rss.xml?type=news&category=blockchain',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ error: { code: 'invalid-request', message: expect.any(String) } });
    }
    for (const url of ['/rss.xml?category=no-such-category', '/atom.xml?category=no-such-category']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'not-found', message: expect.stringContaining('no-such-category') } });
    }
    // Parameters the feeds do not know (campaign tags) are ignored.
    expect((await get('/rss.xml?utm_source=newsletter')).statusCode).toBe(200);
  });
});
