// What the database computes by itself (design section 3, spec sections 4, 5 and 9): published_at,
// updated_at, unique slugs, read_time and the like and comment counters, on PGlite and PostgreSQL 15;
// and, on PostgreSQL only (PGlite has a single connection), that concurrent writers lose nothing.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database, Queryable } from '../../src/db/types.ts';
import {
  backends,
  CHECK,
  POSTS,
  countRows,
  createMember,
  databaseTime,
  expectRejected,
  findRow,
  FOREIGN_KEY,
  insertArticle,
  insertAuthor,
  insertBlogPost,
  insertCategory,
  insertComment,
  insertDiscussion,
  insertEvent,
  insertNewsArticle,
  insertNewsSource,
  insertRow,
  type Member,
  type Row,
  token,
  UNIQUE,
  updateRow,
} from './fixtures.ts';

// [table, column to slug from]
const SLUGGED: [string, string][] = [
  ['public.articles', 'title'],
  ['public.blog_posts', 'title'],
  ['public.events', 'name'],
];

// a-z, 0-9 and Han characters, joined by single hyphens.
const SLUG_FORMAT = /^[a-z0-9\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+(-[a-z0-9\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+)*$/;
const PAST = '2020-02-03T04:05:06.000Z';

describe.each(backends().map((backend) => [backend.name, backend] as const))('database triggers on %s', (_name, backend) => {
  describe.skipIf(!backend.available)('triggers', () => {
    let db: Database;

    beforeAll(async () => {
      db = await backend.migrated();
    }, 180_000);
    afterAll(() => backend.dispose(), 60_000);

    function insertPost(table: string, overrides: Row = {}): Promise<Row> {
      return table === 'public.articles' ? insertArticle(db, overrides) : insertBlogPost(db, overrides);
    }

    function insertSlugged(table: string, source: string, overrides: Row = {}): Promise<Row> {
      if (table === 'public.events') return insertEvent(db, { name: source, ...overrides });
      return insertPost(table, { title: source, ...overrides });
    }

    // --- published_at ------------------------------------------------------------------------

    test.each(POSTS)('%s: published_at is set to now when published becomes true, on insert and on update', async (_n, table) => {
      const before = await databaseTime(db);
      const published = await insertPost(table, { published: true });
      const draft = await insertPost(table, { published: false });
      const afterInsert = await databaseTime(db);
      expect(published.published_at).toBeInstanceOf(Date);
      expect((published.published_at as Date).getTime()).toBeGreaterThanOrEqual(before.getTime());
      expect((published.published_at as Date).getTime()).toBeLessThanOrEqual(afterInsert.getTime());
      expect(draft.published_at).toBeNull();

      const beforeUpdate = await databaseTime(db);
      const flipped = await updateRow(db, table, draft.id, { published: true });
      const afterUpdate = await databaseTime(db);
      expect((flipped.published_at as Date).getTime()).toBeGreaterThanOrEqual(beforeUpdate.getTime());
      expect((flipped.published_at as Date).getTime()).toBeLessThanOrEqual(afterUpdate.getTime());
    });

    test.each(POSTS)('%s: published_at is cleared when published becomes false', async (_n, table) => {
      const row = await insertPost(table, { published: true });
      const unpublished = await updateRow(db, table, row.id, { published: false });
      expect(unpublished.published_at).toBeNull();
      // A draft cannot carry a publication date, even when one is given.
      expect((await insertPost(table, { published: false, published_at: PAST })).published_at).toBeNull();
      expect((await updateRow(db, table, row.id, { published_at: PAST })).published_at).toBeNull();
      // Publishing again dates it now, not at the first publication.
      const republished = await updateRow(db, table, row.id, { published: true });
      expect((republished.published_at as Date).getTime()).toBeGreaterThan(new Date(PAST).getTime());
    });

    test.each(POSTS)('%s: published_at is kept while published stays true and other columns change', async (_n, table) => {
      const row = await insertPost(table, { published: true, published_at: PAST });
      const edited = await updateRow(db, table, row.id, { title: 'An edited title', featured: true });
      expect((edited.published_at as Date).toISOString()).toBe(PAST);
      const republished = await updateRow(db, table, row.id, { published: true });
      expect((republished.published_at as Date).toISOString()).toBe(PAST);
      const cleared = await updateRow(db, table, row.id, { published_at: null });
      expect((cleared.published_at as Date).toISOString()).toBe(PAST);
    });

    test.each(POSTS)('%s: an explicit published_at given on insert of a published row is kept (imports)', async (_n, table) => {
      const row = await insertPost(table, { published: true, published_at: PAST });
      expect((row.published_at as Date).toISOString()).toBe(PAST);
      expect(((await findRow(db, table, row.id))!.published_at as Date).toISOString()).toBe(PAST);
    });

    // --- updated_at ----------------------------------------------------------------------------

    // [table, make a row with this updated_at, a change]
    const UPDATED: [string, (values: Row) => Promise<Row>, Row][] = [
      ['auth.users', (v) => insertRow(db, 'auth.users', { email: `${token()}@example.com`, ...v }), { email_verified: true }],
      [
        'public.user_profiles',
        async (v) => {
          const user = await insertRow(db, 'auth.users', { email: `${token()}@example.com` });
          return insertRow(db, 'public.user_profiles', { id: user.id, username: token(), display_name: 'Someone', ...v });
        },
        { bio: 'Hello' },
      ],
      ['public.categories', (v) => insertCategory(db, v), { description: 'About things' }],
      ['public.authors', (v) => insertAuthor(db, v), { bio: 'Writes things' }],
      ['public.articles', (v) => insertArticle(db, v), { featured: true }],
      ['public.blog_posts', (v) => insertBlogPost(db, v), { featured: true }],
      ['public.events', (v) => insertEvent(db, v), { featured: true }],
      ['public.news_sources', (v) => insertNewsSource(db, v), { is_active: false }],
      ['public.news_articles', (v) => insertNewsArticle(db, v), { is_featured: true }],
    ];

    test.each(UPDATED)('%s: updated_at moves to now on every update', async (table, make, change) => {
      const row = await make({ updated_at: PAST });
      expect((row.updated_at as Date).toISOString()).toBe(PAST);
      const before = await databaseTime(db);
      const updated = await updateRow(db, table, row.id, change);
      expect((updated.updated_at as Date).getTime()).toBeGreaterThanOrEqual(before.getTime());
      // Even an explicit value cannot set it back.
      const forced = await updateRow(db, table, row.id, { updated_at: PAST });
      expect((forced.updated_at as Date).getTime()).toBeGreaterThanOrEqual(before.getTime());
    });

    // Discussions and comments count as updated only when their text is edited: likes and
    // comment counts change through triggers without moving updated_at.
    test('public.discussions and comments: updated_at moves on a content edit, not on likes or comments', async () => {
      const discussion = await insertDiscussion(db, { updated_at: PAST });
      const comment = await insertComment(db, discussion.id, { updated_at: PAST });
      const member = await createMember(db);
      await insertRow(db, 'public.discussion_likes', { discussion_id: discussion.id, user_id: member.id });
      await insertRow(db, 'public.discussion_comment_likes', { comment_id: comment.id, user_id: member.id });
      const counted = await findRow(db, 'public.discussions', discussion.id);
      expect(counted).toMatchObject({ likes: 1, comments_count: 1 });
      expect((counted!.updated_at as Date).toISOString()).toBe(PAST);
      expect(((await findRow(db, 'public.discussion_comments', comment.id))!.updated_at as Date).toISOString()).toBe(PAST);

      const before = await databaseTime(db);
      for (const [table, id] of [
        ['public.discussions', discussion.id],
        ['public.discussion_comments', comment.id],
      ] as const) {
        const edited = await updateRow(db, table, id, { content: 'Edited text' });
        expect((edited.updated_at as Date).getTime()).toBeGreaterThanOrEqual(before.getTime());
      }
    });

    // --- slugs -----------------------------------------------------------------------------------

    test.each(SLUGGED)('%s: the same %s three times gives x, x-1, x-2', async (table, column) => {
      const word = token();
      const source = `Hello, World! ${word}`;
      const rows = [];
      for (let i = 0; i < 3; i += 1) rows.push(await insertSlugged(table, source));
      expect(rows.map((row) => row.slug)).toEqual([`hello-world-${word}`, `hello-world-${word}-1`, `hello-world-${word}-2`]);
      expect(rows.map((row) => row[column])).toEqual([source, source, source]);
    });

    test.each(SLUGGED)(
      '%s: slugs follow the spec rule (lowercase, runs of other characters to one hyphen, none at the ends)',
      async (table) => {
        const word = token();
        expect((await insertSlugged(table, `  --Ünïcode & Web3: ${word}'s  "Guide" 2025!!  `)).slug).toBe(
          `n-code-web3-${word}-s-guide-2025`,
        );
        expect((await insertSlugged(table, `${word.toUpperCase()}___MIXED   Case`)).slug).toBe(`${word}-mixed-case`);
      },
    );

    test.each(SLUGGED)('%s: an explicit slug is slugified and made unique', async (table) => {
      const word = token();
      const first = await insertSlugged(table, 'Some source text', { slug: `custom-${word}` });
      const second = await insertSlugged(table, 'Other source text', { slug: `Custom ${word.toUpperCase()}!` });
      const fromTitle = await insertSlugged(table, `Custom ${word}`);
      expect([first.slug, second.slug, fromTitle.slug]).toEqual([`custom-${word}`, `custom-${word}-1`, `custom-${word}-2`]);
    });

    test.each(SLUGGED)('%s: updating other columns keeps the slug, even the title', async (table, column) => {
      const word = token();
      const row = await insertSlugged(table, `Original ${word}`);
      const updated = await updateRow(db, table, row.id, { [column]: `Renamed ${word}`, featured: true });
      expect(updated.slug).toBe(`original-${word}`);
    });

    test.each(SLUGGED)('%s: a row updated with its own slug keeps it (it excludes itself)', async (table) => {
      const word = token();
      const row = await insertSlugged(table, `Keep me ${word}`);
      const twin = await insertSlugged(table, `Keep me ${word}`);
      expect([row.slug, twin.slug]).toEqual([`keep-me-${word}`, `keep-me-${word}-1`]);

      expect((await updateRow(db, table, row.id, { slug: row.slug })).slug).toBe(`keep-me-${word}`);
      // A different spelling of the same slug must not collide with the row itself.
      expect((await updateRow(db, table, row.id, { slug: `KEEP me ${word}` })).slug).toBe(`keep-me-${word}`);
      expect((await updateRow(db, table, twin.id, { slug: `keep-me-${word}-1!` })).slug).toBe(`keep-me-${word}-1`);
      // An emptied slug is made again from the title, still excluding the row itself.
      expect((await updateRow(db, table, row.id, { slug: '' })).slug).toBe(`keep-me-${word}`);
      // Asking for another row's slug gives the next free one, which may be the row's own.
      expect((await updateRow(db, table, twin.id, { slug: `keep-me-${word}` })).slug).toBe(`keep-me-${word}-1`);
      const third = await insertSlugged(table, `Something else ${word}`);
      expect((await updateRow(db, table, third.id, { slug: `keep-me-${word}` })).slug).toBe(`keep-me-${word}-2`);
    });

    test.each(SLUGGED)('%s: a Chinese title keeps its Han characters in a unique, well-formed slug', async (table) => {
      const word = token();
      const first = await insertSlugged(table, `区块链技术的未来发展：${word}`);
      const second = await insertSlugged(table, `区块链技术的未来发展：${word}`);
      for (const row of [first, second]) {
        expect(row.slug).toMatch(SLUG_FORMAT);
      }
      expect(first.slug).toBe(`区块链技术的未来发展-${word}`);
      expect(second.slug).toBe(`区块链技术的未来发展-${word}-1`);
      // Mixed titles keep both; CJK punctuation separates words.
      expect((await insertSlugged(table, `以太坊 Ethereum ${word} 升级。`)).slug).toBe(`以太坊-ethereum-${word}-升级`);
      // A title of punctuation only falls back to the row id's first block.
      const bare = await insertSlugged(table, '！？……——');
      expect(bare.slug).toMatch(/^[0-9a-f]{8}$/);
    });

    test.each(SLUGGED)('%s: a slug cut to its maximum length does not end with a hyphen', async (table) => {
      // slugify gives '<word>-aaa…a-more'; the 80th character is the hyphen before 'more'.
      const word = token();
      const source = `${word} ${'a'.repeat(78 - word.length)} more words`;
      const first = await insertSlugged(table, source);
      const second = await insertSlugged(table, source);
      expect(first.slug).toMatch(SLUG_FORMAT);
      expect(second.slug).toMatch(SLUG_FORMAT);
      expect((first.slug as string).length).toBeLessThanOrEqual(80);
    });

    // --- read_time ------------------------------------------------------------------------------

    test.each(POSTS)('%s: read_time is the content length divided by 200, rounded up', async (_n, table) => {
      const cases: [number, number][] = [
        [50, 1],
        [200, 1],
        [201, 2],
        [400, 2],
        [401, 3],
        [1000, 5],
      ];
      for (const [length, minutes] of cases) {
        const row = await insertPost(table, { content: 'r'.repeat(length) });
        expect({ length, readTime: row.read_time }).toEqual({ length, readTime: minutes });
      }
      // A given read_time is not trusted.
      expect((await insertPost(table, { content: 'r'.repeat(1000), read_time: 99 })).read_time).toBe(5);
    });

    test.each(POSTS)('%s: read_time is recomputed when the content changes, and only then', async (_n, table) => {
      const row = await insertPost(table, { content: 'r'.repeat(1000) });
      expect(row.read_time).toBe(5);
      expect((await updateRow(db, table, row.id, { content: 'r'.repeat(201) })).read_time).toBe(2);
      expect((await updateRow(db, table, row.id, { content: 'r'.repeat(2001) })).read_time).toBe(11);
      expect((await updateRow(db, table, row.id, { title: 'Only the title changes' })).read_time).toBe(11);
    });

    // --- counters --------------------------------------------------------------------------------

    async function likes(table: string, id: unknown): Promise<number> {
      return (await findRow(db, table, id))!.likes as number;
    }

    test('discussion likes: a like adds one, an unlike removes one, a second like by the same member is refused', async () => {
      const discussion = await insertDiscussion(db);
      const [alice, bob] = [await createMember(db), await createMember(db)];
      const like = (userId: string) => insertRow(db, 'public.discussion_likes', { discussion_id: discussion.id, user_id: userId });
      const unlike = (userId: string) =>
        db.query('delete from public.discussion_likes where discussion_id = $1 and user_id = $2', [discussion.id, userId]);

      expect(await likes('public.discussions', discussion.id)).toBe(0);
      await like(alice.id);
      expect(await likes('public.discussions', discussion.id)).toBe(1);
      await like(bob.id);
      expect(await likes('public.discussions', discussion.id)).toBe(2);
      await expectRejected(like(alice.id), { code: UNIQUE, constraint: 'discussion_likes_pkey' });
      expect(await likes('public.discussions', discussion.id)).toBe(2);
      await unlike(alice.id);
      expect(await likes('public.discussions', discussion.id)).toBe(1);
      await unlike(alice.id); // nothing to remove
      expect(await likes('public.discussions', discussion.id)).toBe(1);
      await like(alice.id);
      await unlike(bob.id);
      await unlike(alice.id);
      expect(await likes('public.discussions', discussion.id)).toBe(0);
      await expectRejected(
        insertRow(db, 'public.discussion_likes', { discussion_id: '00000000-0000-4000-8000-000000000000', user_id: bob.id }),
        {
          code: FOREIGN_KEY,
          constraint: 'discussion_likes_discussion_id_fkey',
        },
      );
    });

    test('comment likes: a like adds one, an unlike removes one, a second like by the same member is refused', async () => {
      const discussion = await insertDiscussion(db);
      const comment = await insertComment(db, discussion.id);
      const other = await insertComment(db, discussion.id);
      const [alice, bob] = [await createMember(db), await createMember(db)];
      const like = (userId: string) => insertRow(db, 'public.discussion_comment_likes', { comment_id: comment.id, user_id: userId });

      await like(alice.id);
      await like(bob.id);
      expect(await likes('public.discussion_comments', comment.id)).toBe(2);
      await expectRejected(like(bob.id), { code: UNIQUE, constraint: 'discussion_comment_likes_pkey' });
      expect(await likes('public.discussion_comments', comment.id)).toBe(2);
      await db.query('delete from public.discussion_comment_likes where comment_id = $1 and user_id = $2', [comment.id, bob.id]);
      expect(await likes('public.discussion_comments', comment.id)).toBe(1);
      // Neither the other comment nor the discussion counts these likes.
      expect(await likes('public.discussion_comments', other.id)).toBe(0);
      expect(await likes('public.discussions', discussion.id)).toBe(0);
    });

    test('comments_count follows comment inserts and deletes', async () => {
      const discussion = await insertDiscussion(db);
      const other = await insertDiscussion(db);
      const count = async (id: unknown) => (await findRow(db, 'public.discussions', id))!.comments_count;

      const first = await insertComment(db, discussion.id);
      await insertComment(db, discussion.id);
      const third = await insertComment(db, discussion.id);
      expect(await count(discussion.id)).toBe(3);
      expect(await count(other.id)).toBe(0);
      await db.query('delete from public.discussion_comments where id = $1', [first.id]);
      expect(await count(discussion.id)).toBe(2);
      await updateRow(db, 'public.discussion_comments', third.id, { content: 'edited' });
      expect(await count(discussion.id)).toBe(2);
      await db.query('delete from public.discussion_comments where discussion_id = $1', [discussion.id]);
      expect(await count(discussion.id)).toBe(0);
      expect(await countRows(db, 'public.discussion_comments', 'discussion_id = $1', [discussion.id])).toBe(0);
    });

    // --- the last admin ----------------------------------------------------------------------------

    /** Two fresh admins, and every other admin revoked, so the test knows who the admins are. */
    async function onlyTwoAdmins(): Promise<[Member, Member]> {
      const first = await createMember(db, { isAdmin: true });
      const second = await createMember(db, { isAdmin: true });
      await db.query('update public.user_profiles set is_admin = false where is_admin and id <> all($1::uuid[])', [[first.id, second.id]]);
      return [first, second];
    }

    test('the last admin can be neither revoked nor deleted; another admin first, then it can', async () => {
      const [first, second] = await onlyTwoAdmins();
      await updateRow(db, 'public.user_profiles', first.id, { is_admin: false });
      await expectRejected(updateRow(db, 'public.user_profiles', second.id, { is_admin: false }), { code: CHECK });
      await expectRejected(db.query('delete from auth.users where id = $1', [second.id]), { code: CHECK });
      expect((await findRow(db, 'public.user_profiles', second.id))!.is_admin).toBe(true);

      const third = await createMember(db, { isAdmin: true });
      await updateRow(db, 'public.user_profiles', second.id, { is_admin: false });
      expect(await countRows(db, 'public.user_profiles', 'is_admin')).toBe(1);
      expect((await findRow(db, 'public.user_profiles', third.id))!.is_admin).toBe(true);
    });

    // --- concurrency (PostgreSQL only) -------------------------------------------------------------

    describe.skipIf(backend.name !== 'postgres')('concurrent writers', () => {
      let pool: Database;
      beforeAll(async () => {
        pool = await backend.reopen(db, 20);
      }, 60_000);

      /** Runs fn in its own transaction, holding it open a little so the transactions overlap. */
      function slowTransaction(fn: (tx: Queryable) => Promise<unknown>): Promise<unknown> {
        return pool.transaction(async (tx) => {
          await fn(tx);
          await tx.query('select pg_sleep(0.05)');
        });
      }

      test('20 members liking one discussion at once end with likes = 20', async () => {
        const discussion = await insertDiscussion(db);
        const members = [];
        for (let i = 0; i < 20; i += 1) members.push(await createMember(db));

        const results = await Promise.allSettled(
          members.map((member) =>
            slowTransaction((tx) =>
              tx.query('insert into public.discussion_likes (discussion_id, user_id) values ($1, $2)', [discussion.id, member.id]),
            ),
          ),
        );

        expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
        expect(await likes('public.discussions', discussion.id)).toBe(20);
        expect(await countRows(db, 'public.discussion_likes', 'discussion_id = $1', [discussion.id])).toBe(20);

        // And 20 unlikes at once bring it back to 0.
        await Promise.all(
          members.map((member) =>
            slowTransaction((tx) =>
              tx.query('delete from public.discussion_likes where discussion_id = $1 and user_id = $2', [discussion.id, member.id]),
            ),
          ),
        );
        expect(await likes('public.discussions', discussion.id)).toBe(0);
      }, 30_000);

      test('two admins revoking each other at once: one succeeds, the other is refused', async () => {
        const [first, second] = await onlyTwoAdmins();
        const results = await Promise.allSettled(
          [first, second].map((member) =>
            slowTransaction((tx) => tx.query('update public.user_profiles set is_admin = false where id = $1', [member.id])),
          ),
        );
        expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
        expect(results.find((result) => result.status === 'rejected')).toMatchObject({ reason: { code: CHECK } });
        expect(await countRows(db, 'public.user_profiles', 'is_admin')).toBe(1);
      }, 30_000);

      test('10 articles with the same title inserted at once get 10 distinct slugs, without error', async () => {
        const word = token();
        const results = await Promise.allSettled(
          Array.from({ length: 10 }, () =>
            slowTransaction((tx) =>
              tx.query('insert into public.articles (title, excerpt, content) values ($1, $2, $3)', [
                `Race ${word}`,
                'A short excerpt of the text.',
                'r'.repeat(60),
              ]),
            ),
          ),
        );

        expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
        const slugs = (await db.query<{ slug: string }>('select slug from public.articles where title = $1', [`Race ${word}`])).rows.map(
          (r) => r.slug,
        );
        expect(slugs.sort()).toEqual([`race-${word}`, ...Array.from({ length: 9 }, (_, i) => `race-${word}-${i + 1}`)].sort());
      }, 30_000);

      test('concurrent inserts whose slugs only collide after suffixing do not fail either', async () => {
        // 'x' exists; one writer adds 'x' again (its next free slug is x-1) while another adds a title
        // whose own slug is x-1. Both must succeed with distinct slugs.
        const word = token();
        await insertArticle(db, { title: `Clash ${word}` });
        let releaseSecond!: () => void;
        const secondInserted = new Promise<void>((resolve) => {
          releaseSecond = resolve;
        });
        let finishSecond!: () => void;
        const secondMayCommit = new Promise<void>((resolve) => {
          finishSecond = resolve;
        });

        const second = pool.transaction(async (tx) => {
          await tx.query('insert into public.articles (title, excerpt, content) values ($1, $2, $3)', [
            `Clash ${word} 1`,
            'A short excerpt.',
            'r'.repeat(60),
          ]);
          releaseSecond();
          await secondMayCommit;
        });
        await secondInserted;
        const first = pool.transaction((tx) =>
          tx.query('insert into public.articles (title, excerpt, content) values ($1, $2, $3)', [
            `Clash ${word}`,
            'A short excerpt.',
            'r'.repeat(60),
          ]),
        );
        await new Promise((resolve) => setTimeout(resolve, 300));
        finishSecond();

        const results = await Promise.allSettled([first, second]);
        expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
        const slugs = (
          await db.query<{ slug: string }>('select slug from public.articles where title like $1', [`Clash ${word}%`])
        ).rows.map((r) => r.slug);
        expect(new Set(slugs).size).toBe(3);
      }, 30_000);
    });
  });
});
