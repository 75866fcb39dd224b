// Discussions as forum users expect them (migration 1795305603200_discussion_titles): threads have a title and a
// topic, a reply that mentions the member it answers notifies them once, and a profile's website is http(s) only;
// also on a database written before the migration (titles backfilled, bad websites dropped).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../src/config/paths.ts';
import { applyMigrations, readMigrations } from '../../src/db/migrate.ts';
import { type PgliteDatabase } from '../../src/db/pglite.ts';
import { createEmptyDatabase, createTestDatabase } from '../support/database.ts';
import { CHECK, countRows, createMember, expectRejected, insertComment, insertDiscussion, type Member } from './fixtures.ts';

const DISCUSSION_TITLES = '1795305603200';

let db: PgliteDatabase;
let alice: Member;
let bob: Member;

beforeAll(async () => {
  db = await createTestDatabase();
  alice = await createMember(db);
  bob = await createMember(db);
});

afterAll(async () => {
  await db?.close();
});

describe('discussions.title', () => {
  it('is stored trimmed, with the topic given', async () => {
    const row = await insertDiscussion(db, { title: '  Rollups or sidechains?\u3000', topic: 'blockchain', author_id: alice.id });
    expect(row).toMatchObject({ title: 'Rollups or sidechains?', topic: 'blockchain' });
  });

  it('refuses an empty, a multi-line or a 121-character title and takes 120 characters', async () => {
    for (const title of ['', ' \n ', 'Two\nlines', 'x'.repeat(121)]) {
      await expectRejected(insertDiscussion(db, { title, author_id: alice.id }), { code: CHECK, constraint: 'discussions_title_check' });
    }
    expect((await insertDiscussion(db, { title: 'x'.repeat(120), author_id: alice.id })).title).toBe('x'.repeat(120));
  });

  it('comes from the first line of the text when none is written, at most 80 characters', async () => {
    const short = await insertDiscussion(db, { content: '  Gas fees today\nThey are low, are they not?', author_id: alice.id });
    expect(short.title).toBe('Gas fees today');
    const long = await insertDiscussion(db, { content: `${'word '.repeat(40)}\nmore`, author_id: alice.id });
    expect(long.title).toBe(`${'word '.repeat(16).slice(0, 79).trim()}…`);
    expect((long.title as string).length).toBeLessThanOrEqual(80);
  });

  it('refuses a topic the forum does not have, defaults to general', async () => {
    await expectRejected(insertDiscussion(db, { topic: 'gossip', author_id: alice.id }), {
      code: CHECK,
      constraint: 'discussions_topic_check',
    });
    expect((await insertDiscussion(db, { title: 'Hello', author_id: alice.id })).topic).toBe('general');
  });

  it('an edit of the title moves updated_at', async () => {
    const row = await insertDiscussion(db, { title: 'Before', author_id: alice.id, updated_at: new Date('2020-01-01T00:00:00Z') });
    const { rows } = await db.query<{ title: string; updated_at: Date }>(
      `UPDATE public.discussions SET title = ' After ' WHERE id = $1 RETURNING title, updated_at`,
      [row.id],
    );
    expect(rows[0]!.title).toBe('After');
    expect(rows[0]!.updated_at.getTime()).toBeGreaterThan(new Date('2020-01-01T00:00:00Z').getTime());
  });
});

describe('notifications of a reply that mentions its addressee', () => {
  const notificationsOf = (member: Member, commentId: unknown) =>
    countRows(db, 'public.notifications', 'recipient_id = $1 AND comment_id = $2', [member.id, commentId]);

  it('tell the author of the thread once, and other mentioned members once each', async () => {
    const carol = await createMember(db);
    const thread = await insertDiscussion(db, { title: 'Thread', author_id: alice.id });
    const reply = await insertComment(db, thread.id, { author_id: bob.id, content: `@${alice.username} and @${carol.username}: agreed` });
    expect(await notificationsOf(alice, reply.id)).toBe(1);
    expect(await notificationsOf(carol, reply.id)).toBe(1);
    const { rows } = await db.query<{ kind: string }>('SELECT kind FROM public.notifications WHERE recipient_id = $1 AND comment_id = $2', [
      alice.id,
      reply.id,
    ]);
    expect(rows).toEqual([{ kind: 'reply' }]);
  });

  it('tell the author of the comment answered once, also when an edit mentions them again', async () => {
    const thread = await insertDiscussion(db, { title: 'Thread', author_id: alice.id });
    const comment = await insertComment(db, thread.id, { author_id: alice.id, content: 'First!' });
    const reply = await insertComment(db, thread.id, { author_id: bob.id, parent_id: comment.id, content: `@${alice.username} yes` });
    expect(await notificationsOf(alice, reply.id)).toBe(1);
    await db.query(`UPDATE public.discussion_comments SET content = $2 WHERE id = $1`, [
      reply.id,
      `@${alice.username} yes, @${alice.username}!`,
    ]);
    expect(await notificationsOf(alice, reply.id)).toBe(1);
  });

  it('still tell a mentioned member who is not the addressee', async () => {
    const carol = await createMember(db);
    const thread = await insertDiscussion(db, { title: 'Thread', author_id: alice.id });
    const reply = await insertComment(db, thread.id, { author_id: bob.id, content: 'Plain reply' });
    expect(await notificationsOf(carol, reply.id)).toBe(0);
    await db.query(`UPDATE public.discussion_comments SET content = $2 WHERE id = $1`, [reply.id, `Plain reply, cc @${carol.username}`]);
    expect(await notificationsOf(carol, reply.id)).toBe(1);
  });
});

describe('user_profiles.website', () => {
  it.each(['https://ada.example.com', 'http://example.org/path?x=1'])('takes %s', async (website) => {
    const member = await createMember(db);
    await db.query('UPDATE public.user_profiles SET website = $2 WHERE id = $1', [member.id, website]);
  });

  it.each(['javascript:alert(1)', 'JAVASCRIPT://x', '/u/ada', 'data:text/html,x', 'ftp://example.com', 'https://', ' https://a.b'])(
    'refuses %j with the named CHECK',
    async (website) => {
      const member = await createMember(db);
      await expectRejected(db.query('UPDATE public.user_profiles SET website = $2 WHERE id = $1', [member.id, website]), {
        code: CHECK,
        constraint: 'user_profiles_website_check',
      });
    },
  );
});

describe('the migration on a database written before it', () => {
  it('gives existing threads the title of their text and drops websites that are not http(s)', async () => {
    const migrations = readMigrations(MIGRATIONS_DIR);
    const before = migrations.findIndex((migration) => migration.version === DISCUSSION_TITLES);
    expect(before).toBeGreaterThan(0);
    const old = await createEmptyDatabase();
    try {
      await applyMigrations(old, migrations.slice(0, before));
      const member = await createMember(old);
      const other = await createMember(old);
      await old.query('UPDATE public.user_profiles SET website = $2 WHERE id = $1', [member.id, '/u/elsewhere']);
      await old.query('UPDATE public.user_profiles SET website = $2 WHERE id = $1', [other.id, 'https://fine.example']);
      await old.query(`INSERT INTO public.discussions (author_id, content) VALUES ($1, $2), ($1, $3)`, [
        member.id,
        'Which wallet do you use?\nI am choosing one.',
        '以太坊的手续费还会下降吗？',
      ]);
      await applyMigrations(old, migrations);

      const { rows } = await old.query<{ title: string; topic: string }>('SELECT title, topic FROM public.discussions ORDER BY title');
      expect(rows).toEqual([
        { title: 'Which wallet do you use?', topic: 'general' },
        { title: '以太坊的手续费还会下降吗？', topic: 'general' },
      ]);
      const { rows: sites } = await old.query<{ id: string; website: string | null }>(
        'SELECT id, website FROM public.user_profiles WHERE id = ANY($1::uuid[])',
        [[member.id, other.id]],
      );
      expect(Object.fromEntries(sites.map((site) => [site.id, site.website]))).toEqual({
        [member.id]: null,
        [other.id]: 'https://fine.example',
      });
    } finally {
      await old.close();
    }
  });
});
