import { expect, request as requests, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_SECRET } from './support/accounts.ts';

// Server rendering (issue 13): every public URL answers complete HTML with its content, head and status, and the
// browser hydrates it without a mismatch or a second request for the same data.

async function admin<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await request.post('/v1/graphql', { headers: { 'x-hasura-admin-secret': ADMIN_SECRET }, data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

interface Items {
  articles: { id: string; slug: string; title: string; language: string }[];
  zh: { title: string }[];
  blog_posts: { slug: string; title: string }[];
  listedPosts: { title: string; language: string }[];
  events: { slug: string; name: string }[];
  news_articles: { id: string; title: string }[];
  news_zh: { title: string }[];
  discussions: { id: string; title: string }[];
  en_discussions: { title: string }[];
  zh_discussions: { title: string }[];
}

/**
 * The newest content a visitor can see, read as the admin: the threads without those moderators hid (the moderation
 * spec hides its own, and a retry of it leaves the newest thread hidden).
 */
async function publishedItems(request: APIRequestContext): Promise<Items> {
  return admin<Items>(
    request,
    `{
      articles(where: {published: {_eq: true}, language: {_eq: "en"}}, order_by: {published_at: desc}, limit: 1) { id slug title language }
      zh: articles(where: {published: {_eq: true}, language: {_eq: "zh"}}, order_by: {published_at: desc}, limit: 1) { title }
      blog_posts(where: {published: {_eq: true}}, order_by: {published_at: desc}, limit: 1) { slug title }
      listedPosts: blog_posts(where: {published: {_eq: true}}, order_by: {published_at: desc}) { title language }
      events(order_by: {start_date: asc}, limit: 1) { slug name }
      news_articles(where: {is_published: {_eq: true}, language: {_eq: "en"}}, order_by: {published_at: desc}, limit: 1) { id title }
      news_zh: news_articles(where: {is_published: {_eq: true}, language: {_eq: "zh"}}, order_by: {published_at: desc}, limit: 1) { title }
      discussions(where: {hidden: {_eq: false}}, order_by: {created_at: desc}, limit: 1) { id title }
      en_discussions: discussions(where: {language: {_eq: "en"}, hidden: {_eq: false}}, order_by: {created_at: desc}, limit: 1) { title }
      zh_discussions: discussions(where: {language: {_eq: "zh"}, hidden: {_eq: false}}, order_by: {created_at: desc}, limit: 1) { title }
    }`,
  );
}

/** The HTML as a crawler sees it: no JavaScript, no cookies but the ones given, just the answer. */
async function html(baseURL: string | undefined, path: string, headers: Record<string, string> = {}) {
  const crawler = await requests.newContext({ baseURL });
  try {
    const response = await crawler.get(path, { headers: { 'accept-language': 'en-US', ...headers }, maxRedirects: 0 });
    return { response, text: await response.text() };
  } finally {
    await crawler.dispose();
  }
}

const decode = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&');

function headOf(text: string) {
  const head = text.slice(0, text.indexOf('</head>'));
  const meta = (attribute: string, name: string) =>
    decode(new RegExp(`<meta[^>]*${attribute}="${name}"[^>]*content="([^"]*)"`).exec(head)?.[1] ?? '');
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    description: meta('name', 'description'),
    ogTitle: meta('property', 'og:title'),
    ogImage: meta('property', 'og:image'),
    ogType: meta('property', 'og:type'),
    siteName: meta('property', 'og:site_name'),
    feedTitles: [...head.matchAll(/type="application\/(?:rss|atom)\+xml" title="([^"]*)"/g)].map((match) => decode(match[1] ?? '')),
    canonical: decode(/<link[^>]*rel="canonical"[^>]*href="([^"]*)"/.exec(head)?.[1] ?? ''),
    hreflangs: [...head.matchAll(/hreflang="([^"]+)"/g)].map((match) => match[1]),
    jsonLd: [...head.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
    ),
    htmlLang: /<html[^>]*lang="([^"]+)"/.exec(text)?.[1],
    theme: /<html[^>]*data-theme="([^"]+)"/.exec(text)?.[1],
    feeds: [...head.matchAll(/type="application\/(rss|atom)\+xml"/g)].length,
  };
}

/** The text inside #root, tags removed. */
function bodyText(text: string): string {
  const start = text.indexOf('<div id="root">');
  const end = text.indexOf('<script id="hydration-state"');
  return decode(
    text
      .slice(start, end)
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  );
}

test.describe('server-rendered HTML', () => {
  test('each public route answers its content and head tags, in English and Chinese', async ({ request, baseURL }) => {
    const items = await publishedItems(request);
    const article = items.articles[0]!;
    const post = items.blog_posts[0]!;
    const event = items.events[0]!;
    const routes: { path: string; content: string; titleIncludes?: string }[] = [
      { path: `/blog/${post.slug}`, content: post.title, titleIncludes: post.title },
      { path: `/article/${article.slug}`, content: article.title, titleIncludes: article.title },
      { path: '/events', content: event.name },
      { path: `/events/${event.slug}`, content: event.name, titleIncludes: event.name },
      { path: `/discussion/${items.discussions[0]!.id}`, content: items.discussions[0]!.title },
      { path: '/about', content: 'ChainPulse / 链脉' },
      { path: '/terms', content: 'ChainPulse / 链脉' },
      // Results in the reader's language only: rollups are written about in both.
      { path: '/search?q=rollup', content: 'Rollup' },
    ];
    for (const language of ['en', 'zh'] as const) {
      // The home page lists each story once, in the reader's language when it has a translation.
      const home: (typeof routes)[number] = { path: '/', content: language === 'zh' ? items.zh[0]!.title : article.title };
      // The blog lists the reader's language only (the scope's default).
      const blog: (typeof routes)[number] = {
        path: '/blog',
        content: items.listedPosts.find((listed) => listed.language === language)!.title,
      };
      // The news stream shows the reader's language (unless they ask for every language).
      const news: (typeof routes)[number] = { path: '/news', content: (language === 'zh' ? items.news_zh : items.news_articles)[0]!.title };
      // The forum lists the reader's language by default, each thread by its title.
      const forum: (typeof routes)[number] = { path: '/discussion', content: items[`${language}_discussions`][0]!.title };
      for (const route of [home, blog, news, forum, ...routes]) {
        const join = route.path.includes('?') ? '&' : '?';
        const { response, text } = await html(baseURL, `${route.path}${join}lang=${language}`);
        expect(response.status(), route.path).toBe(200);
        expect(response.headers()['content-type']).toContain('text/html');
        const content = route.content === 'ChainPulse / 链脉' ? (language === 'zh' ? '链脉' : 'ChainPulse') : route.content;
        expect(bodyText(text), `${route.path} in ${language}`).toContain(content);
        const head = headOf(text);
        expect(head.htmlLang).toBe(language === 'zh' ? 'zh-CN' : 'en');
        expect(head.title.length).toBeGreaterThan(3);
        if (route.titleIncludes) expect(head.title).toContain(route.titleIncludes);
        expect(head.description.length).toBeGreaterThan(10);
        expect(head.ogTitle).toBe(head.title);
        expect(head.ogImage).toMatch(/^https?:\/\//);
        expect(head.canonical).toMatch(
          new RegExp(`^https?://[^/]+${`${encodeURI(route.path)}${join}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}lang=${language}$`),
        );
        expect(head.hreflangs).toContain('x-default');
        expect(head.feeds).toBe(2);
        // The brand in the head is the page language's: 'ChainPulse' in English, '链脉' in Chinese.
        const brand = language === 'zh' ? '链脉' : 'ChainPulse';
        expect(head.siteName).toBe(brand);
        expect(head.feedTitles).toEqual([`${brand} (RSS)`, `${brand} (Atom)`]);
      }
      // The Chinese page is in Chinese: the navigation's "News" link.
      const { text } = await html(baseURL, `/?lang=${language}`);
      expect(bodyText(text)).toContain(language === 'zh' ? '资讯' : 'News');
    }
  });

  test('items carry their social card type and schema.org data', async ({ request, baseURL }) => {
    const items = await publishedItems(request);
    const article = headOf((await html(baseURL, `/article/${items.articles[0]!.slug}`)).text);
    expect(article.ogType).toBe('article');
    expect(article.jsonLd[0]?.['@type']).toBe('NewsArticle');
    expect(article.jsonLd[0]?.['publisher']).toEqual({ '@type': 'Organization', name: 'ChainPulse' });
    const zhArticle = headOf((await html(baseURL, `/article/${items.articles[0]!.slug}?lang=zh`)).text);
    expect(zhArticle.jsonLd[0]?.['publisher']).toEqual({ '@type': 'Organization', name: '链脉' });
    const post = headOf((await html(baseURL, `/blog/${items.blog_posts[0]!.slug}`)).text);
    expect(post.jsonLd[0]?.['@type']).toBe('BlogPosting');
    const event = headOf((await html(baseURL, `/events/${items.events[0]!.slug}`)).text);
    expect(event.jsonLd[0]?.['@type']).toBe('Event');
  });

  test('unknown routes and missing items answer 404; old article addresses 301 to the slug', async ({ request, baseURL }) => {
    const unknown = await html(baseURL, '/no-such-page');
    expect(unknown.response.status()).toBe(404);
    expect(headOf(unknown.text).title).toMatch(/not found/i);
    expect((await html(baseURL, '/article/no-such-article')).response.status()).toBe(404);
    expect((await html(baseURL, '/blog/no-such-post')).response.status()).toBe(404);
    expect((await html(baseURL, '/events/no-such-event')).response.status()).toBe(404);

    const items = await publishedItems(request);
    const old = await html(baseURL, `/article/${items.articles[0]!.id}`);
    expect(old.response.status()).toBe(301);
    expect(old.response.headers().location).toBe(`/article/${items.articles[0]!.slug}`);
  });

  test("every public page's queries are issued before it renders: none fetched by the render itself, none for nothing", async ({
    request,
  }) => {
    // The render's Server-Timing tells how its queries went (src/app/entry-server.tsx): how many the page's prefetch
    // issued, and each query the render then fetched itself (`late`: its variables differ from the prefetch's, or the
    // page asks a query its prefetch does not) or that the prefetch fetched for nothing (`unused`).
    const items = await publishedItems(request);
    const more = await admin<{
      authors: { slug: string }[];
      user_profiles: { username: string }[];
      tagged: { tag_names: string[] }[];
    }>(
      request,
      `{
        authors(where: {articles: {published: {_eq: true}}}, limit: 1) { slug }
        user_profiles(where: {blog_posts: {published: {_eq: true}}}, limit: 1) { username }
        tagged: blog_posts(where: {published: {_eq: true}}, order_by: {published_at: desc}, limit: 1) { tag_names }
      }`,
    );
    const paths = [
      '/',
      '/?lang=all',
      '/?category=defi',
      '/?feed=following',
      '/news',
      '/news?lang=all',
      `/news/${items.news_articles[0]!.id}`,
      '/blog',
      '/blog?lang=all',
      `/blog/${items.blog_posts[0]!.slug}`,
      `/article/${items.articles[0]!.slug}`,
      '/events',
      '/events?language=zh',
      `/events/${items.events[0]!.slug}`,
      '/discussion',
      '/discussion?sort=popular&lang=all',
      `/discussion/${items.discussions[0]!.id}`,
      '/search?q=bitcoin',
      `/author/${more.authors[0]!.slug}`,
      `/u/${more.user_profiles[0]!.username}`,
      `/tag/${more.tagged[0]!.tag_names[0]!}`,
    ];
    for (const language of ['en', 'zh'] as const) {
      for (const path of paths) {
        // A new render (not the page cache's copy), in the reader's language.
        const response = await request.get(path, { headers: { cookie: `lang=${language}`, 'cache-control': 'no-cache' }, maxRedirects: 0 });
        const timing = response.headers()['server-timing'] ?? '';
        const counts = /prefetch;desc="(\d+) prefetched, (\d+) late, (\d+) unused"/.exec(timing);
        const named = (entry: string) => [...timing.matchAll(new RegExp(`${entry};desc="(\\w+)"`, 'g'))].map((match) => match[1]);
        expect(counts, `${path} in ${language}: ${timing}`).not.toBeNull();
        expect({ late: named('late'), unused: named('unused') }, `${path} in ${language}`).toEqual({ late: [], unused: [] });
        expect(Number(counts![1]), `${path} in ${language}`).toBeGreaterThan(0);
      }
    }
  });

  test('HEAD answers like GET, without a body', async ({ request }) => {
    for (const path of ['/', '/news']) {
      const head = await request.head(path);
      expect(head.status()).toBe(200);
      expect(head.headers()['content-type']).toContain('text/html');
      expect(head.headers().etag).toBeTruthy();
      expect(await head.body()).toHaveLength(0);
    }
    expect((await request.head('/no-such-page')).status()).toBe(404);
  });

  test('pages are cacheable, revalidate with their ETag, and a write through the API makes the next render fresh', async ({
    request,
    baseURL,
  }) => {
    // An address that chooses the language sets a cookie: never for shared caches.
    expect((await html(baseURL, '/?lang=en')).response.headers()['cache-control']).toBe('private, no-cache');
    // A page keyed by the lang cookie is a CDN's to keep (docs/deploy.md, "A CDN in front"); other caches revalidate.
    const bare = (await html(baseURL, '/', { cookie: 'lang=en' })).response;
    expect(bare.headers()['cache-control']).toBe('public, no-cache');
    expect(bare.headers()['cdn-cache-control']).toContain('max-age=60');
    expect(bare.headers().vary).toBe('Accept-Encoding');
    const revalidated = await html(baseURL, '/', { cookie: 'lang=en', 'if-none-match': bare.headers().etag! });
    expect(revalidated.response.status()).toBe(304);
    expect(revalidated.text).toBe('');

    const items = await publishedItems(request);
    const article = items.articles[0]!;
    const retitled = `${article.title} (updated ${Date.now()})`;
    await admin(
      request,
      'mutation ($id: uuid!, $title: String!) { update_articles_by_pk(pk_columns: {id: $id}, _set: {title: $title}) { id } }',
      {
        id: article.id,
        title: retitled,
      },
    );
    try {
      const fresh = await html(baseURL, '/', { cookie: 'lang=en' });
      expect(bodyText(fresh.text)).toContain(retitled);
      expect(fresh.response.headers().etag).not.toBe(bare.headers().etag);
    } finally {
      await admin(
        request,
        'mutation ($id: uuid!, $title: String!) { update_articles_by_pk(pk_columns: {id: $id}, _set: {title: $title}) { id } }',
        {
          id: article.id,
          title: article.title,
        },
      );
    }
  });

  test('language comes from ?lang (remembered in a cookie), the cookie, or Accept-Language; the theme from its cookie', async ({
    baseURL,
  }) => {
    const forced = await html(baseURL, '/news?lang=zh');
    expect(headOf(forced.text).htmlLang).toBe('zh-CN');
    expect(forced.response.headers()['set-cookie']).toContain('lang=zh');
    expect(headOf((await html(baseURL, '/news', { cookie: 'lang=zh' })).text).htmlLang).toBe('zh-CN');
    expect(headOf((await html(baseURL, '/news', { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' })).text).htmlLang).toBe('zh-CN');
    expect(headOf((await html(baseURL, '/news', { 'accept-language': 'fr-FR' })).text).htmlLang).toBe('en');
    expect(headOf((await html(baseURL, '/news', { cookie: 'theme=light' })).text).theme).toBe('light');
    // The address without ?lang adapts to the reader: it is its own canonical URL (and the x-default alternate).
    expect(headOf((await html(baseURL, '/news', { cookie: 'lang=zh' })).text).canonical).toMatch(/^https?:\/\/[^/]+\/news$/);
    expect(headOf((await html(baseURL, '/news')).text).theme).toBe('dark');
    // An unknown language is the same page without it.
    const unknown = await html(baseURL, '/news?lang=fr');
    expect(unknown.response.status()).toBe(301);
    expect(unknown.response.headers().location).toBe('/news');
  });

  test("members' and admins' pages are the bare frame (rendered in the browser)", async ({ baseURL }) => {
    for (const path of ['/profile', '/write-blog', '/admin/dashboard']) {
      const { response, text } = await html(baseURL, path);
      expect(response.status()).toBe(200);
      expect(text).toContain('<div id="root"></div>');
      expect(text).not.toContain('hydration-state');
    }
  });
});

test.describe('hydration', () => {
  const paths = async (request: APIRequestContext) => {
    const items = await publishedItems(request);
    return [
      '/',
      '/news',
      `/news/${items.news_articles[0]!.id}`,
      '/blog',
      `/blog/${items.blog_posts[0]!.slug}`,
      `/article/${items.articles[0]!.slug}`,
      '/events',
      `/events/${items.events[0]!.slug}`,
      '/discussion',
      '/search?q=bitcoin',
      '/about',
    ];
  };

  /** Console errors and warnings (a hydration mismatch is one), uncaught exceptions and GraphQL requests. */
  function watch(page: Page) {
    const problems: string[] = [];
    const graphql: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`exception: ${error.message}`));
    page.on('request', (request) => {
      if (request.url().endsWith('/v1/graphql') && request.method() === 'POST') graphql.push(request.postData() ?? '');
    });
    return { problems, graphql };
  }

  for (const language of ['en', 'zh'] as const) {
    test(`public pages hydrate without a mismatch or a refetch (${language})`, async ({ browser, request, baseURL }) => {
      // It walks every public page (about 24 s on a busy machine): three times the default budget.
      test.slow();
      const context = await browser.newContext({ baseURL, locale: language === 'zh' ? 'zh-CN' : 'en-US' });
      const page = await context.newPage();
      const seen = watch(page);
      for (const path of await paths(request)) {
        seen.problems.length = 0;
        seen.graphql.length = 0;
        await page.goto(path);
        await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
        await page.waitForLoadState('networkidle');
        expect(seen.problems, `${path} in ${language}`).toEqual([]);
        // Only mutations (the page view, the item's view count) go out: the page's data came with the HTML.
        expect(
          seen.graphql.filter((body) => !/"query":"mutation\b/.test(body)),
          path,
        ).toEqual([]);
        await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? 'zh-CN' : 'en');
      }
      // Hydrated: a link navigates in the page (no new document).
      await page.goto('/');
      await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
      await page.evaluate('window.stayedInPage = true');
      await page
        .getByRole('navigation')
        .getByRole('link', { name: language === 'zh' ? '博客' : 'Blog' })
        .first()
        .click();
      await expect(page).toHaveURL(/\/blog$/);
      expect(await page.evaluate<boolean>('window.stayedInPage === true')).toBe(true);
      await context.close();
    });
  }

  test("hydrates relative times from the server render's time, whatever the browser's clock says", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: 'en-US' });
    const page = await context.newPage();
    // Three hours ahead: '5 minutes ago' on the server would be '3h ago' here if hydration read this clock.
    await page.clock.setFixedTime(new Date(Date.now() + 3 * 3600_000));
    const seen = watch(page);
    for (const path of ['/', '/discussion']) {
      seen.problems.length = 0;
      await page.goto(path);
      await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      expect(seen.problems, path).toEqual([]);
    }
    await context.close();
  });

  test("a post's server-rendered body hydrates as it is, without the markdown code", async ({ browser, request, baseURL }) => {
    const items = await publishedItems(request);
    // The server names no markdown code among the page's modules: the body needs none to hydrate.
    const served = await html(baseURL, `/blog/${items.blog_posts[0]!.slug}`);
    expect(served.text).toContain('data-markdown=');
    expect(served.text).not.toMatch(/"\/assets\/(Markdown|safeHtml)-[\w-]+\.js"/);
    const context = await browser.newContext({ baseURL, locale: 'en-US' });
    const page = await context.newPage();
    const markdownCode: string[] = [];
    page.on('request', (sent) => {
      if (/\/assets\/(Markdown|safeHtml)-[\w-]+\.js$/.test(sent.url())) markdownCode.push(sent.url());
    });
    // Records whether the body's blank placeholder (its markdown code loading) ever replaced the server's body.
    await page.addInitScript(
      `new MutationObserver(() => { if (document.querySelector('main [aria-busy="true"]')) window.bodyBlanked = true; })
        .observe(document, { subtree: true, childList: true });`,
    );
    const seen = watch(page);
    await page.goto(`/blog/${items.blog_posts[0]!.slug}`);
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main [data-markdown]')).toBeVisible();
    expect(await page.evaluate<boolean>('window.bodyBlanked === true')).toBe(false);
    expect(markdownCode).toEqual([]);
    expect(seen.problems).toEqual([]);
    await context.close();
  });

  test("a visitor's article page hydrates without moving: no part of it waits for texts it does not show", async ({
    browser,
    request,
    baseURL,
  }) => {
    const items = await publishedItems(request);
    const context = await browser.newContext({ baseURL, locale: 'en-US', viewport: { width: 360, height: 640 } });
    const page = await context.newPage();
    // Every layout shift from the first paint on, with the elements that moved (a page that suspends while a
    // component loads texts it never shows collapses and brings the footer into view, as the comment box's
    // confirm-email notice once did).
    await page.addInitScript(
      `window.shifts = [];
       new PerformanceObserver((list) => {
         for (const entry of list.getEntries())
           window.shifts.push({ value: entry.value, moved: (entry.sources || []).map((s) => s.node && s.node.nodeName) });
       }).observe({ type: 'layout-shift', buffered: true });`,
    );
    await page.goto(`/article/${items.articles[0]!.slug}`);
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main h1')).toBeVisible();
    expect(await page.evaluate('window.shifts')).toEqual([]);
    await context.close();
  });

  test('without JavaScript the article is readable', async ({ browser, request, baseURL }) => {
    const items = await publishedItems(request);
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/article/${items.articles[0]!.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: items.articles[0]!.title })).toBeVisible();
    await context.close();
  });
});
