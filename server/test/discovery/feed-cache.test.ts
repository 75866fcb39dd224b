// Feeds and sitemaps on the real app: <source url> names what visitors may read (the source's site, never its
// feed_url), the rendered documents are shared until a write (through the engine or beside it) changes what they read, and a
// render (a cache miss) draws on the address's request budget.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST, insertArticle, startDiscoveryApp, type DiscoveryApp } from './app.ts';

const ADMIN_SECRET = 'discovery-test-secret';
const RATE_LIMIT = 8;

describe('discovery: feed sources, caching and budget', () => {
  let t: DiscoveryApp;
  const get = (url: string, address = '127.0.0.1') => t.app.inject({ method: 'GET', url, headers: { host: HOST }, remoteAddress: address });

  async function adminMutation(query: string, variables: Record<string, unknown>): Promise<unknown> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/graphql',
      headers: { 'content-type': 'application/json', 'x-hasura-admin-secret': ADMIN_SECRET },
      payload: JSON.stringify({ query, variables }),
    });
    const body = response.json() as { data?: unknown; errors?: unknown };
    expect(body.errors).toBeUndefined();
    return body.data;
  }

  beforeAll(async () => {
    t = await startDiscoveryApp({ GRAPHQL_RATE_LIMIT: String(RATE_LIMIT) });
    // Two sources, one inactive (visitors do not see it), each with a news flash at the top of the feeds.
    await t.db.query(
      `with s as (
         insert into public.news_sources (name, url, feed_url, language, is_active) values
           ('Open Source Wire', 'https://wire.example.org/', 'https://wire.example.org/private/feed.xml?token=abc', 'en', true),
           ('Retired Wire', 'https://retired.example.org/', 'https://retired.example.org/feed.xml', 'en', false)
         returning id, name)
       insert into public.news_articles (title, source_url, language, is_published, published_at, source_id)
       select 'A flash from ' || s.name, 'https://' || md5(s.name) || '.example.org/story', 'en', true, now() + interval '1 minute', s.id from s`,
    );
  });

  afterAll(() => t.close());

  it("prints the source's site in <source url>, never its feed_url; a flash of an inactive source has no source", async () => {
    const response = await get('/rss.xml?type=news');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('private/feed.xml');
    expect(response.body).not.toContain('retired.example.org/feed.xml');
    expect(response.body).toContain('<source url="https://wire.example.org/">Open Source Wire</source>');
    expect(response.body).not.toContain('Retired Wire</source>');
    expect(response.body).toContain('A flash from Retired Wire');
  });

  it('shares a rendered feed until a write changes a table it reads, through the engine or beside it', async () => {
    const first = await get('/rss.xml?lang=en');
    expect(first.statusCode).toBe(200);
    // Unknown parameters make no new document.
    const again = await get('/rss.xml?lang=en&utm_source=newsletter');
    expect(again.body).toBe(first.body);
    // Written beside the engine (as fetchNews does): the database announces the write, and the next reader gets a
    // new document.
    const story = await insertArticle(t.db, { title: 'Written straight into the table', published: true, publishedAgo: '-2 minutes' });
    const beside = await get('/rss.xml?lang=en');
    expect(beside.body).toContain('Written straight into the table');
    await adminMutation(
      'mutation T($id: uuid!) { update_articles_by_pk(pk_columns: {id: $id}, _set: {title: "Retitled through the API"}) { id } }',
      {
        id: story.id,
      },
    );
    const fresh = await get('/rss.xml?lang=en');
    expect(fresh.body).toContain('Retitled through the API');
  });

  it("answers 429 in the service's shape once an address has spent its budget on renders; cached documents still go out", async () => {
    const address = '10.44.0.1';
    expect((await get('/sitemap-content.xml', address)).statusCode).toBe(200);
    const variants = ['?lang=en', '?lang=zh', '?type=news', '?type=blog', '?type=articles', '?lang=en&type=news', '?lang=zh&type=news'];
    const answers = [];
    for (const query of variants) answers.push(await get(`/atom.xml${query}`, address));
    for (let i = 0; i < RATE_LIMIT; i += 1) answers.push(await get(`/atom.xml?lang=zh&type=blog&n=${i}`, address));
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused[0]!.json()).toEqual({ error: { code: 'too-many-requests', message: expect.any(String) } });
    // What is cached costs nothing; another address renders on its own budget.
    expect((await get('/sitemap-content.xml', address)).statusCode).toBe(200);
    expect((await get('/atom.xml?lang=zh&type=articles&category=blockchain', '10.44.1.1')).statusCode).toBe(200);
  });
});
