import { print } from 'graphql';
import { CreateDiscussionMutationDocument, WriteBlogCreatePostMutationDocument } from '../src/shared/api/gql/graphql.ts';
import { expect, test, type APIRequestContext, type Browser, type Page } from './support/test.ts';
import { verifyEmail } from './support/verify-email.ts';
import { PASSWORD, adminGraphql } from './support/accounts.ts';
import { seedSignedIn, seedStorage } from './support/browser-storage.ts';

// Defects found by trying the site as new users, in both languages, on a phone and a desktop.

type Lang = 'en' | 'zh';
const LANGS: Lang[] = ['en', 'zh'];
const localeOf = (lang: Lang) => (lang === 'zh' ? 'zh-CN' : 'en-US');

let counter = 0;
const tag = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

interface Member {
  id: string;
  token: string;
  displayName: string;
  /** The session's user, as the site keeps it. */
  user: { id: string };
}

/** Signs a new member up through `request` (whose cookies then hold the member's refresh token). */
async function signUp(request: APIRequestContext, displayName = `Member ${tag()}`): Promise<Member> {
  const id = tag();
  const response = await request.post('/auth/signup', {
    data: { email: `defects_${id}@example.com`, password: PASSWORD, displayName, username: `def_${id}` },
  });
  expect(response.status()).toBe(200);
  // Members who write confirm their address first (issue 32).
  const session = await verifyEmail(request, `defects_${id}@example.com`);
  return { id: session.user.id, token: session.accessToken, displayName, user: session.user };
}

/** Runs one of the site's operations (the allow-list admits no other) as the member; fails the test on errors. */
async function memberGraphql<T>(request: APIRequestContext, member: Member, query: string, variables = {}): Promise<T> {
  const response = await request.post('/v1/graphql', {
    headers: { authorization: `Bearer ${member.token}` },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

/** A context of its own in the language, signed in as a new member with the given display name when asked. */
async function openAs(browser: Browser, baseURL: string | undefined, options: { lang: Lang; width: number; name?: string }) {
  const context = await browser.newContext({ baseURL, locale: localeOf(options.lang), viewport: { width: options.width, height: 800 } });
  const page = await context.newPage();
  await seedStorage(page, { lang: options.lang });
  const member = options.name ? await signUp(page.request, options.name) : undefined;
  if (member) await seedSignedIn(page, member.user);
  return { context, page, member };
}

const horizontalOverflow = (page: Page) =>
  page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');

test.describe('1. long code, URLs and tables in a post stay within a phone screen', () => {
  const content = [
    'A post with wide content, to check that nothing pushes the page sideways on a phone.',
    '',
    '```ts',
    `const veryLongLine = ${JSON.stringify('x'.repeat(180))}; // and then some more text on the same line`,
    '```',
    '',
    `See https://example.com/${'a-very-long-path-segment-'.repeat(8)}end for more.`,
    '',
    'Averyveryveryveryveryveryveryveryveryveryveryveryveryverylongwordwithoutanyspacesatall.',
    '',
    '| Column one | Column two | Column three | Column four | Column five | Column six | Column seven |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    '| a long cell value | another long cell value | a third long value | fourth long value | fifth value here | sixth value | seventh |',
  ].join('\n');

  for (const lang of LANGS) {
    test(`the page does not pan sideways at 375 px (${lang})`, async ({ browser, baseURL }) => {
      const { context, page } = await openAs(browser, baseURL, { lang, width: 375 });
      const author = await signUp(page.request);
      const { categories } = await adminGraphql<{ categories: { id: string }[] }>(
        page,
        '{ categories(where: {slug: {_eq: "tech-blog"}}) { id } }',
      );
      const { insert_blog_posts_one: post } = await memberGraphql<{ insert_blog_posts_one: { slug: string } }>(
        page.request,
        author,
        print(WriteBlogCreatePostMutationDocument),
        {
          post: {
            title: `Wide content ${tag()}`,
            excerpt: 'A post with a long code block, URL and table.',
            content,
            category_id: categories[0]?.id,
            published: true,
          },
        },
      );
      try {
        await page.goto(`/blog/${post.slug}`);
        const code = page.locator('main pre').first();
        await expect(code).toBeVisible();
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        // The code block and the table scroll inside themselves.
        const scrolls = await code.evaluate((pre) => {
          const box = pre as unknown as { scrollWidth: number; clientWidth: number };
          return box.scrollWidth > box.clientWidth;
        });
        expect(scrolls).toBe(true);
        const table = page.locator('main table').first();
        const box = await table.locator('xpath=..').boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(375);
      } finally {
        // The other specs count the blog's posts: the post goes even when the test fails (a retry must not find it).
        await adminGraphql(page, 'mutation ($slug: String!) { delete_blog_posts(where: {slug: {_eq: $slug}}) { affected_rows } }', {
          slug: post.slug,
        });
        await context.close();
      }
    });
  }
});

test.describe('2. the header is one row', () => {
  // 17 characters, as many members' names are.
  const name = 'Alexandra Johnson';

  /** The tops and bottoms of the header row's visible parts. */
  const rowBand = (page: Page) =>
    page.evaluate<{ top: number; bottom: number }[]>(`[...document.querySelectorAll('header > div > *')]
      .map((element) => element.getBoundingClientRect())
      .filter((rect) => rect.height > 0)
      .map((rect) => ({ top: rect.top, bottom: rect.bottom }))`);

  for (const lang of LANGS) {
    for (const width of [360, 375, 390, 1024, 1280, 1366]) {
      for (const signedIn of [false, true]) {
        test(`at ${width} px in ${lang}, ${signedIn ? 'signed in' : 'signed out'}`, async ({ browser, baseURL }) => {
          const { context, page } = await openAs(browser, baseURL, { lang, width, ...(signedIn ? { name } : {}) });
          await page.goto('/about');
          const banner = page.getByRole('banner');
          if (signedIn) await expect(banner.getByRole('button', { name: new RegExp(name) })).toBeVisible();
          else await expect(banner.getByRole('button', { name: /^(Login \/ Register|登录 \/ 注册)$/ })).toBeVisible();
          const parts = await rowBand(page);
          expect(parts.length).toBeGreaterThanOrEqual(3);
          // One row: every part overlaps every other vertically.
          const lowestTop = Math.max(...parts.map((part) => part.top));
          const highestBottom = Math.min(...parts.map((part) => part.bottom));
          expect(lowestTop).toBeLessThan(highestBottom);
          expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
          await context.close();
        });
      }
    }
  }
});

const writeTexts = {
  en: {
    title: 'Title',
    excerpt: 'Excerpt',
    content: 'Content',
    category: 'Category',
    categoryName: 'Tech Blog',
    saveDraft: 'Save Draft',
    publish: 'Publish',
    published: 'Published',
    myPosts: 'My posts',
    draft: 'Draft',
  },
  zh: {
    title: '标题',
    excerpt: '摘要',
    content: '内容',
    category: '分类',
    categoryName: '技术博客',
    saveDraft: '保存草稿',
    publish: '发布',
    published: '已发布',
    myPosts: '我的文章',
    draft: '草稿',
  },
} as const;

async function fillPost(page: Page, lang: Lang, title: string) {
  const t = writeTexts[lang];
  await page.getByLabel(t.title, { exact: true }).fill(title);
  await page.getByLabel(t.excerpt, { exact: true }).fill('A short summary of the post.');
  await page
    .getByLabel(t.content, { exact: true })
    .fill('## Why rollups\n\nRollups execute transactions off chain and post the data on chain, so fees fall.');
  await page.getByLabel(t.category, { exact: true }).selectOption({ label: t.categoryName });
}

for (const lang of LANGS) {
  const t = writeTexts[lang];

  test(`3. a saved draft lands where the author sees it marked as a draft (${lang})`, async ({ browser, baseURL }) => {
    const { context, page } = await openAs(browser, baseURL, { lang, width: 1280, name: `Drafter ${tag()}` });
    await page.goto('/write-blog');
    const title = `Draft landing ${tag()}`;
    await fillPost(page, lang, title);
    await page.getByRole('button', { name: t.saveDraft }).click();
    await expect(page).toHaveURL(/\/profile$/);
    const item = page.getByRole('region', { name: t.myPosts }).getByRole('listitem').filter({ hasText: title });
    await expect(item).toContainText(t.draft);
    await expect(item).not.toContainText(t.published);
    // The blog lists published posts only: the draft never shows there as a published card.
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(0);
    await context.close();
  });

  test(`4. Save Draft and Publish are the only publishing controls, and a draft stays private (${lang})`, async ({ browser, baseURL }) => {
    const { context, page } = await openAs(browser, baseURL, { lang, width: 1280, name: `Writer ${tag()}` });
    await page.goto('/write-blog');
    await expect(page.getByRole('button', { name: t.publish })).toBeVisible();
    // No checkbox that the buttons would contradict.
    await expect(page.getByRole('checkbox', { name: t.published, exact: true })).toHaveCount(0);
    const title = `Private draft ${tag()}`;
    await fillPost(page, lang, title);
    await page.getByRole('button', { name: t.saveDraft }).click();
    await expect(page).not.toHaveURL(/\/write-blog/);
    const { blog_posts: posts } = await adminGraphql<{ blog_posts: { slug: string; published: boolean }[] }>(
      page,
      'query ($title: String!) { blog_posts(where: {title: {_eq: $title}}) { slug published } }',
      { title },
    );
    expect(posts).toEqual([expect.objectContaining({ published: false })]);

    const anonymous = await browser.newContext({ baseURL, locale: localeOf(lang) });
    const reader = await anonymous.newPage();
    const response = await reader.goto(`/blog/${posts[0]!.slug}`);
    expect(response?.status()).toBe(404);
    await reader.goto('/blog');
    await expect(reader.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(reader.getByRole('link', { name: title, exact: true })).toHaveCount(0);
    await anonymous.close();
    await context.close();
  });
}

test('5. My Discussions lists only the signed-in member’s threads', async ({ browser, baseURL, playwright }) => {
  const { context, page, member } = await openAs(browser, baseURL, { lang: 'en', width: 1280, name: `Poster ${tag()}` });
  const otherRequest = await playwright.request.newContext({ baseURL });
  const other = await signUp(otherRequest);
  const mine = `Mine ${tag()}: how do rollups post their data?`;
  const theirs = `Theirs ${tag()}: what is a paymaster?`;
  const create = print(CreateDiscussionMutationDocument);
  await memberGraphql(page.request, member!, create, { title: 'Rollup data', topic: 'general', content: mine, language: 'en' });
  await memberGraphql(otherRequest, other, create, { title: 'Paymasters', topic: 'general', content: theirs, language: 'en' });

  await page.goto('/about');
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(member!.displayName) })
    .click();
  await page.getByRole('link', { name: 'My Discussions' }).click();
  await expect(page.getByText(mine)).toBeVisible();
  await expect(page.getByText(theirs)).toHaveCount(0);
  // The whole forum is one step away.
  await page.goto('/discussion');
  await expect(page.getByText(theirs)).toBeVisible();
  // The other specs count the forum's discussions.
  await adminGraphql(
    page,
    'mutation ($contents: [String!]!) { delete_discussions(where: {content: {_in: $contents}}) { affected_rows } }',
    {
      contents: [mine, theirs],
    },
  );
  await otherRequest.dispose();
  await context.close();
});

const formatTexts = {
  en: { views: '12,345 views', attendees: '1,500 / 2,000 attendees', workshop: 'Workshop', hackathon: 'Hackathon' },
  zh: { views: '12,345 次阅读', attendees: '1,500 / 2,000 人参加', workshop: '工作坊', hackathon: '黑客松' },
} as const;

for (const lang of LANGS) {
  const t = formatTexts[lang];

  test(`6. categories, event times and numbers follow the language (${lang})`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: localeOf(lang), timezoneId: 'Asia/Shanghai' });
    const page = await context.newPage();
    await seedStorage(page, { lang });
    // Not the first article: pages.spec counts a view of it from this address, once a day.
    const { articles } = await adminGraphql<{ articles: { id: string; slug: string; views_count: number }[] }>(
      page,
      '{ articles(where: {published: {_eq: true}, language: {_eq: "' +
        lang +
        '"}}, limit: 1, order_by: {id: desc}) { id slug views_count } }',
    );
    await adminGraphql(page, 'mutation ($id: uuid!) { update_articles_by_pk(pk_columns: {id: $id}, _set: {views_count: 12345}) { id } }', {
      id: articles[0]!.id,
    });
    const { events } = await adminGraphql<{
      events: { id: string; slug: string; current_attendees: number; max_attendees: number | null }[];
    }>(page, '{ events(where: {category: {_eq: "Hackathon"}}, limit: 1) { id slug current_attendees max_attendees } }');
    await adminGraphql(
      page,
      'mutation ($id: uuid!) { update_events_by_pk(pk_columns: {id: $id}, _set: {current_attendees: 1500, max_attendees: 2000}) { id } }',
      { id: events[0]!.id },
    );

    await page.goto(`/article/${articles[0]!.slug}`);
    await expect(page.getByText(t.views, { exact: true })).toBeVisible();

    await page.goto('/events');
    const chips = page.getByRole('group').getByRole('button');
    await expect(chips.filter({ hasText: t.workshop })).toHaveCount(1);
    await expect(chips.filter({ hasText: t.hackathon })).toHaveCount(1);
    if (lang === 'zh') await expect(chips.filter({ hasText: /Workshop|Hackathon|Meetup|Conference/ })).toHaveCount(0);
    await expect(page.getByText(t.attendees, { exact: true })).toBeVisible();

    await page.goto(`/events/${events[0]!.slug}`);
    await expect(page.locator('main time').first()).toContainText(/GMT\+8|UTC\+8/);

    // As they were, for the other specs.
    await adminGraphql(
      page,
      'mutation ($id: uuid!, $views: Int!) { update_articles_by_pk(pk_columns: {id: $id}, _set: {views_count: $views}) { id } }',
      {
        id: articles[0]!.id,
        views: articles[0]!.views_count,
      },
    );
    await adminGraphql(
      page,
      'mutation ($id: uuid!, $current: Int!, $max: Int) { update_events_by_pk(pk_columns: {id: $id}, _set: {current_attendees: $current, max_attendees: $max}) { id } }',
      { id: events[0]!.id, current: events[0]!.current_attendees, max: events[0]!.max_attendees },
    );
    await context.close();
  });
}

test('8. a page load counts once whatever the language, and admin pages not at all', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  const page = await context.newPage();
  const visitor = `visitor-${tag()}`;
  await page.addInitScript({ content: `localStorage.setItem('visitorId', ${JSON.stringify(visitor)});` });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const views = async () =>
    (
      await adminGraphql<{ page_views: { path: string }[] }>(
        page,
        'query ($visitor: String!) { page_views(where: {visitor_id: {_eq: $visitor}}, order_by: {created_at: asc}) { path } }',
        { visitor },
      )
    ).page_views.map((view) => view.path);
  await expect.poll(views).toEqual(['/about']);

  // Switching the language is not a new page load.
  await page.getByRole('banner').getByRole('button', { name: '中文' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // The same page in the other language is the same page.
  await page.goto('/contact?lang=zh');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(views).toEqual(['/about', '/contact']);

  // The admin screens are not site traffic: the view would be recorded a second after the page shows.
  await page.goto('/admin/dashboard');
  await page.waitForTimeout(1500);
  await page.goto('/events');
  await expect.poll(views).toEqual(['/about', '/contact', '/events']);
  await context.close();
});
