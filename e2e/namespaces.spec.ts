import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Browser } from './support/test.ts';
import { ADMIN_SECRET } from './support/accounts.ts';

// Every public page arrives with the texts it shows: the server preloads the namespaces its route names (with the
// shell's), and nothing a visitor sees asks for another one as it hydrates. A component that does (the comment box's
// confirm-email notice once asked for `auth`) suspends after the first paint, and the page moves (Lighthouse CLS
// 0.287 on the article page). Each locale file is its own chunk (src/shared/lib/i18n/localeBackend.ts), so a late
// namespace is a request for a chunk not among the modules the page's HTML lists to load (#page-modules).

/** `/assets/<file>.js` of each locale chunk → `<language>/<namespace>`, from the build's manifest. */
const localeChunks = new Map<string, string>(
  Object.entries(JSON.parse(readFileSync(join('dist', '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>).flatMap(
    ([source, chunk]) => {
      const match = /^locales\/([a-z]+)\/([\w-]+)\.json$/.exec(source);
      return match ? [[`/${chunk.file}`, `${match[1]}/${match[2]}`] as const] : [];
    },
  ),
);

async function publicPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.post('/v1/graphql', {
    headers: { 'x-hasura-admin-secret': ADMIN_SECRET },
    data: {
      query: `{
        articles(where: {published: {_eq: true}}, order_by: {published_at: desc}, limit: 1) { slug }
        blog_posts(where: {published: {_eq: true}, tags: {_neq: []}}, order_by: {published_at: desc}, limit: 1) { slug tags }
        news_articles(where: {is_published: {_eq: true}}, order_by: {published_at: desc}, limit: 1) { id }
        events(order_by: {start_date: asc}, limit: 1) { slug }
        discussions(order_by: {created_at: desc}, limit: 1) { id }
        authors(limit: 1) { slug }
        user_profiles(where: {username: {_is_null: false}}, limit: 1) { username }
      }`,
    },
  });
  const { data } = (await response.json()) as {
    data: {
      articles: { slug: string }[];
      blog_posts: { slug: string; tags: string[] }[];
      news_articles: { id: string }[];
      events: { slug: string }[];
      discussions: { id: string }[];
      authors: { slug: string }[];
      user_profiles: { username: string }[];
    };
  };
  return [
    '/',
    '/blog',
    `/blog/${data.blog_posts[0]!.slug}`,
    `/tag/${encodeURIComponent(data.blog_posts[0]!.tags[0]!)}`,
    `/article/${data.articles[0]!.slug}`,
    '/news',
    `/news/${data.news_articles[0]!.id}`,
    '/events',
    `/events/${data.events[0]!.slug}`,
    '/discussion',
    `/discussion/${data.discussions[0]!.id}`,
    `/author/${data.authors[0]!.slug}`,
    `/u/${data.user_profiles[0]!.username}`,
    '/search?q=rollup',
    '/about',
    '/contact',
    '/privacy',
    '/terms',
    '/no-such-page',
  ];
}

/** For each path, the namespaces a visitor's page loaded that its HTML did not preload. */
async function lateNamespaces(browser: Browser, baseURL: string | undefined, paths: string[], language: 'en' | 'zh', phone: boolean) {
  const late: Record<string, string[]> = {};
  for (const path of paths) {
    await test.step(path, async () => {
      // A context of its own per page: nothing cached from the page before.
      const context = await browser.newContext({
        baseURL,
        locale: language === 'zh' ? 'zh-CN' : 'en-US',
        viewport: phone ? { width: 360, height: 640 } : { width: 1280, height: 800 },
      });
      const page = await context.newPage();
      const requested: string[] = [];
      page.on('request', (request) => {
        const namespace = localeChunks.get(new URL(request.url()).pathname);
        if (namespace) requested.push(new URL(request.url()).pathname);
      });
      const response = await page.goto(path);
      const html = (await response?.text()) ?? '';
      // The modules the page loads once it has arrived, its namespaces' chunks among them (server/src/http/ssr/document.ts).
      const preloaded = new Set(
        JSON.parse(/<script id="page-modules" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? '[]') as string[],
      );
      expect(preloaded.size, path).toBeGreaterThan(0);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('#root[data-hydrated]')).toBeAttached();
      const extra = requested.filter((url) => !preloaded.has(url)).map((url) => localeChunks.get(url)!);
      if (extra.length > 0) late[path] = extra;
      expect(html, path).toContain(`lang="${language === 'zh' ? 'zh-CN' : 'en'}"`);
      await context.close();
    });
  }
  return late;
}

test.describe('texts of public pages', () => {
  // Up to nineteen pages, each in a fresh context.
  test.setTimeout(240_000);

  test('a visitor on a desktop, in English, loads no namespace after the page arrives', async ({ browser, request, baseURL }) => {
    expect(localeChunks.size).toBeGreaterThan(10);
    expect(await lateNamespaces(browser, baseURL, await publicPaths(request), 'en', false)).toEqual({});
  });

  test('a visitor on a phone, in Chinese, loads no namespace after the page arrives', async ({ browser, request, baseURL }) => {
    // The pages with the most parts (comment boxes, the forum's sidebar, a member's page) and the home page; the phone's
    // layout (its menu) around them.
    const paths = (await publicPaths(request)).filter((path) => /^\/(article|blog|discussion|u)\/|^\/$|^\/discussion$/.test(path));
    expect(paths).toHaveLength(6);
    expect(await lateNamespaces(browser, baseURL, paths, 'zh', true)).toEqual({});
  });
});
