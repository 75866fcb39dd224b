// Issue 30: the news timeline pages by keyset (the client's NewsPageQuery: the stories after the last one the reader
// has, by `published_at desc, id asc`). Paging through a generated set while stories are added between page loads
// (newer ones, older ones, and ones at the very time of the cursor on both sides of its id) shows every story that
// was there at the start exactly once: no gap, no repeat.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDataSet, pgliteTarget } from '../../../bench/data/load.mjs';
import { METADATA_DIR } from '../../src/config/paths.ts';
import type { PgliteDatabase } from '../../src/db/pglite.ts';
import { loadMetadata } from '../../src/engine/metadata/index.ts';
import { createTestDatabase } from '../support/database.ts';
import { adminHeaders, createTestEngine, dataOf, type TestEngine } from '../engine/harness.ts';

interface Story {
  id: string;
  published_at: string;
}

const PAGE = 20;

function documentNamed(name: string): string {
  const metadata = loadMetadata(METADATA_DIR);
  const found = metadata.query_collections.flatMap((c) => c.definition.queries).find((q) => q.name === name);
  if (!found) throw new Error(`no document ${name} in the allow-list`);
  return found.query;
}

describe('keyset pages of the news timeline', () => {
  let db: PgliteDatabase;
  let test: TestEngine;
  let inserted = 0;

  beforeAll(async () => {
    db = await createTestDatabase({ seeds: true });
    await loadDataSet(pgliteTarget(db.pglite), { scale: 0.0002, counts: { pageViews: 1_000 } });
    // A run of stories at one instant across page boundaries: the tiebreak (id) must order them.
    await db.query(
      `UPDATE public.news_articles SET published_at = (SELECT published_at FROM public.news_articles
                                                        WHERE is_published ORDER BY published_at DESC, id OFFSET 30 LIMIT 1)
        WHERE id IN (SELECT id FROM public.news_articles WHERE is_published ORDER BY published_at DESC, id OFFSET 30 LIMIT 45)`,
    );
    test = await createTestEngine(db);
  }, 240_000);

  afterAll(async () => {
    await db?.close();
  });

  /** A story added now, published at `at` (its id random, so on either side of a cursor's id at a tie). */
  async function addStory(at: string): Promise<void> {
    inserted += 1;
    await db.query(`INSERT INTO public.news_articles (title, source_url, language, published_at) VALUES ($1, $2, 'en', $3)`, [
      `Added between pages ${inserted}`,
      `https://added.example.com/${inserted}`,
      at,
    ]);
  }

  it('shows every story that was there at the start once, with stories added between the pages', async () => {
    const { rows: before } = await db.query<{ id: string }>('SELECT id FROM public.news_articles WHERE is_published');
    const first = dataOf<{ news_articles: Story[] }>(
      await test.gql(documentNamed('NewsFirstPageQuery'), { 'cache-control': 'no-store' }, { where: {}, limit: PAGE + 1 }),
    ).news_articles.slice(0, PAGE);
    const next = documentNamed('NewsPageQuery');
    const seen = [...first];
    let page = first;
    while (page.length === PAGE) {
      const last = page[page.length - 1]!;
      // Between the page loads: a story newer than all, two at the cursor's very time, one older than it.
      await addStory(new Date(Date.now() + 60_000).toISOString());
      await addStory(last.published_at);
      await addStory(last.published_at);
      await addStory(new Date(Date.parse(last.published_at) - 1).toISOString());
      const data = dataOf<{ news_articles: Story[] }>(
        await test.gql(next, { 'cache-control': 'no-store' }, { where: {}, afterAt: last.published_at, afterId: last.id, limit: PAGE + 1 }),
      );
      page = data.news_articles.slice(0, PAGE);
      // Each page continues the order from its cursor.
      for (const story of page) {
        const at = Date.parse(story.published_at);
        const cursorAt = Date.parse(last.published_at);
        expect(at < cursorAt || (at === cursorAt && story.id > last.id)).toBe(true);
      }
      seen.push(...page);
    }
    const ids = seen.map((story) => story.id);
    expect(new Set(ids).size).toBe(ids.length);
    const shown = new Set(ids);
    expect(before.filter(({ id }) => !shown.has(id))).toEqual([]);
    // The walk went deep (more than ten pages) and the older stories added on the way were found too.
    expect(seen.length).toBeGreaterThan(10 * PAGE);
    expect(seen.length).toBeGreaterThan(before.length);
  }, 240_000);
});

// The other lists a reader (or an administrator) can page deep: the forum, a tag, an author's and a member's pages
// and the admin tables. Each pages by its own first document and its keyset document (`…AfterQuery`; an admin table by
// its list document with the cursor in its where clause), five rows a page, with rows added between the loads (newer
// than all, two at the cursor's very time, one just older) and a run of rows at one instant across page boundaries:
// every row there at the start is shown once.
describe('keyset pages of the forum, tag, author, member and admin lists', () => {
  const SMALL = 5;
  let db: PgliteDatabase;
  let test: TestEngine;
  let added = 0;

  interface Row {
    id: string;
    at: string;
  }

  interface List {
    name: string;
    table: string;
    column: 'published_at' | 'created_at';
    /** The rows of the list in its order, by SQL (the truth the pages are held to). */
    filter: string;
    headers: Record<string, string>;
    first: () => Promise<Row[]>;
    next: (last: Row) => Promise<Row[]>;
  }

  let lists: List[] = [];

  /** Each table's insertable columns, read once. */
  const columnsOf = new Map<string, { column_name: string }[]>();

  /** A row like `id` (a copy of it, a new id and unique keys) at `at`: one the list shows. */
  async function addLike(table: string, id: string, column: string, at: string, extra: Record<string, unknown> = {}): Promise<void> {
    added += 1;
    let columns = columnsOf.get(table);
    if (!columns) {
      ({ rows: columns } = await db.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns
          WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER' AND identity_generation IS NULL`,
        [table],
      ));
      columnsOf.set(table, columns);
    }
    const list = columns.map(({ column_name }) => `"${column_name}"`).join(', ');
    const overrides: Record<string, unknown> = { id: randomUUID(), [column]: at, ...extra };
    if (columns.some(({ column_name }) => column_name === 'slug')) overrides.slug = `keyset-added-${added}`;
    await db.query(
      `INSERT INTO public.${table} (${list})
       SELECT ${list} FROM jsonb_populate_record(NULL::public.${table}, (SELECT to_jsonb(t) FROM public.${table} t WHERE id = $1) || $2::jsonb)`,
      [id, JSON.stringify(overrides)],
    );
  }

  async function ordered(list: List): Promise<Row[]> {
    const { rows } = await db.query<{ id: string; at: Date }>(
      `SELECT id, ${list.column} AS at FROM public.${list.table} WHERE ${list.filter} ORDER BY ${list.column} DESC NULLS LAST, id`,
    );
    return rows.map(({ id, at }) => ({ id, at: new Date(at).toISOString() }));
  }

  async function ask<Data>(name: string, headers: Record<string, string>, variables: Record<string, unknown>): Promise<Data> {
    return dataOf<Data>(await test.gql(documentNamed(name), { 'cache-control': 'no-store', ...headers }, variables));
  }

  beforeAll(async () => {
    db = await createTestDatabase({ seeds: true });
    await loadDataSet(pgliteTarget(db.pglite), { scale: 0.001, counts: { pageViews: 1_000, members: 400 } });
    test = await createTestEngine(db);
    const one = async (sql: string) => (await db.query<{ v: string }>(sql)).rows[0]!.v;
    const tag = await one(
      `SELECT tag AS v FROM public.blog_posts, unnest(tags) AS tag WHERE published GROUP BY tag ORDER BY count(*) DESC, tag LIMIT 1`,
    );
    const author = await one(
      `SELECT author_id::text AS v FROM public.articles WHERE published GROUP BY author_id ORDER BY count(*) DESC LIMIT 1`,
    );
    const authorSlug = await one(`SELECT slug AS v FROM public.authors WHERE id = '${author}'`);
    // The members who wrote the most published posts and the most discussions.
    const poster = await one(
      `SELECT author_id::text AS v FROM public.blog_posts WHERE published GROUP BY author_id ORDER BY count(*) DESC LIMIT 1`,
    );
    const talker = await one(
      `SELECT author_id::text AS v FROM public.discussions WHERE NOT hidden GROUP BY author_id ORDER BY count(*) DESC LIMIT 1`,
    );
    // Enough posts of one member to page through at five a page.
    await db.query(
      `UPDATE public.blog_posts SET author_id = $1 WHERE id IN (SELECT id FROM public.blog_posts WHERE published ORDER BY id LIMIT 25)`,
      [poster],
    );
    const posterName = await one(`SELECT username AS v FROM public.user_profiles WHERE id = '${poster}'`);
    const talkerName = await one(`SELECT username AS v FROM public.user_profiles WHERE id = '${talker}'`);
    const cursor = (last: Row) => ({ afterAt: last.at, afterId: last.id, limit: SMALL + 1 });
    const rows = <T extends { id: string }>(items: T[], column: keyof T) =>
      items.map((item) => ({ id: item.id, at: String(item[column]) }));
    const admin = adminHeaders();
    type Items = Record<string, { id: string; published_at: string; created_at: string }[]>;
    lists = [
      {
        name: 'forum (newest first)',
        table: 'discussions',
        column: 'created_at',
        filter: 'NOT hidden',
        headers: {},
        first: async () =>
          rows(
            (
              await ask<Items>(
                'DiscussionListSubscriptionQueryTwin',
                {},
                { where: {}, orderBy: [{ created_at: 'desc' }, { id: 'asc' }], limit: SMALL + 1 },
              )
            ).discussions!,
            'created_at',
          ),
        next: async (last) =>
          rows((await ask<Items>('DiscussionsAfterQuery', {}, { where: {}, ...cursor(last) })).discussions!, 'created_at'),
      },
      {
        name: `tag ${tag}`,
        table: 'blog_posts',
        column: 'published_at',
        filter: `published AND tags @> ARRAY['${tag}']`,
        headers: {},
        first: async () => rows((await ask<Items>('TagPostsQuery', {}, { tags: [tag], limit: SMALL + 1 })).blog_posts!, 'published_at'),
        next: async (last) =>
          rows((await ask<Items>('TagPostsAfterQuery', {}, { tags: [tag], ...cursor(last) })).blog_posts!, 'published_at'),
      },
      {
        name: 'author page',
        table: 'articles',
        column: 'published_at',
        filter: `published AND author_id = '${author}'`,
        headers: {},
        first: async () =>
          rows(
            (await ask<{ authors: Items[] }>('AuthorPageQuery', {}, { slug: authorSlug, limit: SMALL + 1 })).authors[0]!.articles!,
            'published_at',
          ),
        next: async (last) =>
          rows((await ask<Items>('AuthorArticlesAfterQuery', {}, { authorId: author, ...cursor(last) })).articles!, 'published_at'),
      },
      {
        name: "member page's posts",
        table: 'blog_posts',
        column: 'published_at',
        filter: `published AND author_id = '${poster}'`,
        headers: {},
        first: async () =>
          rows(
            (await ask<{ user_profiles: Items[] }>('AuthorMemberQuery', {}, { username: posterName, posts: SMALL + 1, discussions: 1 }))
              .user_profiles[0]!.blog_posts!,
            'published_at',
          ),
        next: async (last) =>
          rows((await ask<Items>('MemberPostsAfterQuery', {}, { authorId: poster, ...cursor(last) })).blog_posts!, 'published_at'),
      },
      {
        name: "member page's discussions",
        table: 'discussions',
        column: 'created_at',
        filter: `NOT hidden AND author_id = '${talker}'`,
        headers: {},
        first: async () =>
          rows(
            (await ask<{ user_profiles: Items[] }>('AuthorMemberQuery', {}, { username: talkerName, posts: 1, discussions: SMALL + 1 }))
              .user_profiles[0]!.discussions!,
            'created_at',
          ),
        next: async (last) =>
          rows((await ask<Items>('MemberDiscussionsAfterQuery', {}, { authorId: talker, ...cursor(last) })).discussions!, 'created_at'),
      },
      ...(
        [
          ['articles', 'AdminArticles', 'articles'],
          ['events', 'AdminEvents', 'events'],
        ] as const
      ).map(([table, name, field]): List => ({
        name: `admin ${table}`,
        table,
        column: 'created_at',
        filter: 'true',
        headers: admin,
        first: async () => rows((await ask<Items>(`${name}ListQuery`, admin, { where: {}, limit: SMALL + 1 }))[field]!, 'created_at'),
        // An admin table pages by its list document: the client adds the cursor to the where clause (useAdminListQuery).
        next: async (last) => {
          const after = { _or: [{ created_at: { _lt: last.at } }, { created_at: { _eq: last.at }, id: { _gt: last.id } }] };
          const variables = { where: { _and: [{}, after] }, limit: SMALL + 1, later: true };
          return rows((await ask<Items>(`${name}ListQuery`, admin, variables))[field]!, 'created_at');
        },
      })),
    ];
    // A run of rows at one instant across page boundaries in each list: the tiebreak (id) must order them.
    for (const list of lists) {
      const all = await ordered(list);
      const run = all.slice(3, 3 + 2 * SMALL).map(({ id }) => id);
      await db.query(`UPDATE public.${list.table} SET ${list.column} = $1 WHERE id = ANY($2::uuid[])`, [all[3]!.at, run]);
    }
  }, 240_000);

  afterAll(async () => {
    await db?.close();
  });

  it('shows every row that was there at the start once in each list, with rows added between the pages', async () => {
    for (const list of lists) {
      const before = await ordered(list);
      expect(before.length, list.name).toBeGreaterThan(3 * SMALL);
      const like = before[0]!.id;
      const seen = (await list.first()).slice(0, SMALL);
      let page = seen;
      let pages = 1;
      while (page.length === SMALL) {
        const last = page[page.length - 1]!;
        await addLike(list.table, like, list.column, new Date(Date.now() + 60_000).toISOString());
        await addLike(list.table, like, list.column, last.at);
        await addLike(list.table, like, list.column, last.at);
        await addLike(list.table, like, list.column, new Date(Date.parse(last.at) - 1).toISOString());
        page = (await list.next(last)).slice(0, SMALL);
        pages += 1;
        for (const row of page) {
          const at = Date.parse(row.at);
          const cursorAt = Date.parse(last.at);
          expect(at < cursorAt || (at === cursorAt && row.id > last.id), `${list.name}: ${row.id} after ${last.id}`).toBe(true);
        }
        seen.push(...page);
      }
      const ids = seen.map((row) => row.id);
      expect(new Set(ids).size, list.name).toBe(ids.length);
      const shown = new Set(ids);
      expect(
        before.filter(({ id }) => !shown.has(id)),
        list.name,
      ).toEqual([]);
      expect(pages, list.name).toBeGreaterThan(3);
      expect(seen.length, list.name).toBeGreaterThan(before.length);
    }
  }, 240_000);

  // The Popular list pages by its stored key (popular_key: likes, comments, newest, id; kept by the database). What
  // a reader sees while likes and comments change between loads: each later page is the discussions whose key is now
  // below the cursor (the key of the last one shown), in order; a discussion whose key did not change is shown once,
  // none missed; one that rose past the cursor before it was reached is not on a later page (the live first page
  // shows it if it rises that far); one already shown that fell below the cursor comes again, and the client shows
  // it once (useKeysetPages keeps the first).
  it("pages the forum's Popular list by its key with no gap or repeat of an unchanged discussion while scores change", async () => {
    type Popular = { id: string; popular_key: string };
    const truth = async () =>
      (
        await db.query<Popular>(
          `SELECT id, popular_key FROM public.discussions WHERE NOT hidden
            ORDER BY likes DESC, comments_count DESC, created_at DESC, id`,
        )
      ).rows;
    const before = await truth();
    expect(before.length).toBeGreaterThan(3 * SMALL);
    // The key's order is the list's order.
    expect([...before].sort((a, b) => (a.popular_key < b.popular_key ? 1 : -1))).toEqual(before);
    // A like through the like rows moves the key with the counter its trigger keeps.
    const liked = before[before.length - 1]!;
    const { rows: members } = await db.query<{ id: string }>('SELECT id FROM public.user_profiles ORDER BY id');
    await db.query('INSERT INTO public.discussion_likes (discussion_id, user_id) VALUES ($1, $2)', [liked.id, members[0]!.id]);
    const after = (await truth()).find(({ id }) => id === liked.id)!;
    expect(after.popular_key > liked.popular_key).toBe(true);
    const start = new Map((await truth()).map((row) => [row.id, row.popular_key]));

    const popular = { where: {}, orderBy: [{ popular_key: 'desc' }], limit: SMALL + 1 };
    const first = (await ask<{ discussions: Popular[] }>('DiscussionListSubscriptionQueryTwin', {}, popular)).discussions;
    let page = first.slice(0, SMALL);
    const served: Popular[] = [...page];
    const changed = new Set<string>();
    const rose: string[] = [];
    let pages = 1;
    while (page.length === SMALL) {
      const last = page[page.length - 1]!;
      const shownIds = new Set(served.map(({ id }) => id));
      const ahead = [...start.keys()].filter((id) => !shownIds.has(id) && !changed.has(id));
      // Between the loads: a shown discussion loses its likes and comments (falls below the cursor), one not yet
      // reached gains many (rises above it), and a new one is posted.
      const fallen = served[served.length - 2]!.id;
      await db.query('UPDATE public.discussions SET likes = 0, comments_count = 0 WHERE id = $1', [fallen]);
      changed.add(fallen);
      const riser = ahead[ahead.length - 1];
      if (riser) {
        await db.query('UPDATE public.discussions SET likes = likes + 1000 WHERE id = $1', [riser]);
        changed.add(riser);
        rose.push(riser);
      }
      // By another member each time (a member's posts have a budget).
      await addLike('discussions', last.id, 'created_at', new Date().toISOString(), { author_id: members[pages]!.id });
      page = (
        await ask<{ discussions: Popular[] }>('DiscussionsPopularAfterQuery', {}, { where: {}, after: last.popular_key, limit: SMALL + 1 })
      ).discussions.slice(0, SMALL);
      pages += 1;
      // Each page continues the order below its cursor.
      page.forEach((row, index) => {
        expect(row.popular_key < last.popular_key, `${row.id} after ${last.id}`).toBe(true);
        if (index > 0) expect(row.popular_key < page[index - 1]!.popular_key).toBe(true);
      });
      served.push(...page);
    }
    expect(pages).toBeGreaterThan(3);
    // No repeat but of a discussion whose key fell after it was shown.
    const counts = new Map<string, number>();
    for (const { id } of served) counts.set(id, (counts.get(id) ?? 0) + 1);
    expect([...counts].filter(([id, n]) => n > 1 && !changed.has(id))).toEqual([]);
    expect([...counts].some(([id, n]) => n > 1 && changed.has(id))).toBe(true);
    // No gap: every discussion there at the start whose key did not change is shown.
    const unchanged = [...start.keys()].filter((id) => !changed.has(id));
    expect(unchanged.filter((id) => !counts.has(id))).toEqual([]);
    // One that rose past the cursor before it was reached is not on a later page.
    expect(rose.filter((id) => served.slice(first.length).some((row) => row.id === id))).toEqual([]);
  }, 240_000);
});

// The events page: upcoming events soonest first and past ones latest first, each by its keyset document, five a page,
// with events added between the loads (at the cursor's very instant, on both sides of its id, and beyond it), and the
// chosen category and language filtered by the database.
describe('keyset pages of the events page', () => {
  const SMALL = 5;
  let db: PgliteDatabase;
  let test: TestEngine;
  let added = 0;

  interface EventRow {
    id: string;
    start_date: string;
  }

  beforeAll(async () => {
    db = await createTestDatabase({ seeds: true });
    test = await createTestEngine(db);
    // Twenty-four upcoming and twenty-four past events, three at a time at one instant (the tiebreak orders them),
    // alternately in the two languages and two categories.
    for (let index = 0; index < 48; index += 1) {
      const days = (index < 24 ? 30 : -30) + Math.floor((index % 24) / 3) * (index < 24 ? 1 : -1);
      await addEvent(days, index % 2 === 0 ? 'zh' : 'en', index % 4 < 2 ? 'Keyset Meetup' : 'Keyset Workshop');
    }
  }, 240_000);

  afterAll(async () => {
    await db?.close();
  });

  async function addEvent(days: number | string, language = 'en', category = 'Keyset Meetup'): Promise<void> {
    added += 1;
    await db.query(
      `INSERT INTO public.events (name, description, start_date, end_date, location_url, language, category)
       SELECT $1, 'Paged', s, s + interval '2 hours', 'Online', $2, $3
         FROM (SELECT CASE WHEN $4::text LIKE '%T%' THEN $4::timestamptz
                           ELSE date_trunc('hour', now()) + $4::int * interval '1 day' END AS s) t`,
      [`Keyset event ${added}`, language, category, String(days)],
    );
  }

  async function ordered(upcoming: boolean, where = 'true'): Promise<EventRow[]> {
    const { rows } = await db.query<{ id: string; start_date: Date }>(
      `SELECT id, start_date FROM public.events WHERE published AND (start_date > now()) = $1 AND ${where}
        ORDER BY start_date ${upcoming ? 'ASC' : 'DESC'}, id ${upcoming ? 'ASC' : 'DESC'}`,
      [upcoming],
    );
    return rows.map(({ id, start_date }) => ({ id, start_date: new Date(start_date).toISOString() }));
  }

  async function ask<Data>(name: string, variables: Record<string, unknown>): Promise<Data> {
    return dataOf<Data>(await test.gql(documentNamed(name), { 'cache-control': 'no-store' }, variables));
  }

  const first = (where: unknown) =>
    ask<{ upcoming: EventRow[]; past: EventRow[]; categories: { category: string | null }[] }>('EventsPageQuery', {
      where,
      upcomingLimit: SMALL + 1,
      pastLimit: SMALL + 1,
    });

  for (const [list, upcoming, document] of [
    ['upcoming', true, 'UpcomingEventsAfterQuery'],
    ['past', false, 'PastEventsAfterQuery'],
  ] as const) {
    it(`shows every ${list} event there at the start once, in order, with events added between the pages`, async () => {
      const before = await ordered(upcoming);
      const seen = (await first({}))[list].slice(0, SMALL);
      let page = seen;
      let pages = 1;
      while (page.length === SMALL) {
        const last = page[page.length - 1]!;
        await addEvent(last.start_date);
        await addEvent(last.start_date);
        await addEvent(upcoming ? 1 : -1);
        page = (
          await ask<{ events: EventRow[] }>(document, { where: {}, afterAt: last.start_date, afterId: last.id, limit: SMALL + 1 })
        ).events.slice(0, SMALL);
        pages += 1;
        for (const row of page) {
          const [at, cursorAt] = [Date.parse(row.start_date), Date.parse(last.start_date)];
          const after = upcoming
            ? at > cursorAt || (at === cursorAt && row.id > last.id)
            : at < cursorAt || (at === cursorAt && row.id < last.id);
          expect(after, `${row.id} after ${last.id}`).toBe(true);
        }
        seen.push(...page);
      }
      const ids = seen.map((row) => row.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(before.filter(({ id }) => !ids.includes(id))).toEqual([]);
      expect(pages).toBeGreaterThan(3);
    }, 120_000);
  }

  it('filters by category and language in the database, and lists each category once', async () => {
    const data = await first({ _and: [{ category: { _eq: 'Keyset Workshop' } }, { language: { _eq: 'zh' } }] });
    const expected = await ordered(true, `category = 'Keyset Workshop' AND language = 'zh'`);
    expect(data.upcoming.map((row) => row.id)).toEqual(expected.slice(0, SMALL + 1).map((row) => row.id));
    const categories = data.categories.map((row) => row.category);
    expect(categories).toEqual(expect.arrayContaining(['Keyset Meetup', 'Keyset Workshop']));
    expect(new Set(categories).size).toBe(categories.length);
  });
});
