// The shape of the SQL the engine writes for the site's discussion list, with the answers it must keep: rows
// aggregate in the order their subquery sorted them (no row numbering and second sort), and a comment rule's
// `discussion: {hidden: {_eq: false}}` is left out under a discussion that passed that same filter, but kept
// where the parent's filter does not say it (a member reads their own hidden discussion). An object relationship to
// one row of a list is a LEFT JOIN with the role's filter in its ON clause: null where the filter refuses the row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, QueryOptions, QueryResult, TransactionOptions } from '../../src/db/types.ts';
import { createTestDatabase } from '../support/database.ts';
import { bearer, createTestEngine, dataOf, memberToken, type TestEngine } from './harness.ts';

/** The database with the text of every statement sent through `query` kept. */
function recording(db: Database) {
  const statements: string[] = [];
  const wrapped: Database = {
    kind: db.kind,
    query<Row>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<Row>> {
      statements.push(sql);
      return db.query<Row>(sql, params, options);
    },
    exec: (sql) => db.exec(sql),
    transaction<T>(fn: Parameters<Database['transaction']>[0], options?: TransactionOptions): Promise<T> {
      return db.transaction(fn, options) as Promise<T>;
    },
    close: () => db.close(),
  };
  return { db: wrapped, statements };
}

const LIST = `{
  discussions(order_by: [{created_at: desc}, {id: asc}]) {
    id
    comments(order_by: [{created_at: asc}, {id: asc}]) { id author { display_name } }
  }
}`;

interface ListData {
  discussions: { id: string; comments: { id: string; author: { display_name: string } | null }[] }[];
}

describe('the discussion list statement', () => {
  let base: Database;
  let recorder: ReturnType<typeof recording>;
  let test: TestEngine;
  let hidden: { id: string; author_id: string };

  beforeAll(async () => {
    base = await createTestDatabase({ seeds: true });
    recorder = recording(base);
    test = await createTestEngine(recorder.db);
    // A discussion with another member's comment under it, hidden by moderation.
    const { rows } = await base.query<{ id: string; author_id: string }>(
      `SELECT d.id, d.author_id FROM public.discussions d
       WHERE EXISTS (SELECT 1 FROM public.discussion_comments c WHERE c.discussion_id = d.id AND c.author_id <> d.author_id)
       ORDER BY d.created_at DESC LIMIT 1`,
    );
    hidden = rows[0]!;
    await base.query('UPDATE public.discussions SET hidden = true WHERE id = $1', [hidden.id]);
  });

  afterAll(async () => {
    await base?.close();
  });

  /** Asks, and answers the data with the one statement the request ran. */
  async function ask(headers: Record<string, string> = {}) {
    const before = recorder.statements.length;
    const data = dataOf<ListData>(await test.gql<ListData>(LIST, headers));
    const statements = recorder.statements.slice(before).filter((sql) => /^\s*select/i.test(sql));
    expect(statements).toHaveLength(1);
    return { data, sql: statements[0]! };
  }

  it('reads the anonymous list with one sort per level and no EXISTS, with the visible comments in order', async () => {
    const { data, sql } = await ask();
    expect(sql).not.toMatch(/\bEXISTS\b/);
    expect(sql).not.toMatch(/row_number/);
    // The comments' authors joined (one key each), not read by a subquery per comment.
    expect(sql).toMatch(/LEFT JOIN "public"\."user_profiles" AS (_\d+) ON \1\."id" = _\d+\."author_id"/);
    expect(sql).not.toMatch(/FROM "public"\."user_profiles"/);
    const { rows } = await base.query<{ id: string; comments: { id: string; author: { display_name: string } }[] }>(
      `SELECT d.id, coalesce((SELECT json_agg(json_build_object('id', c.id, 'author', json_build_object('display_name', u.display_name))
                                          ORDER BY c.created_at, c.id)
                              FROM public.discussion_comments c JOIN public.user_profiles u ON u.id = c.author_id
                              WHERE c.discussion_id = d.id AND NOT c.hidden), '[]') AS comments
       FROM public.discussions d WHERE NOT d.hidden ORDER BY d.created_at DESC, d.id`,
    );
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.some((row) => row.comments.length > 1)).toBe(true);
    expect(data.discussions).toEqual(rows);
    expect(data.discussions.map((d) => d.id)).not.toContain(hidden.id);
  });

  it('keeps the EXISTS where the parent was read by a wider filter: the author of a hidden discussion sees only their own comments under it', async () => {
    const { data, sql } = await ask(bearer(await memberToken(hidden.author_id)));
    expect(sql).toMatch(/\bEXISTS\b/);
    const own = data.discussions.find((d) => d.id === hidden.id);
    expect(own).toBeDefined();
    const { rows } = await base.query<{ id: string }>(
      'SELECT id FROM public.discussion_comments WHERE discussion_id = $1 AND author_id = $2 ORDER BY created_at, id',
      [hidden.id, hidden.author_id],
    );
    expect(own!.comments.map((c) => c.id)).toEqual(rows.map((row) => row.id));
    const { rows: others } = await base.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM public.discussion_comments WHERE discussion_id = $1 AND author_id <> $2',
      [hidden.id, hidden.author_id],
    );
    expect(others[0]!.count).toBeGreaterThan(0);
  });

  it('answers null for a joined row the role may not read, and keeps the row it belongs to: a story whose source is off', async () => {
    // Two published stories of two active sources; one source is then switched off.
    const { rows } = await base.query<{ id: string; source_id: string; name: string }>(
      `SELECT DISTINCT ON (s.id) n.id, s.id AS source_id, s.name FROM public.news_articles n JOIN public.news_sources s ON s.id = n.source_id
       WHERE n.is_published AND s.is_active ORDER BY s.id, n.id LIMIT 2`,
    );
    expect(rows).toHaveLength(2);
    const [off, on] = rows as [(typeof rows)[0], (typeof rows)[0]];
    const query = 'query ($ids: [uuid!]) { news_articles(where: {id: {_in: $ids}}, order_by: {id: asc}) { id source { name } } }';
    const read = async () => {
      const before = recorder.statements.length;
      const data = dataOf<{ news_articles: { id: string; source: { name: string } | null }[] }>(
        await test.gql(query, {}, { ids: [off.id, on.id] }),
      );
      return { stories: data.news_articles, sql: recorder.statements.slice(before).find((text) => /^\s*select/i.test(text))! };
    };
    const byId = <T extends { id: string }>(stories: T[]) => [...stories].sort((a, b) => (a.id < b.id ? -1 : 1));
    await base.query('UPDATE public.news_sources SET is_active = false WHERE id = $1', [off.source_id]);
    try {
      const { stories, sql } = await read();
      expect(sql).toMatch(/LEFT JOIN "public"\."news_sources" AS (_\d+) ON \1\."id" = _\d+\."source_id" AND \1\."is_active"/);
      expect(stories).toEqual(
        byId([
          { id: off.id, source: null },
          { id: on.id, source: { name: on.name } },
        ]),
      );
    } finally {
      await base.query('UPDATE public.news_sources SET is_active = true WHERE id = $1', [off.source_id]);
    }
    expect((await read()).stories).toEqual(byId([off, on].map((story) => ({ id: story.id, source: { name: story.name } }))));
  });
});
