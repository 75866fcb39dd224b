import { print } from 'graphql';
import { DiagnosticsTodosQueryDocument } from '../src/shared/api/gql/graphql.ts';
import { expect, test, type Page } from './support/test.ts';
import { PASSWORD, adminGraphql, axeViolations, newAccount, signIn } from './support/accounts.ts';
import { seedStorage } from './support/browser-storage.ts';
import { watchErrors } from './support/watch-errors.ts';

// The admin diagnostics as an administrator in English and Chinese: each route does its check (session and
// token, upload round trip, images, database counts, dialog focus, category reset, admin status, to-dos in
// the database), none offers to grant admin rights, and members are refused on every route.

const ROUTES = [
  '/debug-admin',
  '/auth-test',
  '/image-test',
  '/image-upload-test',
  '/database-test',
  '/modal-test',
  '/update-categories',
  '/todos',
];
const WEB3_SLUGS = [
  'technology',
  'blockchain',
  'ai-ml',
  'web3',
  'defi',
  'nft',
  'cryptocurrency',
  'dao',
  'layer-2',
  'security',
  'metaverse',
];
const BLOG_SLUGS = ['opinion', 'personal-blog', 'tech-blog', 'tutorial'];

const TEXTS = {
  en: {
    debugAdmin: 'Admin status and diagnostics',
    authTest: 'Auth test',
    imageTest: 'Image test',
    uploadTest: 'Image upload test',
    databaseTest: 'Database test',
    modalTest: 'Modal test',
    updateCategories: 'Update categories',
    todos: 'To-do list',
    yes: 'Yes',
    grantCli: 'npm run admin -- grant EMAIL',
    expiresAt: 'Expires at',
    expiresIn: 'Expires in',
    refresh: 'Refresh now',
    refreshed: 'Token refreshed. New expiry:',
    simulate: 'Simulate an auth error',
    refused: 'The API refused the token: invalid-jwt',
    stillSignedIn: 'You are still signed in.',
    generate: 'Generate a test image',
    uploaded: 'The upload round trip succeeded: the image was stored and loads.',
    pixels: '480 × 270 px',
    loaded: 'Loaded (',
    noneFailed: /, 0 failed\.$/,
    healthOk: /^OK: pglite, schema version \d+$/,
    articles: 'Articles',
    open: 'Open dialog',
    openConfirm: 'Open confirm dialog',
    dialogTitle: 'Test dialog',
    field: 'A field inside the dialog',
    close: 'Close',
    focusBack: 'The dialog closed. Focus returned to “Open dialog”.',
    confirm: 'Confirm',
    chose: 'You chose: Confirm',
    reset: 'Reset categories...',
    confirmReset: 'Reset categories',
    removed: 'Removed',
    willAdd: 'Will be added',
    resetDone: /^Categories reset: [1-9]\d* removed, 1 added, [1-9]\d* articles left without a category\./,
    upToDate: 'The article categories are already the 11 Web3 categories.',
    newTodo: 'New to-do',
    add: 'Add',
    blank: 'Please enter a title.',
    tooLong: 'The title can be at most 200 characters.',
    empty: 'Nothing to do yet. Add your first to-do above.',
    remove: (title: string) => `Delete “${title}”`,
    denied: 'Access denied',
    todo: 'Rotate the signing key',
  },
  zh: {
    debugAdmin: '管理员状态与诊断',
    authTest: '认证测试',
    imageTest: '图片测试',
    uploadTest: '图片上传测试',
    databaseTest: '数据库测试',
    modalTest: '弹窗测试',
    updateCategories: '更新分类',
    todos: '待办事项',
    yes: '是',
    grantCli: 'npm run admin -- grant EMAIL',
    expiresAt: '过期时间',
    expiresIn: '剩余时间',
    refresh: '立即刷新',
    refreshed: '令牌已刷新。新的过期时间：',
    simulate: '模拟认证错误',
    refused: 'API 拒绝了该令牌：invalid-jwt',
    stillSignedIn: '您仍处于登录状态。',
    generate: '生成测试图片',
    uploaded: '上传往返成功：图片已保存并可以加载。',
    pixels: '480 × 270 像素',
    loaded: '已加载（',
    noneFailed: /失败 0 张。$/,
    healthOk: /^正常：pglite，架构版本 \d+$/,
    articles: '文章',
    open: '打开对话框',
    openConfirm: '打开确认对话框',
    dialogTitle: '测试对话框',
    field: '对话框中的输入框',
    close: '关闭',
    focusBack: '对话框已关闭。 焦点已回到“打开对话框”。',
    confirm: '确认',
    chose: '您选择了：确认',
    reset: '重置分类...',
    confirmReset: '重置分类',
    removed: '删除',
    willAdd: '将添加',
    resetDone: /^分类已重置：删除 [1-9]\d* 个，添加 1 个，[1-9]\d* 篇文章失去分类。/,
    upToDate: '文章分类已经是这 11 个 Web3 分类。',
    newTodo: '新待办',
    add: '添加',
    blank: '请输入标题。',
    tooLong: '标题最多 200 个字符。',
    empty: '还没有待办事项。在上方添加第一条吧。',
    remove: (title: string) => `删除《${title}》`,
    denied: '访问被拒绝',
    todo: '轮换签名密钥',
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/** The value beside a label in a page's facts list. */
const fact = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

async function openAs(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** An extra article category with one draft article, and the Web3 'metaverse' category gone (it has no articles). */
async function prepareCategories(page: Page, tag: string) {
  await adminGraphql(page, 'mutation { delete_categories(where: {slug: {_eq: "metaverse"}}) { affected_rows } }');
  const data = await adminGraphql<{ insert_categories_one: { id: string } }>(
    page,
    'mutation ($name: String!, $slug: String!) { insert_categories_one(object: {name: $name, slug: $slug, scope: "article"}) { id } }',
    { name: `Gossip ${tag}`, slug: `gossip-${tag}` },
  );
  const article = await adminGraphql<{ insert_articles_one: { id: string } }>(
    page,
    'mutation ($category: uuid!) { insert_articles_one(object: {title: "A draft about gossip", excerpt: "Filed under a category the reset removes.", content: "This draft exists only to show that the reset leaves its articles without a category.", category_id: $category}) { id } }',
    { category: data.insert_categories_one.id },
  );
  return { category: `Gossip ${tag}`, slug: `gossip-${tag}`, articleId: article.insert_articles_one.id };
}

async function categorySlugs(page: Page) {
  const data = await adminGraphql<{ categories: { slug: string; scope: string }[] }>(
    page,
    'query { categories(order_by: {slug: asc}) { slug scope } }',
  );
  const of = (scope: string) => data.categories.filter((row) => row.scope === scope).map((row) => row.slug);
  return { article: of('article'), blog: of('blog') };
}

async function checkDebugAdmin(page: Page, text: Texts) {
  await openAs(page, '/debug-admin', text.debugAdmin);
  await expect(page.getByText(text.grantCli)).toBeVisible();
  await expect(page.locator('dd').filter({ hasText: text.yes })).toHaveCount(2);
  await expect(page.locator('dd').filter({ hasText: 'user, site_admin' })).toBeVisible();
  // Text only: no control on the page grants anything.
  await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
  const links = page.getByRole('main').getByRole('navigation').getByRole('link');
  await expect(links).toHaveCount(7);
  for (const path of ROUTES.slice(1)) await expect(page.locator(`main a[href="${path}"]`)).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);
}

async function checkAuthTest(page: Page, text: Texts, email: string) {
  await openAs(page, '/auth-test', text.authTest);
  await expect(page.getByRole('main').getByText(email, { exact: true })).toBeVisible();
  const expiry = page.getByTestId('token-expiry');
  await expect(expiry).not.toBeEmpty();
  await expect(fact(page, text.expiresIn)).toHaveText(/^1?\d:\d\d$/);
  const before = await expiry.textContent();
  // Token times have one-second resolution: let a second pass so the new token's expiry differs.
  await page.waitForTimeout(1100);
  await page.getByRole('button', { name: text.refresh }).click();
  await expect(page.getByText(text.refreshed)).toBeVisible();
  await expect(expiry).not.toHaveText(before ?? '');
  await page.getByRole('button', { name: text.simulate }).click();
  await expect(page.getByText(text.refused)).toContainText(text.stillSignedIn);
  await expect(page.getByRole('main').getByText(email, { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('main').getByText(email, { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
}

async function checkDatabase(page: Page, text: Texts) {
  await openAs(page, '/database-test', text.databaseTest);
  await expect(page.getByText(text.healthOk)).toBeVisible();
  await expect(page.getByTestId('count-articles')).toHaveText(/^[1-9]\d*$/);
  for (const table of ['blogPosts', 'news', 'events', 'discussions', 'comments', 'users', 'pageViews']) {
    await expect(page.getByTestId(`count-${table}`)).toHaveText(/^\d+$/);
  }
  await expect(page.getByRole('main').getByText(text.articles, { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
}

async function checkModal(page: Page, text: Texts) {
  await openAs(page, '/modal-test', text.modalTest);
  const opener = page.getByRole('button', { name: text.open, exact: true });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: text.dialogTitle });
  await expect(dialog).toBeVisible();
  // The page behind is inert: Tab cycles through the dialog (and the browser's own controls, where the
  // document has no focus), never reaching the page.
  for (let step = 0; step < 6; step += 1) {
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate<boolean>("document.activeElement === document.body || document.activeElement?.closest('dialog') !== null"),
    ).toBe(true);
  }
  await expect(dialog.getByLabel(text.field)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: text.focusBack })).toBeVisible();

  await opener.click();
  await dialog.getByRole('button', { name: text.close }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  const confirmOpener = page.getByRole('button', { name: text.openConfirm });
  await confirmOpener.click();
  await page.getByRole('dialog').getByRole('button', { name: text.confirm, exact: true }).click();
  await expect(page.getByText(text.chose)).toBeVisible();
  await expect(confirmOpener).toBeFocused();
}

for (const lang of ['en', 'zh'] as const) {
  const text = TEXTS[lang];

  test.describe(`admin diagnostics, ${lang}`, () => {
    test.use({ locale: 'en-US' });

    test.beforeEach(async ({ page }) => {
      await seedStorage(page, { lang });
    });

    test('admin status, session and token, database and dialog checks', async ({ page }) => {
      test.setTimeout(90_000);
      const errors = watchErrors(page);
      const admin = await newAccount(page, { admin: true });
      await page.goto('/about');
      await signIn(page, admin);
      await checkDebugAdmin(page, text);
      await checkAuthTest(page, text, admin.email);
      await checkDatabase(page, text);
      await checkModal(page, text);
      expect(errors).toEqual([]);
    });

    test('the upload round trip and the image check', async ({ page }) => {
      const errors = watchErrors(page);
      const admin = await newAccount(page, { admin: true });
      await page.goto('/about');
      await signIn(page, admin);
      await openAs(page, '/image-upload-test', text.uploadTest);
      await page.getByRole('button', { name: text.generate }).click();
      await expect(page.getByText(text.uploaded)).toBeVisible();
      await expect(page.getByText(text.pixels)).toBeVisible();
      await expect(page.getByRole('main').getByText(/^image\/(png|webp|jpeg)/)).toBeVisible();
      const preview = page.getByRole('main').locator('img');
      await expect(preview).toHaveJSProperty('complete', true);
      await expect(preview).toHaveJSProperty('naturalWidth', 480);
      expect(await axeViolations(page)).toEqual([]);

      await openAs(page, '/image-test', text.imageTest);
      const demoRows = page.getByRole('main').locator('li').filter({ hasText: '/demo/' });
      await expect(demoRows).toHaveCount(3);
      for (const row of await demoRows.all()) await expect(row).toContainText(text.loaded);
      await expect(page.getByRole('status').filter({ hasText: text.noneFailed })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });

    test('the category reset, after a confirmation, leaves the Web3 and blog categories', async ({ page }) => {
      const errors = watchErrors(page);
      const admin = await newAccount(page, { admin: true });
      const extra = await prepareCategories(page, `${lang}${Date.now().toString(36)}`);
      // The server does the reset (and its preview, a dry run); the page only calls the action.
      const resets: unknown[] = [];
      page.on('request', (request) => {
        const body = request.postDataJSON() as { query?: string; variables?: { dryRun?: boolean } } | null;
        if (request.url().endsWith('/v1/graphql') && body?.query?.includes('resetWeb3Categories')) resets.push(body.variables?.dryRun);
      });
      await page.goto('/about');
      await signIn(page, admin);
      await openAs(page, '/update-categories', text.updateCategories);
      await expect(page.locator('li', { hasText: extra.category })).toContainText(text.removed);
      await expect(page.locator('li', { hasText: 'metaverse' })).toContainText(text.willAdd);
      expect(await axeViolations(page)).toEqual([]);

      // Cancelling changes nothing.
      await page.getByRole('button', { name: text.reset }).click();
      await page.getByRole('dialog').getByRole('button', { name: text.close }).click();
      expect((await categorySlugs(page)).article).toContain(extra.slug);

      await page.getByRole('button', { name: text.reset }).click();
      await page.getByRole('dialog').getByRole('button', { name: text.confirmReset, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: text.resetDone })).toBeVisible();
      await expect(page.getByText(text.upToDate)).toBeVisible();
      await expect(page.getByRole('button', { name: text.reset })).toBeDisabled();
      expect(resets.filter((dryRun) => dryRun === false)).toHaveLength(1);

      const slugs = await categorySlugs(page);
      expect(slugs.article).toEqual([...WEB3_SLUGS].sort());
      expect(slugs.blog).toEqual(BLOG_SLUGS);
      const article = await adminGraphql<{ articles_by_pk: { category_id: string | null } }>(
        page,
        'query ($id: uuid!) { articles_by_pk(id: $id) { category_id } }',
        { id: extra.articleId },
      );
      expect(article.articles_by_pk.category_id).toBeNull();
      expect(errors).toEqual([]);
    });

    test('to-dos: refused titles, add, toggle and delete, kept across reloads', async ({ page }) => {
      const errors = watchErrors(page);
      const admin = await newAccount(page, { admin: true });
      await page.goto('/about');
      await signIn(page, admin);
      await openAs(page, '/todos', text.todos);
      await expect(page.getByText(text.empty)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      const field = page.getByLabel(text.newTodo);
      const add = page.getByRole('button', { name: text.add, exact: true });
      await add.click();
      await expect(page.getByText(text.blank)).toBeVisible();
      await field.fill('x'.repeat(201));
      await add.click();
      await expect(page.getByText(text.tooLong)).toBeVisible();

      await field.fill(`  ${text.todo}  `);
      await add.click();
      await expect(field).toHaveValue('');
      const checkbox = page.getByRole('checkbox', { name: text.todo, exact: true });
      await expect(checkbox).not.toBeChecked();
      await field.fill(`${text.todo} 2`);
      await add.click();
      await expect(page.getByRole('checkbox')).toHaveCount(2);
      // Newest first.
      await expect(page.getByRole('checkbox').first()).toHaveAccessibleName(`${text.todo} 2`);
      expect(await axeViolations(page)).toEqual([]);

      await checkbox.check();
      await expect(checkbox).toBeEnabled();
      await page.reload();
      await expect(page.getByRole('checkbox', { name: text.todo, exact: true })).toBeChecked();

      await page.getByRole('button', { name: text.remove(`${text.todo} 2`) }).click();
      await expect(page.getByRole('checkbox')).toHaveCount(1);
      await page.reload();
      await expect(page.getByRole('checkbox')).toHaveCount(1);
      await expect(page.getByRole('checkbox', { name: text.todo, exact: true })).toBeChecked();
      expect(errors).toEqual([]);
    });

    test('a member is refused on every diagnostic route', async ({ page }) => {
      const member = await newAccount(page, { admin: false, prefix: 'member' });
      await page.goto('/about');
      await signIn(page, member);
      for (const path of ROUTES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: text.denied })).toBeVisible();
      }
      // The API refuses a member the to-do list of the diagnostics page too, whatever the page shows.
      const signin = await page.request.post('/auth/signin', { data: { email: member.email, password: PASSWORD } });
      const { session } = (await signin.json()) as { session: { accessToken: string } };
      for (const role of ['user', 'site_admin']) {
        const answer = await page.request.post('/v1/graphql', {
          headers: { authorization: `Bearer ${session.accessToken}`, 'x-hasura-role': role },
          data: { query: print(DiagnosticsTodosQueryDocument) },
        });
        const body = (await answer.json()) as { errors?: { extensions: { code: string } }[] };
        expect(body.errors?.[0]?.extensions.code).toMatch(/^(validation-failed|access-denied)$/);
      }
    });
  });
}

test('a visitor is asked to log in on the diagnostic routes', async ({ page }) => {
  for (const path of ['/debug-admin', '/todos']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Login required' })).toBeVisible();
  }
});

test.describe('the diagnostic routes on a 360 px phone in the light theme', () => {
  test.use({ locale: 'en-US', viewport: { width: 360, height: 740 } });

  test('each route fits the width and is axe clean', async ({ page }) => {
    test.setTimeout(90_000);
    await seedStorage(page, { lang: 'zh', theme: 'light' });
    const errors = watchErrors(page);
    const admin = await newAccount(page, { admin: true });
    await page.goto('/about');
    await signIn(page, admin);
    for (const path of ROUTES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
      expect(await axeViolations(page), path).toEqual([]);
    }
    expect(errors).toEqual([]);
  });
});
