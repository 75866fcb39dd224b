// Subscriptions end to end: the app from buildApp on a seeded database, real WebSocket clients of both
// subprotocols, writes through the engine and straight into the database, and JWT sessions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBERS, adminHeaders, bearer, memberToken, signToken } from '../engine/harness.ts';
import { insertArticle, nextPublishedAt, startAppServer, until, type AppServer } from './app-server.ts';
import { RawClient, graphqlWsClient, type GraphqlWsClient, type Message } from './ws-clients.ts';

const LATEST_NEWS = 'subscription { news_articles(order_by: {published_at: desc}, limit: 3) { title } }';

interface NewsResult {
  data: { news_articles: { title: string }[] };
}

const titlesOf = (result: NewsResult) => result.data.news_articles.map((article) => article.title);
const legacyTitles = (message: Message) => titlesOf(message.payload as NewsResult);

describe('GraphQL subscriptions over WebSocket (buildApp, real engine)', () => {
  let server: AppServer;
  const clients: GraphqlWsClient[] = [];
  const raws: RawClient[] = [];
  const client = (params: Record<string, unknown> = {}) => {
    const created = graphqlWsClient(server.wsUrl, params);
    clients.push(created);
    return created;
  };
  const raw = async (protocol = 'graphql-ws') => {
    const created = await RawClient.open(server.wsUrl, protocol);
    raws.push(created);
    return created;
  };

  beforeAll(async () => {
    server = await startAppServer({ refetchIntervalMs: 500 });
  });

  afterAll(async () => {
    for (const created of raws) created.close();
    await Promise.all(clients.map((created) => created.dispose()));
    await server?.close();
  });

  it('gives both subprotocols a first result as anonymous, then a row inserted through the engine', async () => {
    const modern = client().subscribe<NewsResult>({ query: LATEST_NEWS });
    const legacy = await raw();
    await legacy.init();
    legacy.send({ type: 'start', id: 'news', payload: { query: LATEST_NEWS } });

    const first = titlesOf(await modern.next());
    expect(first).toHaveLength(3);
    expect(legacyTitles(await legacy.nextOf('data', 'news'))).toEqual(first);

    const title = await insertArticle(server);
    expect(titlesOf(await modern.next())[0]).toBe(title);
    expect(legacyTitles(await legacy.nextOf('data', 'news'))[0]).toBe(title);
    modern.unsubscribe();
    legacy.send({ type: 'stop', id: 'news' });
  });

  it('finds a row inserted straight into the database on the next poll', async () => {
    const modern = client().subscribe<NewsResult>({ query: LATEST_NEWS });
    await modern.next();
    const title = `Inserted behind the engine ${Date.now()}`;
    await server.db.query('INSERT INTO public.news_articles (title, source_url, published_at) VALUES ($1, $2, $3)', [
      title,
      `https://example.com/direct/${Date.now()}`,
      nextPublishedAt(),
    ]);
    expect(titlesOf(await modern.next())[0]).toBe(title);
    modern.unsubscribe();
  });

  it('shares one poller between identical subscriptions of several sockets and stops it when they leave', async () => {
    await until(() => server.ws.stats().livePollers === 0);
    const query = 'subscription SharedNews { news_articles(order_by: {published_at: desc}, limit: 2) { title } }';
    const subscriptions = [client(), client(), client()].map((created) => created.subscribe<NewsResult>({ query }));
    const legacy = await raw();
    await legacy.init();
    legacy.send({ type: 'start', id: 'shared', payload: { query } });
    for (const subscription of subscriptions) await subscription.next();
    await legacy.nextOf('data', 'shared');
    expect(server.ws.stats()).toMatchObject({ livePollers: 1, subscribers: 4 });

    const title = await insertArticle(server);
    for (const subscription of subscriptions) expect(titlesOf(await subscription.next())[0]).toBe(title);
    expect(legacyTitles(await legacy.nextOf('data', 'shared'))[0]).toBe(title);

    for (const subscription of subscriptions) subscription.unsubscribe();
    legacy.send({ type: 'stop', id: 'shared' });
    await until(() => server.ws.stats().livePollers === 0 && server.ws.stats().subscribers === 0);
  });

  it('runs queries and mutations over the socket once, then completes them', async () => {
    const admin = client({ headers: adminHeaders() });
    const query = admin.subscribe<{ data: { news_articles_aggregate: { aggregate: { count: number } } } }>({
      query: 'query { news_articles_aggregate { aggregate { count } } }',
    });
    const before = (await query.next()).data.news_articles_aggregate.aggregate.count;
    await query.done;
    const mutation = admin.subscribe<{ data: { insert_news_articles_one: { title: string } } }>({
      query: 'mutation ($title: String!, $url: String!) { insert_news_articles_one(object: {title: $title, source_url: $url}) { title } }',
      variables: { title: 'Inserted over the socket', url: `https://example.com/socket/${Date.now()}` },
    });
    expect((await mutation.next()).data.insert_news_articles_one.title).toBe('Inserted over the socket');
    await mutation.done;
    const after = admin.subscribe<{ data: { news_articles_aggregate: { aggregate: { count: number } } } }>({
      query: 'query { news_articles_aggregate { aggregate { count } } }',
    });
    expect((await after.next()).data.news_articles_aggregate.aggregate.count).toBe(before + 1);
  });

  it('answers an invalid subscription with an error message', async () => {
    const legacy = await raw();
    await legacy.init();
    legacy.send({ type: 'start', id: 'bad', payload: { query: 'subscription { no_such_table { id } }' } });
    const error = await legacy.nextOf('error', 'bad');
    expect(error.payload).toMatchObject({ errors: [{ extensions: { code: 'validation-failed' } }] });
    await legacy.nextOf('complete', 'bad');
  });

  it("authenticates from connection_init: a member follows a discussion's comments and sees a new one", async () => {
    const { rows } = await server.db.query<{ id: string }>('SELECT id FROM public.discussions ORDER BY created_at LIMIT 1');
    const discussionId = rows[0]!.id;
    const token = await memberToken(MEMBERS.marcus);
    const member = client({ headers: { Authorization: `Bearer ${token}` } });
    const comments = member.subscribe<{ data: { discussion_comments: { content: string; author_id: string }[] } }>({
      query: `subscription DiscussionComments($id: uuid!) {
        discussion_comments(where: {discussion_id: {_eq: $id}}, order_by: {created_at: asc}) { content author_id }
      }`,
      variables: { id: discussionId },
    });
    const before = (await comments.next()).data.discussion_comments;

    const inserted = await server.gql(
      'mutation ($object: discussion_comments_insert_input!) { insert_discussion_comments_one(object: $object) { id } }',
      bearer(token),
      { object: { discussion_id: discussionId, content: 'A comment pushed to every follower' } },
    );
    expect(inserted.errors).toBeUndefined();
    const after = (await comments.next()).data.discussion_comments;
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toEqual({ content: 'A comment pushed to every follower', author_id: MEMBERS.marcus });
  });

  it('closes the socket when the JWT expires, in both subprotocols', async () => {
    const token = await signToken({ userId: MEMBERS.sofia, expiresIn: 2 });
    const modern = client({ headers: { Authorization: `Bearer ${token}` } });
    const subscription = modern.subscribe<NewsResult>({ query: LATEST_NEWS });
    await subscription.next();
    const legacy = await raw();
    await legacy.init({ headers: { Authorization: `Bearer ${token}` } });

    expect(await modern.closed).toEqual({ code: 4403, reason: 'Could not verify JWT: JWTExpired' });
    await expect(subscription.done).rejects.toMatchObject({ code: 4403 });
    expect(await legacy.nextOf('connection_error')).toEqual({ type: 'connection_error', payload: 'Could not verify JWT: JWTExpired' });
    expect((await legacy.closed).code).toBe(4403);
  });

  it('refuses an expired token at connection_init: close 4400, or connection_error in the legacy subprotocol', async () => {
    const token = await signToken({ expiresIn: -60 });
    const modern = await raw('graphql-transport-ws');
    modern.send({ type: 'connection_init', payload: { headers: { Authorization: `Bearer ${token}` } } });
    const closed = await modern.closed;
    expect(closed.code).toBe(4400);
    expect(closed.reason).toMatch(/^Connection initialization failed: .*JWTExpired/);

    const legacy = await raw();
    legacy.send({ type: 'connection_init', payload: { Authorization: `Bearer ${token}` } });
    expect((await legacy.nextOf('connection_error')).payload).toMatch(/JWTExpired/);
  });
});
