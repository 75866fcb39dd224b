// robots.txt and the sitemaps of the real app on the demo content: what they list is exactly what the database
// has published, with hreflang alternates, and the news sitemap covers the last 48 hours only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST, insertArticle, insertBlogPost, ORIGIN, parseXml, startDiscoveryApp, type DiscoveryApp, type UrlEntry } from './app.ts';

describe('discovery: robots.txt and sitemaps', () => {
  let t: DiscoveryApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: HOST } });
  const entries = async (url: string): Promise<UrlEntry[]> => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    return parseXml(response.body).urlset?.url ?? [];
  };

  beforeAll(async () => {
    t = await startDiscoveryApp();
  });

  afterAll(() => t.close());

  it('robots.txt allows the public site, keeps crawlers out of private screens and APIs, and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/admin', '/write-article', '/write-blog', '/profile', '/console', '/v1/', '/auth/', '/actions/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // Images are public content.
    expect(response.body).not.toMatch(/Disallow: \/storage/);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('the sitemap index lists the pages, content and news sitemaps', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const index = parseXml(response.body).sitemapindex!;
    expect(index['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(index.sitemap.map((sitemap) => sitemap.loc)).toEqual([
      `${ORIGIN}/sitemap-pages.xml`,
      `${ORIGIN}/sitemap-content.xml`,
      `${ORIGIN}/sitemap-news.xml`,
    ]);
  });

  it('the pages sitemap lists each public page in both languages with en, zh and x-default alternates', async () => {
    const urls = await entries('/sitemap-pages.xml');
    const pages = ['/', '/news', '/blog', '/events', '/discussion', '/about', '/contact', '/privacy', '/terms'];
    expect(urls.map((url) => url.loc).sort()).toEqual(
      pages.flatMap((page) => [`${ORIGIN}${page}?lang=en`, `${ORIGIN}${page}?lang=zh`]).sort(),
    );
    for (const url of urls) {
      const page = url.loc.replace(/\?lang=(en|zh)$/, '');
      expect(url['xhtml:link']).toEqual([
        { '@_rel': 'alternate', '@_hreflang': 'en', '@_href': `${page}?lang=en` },
        { '@_rel': 'alternate', '@_hreflang': 'zh', '@_href': `${page}?lang=zh` },
        { '@_rel': 'alternate', '@_hreflang': 'x-default', '@_href': page },
      ]);
    }
    expect(urls.some((url) => url.loc.includes('/search'))).toBe(false);
  });

  it('the content sitemap lists every published article, blog post and event and the pages listing them, nothing unpublished', async () => {
    const draftArticle = await insertArticle(t.db, { title: 'A draft article nobody may index', published: false });
    const draftPost = await insertBlogPost(t.db, { title: 'A draft blog post nobody may index', published: false });
    const { rows: hiddenEvents } = await t.db.query<{ slug: string }>(
      `insert into public.events (name, description, start_date, end_date, location_url, published)
       values ('An unpublished event', 'Not announced yet.', now() + interval '10 days', now() + interval '11 days', 'Online', false)
       returning slug`,
    );
    await t.changed();
    const { rows } = await t.db.query<{ path: string }>(
      `select '/article/' || slug as path from public.articles where published
       union all select '/blog/' || slug from public.blog_posts where published
       union all select '/events/' || slug from public.events where published
       union all select distinct '/author/' || au.slug from public.authors au join public.articles a on a.author_id = au.id where a.published
       union all select distinct '/u/' || p.username from public.user_profiles p
         where exists (select 1 from public.blog_posts b where b.author_id = p.id and b.published)
            or exists (select 1 from public.discussions d where d.author_id = p.id and not d.hidden)
       union all select distinct '/tag/' || tag from public.blog_posts, unnest(tags) as tag where published`,
    );
    expect(rows.length).toBeGreaterThan(10);
    for (const kind of ['/author/', '/u/', '/tag/'])
      expect(
        rows.some((row) => row.path.startsWith(kind)),
        kind,
      ).toBe(true);
    const listed = (await entries('/sitemap-content.xml')).map((url) => url.loc);
    // The last segment of each address escaped (Chinese tags, a space, a slash).
    const escaped = (path: string) => path.replace(/[^/]+$/, (segment) => encodeURIComponent(segment));
    expect(listed.sort()).toEqual(rows.map((row) => `${ORIGIN}${escaped(row.path)}`).sort());
    expect(listed).not.toContain(`${ORIGIN}/article/${draftArticle.slug}`);
    expect(listed).not.toContain(`${ORIGIN}/blog/${draftPost.slug}`);
    expect(listed).not.toContain(`${ORIGIN}/events/${hiddenEvents[0]!.slug}`);
    // A draft's tag lists nothing, so it has no page to index.
    expect(listed.some((loc) => loc.includes('/tag/'))).toBe(true);
  });

  it('a reader page changes with the newest of what it lists, and its address is escaped', async () => {
    const post = await insertBlogPost(t.db, { title: 'A post with a tag that needs escaping', published: true });
    // Tags are stored canonical (lowercase, no `/`), Han characters kept: those are what the address escapes.
    await t.db.query(`update public.blog_posts set tags = '{"以太坊扩容"}' where id = $1`, [post.id]);
    await t.changed();
    const urls = await entries('/sitemap-content.xml');
    const tag = urls.find((url) => url.loc === `${ORIGIN}/tag/${encodeURIComponent('以太坊扩容')}`);
    expect(tag).toBeDefined();
    const { rows } = await t.db.query<{ lastmod: string }>(
      `select to_char(greatest(updated_at, published_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as lastmod
       from public.blog_posts where id = $1`,
      [post.id],
    );
    expect(tag!.lastmod).toBe(rows[0]!.lastmod);
    expect(tag!['xhtml:link']).toBeUndefined();
  });

  it('content entries carry lastmod, and a translated item lists itself and its translation as alternates', async () => {
    const urls = await entries('/sitemap-content.xml');
    for (const url of urls) expect(url.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const { rows: pairs } = await t.db.query<{ original: string; original_lang: string; translation: string; translation_lang: string }>(
      `select o.slug as original, o.language as original_lang, t.slug as translation, t.language as translation_lang
       from public.articles t join public.articles o on o.id = t.translation_of_id
       where t.published and o.published limit 1`,
    );
    const pair = pairs[0]!;
    expect(pair).toBeDefined();
    const expected = new Set([
      `${pair.original_lang} ${ORIGIN}/article/${pair.original}`,
      `${pair.translation_lang} ${ORIGIN}/article/${pair.translation}`,
    ]);
    for (const slug of [pair.original, pair.translation]) {
      const url = urls.find((entry) => entry.loc === `${ORIGIN}/article/${slug}`);
      expect(new Set(url?.['xhtml:link']?.map((link) => `${link['@_hreflang']} ${link['@_href']}`))).toEqual(expected);
    }
    // An event has no translation, so no alternates.
    expect(urls.find((url) => url.loc.includes('/events/'))?.['xhtml:link']).toBeUndefined();
  });

  it('the news sitemap has the articles and blog posts of the last 48 hours, in Google News form', async () => {
    const fresh = await insertArticle(t.db, { title: 'Fresh & <notable> "news" of today', published: true });
    const freshZh = await insertBlogPost(t.db, {
      title: '今天发布的中文博客文章',
      language: 'zh',
      published: true,
      publishedAgo: '2 hours',
    });
    const old = await insertArticle(t.db, { title: 'An article from three days ago', published: true, publishedAgo: '3 days' });
    const draft = await insertBlogPost(t.db, { title: 'A draft post written today', published: false });
    await t.changed();
    const response = await get('/sitemap-news.xml');
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const sitemap = parseXml(response.body).urlset!;
    expect(sitemap['@_xmlns:news']).toBe('http://www.google.com/schemas/sitemap-news/0.9');
    const urls = sitemap.url ?? [];
    const byLoc = new Map(urls.map((url) => [url.loc, url]));
    expect(byLoc.has(`${ORIGIN}/article/${old.slug}`)).toBe(false);
    expect(byLoc.has(`${ORIGIN}/blog/${draft.slug}`)).toBe(false);
    const news = byLoc.get(`${ORIGIN}/article/${fresh.slug}`)?.['news:news'];
    expect(news?.['news:publication']).toEqual({ 'news:name': 'ChainPulse', 'news:language': 'en' });
    expect(news?.['news:title']).toBe('Fresh & <notable> "news" of today');
    expect(Date.now() - Date.parse(news?.['news:publication_date'] ?? '')).toBeLessThan(60_000);
    // Google News spells simplified Chinese zh-cn.
    expect(byLoc.get(`${ORIGIN}/blog/${encodeURIComponent(freshZh.slug)}`)?.['news:news']?.['news:publication']['news:language']).toBe(
      'zh-cn',
    );
    // Everything listed was published within 48 hours.
    const { rows } = await t.db.query<{ path: string }>(
      `select '/article/' || slug as path from public.articles where published and published_at >= now() - interval '48 hours'
       union all select '/blog/' || slug from public.blog_posts where published and published_at >= now() - interval '48 hours'`,
    );
    expect([...byLoc.keys()].sort()).toEqual(
      rows.map((row) => `${ORIGIN}${row.path.replace(/[^/]+$/, (slug) => encodeURIComponent(slug))}`).sort(),
    );
  });
});
