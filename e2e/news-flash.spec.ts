import { adminGraphql, axeViolations, newAccount, signIn } from './support/accounts.ts';
import { seedStorage } from './support/browser-storage.ts';
import { expect, test, type Browser, type Page } from './support/test.ts';

// The flash-news stream as the Chinese flash-news sites run it: a page per story, days and clock times, admins'
// importance and pins, the "N new stories" bar, ticker filters, bull/bear votes, share cards, content language.

const ETF = '61000000-0000-4000-8000-000000000001';
const ZH_SOURCE = '60000000-0000-4000-8000-000000000005';

async function openPage(browser: Browser, locale: 'en-US' | 'zh-CN') {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors, close: () => context.close() };
}

let published = 0;
/** Publishes a story now (admin secret) and returns its id. */
async function publish(page: Page, title: string, language: 'en' | 'zh' = 'en'): Promise<string> {
  published += 1;
  const data = await adminGraphql<{ insert_news_articles_one: { id: string } }>(
    page,
    'mutation Publish($story: news_articles_insert_input!) { insert_news_articles_one(object: $story) { id } }',
    {
      story: {
        title,
        excerpt: 'Inserted by the flash-news browser test.',
        category: 'crypto',
        source_id: ZH_SOURCE,
        source_url: `https://kejiqianyan.example.org/flash/${Date.now()}-${published}`,
        language,
        is_published: true,
        published_at: new Date().toISOString(),
      },
    },
  );
  return data.insert_news_articles_one.id;
}

const stream = (page: Page) => page.getByTestId('news-timeline').getByRole('listitem');

test.describe('news item page', () => {
  test('is server-rendered with NewsArticle data and the share card as og:image; unknown ids are not found', async ({ request }) => {
    const response = await request.get(`/news/${ETF}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('Bitcoin spot ETFs log fifth straight week of net inflows</h1>');
    expect(html).toMatch(new RegExp(`<meta data-page-head property="og:image" content="https?://[^"]+/news/${ETF}/card\\.png" />`));
    const ld = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((match) => match[1]!);
    expect(ld.some((json) => json.includes('"@type":"NewsArticle"') && json.includes('"keywords":"BTC"'))).toBe(true);

    const card = await request.get(`/news/${ETF}/card.png`);
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/png');

    for (const path of ['/news/6f000000-0000-4000-8000-000000000000', '/news/not-a-story', '/news/61000000-0000-4000-8000-000000000009']) {
      const missing = await request.get(path);
      expect(missing.status(), path).toBe(404);
      expect(await missing.text(), path).toContain('Page not found');
    }
    const badCard = await request.get('/news/not-a-story/card.png');
    expect(badCard.status()).toBe(404);
    expect(await badCard.json()).toEqual({ error: { code: 'not-found', message: expect.any(String) } });
  });

  test('opens from the list, shows tickers, votes and the share image in Chinese', async ({ browser }) => {
    const { page, errors, close } = await openPage(browser, 'zh-CN');
    const id = await publish(page, '比特币突破十万美元，$BTC 与以太坊同步上涨', 'zh');
    await page.goto('/news');
    await expect(page.getByRole('heading', { name: '今天' }).first()).toBeVisible();
    await stream(page)
      .filter({ hasText: '比特币突破十万美元' })
      .getByRole('link', { name: /比特币突破十万美元/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/news/${id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('比特币突破十万美元，$BTC 与以太坊同步上涨');
    await expect(page.getByRole('group', { name: '相关代币' }).getByRole('link')).toHaveText(['$BTC', '$ETH']);
    await expect(page.getByRole('button', { name: '利好：0 票' })).toBeVisible();
    const share = page.getByRole('link', { name: '分享图片' });
    await expect(share).toHaveAttribute('href', `/news/${id}/card.png`);
    await expect(share).toHaveAttribute('download', /\.png$/);
    expect(errors).toEqual([]);
    await close();
  });
});

test.describe('news stream', () => {
  test('filters by a ticker chip, kept in the address', async ({ browser }) => {
    const { page, close } = await openPage(browser, 'en-US');
    await page.goto('/news');
    await stream(page).first().getByRole('group', { name: 'Tokens in this story' }).getByRole('link').first().waitFor();
    await page.getByRole('group', { name: 'Filter by token' }).getByRole('button', { name: '$ETH' }).click();
    await expect(page).toHaveURL(/\/news\?ticker=ETH$/);
    await expect(stream(page)).not.toHaveCount(0);
    for (const item of await stream(page).all()) await expect(item.getByRole('link', { name: 'News about $ETH' })).toBeVisible();

    await page.goto('/news?ticker=btc');
    await expect(page.getByRole('button', { name: '$BTC' })).toHaveAttribute('aria-pressed', 'true');
    for (const item of await stream(page).all()) await expect(item).toContainText(/bitcoin|BTC/i);
    await close();
  });

  test('shows every language on request, marking the other one', async ({ browser }) => {
    const { page, close } = await openPage(browser, 'en-US');
    await page.goto('/news');
    await expect(stream(page).first()).toBeVisible();
    await expect(page.getByTestId('news-timeline').getByText('中文', { exact: true })).toHaveCount(0);
    await page.getByText('All languages', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'All languages' })).toBeChecked();
    await expect(page).toHaveURL(/lang=all/);
    await expect(page.getByTestId('news-timeline').getByText('中文', { exact: true }).first()).toBeVisible();
    await close();
  });

  test('holds new stories behind a bar while the reader is scrolled down, shows them directly at the top', async ({ browser }) => {
    const { page, close } = await openPage(browser, 'en-US');
    await page.goto('/news');
    await expect(stream(page)).toHaveCount(20);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate('window.scrollY')).toBeGreaterThan(500);

    const first = `Held story one ${Date.now()}`;
    const second = `Held story two ${Date.now()}`;
    await publish(page, first);
    await publish(page, second);
    const bar = page.getByRole('button', { name: '2 new stories: show them' });
    await expect(bar).toBeVisible();
    await expect(stream(page).filter({ hasText: first })).toHaveCount(0);
    await bar.click();
    await expect(stream(page).first()).toContainText(second);
    await expect(stream(page).nth(1)).toContainText(first);
    await expect.poll(() => page.evaluate('window.scrollY')).toBe(0);
    await expect(bar).toHaveCount(0);

    const third = `Direct story ${Date.now()}`;
    await publish(page, third);
    await expect(stream(page).first()).toContainText(third);
    await expect(page.getByRole('button', { name: /new stor/ })).toHaveCount(0);
    await close();
  });

  test('admins flag a story important and pin it; visitors see the highlight and the pinned section live', async ({ browser }) => {
    const admin = await openPage(browser, 'en-US');
    const visitor = await openPage(browser, 'en-US');
    const account = await newAccount(admin.page, { admin: true, prefix: 'newsadmin' });
    const title = `Pin me ${Date.now()}`;
    const id = await publish(admin.page, title);
    await visitor.page.goto('/news');
    await expect(visitor.page.getByRole('group', { name: 'Editor controls' })).toHaveCount(0);

    await admin.page.goto(`/news/${id}`);
    await signIn(admin.page, account);
    const controls = admin.page.getByRole('group', { name: 'Editor controls' });
    await controls.getByRole('button', { name: 'Important' }).click();
    await expect(controls.getByRole('button', { name: 'Important' })).toHaveAttribute('aria-pressed', 'true');
    await controls.getByRole('button', { name: 'Pinned to top' }).click();
    await expect(controls.getByRole('button', { name: 'Pinned to top' })).toHaveAttribute('aria-pressed', 'true');

    const pinned = visitor.page.getByTestId('news-pinned').getByRole('listitem');
    await expect(pinned.first()).toContainText(title);
    await expect(pinned.first()).toHaveAttribute('data-important', 'true');
    await expect(pinned.first()).toContainText('Important');

    await controls.getByRole('button', { name: 'Pinned to top' }).click();
    await expect(visitor.page.getByTestId('news-pinned')).toHaveCount(0);
    await admin.close();
    await visitor.close();
  });

  test('members vote bull or bear, change and withdraw; counts are live for everyone; visitors are asked to sign in', async ({
    browser,
  }) => {
    const member = await openPage(browser, 'en-US');
    const visitor = await openPage(browser, 'en-US');
    const account = await newAccount(member.page, { admin: false, prefix: 'voter' });
    const id = await publish(member.page, `Vote on me ${Date.now()}`);

    await visitor.page.goto(`/news/${id}`);
    await visitor.page.getByRole('button', { name: 'Bullish: 0 votes' }).click();
    await expect(visitor.page.getByRole('dialog')).toBeVisible();
    await visitor.page.keyboard.press('Escape');

    await member.page.goto(`/news/${id}`);
    await signIn(member.page, account);
    await member.page.getByRole('button', { name: 'Bullish: 0 votes' }).click();
    await expect(member.page.getByRole('button', { name: 'Bullish: 1 vote' })).toHaveAttribute('aria-pressed', 'true');
    await expect(visitor.page.getByRole('button', { name: 'Bullish: 1 vote' })).toBeVisible();

    await member.page.getByRole('button', { name: 'Bearish: 0 votes' }).click();
    await expect(member.page.getByRole('button', { name: 'Bearish: 1 vote' })).toHaveAttribute('aria-pressed', 'true');
    await expect(visitor.page.getByRole('button', { name: 'Bullish: 0 votes' })).toBeVisible();
    await expect(visitor.page.getByRole('button', { name: 'Bearish: 1 vote' })).toBeVisible();

    await member.page.getByRole('button', { name: 'Bearish: 1 vote' }).click();
    await expect(visitor.page.getByRole('button', { name: 'Bearish: 0 votes' })).toBeVisible();
    await member.page.reload();
    await expect(member.page.getByRole('button', { name: 'Bearish: 0 votes' })).toHaveAttribute('aria-pressed', 'false');
    await member.close();
    await visitor.close();
  });
});

for (const theme of ['dark', 'light'] as const) {
  test(`the stream and a story page have no WCAG A/AA violations (${theme})`, async ({ browser }) => {
    const { page, close } = await openPage(browser, 'zh-CN');
    await seedStorage(page, { theme });
    await page.goto('/news?ticker=BTC');
    await expect(stream(page).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`/news/${ETF}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });
}
