// The demo content (hasura/seeds/default) keeps the invariants the triggers keep for real data: every count
// column equals its rows. Checked on the seeded template database, the one `npm start` and the tests load.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PgliteDatabase } from '../../src/db/pglite.ts';
import { createTestDatabase } from '../support/database.ts';

let db: PgliteDatabase;

beforeAll(async () => {
  db = await createTestDatabase({ seeds: true });
});

afterAll(async () => {
  await db?.close();
});

/** Each count column and the rows it counts (the triggers of migrations 1795305600400_discussions, 1795305601700_news_flash and 1795305604410_tag_follower_counts). */
const COUNTERS = [
  {
    column: 'public.discussions.likes',
    table: 'public.discussions',
    count: 'likes',
    rows: 'public.discussion_likes',
    key: 'discussion_id',
  },
  {
    column: 'public.discussions.comments_count',
    table: 'public.discussions',
    count: 'comments_count',
    rows: 'public.discussion_comments',
    key: 'discussion_id',
  },
  {
    column: 'public.discussion_comments.likes',
    table: 'public.discussion_comments',
    count: 'likes',
    rows: 'public.discussion_comment_likes',
    key: 'comment_id',
  },
  {
    column: 'public.news_articles.bull_count',
    table: 'public.news_articles',
    count: 'bull_count',
    rows: 'public.news_votes',
    key: 'news_id',
    where: "r.side = 'bull'",
  },
  {
    column: 'public.news_articles.bear_count',
    table: 'public.news_articles',
    count: 'bear_count',
    rows: 'public.news_votes',
    key: 'news_id',
    where: "r.side = 'bear'",
  },
  {
    column: 'public.tag_follower_counts.followers_count',
    table: 'public.tag_follower_counts',
    count: 'followers_count',
    rows: 'public.follows',
    key: 'tag',
    id: 'tag',
  },
];

describe('seeded demo content', () => {
  it('has no count column besides those checked here (views_count counts views, not rows)', async () => {
    const { rows } = await db.query<{ name: string }>(
      `SELECT table_schema || '.' || table_name || '.' || column_name AS name FROM information_schema.columns
       WHERE table_schema = 'public' AND data_type IN ('integer', 'bigint') AND (column_name = 'likes' OR column_name LIKE '%\\_count' ESCAPE '\\')
         AND column_name <> 'views_count'
         -- The forum's one row of totals is checked against its rows in forum-totals.test.ts.
         AND table_name <> 'forum_totals'
       ORDER BY name`,
    );
    expect(rows.map((row) => row.name)).toEqual(COUNTERS.map((counter) => counter.column).sort());
  });

  it.each(COUNTERS)('$column equals its rows in $rows', async ({ table, count, rows, key, where = 'true', id = 'id' }) => {
    const counted = `(SELECT count(*)::int FROM ${rows} r WHERE r.${key} = t.${id} AND ${where})`;
    const mismatches = await db.query<{ id: string; stored: number; counted: number }>(
      `SELECT t.${id} AS id, t.${count} AS stored, ${counted} AS counted FROM ${table} t WHERE t.${count} <> ${counted} ORDER BY t.${id}`,
    );
    expect(mismatches.rows).toEqual([]);
  });

  it('has likes and comments to show: every discussion has comments and likes, most comments have likes', async () => {
    const { rows } = await db.query<{ discussions: number; liked: number; commented: number; comments: number; liked_comments: number }>(
      `SELECT (SELECT count(*)::int FROM public.discussions) AS discussions,
              (SELECT count(*)::int FROM public.discussions WHERE likes > 0) AS liked,
              (SELECT count(*)::int FROM public.discussions WHERE comments_count > 0) AS commented,
              (SELECT count(*)::int FROM public.discussion_comments) AS comments,
              (SELECT count(*)::int FROM public.discussion_comments WHERE likes > 0) AS liked_comments`,
    );
    expect(rows[0]).toEqual({ discussions: 8, liked: 8, commented: 8, comments: 22, liked_comments: 22 });
  });
});
