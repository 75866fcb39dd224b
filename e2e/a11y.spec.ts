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
