import { expect, test, type APIRequestContext } from './support/test.ts';

// A story published while the page is open appears without a reload (GraphQL live subscriptions).

const adminSecret = process.env.E2E_ADMIN_SECRET ?? 'e2e-admin-secret';

async function publishStory(request: APIRequestContext, title: string): Promise<void> {
  const response = await request.post('/v1/graphql', {
    headers: { 'x-hasura-admin-secret': adminSecret },
    data: {
      query: `mutation Publish($story: news_articles_insert_input!) {
        insert_news_articles_one(object: $story) { id }
      }`,
      variables: {
        story: {
          title,
          excerpt: 'Inserted by the live news browser test.',
          category: 'tech',
          source_id: '60000000-0000-4000-8000-000000000005',
          source_url: `https://kejiqianyan.example.org/live/${Date.now()}`,
          language: 'en',
          is_published: true,
          published_at: new Date().toISOString(),
        },
      },
    },
  });
  const body = (await response.json()) as { errors?: unknown };
  expect(body.errors).toBeUndefined();
}

test('a new story appears on the news page and the home sidebar without reload', async ({ browser, request }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const news = await context.newPage();
  const home = await context.newPage();
  await news.goto('/news');
  await home.goto('/');
  await expect(news.getByTestId('news-timeline').getByRole('listitem')).toHaveCount(20);
  await expect(home.getByTestId('live-news').getByRole('listitem')).toHaveCount(12);

  const title = `Live story ${Date.now()}`;
  await publishStory(request, title);

  const newsItem = news.getByTestId('news-timeline').getByRole('listitem').first();
  await expect(newsItem).toContainText(title);
  // The stream shows clock times under day headings (the sidebar keeps relative times).
  await expect(newsItem.locator('time')).toHaveText(/^\d\d:\d\d$/);
  await expect(news.getByTestId('news-day').first().getByRole('heading', { name: 'Today' })).toBeVisible();
  await expect(home.getByTestId('live-news').getByRole('listitem').first()).toContainText(title);
  await context.close();
});
