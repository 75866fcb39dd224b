import { expect, test } from './support/test.ts';
import { publishStory } from './support/news.ts';

// A story published while the page is open appears without a reload (GraphQL live subscriptions).

const adminSecret = process.env.E2E_ADMIN_SECRET ?? 'e2e-admin-secret';

test('a new story appears on the news page and the home sidebar without reload', async ({ browser, request }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const news = await context.newPage();
  const home = await context.newPage();
  await news.goto('/news');
  await home.goto('/');
  await expect(news.getByTestId('news-timeline').getByRole('listitem')).toHaveCount(20);
  await expect(home.getByTestId('live-news').getByRole('listitem')).toHaveCount(12);

  const title = `Live story ${Date.now()}`;
  await publishStory(request, title, adminSecret);

  const newsItem = news.getByTestId('news-timeline').getByRole('listitem').first();
  await expect(newsItem).toContainText(title);
  // The stream shows clock times under day headings (the sidebar keeps relative times).
  await expect(newsItem.locator('time')).toHaveText(/^\d\d:\d\d$/);
  await expect(news.getByTestId('news-day').first().getByRole('heading', { name: 'Today' })).toBeVisible();
  await expect(home.getByTestId('live-news').getByRole('listitem').first()).toContainText(title);
  await context.close();
});

test('a story unpublished or deleted leaves the open news page and home sidebar, and comes back when published again', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const news = await context.newPage();
  const home = await context.newPage();
  await news.goto('/news');
  await home.goto('/');
  const timeline = news.getByTestId('news-timeline');
  const sidebar = home.getByTestId('live-news');
  await expect(timeline.getByRole('listitem')).toHaveCount(20);

  const title = `Retracted story ${Date.now()}`;
  const id = await publishStory(request, title, adminSecret);
  const admin = (query: string) =>
    request.post('/v1/graphql', { headers: { 'x-hasura-admin-secret': adminSecret }, data: { query, variables: { id } } });
  const setPublished = (published: boolean) =>
    admin(
      `mutation E2eSetPublished($id: uuid!) { update_news_articles_by_pk(pk_columns: {id: $id}, _set: {is_published: ${published}}) { id } }`,
    );
  try {
    await expect(timeline.getByText(title)).toBeVisible();
    await expect(sidebar.getByText(title)).toBeVisible();

    await setPublished(false);
    await expect(timeline.getByText(title)).toHaveCount(0);
    await expect(sidebar.getByText(title)).toHaveCount(0);

    await setPublished(true);
    await expect(timeline.getByText(title)).toBeVisible();
    await expect(sidebar.getByText(title)).toBeVisible();

    await admin('mutation E2eDelete($id: uuid!) { delete_news_articles_by_pk(id: $id) { id } }');
    await expect(timeline.getByText(title)).toHaveCount(0);
    await expect(sidebar.getByText(title)).toHaveCount(0);
  } finally {
    await admin('mutation E2eDelete($id: uuid!) { delete_news_articles_by_pk(id: $id) { id } }');
    await context.close();
  }
});

test('stories arriving after Load more push no story off the pages: the first page grows at its top', async ({ browser, request }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const news = await context.newPage();
  await news.goto('/news');
  const items = news.getByTestId('news-timeline').getByRole('listitem');
  await expect(items).toHaveCount(20);
  await news.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => items.count()).toBeGreaterThan(20);
  const before = await items.allInnerTexts();
  // At the top, arrivals show at once (further down they wait behind the "new stories" bar).
  await news.evaluate('window.scrollTo({ top: 0 })');

  const titles = [`Arrival one ${Date.now()}`, `Arrival two ${Date.now()}`];
  for (const title of titles) await publishStory(request, title, adminSecret);
  await expect(items.first()).toContainText(titles[1]!);
  await expect(items).toHaveCount(before.length + 2);
  // Every story shown before is still shown, once: the first page's last two were not pushed between the pages.
  const after = await items.allInnerTexts();
  for (const text of before) expect(after.filter((shown) => shown === text)).toHaveLength(1);
  await context.close();
});
