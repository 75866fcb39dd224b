import { seedStorage } from './support/browser-storage.ts';
import { expect, test, type Browser, type Page } from './support/test.ts';

// Reading the site as a visitor (issue 28's reading defects), in English on a desktop and in Chinese on a phone:
// languages kept apart, lists that fit the first screen, one chip look, the news search in the address, Back to
// the same place, no repeats, formatted numbers and times, nothing that pans the page sideways, translated
// network errors, the Login dialog's reason, and the share card, link and QR code.

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 812 };
const ETF = '61000000-0000-4000-8000-000000000001';

async function open(browser: Browser, language: 'en' | 'zh', viewport: { width: number; height: number }) {
  const context = await browser.newContext({
    locale: language === 'zh' ? 'zh-CN' : 'en-US',
    viewport,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  await seedStorage(page, { lang: language });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors, close: () => context.close() };
}

/** What the spec reads and writes on elements (the e2e code is type-checked without the DOM library). */
interface Attributed {
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}
const attributes = (elements: unknown[], name: string) => elements.map((element) => (element as Attributed).getAttribute(name));

/** The `lang` of every story title in a list (the page marks each with its content's language). */
const titleLanguages = (page: Page, testId: string) => page.getByTestId(testId).locator('li a[lang]').evaluateAll(attributes, 'lang');

/** The page's scroll position once it has stopped moving (the same over three animation frames). */
async function settledScroll(page: Page): Promise<number> {
  let last = -1;
  for (;;) {
    const y = await page.evaluate<number>(
      'new Promise((resolve) => { const y = scrollY; requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve(scrollY === y ? y : -1)))); })',
    );
    if (y >= 0 && y === last) return y;
    last = y;
  }
}

const scrollWidth = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth');

test('English on a desktop: languages, chips, the news search in the address, Back, numbers, share and sign-in reason', async ({
  browser,
}) => {
  const { page, errors, close } = await open(browser, 'en', DESKTOP);

  // Home: the Live News sidebar honours "My language only", and lists every language on request.
  await page.goto('/');
  await expect(page.getByTestId('live-news').locator('li').first()).toBeVisible();
  expect(new Set(await titleLanguages(page, 'live-news'))).toEqual(new Set(['en']));
  // Times under an hour say how many minutes, not "Just now".
  await expect(
    page
      .getByTestId('live-news')
      .getByText(/^\d+ minutes? ago$/)
      .first(),
  ).toBeVisible();
  // "All articles" does not repeat what the featured and latest blocks show.
  const main = page.getByRole('main');
  const hrefs = (name: string) =>
    main.getByRole('region', { name, exact: true }).locator('a[href^="/article/"]').evaluateAll(attributes, 'href');
  const feed = main.getByRole('region', { name: 'All articles' }).locator('a[href^="/article/"]');
  await expect(feed.first()).toBeVisible();
  const above = [...(await hrefs('Featured')), ...(await hrefs('Latest'))];
  const listed = await feed.evaluateAll(attributes, 'href');
  expect(above.length).toBeGreaterThan(0);
  expect(listed.filter((href) => above.includes(href))).toEqual([]);
  await main.locator('label', { hasText: 'All languages' }).click();
  await expect(page).toHaveURL(/[?&]lang=all/);
  await expect.poll(async () => new Set(await titleLanguages(page, 'live-news'))).toEqual(new Set(['en', 'zh-CN']));

  // /news: one look for every chosen chip (category, token, language).
  await page.goto('/news');
  const chosen = [
    page.getByRole('group', { name: 'News categories' }).getByRole('button', { name: 'All', exact: true }),
    page.getByRole('group', { name: 'Filter by token' }).getByRole('button', { name: 'All tokens' }),
    page.locator('label', { hasText: 'My language only' }),
  ];
  const looks: string[] = [];
  for (const chip of chosen) {
    await chip.evaluate((element) => (element as unknown as Attributed).setAttribute('data-probe', ''));
    looks.push(
      await page.evaluate<string>(
        `(() => { const style = getComputedStyle(document.querySelector('[data-probe]')); return style.backgroundColor + ' ' + style.color; })()`,
      ),
    );
    await chip.evaluate((element) => (element as unknown as Attributed).removeAttribute('data-probe'));
  }
  expect(new Set(looks).size).toBe(1);
  expect(looks[0]).not.toContain('rgba(0, 0, 0, 0)');

  // The search is kept in the address: a reload shows the same results.
  const search = page.getByLabel('Search news', { exact: true });
  await search.fill('Bitcoin');
  await expect(page).toHaveURL(/[?&]q=Bitcoin/);
  await page.reload();
  await expect(search).toHaveValue('Bitcoin');
  const stream = page.getByTestId('news-timeline').locator('li a[lang]');
  await expect(stream.first()).toBeVisible();
  for (const title of await stream.allTextContents()) expect(title.toLowerCase()).toContain('bitcoin');

  // Back from a story returns to the same place in a long list.
  await page.goto('/news');
  const items = page.getByTestId('news-timeline').locator('li a[lang]');
  await expect(items.nth(12)).toBeVisible();
  await items.nth(12).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  await expect.poll(() => page.evaluate<number>('window.scrollY')).toBeGreaterThan(800);
  // Where the wheel's scroll came to rest (it may still move for a few frames): the place Back must return to.
  const before = await settledScroll(page);
  const target = items.nth(12);
  const title = await target.textContent();
  await target.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
  await page.goBack();
  // Restored once the list is back (it may pass through other positions while the list loads).
  await expect.poll(async () => Math.abs((await page.evaluate<number>('window.scrollY')) - before)).toBeLessThanOrEqual(5);

  // The event page writes numbers with separators and says "no limit" in words.
  await page.goto('/events/web3-asia-developer-conference');
  await expect(page.getByRole('main')).toContainText('1,860 of 3,000');
  await page.goto('/events/ai-crypto-online-hackathon');
  await expect(page.getByRole('main')).toContainText('624 attending, no limit');
  await expect(page.getByRole('main')).not.toContainText('∞');
  // An event's link can be copied, as a news item's (below) and an article's, a post's and a thread's (in Chinese).
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
  expect(await page.evaluate<string>('navigator.clipboard.readText()')).toMatch(
    /^http:\/\/127\.0\.0\.1:\d+\/events\/ai-crypto-online-hackathon$/,
  );

  // A story's page: voting as a visitor says why the Login dialog opened; the link can be copied.
  await page.goto(`/news/${ETF}`);
  await page.getByRole('button', { name: /^Bullish/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Sign in to vote on news.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
  expect(await page.evaluate<string>('navigator.clipboard.readText()')).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/news/${ETF}$`));
  // The share card is a PNG that the server draws (its summary, address and QR code: server/test/news).
  const card = await page.request.get(`/news/${ETF}/card.png`);
  expect(card.headers()['content-type']).toBe('image/png');

  expect(errors).toEqual([]);
  await close();
});

test('Chinese on a phone: first screens, sideways scrolling, table cells, brand name and network errors', async ({ browser }) => {
  const { page, errors, close } = await open(browser, 'zh', PHONE);

  // Home: the live news strip is within the first screen and in Chinese only.
  await page.goto('/');
  const live = page.getByRole('complementary', { name: '实时资讯' });
  await expect(page.getByTestId('live-news').locator('li').first()).toBeVisible();
  expect((await live.boundingBox())!.y).toBeLessThan(PHONE.height / 2);
  expect(new Set(await titleLanguages(page, 'live-news'))).toEqual(new Set(['zh-CN']));
  expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);

  // /news: the header, search and filters leave the first headline on the first screen.
  await page.goto('/news');
  const first = page.getByTestId('news-timeline').locator('li a[lang]').first();
  await expect(first).toBeVisible();
  const box = (await first.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  await expect(page).toHaveTitle(/ \| 链脉$/);

  // Long unbroken text (a wallet address, a 3,000-character query) never pans the page sideways.
  for (const query of ['0x52908400098527886E0F7030069857D2E4169EE7', 'a'.repeat(3000)]) {
    await page.goto(`/search?q=${query}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // (the site's toaster is a status region too, empty until something is announced)
    await expect(page.getByRole('status').filter({ hasText: /\S/ })).toBeVisible();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
  }

  // An article's table keeps whole words in its cells (it scrolls in its own box instead).
  await page.goto('/article/how-layer-2-rollups-are-reshaping-ethereum-fees?lang=zh');
  const cells = page.getByRole('main').locator('td, th');
  await expect(cells.first()).toBeVisible();
  // Each cell is at least as wide as its longest word (measured unbroken in the cell's own font).
  const broken = await page.evaluate<string[]>(`[...document.querySelectorAll('main td, main th')].flatMap((cell) => {
    const longest = (cell.textContent || '').split(/\\s+/).reduce((a, b) => (b.length > a.length ? b : a), '');
    const probe = document.createElement('span');
    probe.style.whiteSpace = 'nowrap';
    probe.textContent = longest;
    cell.append(probe);
    const wide = probe.getBoundingClientRect().width;
    probe.remove();
    const style = getComputedStyle(cell);
    const room = cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return wide > room + 1 ? [longest] : [];
  })`);
  expect(broken).toEqual([]);
  expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
  // The article's link can be copied.
  await page.getByRole('button', { name: '复制链接' }).click();
  await expect(page.getByRole('status').filter({ hasText: '链接已复制。' })).toBeVisible();
  expect(await page.evaluate<string>('navigator.clipboard.readText()')).toMatch(
    /\/article\/how-layer-2-rollups-are-reshaping-ethereum-fees$/,
  );

  // So can a blog post's.
  await page.goto('/blog/shipping-my-first-mainnet-contract-a-postmortem');
  await page.getByRole('button', { name: '复制链接' }).click();
  await expect(page.getByRole('status').filter({ hasText: '链接已复制。' })).toBeVisible();
  expect(await page.evaluate<string>('navigator.clipboard.readText()')).toMatch(/\/blog\/shipping-my-first-mainnet-contract-a-postmortem$/);

  // A thread's link can be copied on a phone too, in Chinese.
  await page.goto('/discussion');
  const thread = page.getByRole('main').locator('a[href^="/discussion/"]').first();
  const threadPath = (await thread.getAttribute('href'))!;
  await thread.click();
  await page.getByRole('button', { name: '复制链接' }).click();
  await expect(page.getByRole('status').filter({ hasText: '链接已复制。' })).toBeVisible();
  expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(new URL(threadPath, page.url()).href);

  // One brand name in Chinese page titles.
  await page.goto('/discussion');
  await expect(page).toHaveTitle('讨论区 | 链脉');

  // The API unreachable: a translated message, never the browser's "Failed to fetch".
  await page.goto('/search');
  await page.route('**/v1/graphql', (route) => route.abort('internetdisconnected'));
  const form = page.getByRole('main').getByRole('search');
  await form.getByRole('searchbox').fill('比特币');
  await form.getByRole('button').click();
  await expect(page.getByRole('main')).toContainText('无法连接到网站');
  await expect(page.getByRole('main')).not.toContainText('Failed to fetch');

  expect(errors).toEqual([]);
  await close();
});
