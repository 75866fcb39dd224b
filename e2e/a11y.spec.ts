import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import { seedStorage } from './support/browser-storage.ts';

test.use({ locale: 'en-US' });

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Axe violations of the given parts of the page, as "rule: targets" lines for a readable failure. */
async function violations(page: Page, include: string[]) {
  let builder = new AxeBuilder({ page }).withTags(WCAG_AA);
  for (const selector of include) builder = builder.include(selector);
  const { violations: found } = await builder.analyze();
  return found.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

for (const theme of ['dark', 'light'] as const) {
  for (const lang of ['en', 'zh'] as const) {
    test.describe(`the shell in the ${theme} theme, ${lang}`, () => {
      test.beforeEach(async ({ page }) => {
        await seedStorage(page, { theme, lang });
      });

      test('an info page, header and footer have no WCAG A/AA violations', async ({ page }) => {
        await page.goto('/about');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await violations(page, ['body'])).toEqual([]);
      });

      test('the header and footer on the home page have none', async ({ page }) => {
        await page.goto('/');
        await expect(page.getByRole('contentinfo')).toBeVisible();
        expect(await violations(page, ['header', 'footer'])).toEqual([]);
      });

      test('the sign-in dialog has none, in both modes', async ({ page }) => {
        await page.goto('/about');
        await page.getByRole('button', { name: /^(Login \/ Register|登录 \/ 注册)$/ }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await dialog.locator('button[type="submit"]').click();
        await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
        expect(await violations(page, ['dialog'])).toEqual([]);
        await dialog.locator('form + p button').click();
        expect(await violations(page, ['dialog'])).toEqual([]);
      });
    });
  }
}

test('the phone menu is reachable and labelled', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(await violations(page, ['body'])).toEqual([]);
  await context.close();
});

// Besides WCAG A/AA: one name per landmark of a kind, and no empty table header (axe's best-practice rules).
const LANDMARK_AND_TABLE_RULES = ['landmark-unique', 'empty-table-header'];

async function landmarkAndTableViolations(page: Page) {
  const { violations: found } = await new AxeBuilder({ page }).withRules(LANDMARK_AND_TABLE_RULES).analyze();
  return found.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

for (const lang of ['en', 'zh'] as const) {
  test.describe(`search landmarks and tables, ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      await seedStorage(page, { lang });
    });

    for (const path of ['/discussion', '/search?q=rollup']) {
      test(`${path} names its search landmarks apart and has no violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('search')).toHaveCount(2);
        expect(await violations(page, ['body'])).toEqual([]);
        expect(await landmarkAndTableViolations(page)).toEqual([]);
      });
    }

    test('an article whose table has an empty header cell has no violations', async ({ page }) => {
      const title = `Table article ${lang} ${Date.now().toString(36)}`;
      const content = [
        'A comparison of rollups, with an empty top-left header cell as many markdown tables have.',
        '',
        '| | Optimistic | ZK |',
        '| --- | --- | --- |',
        '| Finality | 7 days | Minutes |',
        '| Proofs | Fraud | Validity |',
      ].join('\n');
      const response = await page.request.post('/v1/graphql', {
        headers: { 'x-hasura-admin-secret': process.env.E2E_ADMIN_SECRET ?? 'e2e-admin-secret' },
        data: {
          query: 'mutation ($article: articles_insert_input!) { insert_articles_one(object: $article) { slug } }',
          variables: { article: { title, excerpt: 'An article with a table.', content, published: true, language: lang } },
        },
      });
      const { data } = (await response.json()) as { data: { insert_articles_one: { slug: string } } };
      try {
        await page.goto(`/article/${data.insert_articles_one.slug}`);
        await expect(page.getByRole('table')).toBeVisible();
        expect(await violations(page, ['main'])).toEqual([]);
        expect(await landmarkAndTableViolations(page)).toEqual([]);
      } finally {
        // The other specs count the articles: it goes even when the test fails.
        await page.request.post('/v1/graphql', {
          headers: { 'x-hasura-admin-secret': process.env.E2E_ADMIN_SECRET ?? 'e2e-admin-secret' },
          data: {
            query: 'mutation ($slug: String!) { delete_articles(where: {slug: {_eq: $slug}}) { affected_rows } }',
            variables: { slug: data.insert_articles_one.slug },
          },
        });
      }
    });
  });
}
