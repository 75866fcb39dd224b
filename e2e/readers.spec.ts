import { ADMIN_SECRET, adminGraphql, newAccount, signIn } from './support/accounts.ts';
import { seedStorage } from './support/browser-storage.ts';
import { expect, test, type Page } from './support/test.ts';
import { watchErrors } from './support/watch-errors.ts';

// Reader features on the demo content: content language on the lists, the language switch on translated stories,
// bookmarks, author and member pages, and tag pages.

const rollupsEnPath = '/article/how-layer-2-rollups-are-reshaping-ethereum-fees';
const rollupsZhPath = '/article/layer-2-rollups-ethereum-fees-zh';

/** Runs a visitor's GraphQL query. */
/**
 * The spec's own query of what visitors see: with the admin secret (the allow-list admits only the site's documents
 * for visitors), so each query carries the visitors' filter (`published`) itself.
 */
async function visitorQuery<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const headers = { 'x-hasura-admin-secret': ADMIN_SECRET };
  const response = await page.request.post('/v1/graphql', { headers, data: { query, variables } });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

test.describe('content language', () => {
  test('the blog lists my language only by default, every language on demand, kept in the address', async ({ page }) => {
    const errors = watchErrors(page);
    await seedStorage(page, { lang: 'en' });
    await page.goto('/blog');
    const main = page.getByRole('main');
    const mine = main.getByRole('radio', { name: 'My language only' });
    await expect(mine).toBeChecked();
    await expect(main.getByTestId('blog-post-skeleton')).toHaveCount(0);
    // Nothing in another language is listed, so nothing is marked.
    await expect(main.getByTitle('Written in Chinese')).toHaveCount(0);
    const englishCount = await main.locator('article').count();
    expect(englishCount).toBeGreaterThan(0);

    await main.locator('label', { hasText: 'All languages' }).click();
    await expect(page).toHaveURL(/[?&]lang=all/);
    await expect(main.getByTitle('Written in Chinese').first()).toBeVisible();
    expect(await main.locator('article').count()).toBeGreaterThan(englishCount);

    // The address keeps the choice: loaded directly, the server renders every language too (no redirect).
    const response = await page.goto('/blog?lang=all');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/blog\?lang=all$/);
    await expect(page.getByRole('main').getByRole('radio', { name: 'All languages' })).toBeChecked();
    await expect(page.getByRole('main').getByTitle('Written in Chinese').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the home page in Chinese lists Chinese articles only, and marks English ones with every language', async ({ page }) => {
    await seedStorage(page, { lang: 'zh' });
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('radio', { name: '仅我的语言' })).toBeChecked();
    await expect(main.getByRole('link', { name: /Layer 2/ }).first()).toBeVisible();
    await expect(main.getByTitle('英文内容')).toHaveCount(0);
    await main.locator('label', { hasText: '全部语言' }).click();
    await expect(page).toHaveURL(/[?&]lang=all/);
    await expect(main.getByTitle('英文内容').first()).toBeVisible();
  });

  test('search narrows its results to my language unless every language is chosen', async ({ page }) => {
    await seedStorage(page, { lang: 'en' });
    await page.goto('/search?q=rollup');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: /Articles/ })).toBeVisible();
    await expect(main.getByTitle('Written in Chinese')).toHaveCount(0);
    await main.locator('label', { hasText: 'All languages' }).click();
    await expect(page).toHaveURL(/lang=all/);
    await expect(page).toHaveURL(/q=rollup/);
    await expect(main.getByTitle('Written in Chinese').first()).toBeVisible();
  });
});

test.describe('language switch', () => {
  test("goes to a story's translation, as its hreflang alternate says, and back", async ({ page }) => {
    await seedStorage(page, { lang: 'en' });
    const response = await page.goto(rollupsEnPath);
    const head = (await response?.text()) ?? '';
    expect(head).toContain(`hreflang="zh-CN" href="http://127.0.0.1:${new URL(page.url()).port}${rollupsZhPath}?lang=zh"`);

    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: '中文' }).click();
    await expect(page).toHaveURL(new RegExp(`${rollupsZhPath}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText('Rollup');

    await banner.getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(new RegExp(`${rollupsEnPath}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('stays on a story without a translation', async ({ page }) => {
    const { articles } = await visitorQuery<{ articles: { slug: string }[] }>(
      page,
      `{ articles(where: {published: {_eq: true}, language: {_eq: "en"}, translation_of_id: {_is_null: true}, _not: {translations: {}}}, limit: 1) { slug } }`,
    );
    const path = `/article/${articles[0]!.slug}`;
    await seedStorage(page, { lang: 'en' });
    await page.goto(path);
    await page.getByRole('banner').getByRole('button', { name: '中文' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  });
});

test.describe('bookmarks', () => {
  test('a visitor is asked to sign in', async ({ page }) => {
    await seedStorage(page, { lang: 'en' });
    await page.goto('/bookmarks');
    await expect(page.getByRole('heading', { name: 'Login required' })).toBeVisible();
    await page.goto(rollupsEnPath);
    await page.getByTestId('bookmark-button').click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('a member saves an article and a blog post, sees them on /bookmarks and removes them', async ({ page }) => {
    const errors = watchErrors(page);
    await seedStorage(page, { lang: 'en' });
    const account = await newAccount(page, { admin: false, prefix: 'reader' });
    await page.goto('/bookmarks');
    await signIn(page, account);
    await expect(page.getByText('Nothing saved yet.')).toBeVisible();

    await page.goto(rollupsEnPath);
    const save = page.getByTestId('bookmark-button');
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await expect(save).toHaveText('Saved');
    // Kept in the database: still saved after a reload.
    await page.reload();
    await expect(page.getByTestId('bookmark-button')).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/blog/why-i-stopped-chasing-airdrops');
    await page.getByTestId('bookmark-button').click();
    await expect(page.getByTestId('bookmark-button')).toHaveAttribute('aria-pressed', 'true');

    await page
      .getByRole('banner')
      .getByRole('button', { name: /Account menu/ })
      .click();
    await page.getByRole('link', { name: 'Bookmarks' }).click();
    await expect(page).toHaveURL(/\/bookmarks$/);
    const items = page.getByTestId('bookmark');
    await expect(items).toHaveCount(2);
    // Newest first.
    await expect(items.nth(0)).toContainText('Blog post');
    await expect(items.nth(1)).toContainText('Article');

    await items
      .nth(0)
      .getByRole('button', { name: /^Remove/ })
      .click();
    await expect(items).toHaveCount(1);
    await items
      .nth(0)
      .getByRole('link', { name: /Rollups/i })
      .click();
    await expect(page).toHaveURL(new RegExp(`${rollupsEnPath}$`));
    await page.getByTestId('bookmark-button').click();
    await expect(page.getByTestId('bookmark-button')).toHaveAttribute('aria-pressed', 'false');
    await page.goto('/bookmarks');
    await expect(page.getByText('Nothing saved yet.')).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('author, member and tag pages', () => {
  test("an article's byline leads to its author's page, server-rendered with their articles", async ({ page }) => {
    await seedStorage(page, { lang: 'en' });
    await page.goto(rollupsEnPath);
    const byline = page.getByRole('main').locator('article header').getByRole('link').first();
    const name = (await byline.textContent()) ?? '';
    await byline.click();
    // A Chinese name keeps its Han characters in the slug (percent-encoded in the address).
    await expect(page).toHaveURL(/\/author\/([a-z0-9-]|%[0-9A-F]{2})+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('link', { name: /Rollups/i }).first()).toBeVisible();

    const response = await page.request.get(new URL(page.url()).pathname);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(`<title>${name} | ChainPulse</title>`);
  });

  test("a blog post's byline leads to the member's page with their posts and discussions", async ({ page }) => {
    await seedStorage(page, { lang: 'en' });
    await page.goto('/blog/why-i-stopped-chasing-airdrops');
    const byline = page.getByRole('main').locator('article header').getByRole('link').first();
    await byline.click();
    await expect(page).toHaveURL(/\/u\/\w+$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Blog posts' })).toBeVisible();
    await expect(main.getByRole('link', { name: /airdrops/i }).first()).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Discussions' })).toBeVisible();
  });

  test('unknown authors and members are not found, with a 404', async ({ page }) => {
    await seedStorage(page, { lang: 'en' });
    const author = await page.goto('/author/nobody-by-this-name');
    expect(author?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Author not found' })).toBeVisible();
    const member = await page.goto('/u/nobody_by_this_name');
    expect(member?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Member not found' })).toBeVisible();
  });

  test("a post's tag lists the published posts with that tag", async ({ page }) => {
    const { blog_posts } = await visitorQuery<{ blog_posts: { slug: string; tags: string[]; tag_names: string[] }[] }>(
      page,
      '{ blog_posts(where: {published: {_eq: true}, tags: {_neq: []}}, order_by: {published_at: desc}, limit: 1) { slug tags tag_names } }',
    );
    const [post] = blog_posts;
    const tag = post!.tags[0]!;
    // The tag reads by its display name (the form first typed); its address is its key.
    const name = post!.tag_names[0]!;
    await seedStorage(page, { lang: 'en' });
    await page.goto(`/blog/${post!.slug}`);
    await page
      .getByRole('main')
      .getByRole('list', { name: 'Tags' })
      .getByRole('link', { name: `#${name}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/tag/${encodeURIComponent(tag)}$`));
    await expect(page.getByRole('heading', { level: 1, name: `#${name}` })).toBeVisible();

    const expected = await visitorQuery<{ blog_posts: { title: string }[] }>(
      page,
      'query ($tags: [String!]!) { blog_posts(where: {published: {_eq: true}, tags: {_contains: $tags}}, limit: 60) { title } }',
      { tags: [tag] },
    );
    const cards = page.getByRole('main').locator('article');
    await expect(cards).toHaveCount(expected.blog_posts.length);
    for (const card of await cards.all()) {
      await expect(card.getByRole('list', { name: 'Tags' })).toBeVisible();
    }
    const missing = await page.goto('/tag/no-post-has-this-tag');
    expect(missing?.status()).toBe(404);
    await expect(page.getByText('No published blog posts are tagged')).toBeVisible();
  });
});

test.describe('long lists', () => {
  test('the blog, a member page and a tag page show a page of posts and load more on demand', async ({ page }) => {
    await seedStorage(page, { lang: 'en' });
    const member = await newAccount(page, { admin: false, prefix: 'prolific' });
    const tag = `paging-${Date.now().toString(36)}`;
    const { categories } = await adminGraphql<{ categories: { id: string }[] }>(
      page,
      '{ categories(where: {slug: {_eq: "tech-blog"}}) { id } }',
    );
    const start = Date.now();
    const posts = Array.from({ length: 25 }, (_, index) => ({
      title: `Paged post ${index + 1} ${tag}`,
      excerpt: 'One of many posts.',
      content: 'A post among many, written to be paged through on the blog, its tag and its author.',
      category_id: categories[0]!.id,
      author_id: member.id,
      tags: [tag],
      language: 'en',
      published: true,
      published_at: new Date(start + index * 1000).toISOString(),
    }));
    await adminGraphql(page, 'mutation ($posts: [blog_posts_insert_input!]!) { insert_blog_posts(objects: $posts) { affected_rows } }', {
      posts,
    });
    try {
      const cards = page.getByRole('main').locator('article');

      // A member page: 12 posts a page, the newest first.
      await page.goto(`/u/${member.username}`);
      await expect(cards).toHaveCount(12);
      await expect(cards.first()).toContainText('Paged post 25');
      const morePosts = page.getByRole('button', { name: 'More blog posts' });
      await morePosts.click();
      await expect(cards).toHaveCount(24);
      await morePosts.click();
      await expect(cards).toHaveCount(25);
      await expect(morePosts).toHaveCount(0);

      // A tag page: 24 a page.
      await page.goto(`/tag/${tag}`);
      await expect(cards).toHaveCount(24);
      await page.getByRole('button', { name: 'Load more' }).click();
      await expect(cards).toHaveCount(25);
      await expect(cards.last()).toContainText('Paged post 1');
      await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

      // The blog: 24 a page, then the older posts (the demo's) after them.
      await page.goto('/blog');
      await expect(cards).toHaveCount(24);
      await page.getByRole('button', { name: 'Load more' }).click();
      await expect(cards).toHaveCount(25 + 3);
      await expect(cards.last()).not.toContainText(tag);
    } finally {
      // The other specs count the blog's posts.
      await adminGraphql(page, 'mutation ($tags: [String!]!) { delete_blog_posts(where: {tags: {_contains: $tags}}) { affected_rows } }', {
        tags: [tag],
      });
    }
  });

  test("the forum's list shows 20 discussions and loads more on demand", async ({ page }) => {
    await seedStorage(page, { lang: 'en' });
    const member = await newAccount(page, { admin: false, prefix: 'talkative' });
    const word = `pagedthread${Date.now().toString(36)}`;
    const start = Date.now();
    const discussions = Array.from({ length: 25 }, (_, index) => ({
      content: `Thread ${index + 1} about ${word}, one of many.`,
      author_id: member.id,
      language: 'en',
      created_at: new Date(start + index * 1000).toISOString(),
    }));
    await adminGraphql(page, 'mutation ($rows: [discussions_insert_input!]!) { insert_discussions(objects: $rows) { affected_rows } }', {
      rows: discussions,
    });
    try {
      // My Discussions: the member's 25 threads only (the address filters at once; a search would wait for typing).
      await page.goto('/');
      await signIn(page, member);
      await page.goto('/discussion?mine=1');
      const threads = page.getByTestId('discussion-list').locator('article');
      await expect(threads).toHaveCount(20);
      await expect(threads.first()).toContainText('Thread 25 about');
      const more = page.getByRole('button', { name: 'Load more discussions' });
      await more.click();
      await expect(threads).toHaveCount(25);
      await expect(threads.last()).toContainText('Thread 1 about');
      await expect(more).toHaveCount(0);
    } finally {
      await adminGraphql(page, 'mutation ($word: String!) { delete_discussions(where: {content: {_ilike: $word}}) { affected_rows } }', {
        word: `%${word}%`,
      });
    }
  });
});
