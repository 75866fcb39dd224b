import { expect, test, type Page } from './support/test.ts';
import { adminGraphql, axeViolations, freshPage, newAccount, signIn } from './support/accounts.ts';
import { seedStorage } from './support/browser-storage.ts';
import { watchErrors } from './support/watch-errors.ts';

// The analytics dashboard as an administrator in English and Chinese: a visitor opens a page of its own a few
// times in another context, then the cards and the top pages count those views (the test starts from no
// recorded views; the admin's own pages add a few), the charts show with their text alternatives, and the page is axe clean in both themes.

const TEXTS = {
  en: {
    heading: 'Analytics Dashboard',
    total: 'Page views (30 days)',
    today: 'Page views today',
    visitors: 'Unique visitors (30 days)',
    bounce: 'Bounce rate (30 days)',
    daily: 'Daily views',
    showTable: 'Show the figures as a table',
    devices: 'Device breakdown',
    pages: 'Top pages',
    categories: 'Top Categories',
  },
  zh: {
    heading: '数据看板',
    total: '页面浏览量（30 天）',
    today: '今日页面浏览量',
    visitors: '独立访客（30 天）',
    bounce: '跳出率（30 天）',
    daily: '每日浏览量',
    showTable: '以表格显示数据',
    devices: '设备分布',
    pages: '热门页面',
    categories: '热门分类',
  },
} as const;

const VISITS = 3;

/** Opens `path` and waits until the site has recorded the view (it does so a moment after the page shows). */
async function visit(page: Page, path: string) {
  const recorded = page.waitForResponse(
    (response) => response.url().endsWith('/v1/graphql') && (response.request().postData() ?? '').includes('recordPageView'),
  );
  await page.goto(path);
  expect((await recorded).ok()).toBe(true);
}

/** The number shown in a card, whatever the language's digit grouping. */
async function card(page: Page, label: string): Promise<string> {
  const cards = page.getByRole('main').locator('dl');
  return (
    (await cards
      .locator('div', { has: page.getByText(label, { exact: true }) })
      .locator('dd')
      .textContent()) ?? ''
  );
}
const toNumber = (text: string) => Number(text.replace(/[^\d.]/g, ''));

for (const lang of ['en', 'zh'] as const) {
  const text = TEXTS[lang];

  test.describe(`analytics dashboard as an admin, ${lang}`, () => {
    test.use({ locale: 'en-US' });

    test('counts the views of a visitor, with charts and their text alternatives, axe clean in both themes', async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const errors = watchErrors(page);
      await seedStorage(page, { lang });
      const path = `/about?from=dashboard-${lang}-${Date.now().toString(36)}`;
      // Top pages lists five: pages other specs viewed more often would push this test's page out, so it
      // starts from no recorded views (specs run one at a time on the test server).
      await adminGraphql(page, 'mutation Purge { delete_page_views(where: {}) { affected_rows } }');
      const visitor = await freshPage(browser, baseURL, lang);
      for (let i = 0; i < VISITS; i += 1) await visit(visitor, path);
      await visitor.context().close();

      const admin = await newAccount(page, { admin: true });
      await page.goto('/about');
      await signIn(page, admin);
      await page.goto('/admin/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();

      // The cards: at least the visitor's views, today included.
      expect(toNumber(await card(page, text.total))).toBeGreaterThanOrEqual(VISITS);
      expect(toNumber(await card(page, text.today))).toBeGreaterThanOrEqual(VISITS);
      expect(toNumber(await card(page, text.visitors))).toBeGreaterThanOrEqual(1);
      expect(await card(page, text.bounce)).toMatch(/^\d+(\.\d)?%$/);

      // Top pages: the visitor's page with exactly its views (its address is this test's own).
      const pages = page.getByRole('figure', { name: text.pages });
      const link = page.locator(`a[href="${path}"]`);
      await expect(pages.locator(link)).toBeVisible();
      await expect(pages.getByRole('row').filter({ has: link }).getByRole('cell')).toHaveText(String(VISITS));

      // The daily chart: a figure with its caption, the picture hidden from assistive technology, and its table.
      const daily = page.getByRole('figure', { name: text.daily });
      await expect(daily.locator('svg.recharts-surface')).toBeVisible();
      await expect(daily.locator('[aria-hidden="true"] svg.recharts-surface')).toHaveCount(1);
      await expect(daily.locator('.recharts-bar-rectangle').first()).toBeAttached();
      await daily.getByText(text.showTable).click();
      await expect(daily.getByRole('table').getByRole('row')).toHaveCount(31);
      expect(
        toNumber((await daily.getByRole('table').getByRole('row').last().getByRole('cell').textContent()) ?? ''),
      ).toBeGreaterThanOrEqual(VISITS);

      // Device breakdown with percentages as text; top categories with their views as text.
      const devices = page.getByRole('figure', { name: text.devices });
      await expect(devices.getByRole('row').nth(1)).toContainText('%');
      await expect(page.getByRole('figure', { name: text.categories }).getByRole('row').first()).toBeVisible();

      expect(await axeViolations(page)).toEqual([]);
      await page
        .getByRole('banner')
        .getByRole('button', { name: lang === 'en' ? 'Switch to light theme' : '切换到浅色主题' })
        .click();
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}

test.describe('the analytics dashboard for a visitor', () => {
  test('asks to log in', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Login required' })).toBeVisible();
  });
});

test.describe('the analytics dashboard on a 360 px phone', () => {
  test.use({ locale: 'en-US', viewport: { width: 360, height: 740 } });

  test('fits the width', async ({ page }) => {
    const admin = await newAccount(page, { admin: true });
    await visit(page, '/about');
    await signIn(page, admin);
    await page.goto('/admin/dashboard');
    const daily = page.getByRole('figure', { name: 'Daily views' });
    await expect(daily.locator('svg.recharts-surface')).toBeVisible();
    await daily.getByText('Show the figures as a table').click();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
  });
});
