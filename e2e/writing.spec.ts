// Issue 28, "Writing": the members' blog editor as Forem users and the admin's own editor expect. One member walks
// the flow in English on a phone (toolbar, canonical tags, draft banner, Edit link, Publish / Update / Unpublish with
// their toasts, highlighted code with a copy button, safe raw HTML rendered, a long tag on a narrow page); an admin in
// Chinese on a desktop features a post and finds the Edit link on an article.
import { expect, test, type Page } from './support/test.ts';
import { verifyEmail } from './support/verify-email.ts';
import { adminGraphql, newAccount, signIn } from './support/accounts.ts';
import { seedSignedIn, seedStorage } from './support/browser-storage.ts';
import { watchErrors } from './support/watch-errors.ts';

const CONTENT = [
  'Rollups post their data on chain, so <b>fees</b> fall.<script>alert(1)</script>',
  '',
  '```ts',
  'const fee: bigint = baseFee + tip;',
  '```',
].join('\n');

async function fillPost(page: Page, labels: { title: string; excerpt: string; content: string; category: string }, title: string) {
  await page.getByLabel(labels.title, { exact: true }).fill(title);
  await page.getByLabel(labels.excerpt, { exact: true }).fill('A short summary of the post.');
  await page.getByLabel(labels.content, { exact: true }).fill(CONTENT);
  await page.getByLabel(labels.category, { exact: true }).selectOption({ index: 1 });
}

const toast = (page: Page) => page.getByTestId('toast');

test('a member writes on a phone: toolbar, canonical tags, draft banner, Edit, Publish, Update, Unpublish (en)', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await seedStorage(page, { lang: 'en' });
  const errors = watchErrors(page);
  const tag = `${Date.now().toString(36)}`;
  const response = await page.request.post('/auth/signup', {
    data: { email: `writing_${tag}@example.com`, password: 'correct horse battery', displayName: `Writer ${tag}`, username: `wr_${tag}` },
  });
  expect(response.status()).toBe(200);
  // Members who publish confirm their address first (issue 32).
  await seedSignedIn(page, (await verifyEmail(page.request, `writing_${tag}@example.com`)).user);

  await page.goto('/write-blog');
  const labels = { title: 'Title', excerpt: 'Excerpt', content: 'Content', category: 'Category' };
  await expect(page.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Insert image' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Featured' })).toHaveCount(0);

  // The preview shows nothing the form refuses.
  await page.getByLabel('Title', { exact: true }).fill('x'.repeat(10_000));
  const preview = page.getByTestId('post-preview');
  await expect(preview).toContainText('Title: longer than 200 characters, so not previewed.');

  const title = `Writing flow ${tag}`;
  await fillPost(page, labels, title);
  const tags = page.getByRole('textbox', { name: 'Tags', exact: true });
  for (const typed of ['Layer 2', 'DeFi/NFT', `<script>${'long'.repeat(10)}`, '🔥']) {
    await tags.fill(typed);
    await tags.press('Enter');
  }
  await expect(page.getByText('A tag needs letters, digits or Chinese characters.')).toBeVisible();
  const longTag = `script-${'long'.repeat(10)}`.slice(0, 30);
  await expect(page.getByRole('list', { name: 'Added tags' }).getByRole('listitem')).toHaveText([
    /^Layer 2/,
    /^DeFi\/NFT/,
    new RegExp(`^${longTag}`),
  ]);
  await tags.fill('');

  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(toast(page)).toHaveText(/Your draft is saved\./);
  await expect(page).toHaveURL(/\/profile$/);

  // The draft opened by its author: a banner and an Edit link.
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const draft = await page.goto(`/blog/${slug}`);
  // The server renders as a visitor, for whom the draft does not exist: its author gets the frame, never a 404.
  expect(draft?.status()).toBe(200);
  expect(draft?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByText('Draft: only you can see this.')).toBeVisible();
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(/\/write-blog\?edit=/);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(toast(page)).toHaveText(/Your post is published\./);
  await expect(page).toHaveURL(/\/blog$/);

  await page.goto(`/blog/${slug}`);
  await expect(page.getByText('Draft: only you can see this.')).toHaveCount(0);
  const main = page.getByRole('main');
  // Safe raw HTML is rendered (the bold word), unsafe is dropped (the script); code is highlighted, with a copy button.
  await expect(main.getByText('Rollups post their data on chain, so fees fall.')).toBeVisible();
  await expect(main.locator('p b')).toHaveText('fees');
  await expect(main.locator('script')).toHaveCount(0);
  await expect(main).not.toContainText('alert(1)');
  await expect(main.locator('pre code .hljs-keyword').first()).toHaveText('const');
  await expect(main.getByRole('button', { name: 'Copy code' })).toBeVisible();
  // Tags read as first typed and link to their canonical pages; the long one wraps instead of widening the phone's page.
  await expect(main.getByRole('link', { name: `#${longTag}` })).toBeVisible();
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
  await expect(main.getByRole('link', { name: '#Layer 2' })).toHaveAttribute('href', '/tag/layer-2');
  await main.getByRole('link', { name: '#DeFi/NFT' }).click();
  await expect(page).toHaveURL(/\/tag\/defi-nft$/);
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  // A tag typed with a slash and capitals (an old link) opens its canonical page: no 404, no hydration error.
  await page.goto('/tag/DeFi%2FNFT');
  await expect(page).toHaveURL(/\/tag\/defi-nft$/);
  await expect(page.getByRole('heading', { level: 1, name: '#DeFi/NFT' })).toBeVisible();
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();

  // A published post's editor says Update and Unpublish.
  await page.goto(`/blog/${slug}`);
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Update', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Unpublish', exact: true }).click();
  await expect(toast(page)).toHaveText(/Your post is unpublished/);
  await expect(page).toHaveURL(/\/profile$/);
  // A visitor (no session) still gets the 404 for the draft's address.
  const visitor = await request.get(`/blog/${slug}`);
  expect(visitor.status()).toBe(404);
  // Nothing failed: the draft's address sent its author the page's frame (not the visitors' 404 that then flipped),
  // and the tag typed with a slash answered 200, with no hydration error.
  expect(errors).toEqual([]);
});

test('an admin features a post and finds Edit on an article (zh, desktop)', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await seedStorage(page, { lang: 'zh' });
  const admin = await newAccount(page, { admin: true, prefix: 'writer' });
  await page.goto('/');
  await signIn(page, admin);

  await page.goto('/write-blog');
  const title = `精选文章 ${admin.username}`;
  await fillPost(page, { title: '标题', excerpt: '摘要', content: '内容', category: '分类' }, title);
  const tags = page.getByRole('textbox', { name: '标签', exact: true });
  await tags.fill('以太坊 Pectra');
  await tags.press('Enter');
  await expect(page.getByRole('list', { name: '已添加的标签' }).getByRole('listitem')).toHaveText([/^以太坊 Pectra/]);
  await page.getByRole('checkbox', { name: '精选' }).check();
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await expect(toast(page)).toHaveText(/文章已发布。/);
  await expect(page).toHaveURL(/\/blog/);
  const stored = await adminGraphql<{ blog_posts: { featured: boolean; tags: string[]; tag_names: string[] }[] }>(
    page,
    'query ($title: String!) { blog_posts(where: {title: {_eq: $title}}) { featured tags tag_names } }',
    { title },
  );
  expect(stored.blog_posts).toEqual([{ featured: true, tags: ['以太坊-pectra'], tag_names: ['以太坊 Pectra'] }]);

  // A seeded article (the Chinese one about rollups): admins get an Edit link to the article editor.
  await page.goto('/article/layer-2-rollups-ethereum-fees-zh');
  await page.getByRole('main').getByRole('link', { name: '编辑', exact: true }).click();
  await expect(page).toHaveURL(/\/write-article\?edit=/);
});
