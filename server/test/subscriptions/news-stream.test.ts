// The news timeline's stream (issue 20): the first page is read once, then `news_articles_stream` from the highest
// `change_seq` read carries every new story and every change a reader sees, as deltas. Over a real WebSocket to the
// real app: a feed's many stories stored in one statement all arrive (a time cursor would tie inside the statement's
// transaction and lose the rest of a batch), an edit and a vote arrive as the changed row, a view does not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './app-server.ts';
import { graphqlWsClient, sleep, type GraphqlWsClient } from './ws-clients.ts';

type Row = { id: string; title: string; change_seq: number | string; is_important: boolean; bull_count: number };
type Streamed = { data?: { news_articles_stream: Row[] }; errors?: unknown[] };

// As the timeline asks (src/pages/news/api/newsQueries.ts), with the row fields this test reads.
const STREAM = `subscription ($where: news_articles_bool_exp!, $since: bigint!) {
  news_articles_stream(batch_size: 100, cursor: {initial_value: {change_seq: $since}, ordering: ASC}, where: $where) {
    id title change_seq is_important bull_count
  }
}`;

describe('the news stream on its change number', () => {
  let server: AppServer;
  const clients: GraphqlWsClient[] = [];

  beforeAll(async () => {
    server = await startAppServer({ refetchIntervalMs: 200 });
  });

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.dispose()));
    await server?.close();
  });

  /** The highest change number a visitor can read: where the timeline's stream starts. */
  async function latest(): Promise<string> {
    const result = await server.gql<{ news_articles: { change_seq: number }[] }>(
      '{ news_articles(order_by: {change_seq: desc}, limit: 1) { change_seq } }',
      {},
    );
    return String(result.data!.news_articles[0]!.change_seq);
  }

  /** A visitor's stream (no credentials: the anonymous role) of the stories matching `where`. */
  async function stream(where: Record<string, unknown> = {}) {
    const client = graphqlWsClient(server.wsUrl);
    clients.push(client);
    return client.subscribe<Streamed>({ query: STREAM, variables: { where, since: await latest() } });
  }

  it('numbers every story apart, also those a feed stores in one statement', async () => {
    const result = await server.db.query<{ rows: number; distinct: number; times: number }>(
      `SELECT count(*)::int AS rows, count(DISTINCT change_seq)::int AS distinct, count(DISTINCT created_at)::int AS times
         FROM public.news_articles`,
    );
    const { rows, distinct, times } = result.rows[0]!;
    expect(distinct).toBe(rows);
    // The seeded stories were stored a few statements at a time: times tie, numbers do not.
    expect(times).toBeLessThan(rows);
  });

  it('delivers all of a 150-story batch stored in one statement, in batches of at most 100, each once', async () => {
    const tag = `batch-${Date.now()}`;
    const subscription = await stream({ source_url: { _like: `%/${tag}/%` } });
    const objects = Array.from({ length: 150 }, (_, index) => ({
      title: `Feed story ${index} ${tag}`,
      source_url: `https://example.com/${tag}/${index}`,
      published_at: new Date(Date.UTC(2026, 0, 1, 0, 0, index)).toISOString(),
    }));
    const inserted = await server.gql<{ insert_news_articles: { affected_rows: number } }>(
      'mutation ($objects: [news_articles_insert_input!]!) { insert_news_articles(objects: $objects) { affected_rows } }',
      undefined,
      { objects },
    );
    expect(inserted.data?.insert_news_articles.affected_rows).toBe(150);
    const titles: string[] = [];
    while (titles.length < 150) {
      const batch = (await subscription.next()).data?.news_articles_stream ?? [];
      expect(batch.length).toBeGreaterThan(0);
      expect(batch.length).toBeLessThanOrEqual(100);
      titles.push(...batch.map((row) => row.title));
    }
    expect(new Set(titles).size).toBe(150);
    expect([...titles].sort()).toEqual(objects.map((object) => object.title).sort());
    await sleep(600);
    expect(subscription.unread).toEqual([]);
  });

  it('carries an edit and a vote count as the changed row with a higher number; a view is not a change', async () => {
    const tag = `changes-${Date.now()}`;
    const subscription = await stream({ source_url: { _like: `%/${tag}` } });
    const created = await server.gql<{ insert_news_articles_one: { id: string } }>(
      'mutation ($object: news_articles_insert_input!) { insert_news_articles_one(object: $object) { id } }',
      undefined,
      { object: { title: `Changing story ${tag}`, source_url: `https://example.com/${tag}`, published_at: new Date().toISOString() } },
    );
    const id = created.data!.insert_news_articles_one.id;
    const [added] = (await subscription.next()).data!.news_articles_stream;
    expect(added).toMatchObject({ id, is_important: false, bull_count: 0 });

    await server.gql(
      'mutation ($id: uuid!) { update_news_articles_by_pk(pk_columns: {id: $id}, _set: {is_important: true}) { id } }',
      undefined,
      {
        id,
      },
    );
    const [edited] = (await subscription.next()).data!.news_articles_stream;
    expect(edited).toMatchObject({ id, is_important: true });
    expect(BigInt(edited!.change_seq)).toBeGreaterThan(BigInt(added!.change_seq));

    // The counters as the votes trigger keeps them, and a view as the server counts it (both through the database:
    // the 200 ms interval polls find them).
    await server.db.query('UPDATE public.news_articles SET bull_count = bull_count + 1 WHERE id = $1', [id]);
    const [voted] = (await subscription.next()).data!.news_articles_stream;
    expect(voted).toMatchObject({ id, bull_count: 1 });
    expect(BigInt(voted!.change_seq)).toBeGreaterThan(BigInt(edited!.change_seq));

    await server.db.query('UPDATE public.news_articles SET views_count = views_count + 1 WHERE id = $1', [id]);
    await sleep(600);
    expect(subscription.unread).toEqual([]);
  });

  it('streams the stories that leave the site (unpublished or deleted), numbered after their last change', async () => {
    const REMOVALS = `subscription ($since: bigint!) {
      news_removals_stream(batch_size: 100, cursor: {initial_value: {change_seq: $since}, ordering: ASC}) { news_id change_seq }
    }`;
    type Removals = { data?: { news_removals_stream: { news_id: string; change_seq: string | number }[] } };
    const client = graphqlWsClient(server.wsUrl);
    clients.push(client);
    const removals = await client.subscribe<Removals>({ query: REMOVALS, variables: { since: await latest() } });
    const tag = `removed-${Date.now()}`;
    const add = async (index: number) =>
      (
        await server.gql<{ insert_news_articles_one: { id: string; change_seq: number } }>(
          'mutation ($object: news_articles_insert_input!) { insert_news_articles_one(object: $object) { id change_seq } }',
          undefined,
          { object: { title: `Leaving story ${index} ${tag}`, source_url: `https://example.com/${tag}/${index}` } },
        )
      ).data!.insert_news_articles_one;
    const unpublished = await add(1);
    const deleted = await add(2);
    const draft = await add(3);
    const unpublish = (id: string) =>
      server.gql(
        'mutation ($id: uuid!) { update_news_articles_by_pk(pk_columns: {id: $id}, _set: {is_published: false}) { id } }',
        undefined,
        {
          id,
        },
      );
    const remove = (id: string) => server.gql('mutation ($id: uuid!) { delete_news_articles_by_pk(id: $id) { id } }', undefined, { id });
    await unpublish(draft.id);
    const [draftGone] = (await removals.next()).data!.news_removals_stream;
    expect(draftGone?.news_id).toBe(draft.id);
    // A story no longer published (the draft now) leaves nothing more when deleted.
    await remove(draft.id);

    await unpublish(unpublished.id);
    const [left] = (await removals.next()).data!.news_removals_stream;
    expect(left?.news_id).toBe(unpublished.id);
    // After the story's own change (the unpublishing), so a reader holding the story before it drops it.
    const row = await server.db.query<{ change_seq: string }>('SELECT change_seq::text FROM public.news_articles WHERE id = $1', [
      unpublished.id,
    ]);
    expect(BigInt(left!.change_seq)).toBeGreaterThan(BigInt(row.rows[0]!.change_seq));

    await remove(deleted.id);
    const [gone] = (await removals.next()).data!.news_removals_stream;
    expect(gone?.news_id).toBe(deleted.id);
    await sleep(600);
    expect(removals.unread).toEqual([]);
  });

  it('keeps the number from being set back by an update', async () => {
    const before = await server.db.query<{ id: string; change_seq: string }>(
      'SELECT id, change_seq::text FROM public.news_articles ORDER BY change_seq DESC LIMIT 1',
    );
    const { id, change_seq: seq } = before.rows[0]!;
    await server.db.query('UPDATE public.news_articles SET change_seq = 1 WHERE id = $1', [id]);
    const after = await server.db.query<{ change_seq: string }>('SELECT change_seq::text FROM public.news_articles WHERE id = $1', [id]);
    expect(BigInt(after.rows[0]!.change_seq)).toBeGreaterThan(BigInt(seq));
  });
});
