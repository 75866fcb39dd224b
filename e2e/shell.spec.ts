import { expect, test } from './support/test.ts';
import { seedStorage, storageItem } from './support/browser-storage.ts';
import { watchErrors } from './support/watch-errors.ts';

test.use({ locale: 'en-US' });

test.describe('the app shell as a visitor', () => {
  test('renders in English for an English browser, dark by default', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'ChainPulse home page' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: 'Login / Register' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Web3 articles, live news/);
    expect(errors).toEqual([]);
  });

  test('renders in Chinese for a Chinese browser', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/');
    await expect(page.getByRole('link', { name: '链脉首页' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('button', { name: '登录 / 注册' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: '隐私政策' })).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('remembers the language and theme across a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByTitle('Switch the language to Chinese').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('link', { name: '链脉首页' })).toBeVisible();
    await expect(page.getByRole('button', { name: '切换到深色主题' })).toBeVisible();
  });

  test('paints the saved light theme from the first frame', async ({ page }) => {
    await seedStorage(page, { theme: 'light' });
    // Hold the app's script: the page must already be light before any of it runs.
    await page.route('**/assets/**', (route) => route.abort());
    await page.goto('/').catch(() => undefined);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('the header search opens /search with the query', async ({ page }) => {
    await page.goto('/about');
    const search = page.getByRole('searchbox', { name: 'Search the site' });
    await expect(search).toHaveAttribute('placeholder', 'Search articles...');
    await search.fill('layer 2 rollups');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=layer\+2\+rollups$/);
  });

  test('the footer leads to the info pages and the topics', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const [name, heading, title] of [
      ['About Us', 'About ChainPulse', 'About Us | ChainPulse'],
      ['Contact', 'Contact us', 'Contact | ChainPulse'],
      ['Privacy Policy', 'Privacy Policy', 'Privacy Policy | ChainPulse'],
      ['Terms of Service', 'Terms of Service', 'Terms of Service | ChainPulse'],
    ] as const) {
      await footer.getByRole('link', { name, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(title);
    }
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /reading, writing and discussing/);
    await footer.getByRole('link', { name: 'Blockchain' }).click();
    await expect(page).toHaveURL(/\/\?category=blockchain$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Web3 articles, live news/);
    expect(errors).toEqual([]);
  });

  test('the info pages exist in Chinese', async ({ page }) => {
    await seedStorage(page, { lang: 'zh' });
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: '隐私政策' })).toBeVisible();
    await expect(page).toHaveTitle('隐私政策 | 链脉');
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: '服务条款' })).toBeVisible();
  });

  test('shows the not-found page for an unknown route, inside the shell', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found | ChainPulse');
    await expect(page.getByRole('banner')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('shows a friendly error page, inside the shell, when a page fails to load', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Login / Register' })).toBeVisible();
    // The next page's code cannot be downloaded (offline, or replaced by a new release).
    await page.route('**/assets/**', (route) => route.abort());
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    // After three more tries, 1, 2 and 4 s apart (src/app/routes/pages.ts).
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Check your connection, then reload.')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await page.unroute('**/assets/**');
    await page.getByRole('button', { name: 'Reload the page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  });

  test('a page whose code failed to download once loads by itself on the next try', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Login / Register' })).toBeVisible();
    // The server restarts: every script download fails for half a second from the first one, then all succeed.
    // (The first retry comes a second after the first failure: src/app/routes/pages.ts.)
    const refused = new Set<string>();
    let upAgainAt = Infinity;
    await page.route('**/assets/*.js', async (route) => {
      if (Date.now() >= upAgainAt) return route.continue();
      if (upAgainAt === Infinity) upAgainAt = Date.now() + 500;
      refused.add(route.request().url());
      return route.abort('connectionrefused');
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible({ timeout: 15_000 });
    expect(refused.size).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toHaveCount(0);
  });

  test('on a phone, the menu button folds the navigation and the search', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto('/about');
    const menu = page.getByRole('button', { name: 'Open the menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Login / Register' })).toBeVisible();

    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Close the menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('searchbox', { name: 'Search the site' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    await context.close();
  });

  test('restores the scroll position on back and starts new pages at the top', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 800, height: 400 } });
    const page = await context.newPage();
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    // The page is server-rendered: scroll once it is live.
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
    await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
    const scrolled = await page.evaluate<number>('window.scrollY');
    expect(scrolled).toBeGreaterThan(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About ChainPulse' })).toBeVisible();
    await expect.poll(() => page.evaluate<number>('window.scrollY')).toBe(0);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect.poll(() => page.evaluate<number>('window.scrollY')).toBe(scrolled);
    await context.close();
  });

  test('records a page view for every route, with anonymous visitor and session ids', async ({ page }) => {
    const views: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      const body = request.postDataJSON() as { operationName?: string; variables?: Record<string, unknown> } | null;
      if (request.url().endsWith('/v1/graphql') && body?.operationName === 'CountViewPageMutation') {
        views.push(body.variables ?? {});
      }
    });
    await page.goto('/about');
    await expect.poll(() => views.length).toBe(1);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await expect.poll(() => views.length).toBe(2);
    const [first, second] = views;
    expect(first).toMatchObject({ path: '/about', title: 'About Us | ChainPulse' });
    expect(second).toMatchObject({ path: '/contact', title: 'Contact | ChainPulse', referrer: expect.stringMatching(/\/about$/) });
    expect(second?.visitorId).toBe(first?.visitorId);
    expect(second?.sessionId).toBe(first?.sessionId);
    expect(await storageItem(page, 'visitorId')).toBe(first?.visitorId);
    expect(await storageItem(page, 'sessionId', 'sessionStorage')).toBe(first?.sessionId);
  });
});
