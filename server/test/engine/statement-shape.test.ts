// The shape of the SQL the engine writes for the site's discussion list, with the answers it must keep: rows
// aggregate in the order their subquery sorted them (no row numbering and second sort), and a comment rule's
// `discussion: {hidden: {_eq: false}}` is left out under a discussion that passed that same filter, but kept
// where the parent's filter does not say it (a member reads their own hidden discussion).
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
});
