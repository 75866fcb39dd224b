import { expect, type APIRequestContext } from '@playwright/test';

/** Publishes a news story now with the admin secret (through `request`'s server), as the news fetcher would; its id. */
export async function publishStory(request: APIRequestContext, title: string, adminSecret: string): Promise<string> {
  const response = await request.post('/v1/graphql', {
    headers: { 'x-hasura-admin-secret': adminSecret },
    data: {
      query: `mutation Publish($story: news_articles_insert_input!) {
        insert_news_articles_one(object: $story) { id }
      }`,
      variables: {
        story: {
          title,
          excerpt: 'Inserted by a live news browser test.',
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
  const body = (await response.json()) as { data?: { insert_news_articles_one: { id: string } }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data!.insert_news_articles_one.id;
}
