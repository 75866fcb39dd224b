// The forum sidebar's totals (public.forum_totals, kept by row triggers: migration 1795305607200) equal what a
// visitor's whole-table aggregates counted before: discussions not hidden, their comments not hidden, the distinct
// authors of those discussions, and the likes of both. Through new discussions and comments, likes, hiding and
// showing a comment or a whole discussion, comments moved or deleted, discussions deleted with their comments and
// members deleted with all they wrote; article comments stay out. Reading them plans no scan of either table.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../src/db/types.ts';
import { backends, createMember, insertArticle, insertComment, insertDiscussion, insertRow } from './fixtures.ts';

interface Totals {
  discussions: number;
  comments: number;
  members: number;
  likes: number;
}

/** The figures as the sidebar's aggregates counted them for a visitor (the select permissions' filters). */
const RAW_SQL = `
  WITH shown AS (SELECT * FROM public.discussions WHERE NOT hidden),
       replies AS (SELECT c.* FROM public.discussion_comments c JOIN shown d ON d.id = c.discussion_id WHERE NOT c.hidden)
  SELECT (SELECT count(*) FROM shown)::int AS discussions,
         (SELECT count(*) FROM replies)::int AS comments,
         (SELECT count(DISTINCT author_id) FROM shown)::int AS members,
         ((SELECT coalesce(sum(likes), 0) FROM shown) + (SELECT coalesce(sum(likes), 0) FROM replies))::int AS likes`;

const TOTALS_SQL = 'SELECT discussions, comments, members, likes FROM public.forum_totals';

describe.each(backends().map((backend) => [backend.name, backend] as const))('forum totals on %s', (_name, backend) => {
  describe.skipIf(!backend.available)('public.forum_totals', () => {
    let db: Database;

    beforeAll(async () => {
      db = await backend.migrated();
    }, 180_000);
    afterAll(() => backend.dispose(), 60_000);

    async function totals(): Promise<Totals> {
      const { rows } = await db.query<Totals>(TOTALS_SQL);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toEqual((await db.query<Totals>(RAW_SQL)).rows[0]);
      return rows[0]!;
    }

    test('move with every kind of write, and equal the aggregates a visitor was shown', async () => {
      const start = await totals();
      const alice = await createMember(db);
      const bob = await createMember(db);

      // A new discussion: one more discussion and one more member; a second by the same author, no new member.
      const first = await insertDiscussion(db, { author_id: alice.id });
      expect(await totals()).toEqual({ ...start, discussions: start.discussions + 1, members: start.members + 1 });
      const second = await insertDiscussion(db, { author_id: alice.id });
      expect(await totals()).toMatchObject({ discussions: start.discussions + 2, members: start.members + 1 });

      // Comments: one more each; an article's comment is not the forum's.
      const reply = await insertComment(db, first.id, { author_id: bob.id });
      await insertComment(db, first.id, { author_id: alice.id });
      await insertComment(db, second.id, { author_id: bob.id });
      const article = await insertArticle(db, { published: true });
      await insertRow(db, 'public.discussion_comments', { article_id: article.id, author_id: bob.id, content: 'On the article.' });
      expect(await totals()).toMatchObject({ comments: start.comments + 3, members: start.members + 1 });

      // Likes of discussions and of comments.
      await insertRow(db, 'public.discussion_likes', { discussion_id: first.id, user_id: bob.id });
      await insertRow(db, 'public.discussion_comment_likes', { comment_id: reply.id, user_id: alice.id });
      expect(await totals()).toMatchObject({ likes: start.likes + 2 });
      await db.query('DELETE FROM public.discussion_comment_likes WHERE comment_id = $1', [reply.id]);
      expect(await totals()).toMatchObject({ likes: start.likes + 1 });

      // A hidden comment leaves; a hidden discussion takes its comments and likes along; shown again, both return.
      await db.query('UPDATE public.discussion_comments SET hidden = true WHERE id = $1', [reply.id]);
      expect(await totals()).toMatchObject({ comments: start.comments + 2 });
      await db.query('UPDATE public.discussions SET hidden = true WHERE id = $1', [first.id]);
      expect(await totals()).toEqual({
        ...start,
        discussions: start.discussions + 1,
        comments: start.comments + 1,
        members: start.members + 1,
      });
      await db.query('UPDATE public.discussions SET hidden = false WHERE id = $1', [first.id]);
      await db.query('UPDATE public.discussion_comments SET hidden = false WHERE id = $1', [reply.id]);
      expect(await totals()).toMatchObject({ discussions: start.discussions + 2, comments: start.comments + 3, likes: start.likes + 1 });

      // A comment moved to another discussion, a comment deleted, a discussion deleted with its comments.
      await db.query('UPDATE public.discussion_comments SET discussion_id = $1 WHERE id = $2', [second.id, reply.id]);
      await totals();
      await db.query('DELETE FROM public.discussion_comments WHERE id = $1', [reply.id]);
      expect(await totals()).toMatchObject({ comments: start.comments + 2 });
      await db.query('DELETE FROM public.discussions WHERE id = $1', [first.id]);
      expect(await totals()).toEqual({
        ...start,
        discussions: start.discussions + 1,
        comments: start.comments + 1,
        members: start.members + 1,
      });

      // A member deleted with all they wrote: alice's discussion and bob's comment in it go.
      await db.query('DELETE FROM public.user_profiles WHERE id = $1', [alice.id]);
      expect(await totals()).toEqual(start);

      // Rebuilt from the rows (after a bulk load with triggers off), the same figures.
      await insertComment(db, (await insertDiscussion(db, { author_id: bob.id })).id, { author_id: bob.id });
      const kept = await totals();
      await db.query('SELECT rollups.rebuild_forum_totals()');
      expect(await totals()).toEqual(kept);
    });

    // The forum's totals and the comments' roll-up move at commit (deferred triggers, migration 1795305608100), the
    // discussion's counters in the statement: a transaction that comments, likes, hides and deletes in turn, the
    // day's first comment among them, leaves every figure as the rows say.
    test('follow the writes of one transaction in their order', async () => {
      const author = await createMember(db);
      const reader = await createMember(db);
      const discussion = await insertDiscussion(db, { author_id: author.id });
      const start = await totals();
      const daily = 'SELECT kind, day, count FROM rollups.content_daily ORDER BY 1, 2';
      const counts = `SELECT likes, comments_count FROM public.discussions WHERE id = $1`;
      await db.transaction(async (tx) => {
        // Written on a day long past and removed again: a day with no other comment.
        const early = await insertComment(tx, discussion.id, { author_id: reader.id, created_at: '2001-02-03T04:05:06Z' });
        await tx.query('DELETE FROM public.discussion_comments WHERE id = $1', [early.id]);
        const kept = await insertComment(tx, discussion.id, { author_id: reader.id });
        const gone = await insertComment(tx, discussion.id, { author_id: reader.id });
        await tx.query('UPDATE public.discussion_comments SET hidden = true WHERE id = $1', [kept.id]);
        await tx.query('UPDATE public.discussion_comments SET hidden = false WHERE id = $1', [kept.id]);
        await tx.query('DELETE FROM public.discussion_comments WHERE id = $1', [gone.id]);
        await insertRow(tx, 'public.discussion_likes', { discussion_id: discussion.id, user_id: reader.id });
        await tx.query('DELETE FROM public.discussion_likes WHERE discussion_id = $1', [discussion.id]);
        await insertRow(tx, 'public.discussion_likes', { discussion_id: discussion.id, user_id: author.id });
      });
      expect(await totals()).toEqual({ ...start, comments: start.comments + 1, likes: start.likes + 1 });
      expect((await db.query(counts, [discussion.id])).rows[0]).toEqual({ likes: 1, comments_count: 1 });
      const rolled = (await db.query(daily)).rows;
      await db.query('SELECT rollups.rebuild_content_daily()');
      expect((await db.query(daily)).rows).toEqual(rolled);
    });

    test('are read without scanning discussions or comments', async () => {
      const { rows } = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${TOTALS_SQL}`);
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(plan).toContain('forum_totals');
      expect(plan).not.toMatch(/discussion/);
      // What the totals replaced did scan them (the check can fail).
      const before = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${RAW_SQL}`);
      expect(before.rows.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/Seq Scan on discussions/);
    });
  });
});
