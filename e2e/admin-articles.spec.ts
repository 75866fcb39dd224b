import { expect, test } from './support/test.ts';
import { ADMIN_SECRET, PASSWORD, axeViolations, freshPage, newAccount, signIn } from './support/accounts.ts';
import { watchErrors } from './support/watch-errors.ts';
import { seedStorage } from './support/browser-storage.ts';

// Admin article screens as an administrator in English and Chinese: write and publish an article, see it on
// the home page as a visitor, edit it, unpublish it (visitors lose it), delete it; and the admin gate.

const TEXTS = {
  en: {
    heading: 'Write article',
    editHeading: 'Edit article',
    title: 'Title',
    summary: 'Summary',
    content: 'Content',
    category: 'Category',
    bold: 'Bold',
    preview: 'Preview',
    publish: 'Publish Article',
    saveDraft: 'Save Draft',
    required: [
      'Please enter article title',
      'Please enter article summary',
      'Please enter article content',
      'Please select article category',
    ],
    listHeading: 'Article management',
    search: 'Search articles',
    total: 'Total',
    published: 'Published',
    draft: 'Draft',
    drafts: 'Drafts',
    edit: (title: string) => `Edit “${title}”`,
    remove: (title: string) => `Delete “${title}”`,
    view: (title: string) => `View “${title}” (opens in a new tab)`,
    toDraft: (title: string) => `Published: click to unpublish “${title}”`,
    toPublished: (title: string) => `Draft: click to publish “${title}”`,
    confirmTitle: 'Confirm deletion',
    confirm: 'Delete',
    deleted: 'Article deleted successfully',
    savedPublished: (title: string) => `“${title}” was saved and published.`,
    // The slug the database makes of the title (with -1, -2... when it is taken).
    articlePath: /^\/article\/rollup-fees-after-the-blob-upgrade(-\d+)?$/,
    unpublished: (title: string) => `“${title}” is now a draft.`,
    notFound: 'Article Not Found',
    articleTitle: 'Rollup fees after the blob upgrade',
    editedTitle: 'Rollup fees after the blob upgrade, revisited',
    summaryText: 'What rollups pay for data now, and why it matters.',
  },
  zh: {
    heading: '撰写文章',
    editHeading: '编辑文章',
    title: '标题',
    summary: '摘要',
    content: '内容',
    category: '分类',
    bold: '粗体',
    preview: '预览',
    publish: '发布文章',
    saveDraft: '保存草稿',
    required: ['请输入文章标题', '请输入文章摘要', '请输入文章内容', '请选择文章分类'],
    listHeading: '文章管理',
    search: '搜索文章',
    total: '总数',
    published: '已发布',
    draft: '草稿',
    drafts: '草稿',
    edit: (title: string) => `编辑《${title}》`,
    remove: (title: string) => `删除《${title}》`,
    view: (title: string) => `查看《${title}》（在新标签页中打开）`,
    toDraft: (title: string) => `已发布：点击取消发布《${title}》`,
    toPublished: (title: string) => `草稿：点击发布《${title}》`,
    confirmTitle: '确认删除',
    confirm: '删除',
    deleted: '文章删除成功',
    savedPublished: (title: string) => `《${title}》已保存并发布。`,
    // A title without a-z or 0-9 gets the first block of the article's id as its slug.
    // A Chinese title keeps its Han characters in the slug (percent-encoded in the link).
    articlePath: new RegExp(`^/article/${encodeURIComponent('数据分片升级之后的二层网络费用')}(-\\d+)?$`),
    unpublished: (title: string) => `《${title}》已改为草稿。`,
    notFound: '未找到文章',
    articleTitle: '数据分片升级之后的二层网络费用',
    editedTitle: '数据分片升级之后的二层网络费用（修订）',
    summaryText: '二层网络现在为数据支付多少费用，以及为什么这很重要。',
  },
} as const;

const CONTENT = 'Blob space made data cheaper for rollups. This article walks through what changed and what it means. ';

for (const lang of ['en', 'zh'] as const) {
  const text = TEXTS[lang];

  test.describe(`article management as an admin, ${lang}`, () => {
    test.use({ locale: 'en-US' });

    test.beforeEach(async ({ page }) => {
      await seedStorage(page, { lang });
    });

    test('publish, see it as a visitor, edit, unpublish and delete', async ({ page, browser, baseURL }) => {
      test.setTimeout(120_000);
      const errors = watchErrors(page);
      const admin = await newAccount(page, { admin: true });
      await page.goto('/about');
      await signIn(page, admin);

      // Write: the spec's messages first, then a valid article through the toolbar and the preview.
      await page.goto('/write-article');
      await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
      await page.getByRole('button', { name: text.publish }).click();
      for (const message of text.required) await expect(page.getByText(message, { exact: true })).toBeVisible();
      await expect(page.getByLabel(text.title, { exact: true })).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);

      await page.getByLabel(text.title, { exact: true }).fill(text.articleTitle);
      await page.getByLabel(text.summary, { exact: true }).fill(text.summaryText);
      const content = page.getByLabel(text.content, { exact: true });
      await content.fill(CONTENT);
      await content.press('End');
      await page.getByRole('button', { name: text.bold }).click();
      await expect(content).toHaveValue(new RegExp(`\\*\\*${lang === 'en' ? 'text' : '文本'}\\*\\*$`));
      await page.getByRole('button', { name: text.preview }).click();
      await expect(page.locator('[role="region"] strong')).toHaveText(lang === 'en' ? 'text' : '文本');
      await page.getByRole('button', { name: text.preview }).click();
      await page.getByLabel(text.category, { exact: true }).selectOption({ index: 1 });
      await page.getByRole('button', { name: text.publish }).click();

      // The list: the saved notice, counts and the row.
      await expect(page).toHaveURL(/\/admin\/articles$/);
      await expect(page.getByRole('heading', { level: 1, name: text.listHeading })).toBeVisible();
      await expect(page.getByText(text.savedPublished(text.articleTitle))).toBeVisible();
      const counts = page.locator('dl');
      const count = async (label: string) =>
        Number(
          await counts
            .locator('div', { has: page.getByText(label, { exact: true }) })
            .locator('dd')
            .textContent(),
        );
      const total = await count(text.total);
      expect(total).toBeGreaterThan(1);
      expect((await count(text.published)) + (await count(text.drafts))).toBe(total);
      await page.getByLabel(text.search).fill(text.articleTitle);
      await expect(page.getByRole('row')).toHaveCount(2);
      await expect(page.getByRole('button', { name: text.toDraft(text.articleTitle) })).toHaveText(text.published);
      expect(await axeViolations(page)).toEqual([]);
      const viewLink = page.getByRole('link', { name: text.view(text.articleTitle) });
      await expect(viewLink).toHaveAttribute('target', '_blank');
      const articlePath = (await viewLink.getAttribute('href')) ?? '';
      expect(articlePath).toMatch(text.articlePath);

      // A visitor sees it on the home page and can open it.
      const visitor = await freshPage(browser, baseURL, lang);
      await visitor.goto('/');
      await expect(visitor.getByRole('link', { name: text.articleTitle }).first()).toBeVisible();
      await visitor.goto(articlePath);
      await expect(visitor.getByRole('heading', { level: 1, name: text.articleTitle })).toBeVisible();

      // Edit it.
      await page.getByRole('link', { name: text.edit(text.articleTitle) }).click();
      await expect(page).toHaveURL(/\/write-article\?edit=/);
      await expect(page.getByRole('heading', { level: 1, name: text.editHeading })).toBeVisible();
      await expect(page.getByLabel(text.title, { exact: true })).toHaveValue(text.articleTitle);
      await page.getByLabel(text.title, { exact: true }).fill(text.editedTitle);
      await page.getByRole('button', { name: text.publish }).click();
      await expect(page.getByText(text.savedPublished(text.editedTitle))).toBeVisible();
      await page.getByLabel(text.search).fill(text.editedTitle);
      await expect(page.getByRole('row')).toHaveCount(2);
      await visitor.reload();
      await expect(visitor.getByRole('heading', { level: 1, name: text.editedTitle })).toBeVisible();

      // Unpublish it with the status badge: visitors lose it.
      await page.getByRole('button', { name: text.toDraft(text.editedTitle) }).click();
      await expect(page.getByText(text.unpublished(text.editedTitle))).toBeVisible();
      await expect(page.getByRole('button', { name: text.toPublished(text.editedTitle) })).toHaveText(text.draft);
      await visitor.reload();
      await expect(visitor.getByRole('heading', { level: 1, name: text.notFound })).toBeVisible();
      await visitor.goto('/');
      await expect(visitor.getByRole('contentinfo')).toBeVisible();
      await expect(visitor.getByRole('link', { name: text.editedTitle })).toHaveCount(0);
      await visitor.context().close();

      // Delete it, after the confirmation.
      await page.getByRole('button', { name: text.remove(text.editedTitle) }).click();
      const dialog = page.getByRole('dialog', { name: text.confirmTitle });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: text.confirm, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(text.deleted)).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  });
}

test.describe('article management when an article is gone meanwhile, zh', () => {
  test.use({ locale: 'en-US' });

  test("toggling it fails with the spec's message, and the list reloads without it", async ({ page }) => {
    await seedStorage(page, { lang: 'zh' });
    const admin = await newAccount(page, { admin: true });
    const adminApi = async (query: string, variables: Record<string, unknown>) => {
      const response = await page.request.post('/v1/graphql', {
        headers: { 'x-hasura-admin-secret': ADMIN_SECRET },
        data: { query, variables },
      });
      const body = (await response.json()) as { data?: Record<string, { id: string }>; errors?: unknown };
      expect(body.errors).toBeUndefined();
      return body.data!;
    };
    const title = `Gone meanwhile ${Date.now().toString(36)}`;
    const created = await adminApi(
      'mutation Add($title: String!, $content: String!) { insert_articles_one(object: {title: $title, excerpt: "Deleted by another admin.", content: $content, published: true}) { id } }',
      { title, content: CONTENT },
    );
    await page.goto('/about');
    await signIn(page, admin);
    await page.goto(`/admin/articles?q=${encodeURIComponent(title)}`);
    await expect(page.getByRole('row')).toHaveCount(2);
    // Another admin deletes it while the table still shows it.
    await adminApi('mutation Remove($id: uuid!) { delete_articles_by_pk(id: $id) { id } }', { id: created.insert_articles_one!.id });

    await page.getByRole('button', { name: TEXTS.zh.toDraft(title) }).click();
    await expect(page.getByRole('alert').getByText('更新失败，请重试', { exact: true })).toBeVisible();
    await page.goto(`/admin/articles?q=${encodeURIComponent(title)}`);
    await expect(page.getByText('没有符合搜索或筛选条件的文章。')).toBeVisible();
  });

  test('deleting an article already deleted says so', async ({ page }) => {
    await seedStorage(page, { lang: 'zh' });
    const admin = await newAccount(page, { admin: true });
    const title = `Deleted twice ${Date.now().toString(36)}`;
    const response = await page.request.post('/v1/graphql', {
      headers: { 'x-hasura-admin-secret': ADMIN_SECRET },
      data: {
        query:
          'mutation Add($title: String!, $content: String!) { insert_articles_one(object: {title: $title, excerpt: "Deleted by another admin.", content: $content}) { id } }',
        variables: { title, content: CONTENT },
      },
    });
    const id = ((await response.json()) as { data: { insert_articles_one: { id: string } } }).data.insert_articles_one.id;
    await page.goto('/about');
    await signIn(page, admin);
    await page.goto(`/admin/articles?q=${encodeURIComponent(title)}&status=draft`);
    await page.getByRole('button', { name: TEXTS.zh.remove(title) }).click();
    await page.request.post('/v1/graphql', {
      headers: { 'x-hasura-admin-secret': ADMIN_SECRET },
      data: { query: 'mutation Remove($id: uuid!) { delete_articles_by_pk(id: $id) { id } }', variables: { id } },
    });
    await page.getByRole('dialog', { name: '确认删除' }).getByRole('button', { name: '删除', exact: true }).click();
    await expect(page.getByRole('alert').getByText('删除失败：没有权限或文章不存在', { exact: true })).toBeVisible();
  });
});

test.describe('the admin screens on a 360 px phone', () => {
  test.use({ locale: 'en-US', viewport: { width: 360, height: 740 } });

  test('fit the width: the table scrolls inside its own region', async ({ page }) => {
    const admin = await newAccount(page, { admin: true });
    await page.goto('/about');
    await signIn(page, admin);
    const pageWidth = () => page.evaluate<number>('document.documentElement.scrollWidth');
    await page.goto('/admin/articles');
    await expect(page.getByRole('region', { name: 'Articles table' })).toBeVisible();
    expect(await pageWidth()).toBeLessThanOrEqual(360);
    await page.goto('/write-article');
    await expect(page.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
    expect(await pageWidth()).toBeLessThanOrEqual(360);
  });
});

test.describe('the admin gate', () => {
  test.use({ locale: 'en-US' });

  test('a visitor is asked to log in, in English and Chinese', async ({ page }) => {
    await page.goto('/admin/articles');
    await expect(page.getByRole('heading', { level: 1, name: 'Login required' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return home' })).toHaveAttribute('href', '/');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('main').getByRole('button', { name: 'Login / Register' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByTitle('Switch the language to Chinese').click();
    await expect(page.getByRole('heading', { level: 1, name: '需要登录' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: '登录 / 注册' })).toBeVisible();
    await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible();
  });

  test('an admin who signs in from the gate gets the page', async ({ page }) => {
    const admin = await newAccount(page, { admin: true });
    await page.goto('/write-article');
    await page.getByRole('main').getByRole('button', { name: 'Login / Register' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(admin.email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.locator('button[type="submit"]').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Write article' })).toBeVisible();
  });

  test('a member is refused and sent to the home page', async ({ page }) => {
    const member = await newAccount(page, { admin: false });
    await page.goto('/about');
    await signIn(page, member);
    for (const path of ['/admin/articles', '/write-article']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
      await expect(page.getByText('You need administrator rights to access this page.')).toBeVisible();
      await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
    }
  });

  test('a failed admin check is logged and treated as not admin', async ({ page }) => {
    const admin = await newAccount(page, { admin: true });
    await page.goto('/about');
    await signIn(page, admin);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route('**/v1/graphql', async (route) => {
      if (route.request().postData()?.includes('AdminGateProfileQuery')) {
        await route.fulfill({ json: { errors: [{ message: 'database unavailable', extensions: { code: 'unexpected', path: '$' } }] } });
      } else {
        await route.continue();
      }
    });
    await page.getByTitle('Switch the language to Chinese').click();
    await page.goto('/admin/articles');
    await expect(page.getByRole('heading', { level: 1, name: '访问被拒绝' })).toBeVisible();
    await expect(page.getByText('您需要管理员权限才能访问此页面')).toBeVisible();
    expect(warnings.some((warning) => warning.startsWith('Failed to check admin status'))).toBe(true);
  });
});
