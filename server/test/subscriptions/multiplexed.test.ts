// Multiplexed subscriptions answer exactly what each subscription answers on its own: for many random variable sets,
// roles and session variables (a member's own unpublished posts through the user role's row permission), one
// statement per query shape and role gives every subscriber the body its direct query gives, byte for byte; streams
// the same batch after batch as their cursors move. Over WebSocket: changed-only pushes, cohorts shared, merged and
// dropped with their clients, and a cohort that fails its batch answered on its own.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/index.ts';
import type { Multiplexed } from '../../src/engine/create-engine.ts';
import { withCursor } from '../../src/engine/pipeline/multiplex.ts';
import type { Session } from '../../src/session/index.ts';
import { MEMBERS, adminHeaders, backends, createTestEngine, type TestEngine } from '../engine/harness.ts';
import { insertArticle, nextPublishedAt, startAppServer, until, type AppServer } from './app-server.ts';
import { graphqlWsClient, type GraphqlWsClient } from './ws-clients.ts';

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const md5 = (text: string): string => createHash('md5').update(text).digest('hex');

/** A member id that owns nothing. */
const NOBODY = '00000000-0000-4000-8000-00000000abcd';

/** The variables whose value a shape's statement holds (a pattern, a containment list: engine/sql/builder.ts). */
const INLINED: Record<number, string> = { 2: 'q', 5: 'tags' };

const SHAPES = [
  'subscription ($limit: Int!) { news_articles(order_by: {published_at: desc}, limit: $limit) { id title } }',
  'subscription ($limit: Int, $offset: Int) { blog_posts(order_by: {id: asc}, limit: $limit, offset: $offset) { id title published author_id } }',
  'subscription ($q: String!, $limit: Int!) { blog_posts(where: {title: {_ilike: $q}}, order_by: {title: asc, id: asc}, limit: $limit) { id title } }',
  'subscription ($language: String) { blog_posts_aggregate(where: {language: {_eq: $language}}) { aggregate { count max { published_at } } } }',
  'subscription ($id: uuid!) { blog_posts_by_pk(id: $id) { id title published } }',
  'subscription ($tags: [String!]) { blog_posts(where: {tags: {_contains: $tags}}, limit: 5, order_by: {id: desc}) { id tags } }',
];

describe.each(backends().map((backend) => [backend.name, backend] as const))('multiplexed live queries on %s', (_name, backend) => {
  let db: Database;
  let test: TestEngine;
  let postIds: string[];

  beforeAll(async () => {
    if (!backend.available) return;
    db = await backend.open();
    // Some posts unpublished, so the user role's rule (published, or the member's own) differs by member.
    await db.query(
      `UPDATE public.blog_posts SET published = false, published_at = NULL
        WHERE id IN (SELECT id FROM public.blog_posts ORDER BY id LIMIT 6)`,
    );
    postIds = (await db.query<{ id: string }>('SELECT id FROM public.blog_posts ORDER BY id')).rows.map((row) => row.id);
    test = await createTestEngine(db);
  });

  afterAll(async () => {
    await db?.close();
    await backend.stop();
  });

  function variablesFor(shape: number, next: () => number): Record<string, unknown> {
    const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
    switch (shape) {
      case 0:
        return { limit: 1 + Math.floor(next() * 30) };
      case 1:
        return { limit: pick([null, 1, 3, 10]), offset: pick([null, 0, 2, 5]) };
      case 2:
        return { q: pick(['%', '%a%', '%the%', "%'%", '%区块链%', 'B%']), limit: 1 + Math.floor(next() * 8) };
      case 3:
        return { language: pick([null, 'en', 'zh', 'fr']) };
      case 4:
        return { id: pick([...postIds.slice(0, 8), '00000000-0000-4000-8000-000000000000']) };
      default:
        return { tags: pick([null, [], ['defi'], ['ethereum', 'defi'], ["o'neil"]]) };
    }
  }

  async function sessionFor(next: () => number): Promise<Session> {
    const members = Object.values(MEMBERS);
    const kind = Math.floor(next() * 4);
    if (kind === 0) return test.engine.resolveSession({});
    if (kind === 1) return test.engine.resolveSession(adminHeaders());
    const role = kind === 2 ? 'user' : 'site_admin';
    const userId = members[Math.floor(next() * members.length)]!;
    return test.engine.resolveSession(adminHeaders({ 'x-hasura-role': role, 'x-hasura-user-id': userId }));
  }

  it.skipIf(!backend.available)(
    'answers every subscriber exactly what its own query answers, for random variables, roles and members',
    async () => {
      const next = random(20);
      const prepared: { shape: number; expected: string; direct: () => Promise<string>; multiplex: Multiplexed }[] = [];
      for (let index = 0; index < 240; index += 1) {
        const shape = Math.floor(next() * SHAPES.length);
        const session = await sessionFor(next);
        const variables = variablesFor(shape, next);
        const subscription = await test.engine.prepareSubscription({ query: SHAPES[shape], variables }, session);
        if (subscription.kind !== 'live') throw new Error(`shape ${shape} as ${session.role}: ${JSON.stringify(subscription)}`);
        expect(subscription.multiplex, `shape ${shape} is multiplexed`).toBeDefined();
        // One group per query shape and role, whatever the values of the variables and members (a null variable
        // leaves its argument out, which is another shape); but a pattern or a containment list is written into the
        // statement for the planner to see (engine/sql/builder.ts), so subscribers share a group only with its value.
        const values = Object.entries(variables).map(([name, value]) =>
          INLINED[shape] === name || value === null ? [name, value] : [name],
        );
        const expected = JSON.stringify([shape, session.role, values]);
        prepared.push({ shape, expected, direct: subscription.run, multiplex: subscription.multiplex! });
      }

      const groups = new Map<string, typeof prepared>();
      for (const item of prepared) groups.set(item.multiplex.group, [...(groups.get(item.multiplex.group) ?? []), item]);
      const groupOf = new Map<string, Set<string>>();
      for (const item of prepared) groupOf.set(item.expected, (groupOf.get(item.expected) ?? new Set()).add(item.multiplex.group));
      expect([...groupOf.values()].every((found) => found.size === 1)).toBe(true);
      expect(groups.size).toBe(groupOf.size);
      expect(new Set(prepared.filter((item) => item.shape === 0).map((item) => item.multiplex.group)).size).toBeLessThanOrEqual(4);
      expect(groups.size).toBeLessThan(prepared.length / 3);

      let rows = 0;
      for (const members of groups.values()) {
        const answers = await members[0]!.multiplex.runBatch(members.map((member) => member.multiplex.params));
        const direct = await Promise.all(members.map((member) => member.direct()));
        expect(answers.map((answer) => answer?.body)).toEqual(direct);
        // Each body comes with the MD5 the statement computed of it, the hash the poller keeps.
        expect(answers.map((answer) => answer?.hash)).toEqual(direct.map((body) => md5(body)));
        // With the MD5 of the body each cohort has after its parameters, the statement leaves out every unchanged
        // body (it hashes the same text, Chinese titles included); with another hash, it sends the body.
        const withHash = (hash: (index: number) => string) => members.map((member, index) => [...member.multiplex.params, hash(index)]);
        expect(await members[0]!.multiplex.runBatch(withHash((index) => md5(direct[index]!)))).toEqual(members.map(() => undefined));
        expect((await members[0]!.multiplex.runBatch(withHash(() => md5('{"data":{}}')))).map((answer) => answer?.body)).toEqual(direct);
        for (const body of direct) rows += (body.match(/"id"/g) ?? []).length;
      }
      // The cases read rows (not only empty answers).
      expect(rows).toBeGreaterThan(200);
    },
  );

  it.skipIf(!backend.available)('calls steady only a live query whose answer moves with the rows of its tables alone', async () => {
    const session = await test.engine.resolveSession({});
    const steady = async (query: string, variables: Record<string, unknown> = {}) => {
      const subscription = await test.engine.prepareSubscription({ query, variables }, session);
      if (subscription.kind !== 'live' || !subscription.multiplex) throw new Error(`expected a multiplexed live query: ${query}`);
      return subscription.multiplex.steady;
    };
    expect(await steady(SHAPES[0]!, { limit: 3 })).toBe(true);
    expect(await steady('subscription { blog_posts_aggregate { aggregate { count } } }')).toBe(true);
    // A date or time compared with a column: "now()" moves, and so may what a timestamp parameter selects.
    expect(await steady('subscription { news_articles(where: {published_at: {_lte: "now()"}}, limit: 1) { id } }')).toBe(false);
    expect(
      await steady('subscription ($at: timestamptz!) { news_articles(where: {published_at: {_gt: $at}}, limit: 1) { id } }', {
        at: '2026-01-01T00:00:00Z',
      }),
    ).toBe(false);
    // A computed field is a function of the schema: it may read any table.
    expect(await steady('subscription { authors(limit: 1) { id followers_count } }')).toBe(false);
  });

  it.skipIf(!backend.available)('gives each member their own rows through the row permission on session variables', async () => {
    const query = 'subscription { blog_posts(where: {published: {_eq: false}}, order_by: {id: asc}) { id author_id } }';
    const owners = (await db.query<{ author_id: string }>('SELECT DISTINCT author_id FROM public.blog_posts WHERE NOT published')).rows;
    const prepared = await Promise.all(
      [...owners.map((owner) => owner.author_id), NOBODY].map(async (userId) => {
        const session = await test.engine.resolveSession(adminHeaders({ 'x-hasura-role': 'user', 'x-hasura-user-id': userId }));
        const subscription = await test.engine.prepareSubscription({ query }, session);
        if (subscription.kind !== 'live' || !subscription.multiplex) throw new Error('expected a multiplexed live query');
        return { userId, multiplex: subscription.multiplex };
      }),
    );
    expect(new Set(prepared.map((item) => item.multiplex.group)).size).toBe(1);
    const bodies = (await prepared[0]!.multiplex.runBatch(prepared.map((item) => item.multiplex.params))).map((answer) => answer?.body);
    bodies.forEach((body, index) => {
      const posts = (JSON.parse(body!) as { data: { blog_posts: { author_id: string }[] } }).data.blog_posts;
      for (const post of posts) expect(post.author_id).toBe(prepared[index]!.userId);
    });
    expect(bodies.filter((body) => body?.includes('author_id')).length).toBe(owners.length);
    expect(bodies.at(-1)).toBe('{"data":{"blog_posts":[]}}');
  });

  it.skipIf(!backend.available)('keeps live queries of other engines, roles and aliases in separate groups', async () => {
    const session = await test.engine.resolveSession({});
    const [a, b] = await Promise.all(
      ['{ news_articles(limit: 1) { id } }', '{ latest: news_articles(limit: 1) { id } }'].map((selection) =>
        test.engine.prepareSubscription({ query: `subscription ${selection}` }, session),
      ),
    );
    const other = await (
      await createTestEngine(db)
    ).engine.prepareSubscription({ query: 'subscription { news_articles(limit: 1) { id } }' }, session);
    const groups = [a, b, other].map((prepared) => (prepared?.kind === 'live' ? prepared.multiplex?.group : undefined));
    expect(new Set(groups).size).toBe(3);
  });

  it.skipIf(!backend.available)(
    'moves each stream cohort as its own stream moves, batch after batch, for random cursors and roles',
    async () => {
      const next = random(7);
      const query =
        'subscription ($from: timestamptz, $size: Int!) { news_articles_stream(batch_size: $size, cursor: {initial_value: {published_at: $from}}) { id title published_at } }';
      const dates = (
        await db.query<{ at: string }>("SELECT to_json(published_at)#>>'{}' AS at FROM public.news_articles ORDER BY published_at")
      ).rows;
      const prepared = [];
      for (let index = 0; index < 60; index += 1) {
        const session = await sessionFor(next);
        const from = dates[Math.floor(next() * dates.length)]!.at;
        const subscription = await test.engine.prepareSubscription(
          { query, variables: { from, size: 1 + Math.floor(next() * 3) } },
          session,
        );
        if (subscription.kind !== 'stream' || !subscription.multiplex)
          throw new Error(`expected a multiplexed stream: ${JSON.stringify(subscription)}`);
        prepared.push({ run: subscription.run, multiplex: subscription.multiplex, cursor: undefined as unknown });
      }
      let rows = 0;
      // Three batches each: the multiplexed statement from each cohort's moved cursor, the direct one from its own.
      const params = prepared.map((item) => item.multiplex.params);
      for (let step = 0; step < 3; step += 1) {
        const groups = new Map<string, number[]>();
        prepared.forEach((item, index) => groups.set(item.multiplex.group, [...(groups.get(item.multiplex.group) ?? []), index]));
        for (const indexes of groups.values()) {
          const batches = await prepared[indexes[0]!]!.multiplex.runBatch(indexes.map((index) => params[index]!));
          for (const [position, index] of indexes.entries()) {
            const item = prepared[index]!;
            const direct = await item.run(item.cursor);
            expect(batches[position]!.body).toBe(direct.body);
            rows += (direct.body.match(/"id"/g) ?? []).length;
            if (batches[position]!.cursor !== undefined) {
              expect(batches[position]!.cursor).toEqual(direct.cursor);
              params[index] = withCursor(params[index]!, item.multiplex.cursorParam, batches[position]!.cursor);
            }
            item.cursor = direct.cursor;
          }
        }
      }
      expect(rows).toBeGreaterThan(60);
    },
  );
});

describe('multiplexed live queries over WebSocket (buildApp, real engine)', () => {
  let server: AppServer;
  const clients: GraphqlWsClient[] = [];
  const client = () => {
    const created = graphqlWsClient(server.wsUrl);
    clients.push(created);
    return created;
  };

  beforeAll(async () => {
    server = await startAppServer({ refetchIntervalMs: 300 });
  });

  afterAll(async () => {
    await Promise.all(clients.map((created) => created.dispose()));
    await server?.close();
  });

  const NEWEST = 'subscription ($limit: Int!) { news_articles(order_by: {published_at: desc}, limit: $limit) { title } }';
  const OLDEST = 'subscription ($limit: Int!) { news_articles(order_by: {published_at: asc}, limit: $limit) { title } }';
  type News = { data?: { news_articles: { title: string }[] }; errors?: unknown[] };

  it('pushes a new row to every cohort it changes, and nothing to the others; cohorts go with their clients', async () => {
    const a = client();
    const b = client();
    const newest = [1, 2, 3, 2].map((limit, index) => (index % 2 ? b : a).subscribe<News>({ query: NEWEST, variables: { limit } }));
    const oldest = [1, 2].map((limit) => b.subscribe<News>({ query: OLDEST, variables: { limit } }));
    for (const subscription of [...newest, ...oldest]) await subscription.next();
    // Two shapes, five distinct variable sets, six subscribers.
    expect(server.ws.stats()).toMatchObject({ multiplexedPollers: 2, livePollers: 5, subscribers: 6 });

    const title = await insertArticle(server);
    for (const subscription of newest) expect((await subscription.next()).data?.news_articles[0]?.title).toBe(title);
    // A write that changes none of their answers wakes both groups: they poll, and push nothing.
    const polls = server.ws.stats().polls;
    await server.db.query(
      `UPDATE public.news_articles SET title = title WHERE id = (SELECT id FROM public.news_articles ORDER BY id LIMIT 1)`,
    );
    await until(() => server.ws.stats().polls >= polls + 2);
    expect([...newest, ...oldest].flatMap((subscription) => subscription.unread)).toEqual([]);

    await a.dispose();
    await until(() => server.ws.stats().subscribers === 4);
    expect(server.ws.stats()).toMatchObject({ multiplexedPollers: 2, livePollers: 3 });
    await b.dispose();
    await until(() => server.ws.stats().subscribers === 0);
    expect(server.ws.stats()).toMatchObject({ multiplexedPollers: 0, livePollers: 0 });
  });

  it('polls a live query of tables the database announces only when they are written, whoever writes', async () => {
    const c = client();
    const subscription = c.subscribe<News>({ query: NEWEST, variables: { limit: 1 } });
    await subscription.next();
    await until(() => server.ws.stats().subscribers === 1);
    const polls = server.ws.stats().polls;
    // Three refetch intervals without a write: no poll (a write would have woken it).
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(server.ws.stats().polls).toBe(polls);
    // A row written behind the engine's back (plain SQL) reaches the subscriber: the database announced it.
    const title = `Written behind the engine ${Date.now()}`;
    await server.db.query(`INSERT INTO public.news_articles (title, source_url, published_at, is_published) VALUES ($1, $2, $3, true)`, [
      title,
      `https://example.com/behind/${Date.now()}`,
      nextPublishedAt(),
    ]);
    expect((await subscription.next()).data?.news_articles[0]?.title).toBe(title);
    await c.dispose();
    await until(() => server.ws.stats().subscribers === 0);
  });

  it('polls on the interval a live query whose answer moves with the clock', async () => {
    const c = client();
    const subscription = c.subscribe<News>({
      query: 'subscription { news_articles(where: {published_at: {_lte: "now()"}}, order_by: {published_at: desc}, limit: 1) { title } }',
    });
    await subscription.next();
    const polls = server.ws.stats().polls;
    await until(() => server.ws.stats().polls >= polls + 2);
    await c.dispose();
    await until(() => server.ws.stats().subscribers === 0);
  });

  it('answers each cohort on its own when one of them fails its batch statement', async () => {
    const c = client();
    const query = 'subscription ($q: String!) { news_articles(where: {title: {_ilike: $q}}, limit: 2) { title } }';
    const good = c.subscribe<News>({ query, variables: { q: '%a%' } });
    const bad = c.subscribe<News>({ query, variables: { q: '\\' } });
    expect((await good.next()).data?.news_articles.length).toBe(2);
    const failed = await bad.next();
    expect(failed.errors).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: 'bad-request' }) })]);
    await c.dispose();
  });

  it('shares a stream cohort between subscribers at the same cursor, and merges one that catches up', async () => {
    const query =
      'subscription ($from: timestamptz!) { news_articles_stream(batch_size: 50, cursor: {initial_value: {published_at: $from}}) { title published_at } }';
    const latest = await server.gql<{ news_articles: { published_at: string }[] }>(
      '{ news_articles(order_by: {published_at: desc}, limit: 3) { published_at } }',
    );
    const [newest, , third] = latest.data!.news_articles;
    const c = client();
    type Stream = { data?: { news_articles_stream: { title: string }[] } };
    const atNewest = [
      c.subscribe<Stream>({ query, variables: { from: newest!.published_at } }),
      c.subscribe<Stream>({ query, variables: { from: newest!.published_at } }),
    ];
    const behind = c.subscribe<Stream>({ query, variables: { from: third!.published_at } });
    // The one behind gets the two newer rows, and is then where the others are: one cohort for all three.
    expect((await behind.next()).data?.news_articles_stream.length).toBe(2);
    await until(() => server.ws.stats().streamPollers === 1 && server.ws.stats().subscribers === 3);
    expect(server.ws.stats().multiplexedPollers).toBe(1);

    const title = await insertArticle(server);
    for (const subscription of [...atNewest, behind]) {
      expect((await subscription.next()).data?.news_articles_stream.map((row) => row.title)).toEqual([title]);
    }
    await c.dispose();
    await until(() => server.ws.stats().subscribers === 0);
    expect(server.ws.stats()).toMatchObject({ multiplexedPollers: 0, streamPollers: 0 });
  });
});
