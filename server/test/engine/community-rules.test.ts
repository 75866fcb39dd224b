// The probe's content findings (issue 27) on the project's metadata with real tokens, migration
// 1795305602000_content_rules: hidden comments take no replies; likes, bookmarks and reports of hidden or unpublished
// items are refused and notify nobody; hidden items mention nobody; mention notifications are capped per writer and
// per (writer, recipient); edits spend a budget; blog posts are budgeted and capped in length.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/types.ts';
import {
  backends,
  bearer,
  countRows,
  createTestEngine,
  dataOf,
  memberToken,
  MEMBERS,
  siteAdminToken,
  type Headers,
  type TestEngine,
} from './harness.ts';

const COMMENT = `mutation ($content: String!, $discussionId: uuid, $parentId: uuid) {
  insert_discussion_comments_one(object: {content: $content, discussion_id: $discussionId, parent_id: $parentId}) { id parent_id }
}`;
const DISCUSSION = 'mutation ($content: String!) { insert_discussions_one(object: {content: $content, language: "en"}) { id } }';
const HIDE_DISCUSSION =
  'mutation ($id: uuid!, $hidden: Boolean!) { update_discussions_by_pk(pk_columns: {id: $id}, _set: {hidden: $hidden}) { id } }';
const HIDE_COMMENT =
  'mutation ($id: uuid!, $hidden: Boolean!) { update_discussion_comments_by_pk(pk_columns: {id: $id}, _set: {hidden: $hidden}) { id } }';
const EDIT_DISCUSSION =
  'mutation ($id: uuid!, $content: String!) { update_discussions_by_pk(pk_columns: {id: $id}, _set: {content: $content}) { id } }';
const EDIT_COMMENT =
  'mutation ($id: uuid!, $content: String!) { update_discussion_comments_by_pk(pk_columns: {id: $id}, _set: {content: $content}) { id } }';
const POSTS = 'mutation ($posts: [blog_posts_insert_input!]!) { insert_blog_posts(objects: $posts) { affected_rows } }';

describe.each(backends().map((backend) => [backend.name, backend] as const))('community rules on %s', (_name, backend) => {
  let db: Database;
  let api: TestEngine;
  let linWei: Headers;
  let marcus: Headers;
  let chenHao: Headers;
  let admin: Headers;
  let members = 0;

  beforeAll(async () => {
    if (!backend.available) return;
    db = await backend.open();
    api = await createTestEngine(db);
    linWei = bearer(await memberToken(MEMBERS.linWei));
    marcus = bearer(await memberToken(MEMBERS.marcus));
    chenHao = bearer(await memberToken(MEMBERS.chenHao));
    await db.query('UPDATE user_profiles SET is_admin = true WHERE id = $1', [MEMBERS.sofia]);
    admin = bearer(await siteAdminToken(MEMBERS.sofia), { 'x-hasura-role': 'site_admin' });
  });

  afterAll(async () => {
    await db?.close();
    await backend.stop();
  });

  /** New members named `${prefix}_<n>`, with their ids and tokens. */
  const newMembers = async (prefix: string, count: number) => {
    const created: { id: string; name: string; headers: Headers }[] = [];
    for (let index = 0; index < count; index += 1) {
      members += 1;
      const id = `32000000-0000-4000-8000-${String(members).padStart(12, '0')}`;
      const name = `${prefix}_${index}`;
      await db.query(`INSERT INTO auth.users (id, email, password_hash) VALUES ($1, $2, 'x')`, [id, `${name}@example.com`]);
      await db.query('INSERT INTO user_profiles (id, username, display_name) VALUES ($1, $2, $2)', [id, name]);
      created.push({ id, name, headers: bearer(await memberToken(id)) });
    }
    return created;
  };
  const discussion = async (headers: Headers, content: string) =>
    dataOf<{ insert_discussions_one: { id: string } }>(await api.gql(DISCUSSION, headers, { content })).insert_discussions_one.id;
  const comment = async (headers: Headers, variables: Record<string, unknown>) =>
    dataOf<{ insert_discussion_comments_one: { id: string; parent_id: string | null } }>(await api.gql(COMMENT, headers, variables))
      .insert_discussion_comments_one;
  const mentionsOf = (recipient: string, column: 'discussion_id' | 'comment_id', id: string) =>
    countRows(db, `SELECT count(*) AS n FROM notifications WHERE recipient_id = $1 AND kind = 'mention' AND ${column} = $2`, [
      recipient,
      id,
    ]);
  const post = (title: string, content = `A post long enough to be stored. ${'Words on a page. '.repeat(4)}`) => ({
    title,
    excerpt: 'An excerpt of the post.',
    content,
    language: 'en',
    published: true,
  });

  it.skipIf(!backend.available)('a hidden comment, or a reply under one, takes no replies', async () => {
    const discussionId = await discussion(marcus, 'A thread with a comment a moderator will hide');
    const top = await comment(linWei, { discussionId, content: 'A top-level comment' });
    const reply = await comment(chenHao, { discussionId, parentId: top.id, content: 'A reply' });
    const refusal = async (parentId: string) =>
      (await api.gql(COMMENT, marcus, { discussionId, parentId, content: 'Answering it' })).errors?.[0];

    dataOf(await api.gql(HIDE_COMMENT, admin, { id: reply.id, hidden: true }));
    const toHiddenReply = await refusal(reply.id);
    expect(toHiddenReply?.message).toContain('discussion_comments_reply_to_hidden');
    expect(toHiddenReply?.extensions.code).toBe('permission-error');
    expect((await comment(marcus, { discussionId, parentId: top.id, content: 'Still fine here' })).parent_id).toBe(top.id);

    dataOf(await api.gql(HIDE_COMMENT, admin, { id: reply.id, hidden: false }));
    dataOf(await api.gql(HIDE_COMMENT, admin, { id: top.id, hidden: true }));
    expect((await refusal(top.id))?.message).toContain('discussion_comments_reply_to_hidden');
    // A reply to a visible reply attaches to its hidden top-level comment: refused too.
    expect((await refusal(reply.id))?.message).toContain('discussion_comments_reply_to_hidden');
    expect(await countRows(db, 'SELECT count(*) AS n FROM discussion_comments WHERE parent_id = $1', [top.id])).toBe(2);
  });

  it.skipIf(!backend.available)('likes, bookmarks and reports of hidden or unpublished items are refused and notify nobody', async () => {
    const open = await discussion(marcus, 'An open thread');
    const hiddenComment = await comment(marcus, { discussionId: open, content: 'A comment a moderator hides' });
    dataOf(await api.gql(HIDE_COMMENT, admin, { id: hiddenComment.id, hidden: true }));
    const closed = await discussion(marcus, 'A thread a moderator hides');
    const underClosed = await comment(marcus, { discussionId: closed, content: 'A comment under it' });
    dataOf(await api.gql(HIDE_DISCUSSION, admin, { id: closed, hidden: true }));
    const article = (await db.query<{ id: string }>('SELECT id FROM articles WHERE NOT published LIMIT 1')).rows[0]!.id;
    const draft = (
      await db.query<{ id: string }>(
        `INSERT INTO blog_posts (title, excerpt, content, author_id, language, published)
         VALUES ('A draft of Marcus', 'An excerpt of it.', repeat('Not ready for readers. ', 4), $1, 'en', false) RETURNING id`,
        [MEMBERS.marcus],
      )
    ).rows[0]!.id;

    const refused = [
      ['mutation ($id: uuid!) { insert_discussion_likes_one(object: {discussion_id: $id}) { discussion_id } }', closed],
      ['mutation ($id: uuid!) { insert_discussion_comment_likes_one(object: {comment_id: $id}) { comment_id } }', hiddenComment.id],
      ['mutation ($id: uuid!) { insert_discussion_comment_likes_one(object: {comment_id: $id}) { comment_id } }', underClosed.id],
      ['mutation ($id: uuid!) { insert_article_likes_one(object: {article_id: $id}) { article_id } }', article],
      ['mutation ($id: uuid!) { insert_blog_post_likes_one(object: {blog_post_id: $id}) { blog_post_id } }', draft],
      ['mutation ($id: uuid!) { insert_bookmarks_one(object: {discussion_id: $id}) { id } }', closed],
      ['mutation ($id: uuid!) { insert_content_reports_one(object: {discussion_id: $id}) { id } }', closed],
      ['mutation ($id: uuid!) { insert_content_reports_one(object: {comment_id: $id}) { id } }', hiddenComment.id],
      ['mutation ($id: uuid!) { insert_content_reports_one(object: {comment_id: $id}) { id } }', underClosed.id],
      ['mutation ($id: uuid!) { insert_content_reports_one(object: {blog_post_id: $id}) { id } }', draft],
    ] as const;
    for (const [mutation, id] of refused) {
      expect({ mutation, code: (await api.gql(mutation, linWei, { id })).errors?.[0]?.extensions.code }).toEqual({
        mutation,
        code: 'permission-error',
      });
    }
    const likes = `SELECT count(*) AS n FROM notifications WHERE kind = 'like' AND actor_id = $1
      AND (discussion_id = ANY($2::uuid[]) OR comment_id = ANY($3::uuid[]) OR blog_post_id = $4)`;
    const liked = (discussions: string[]) => countRows(db, likes, [MEMBERS.linWei, discussions, [hiddenComment.id, underClosed.id], draft]);
    expect(await liked([closed, open])).toBe(0);
    expect(await countRows(db, 'SELECT count(*) AS n FROM content_reports WHERE reporter_id = $1', [MEMBERS.linWei])).toBe(0);

    // What readers see still takes them, and a like still notifies its author.
    dataOf(await api.gql(refused[0][0], linWei, { id: open }));
    dataOf(await api.gql(refused[5][0], linWei, { id: open }));
    dataOf(await api.gql(refused[6][0], linWei, { id: open }));
    expect(await liked([open])).toBe(1);
  });

  it.skipIf(!backend.available)('hidden threads and comments mention nobody, written or edited', async () => {
    const thread = await discussion(linWei, 'A thread a moderator hides before its edit');
    dataOf(await api.gql(HIDE_DISCUSSION, admin, { id: thread, hidden: true }));
    dataOf(await api.gql(EDIT_DISCUSSION, linWei, { id: thread, content: 'Now with @marcus_dev in it' }));
    expect(await mentionsOf(MEMBERS.marcus, 'discussion_id', thread)).toBe(0);

    const open = await discussion(linWei, 'An open thread for a comment');
    const hidden = await comment(linWei, { discussionId: open, content: 'A comment a moderator hides' });
    dataOf(await api.gql(HIDE_COMMENT, admin, { id: hidden.id, hidden: true }));
    dataOf(await api.gql(EDIT_COMMENT, linWei, { id: hidden.id, content: 'Now mentioning @chenhao_eth' }));
    expect(await mentionsOf(MEMBERS.chenHao, 'comment_id', hidden.id)).toBe(0);
    // Under a hidden thread, even a visible comment mentions nobody.
    const under = await comment(linWei, { discussionId: open, content: 'Another comment' });
    dataOf(await api.gql(HIDE_DISCUSSION, admin, { id: open, hidden: true }));
    dataOf(await api.gql(EDIT_COMMENT, linWei, { id: under.id, content: 'Hello @chenhao_eth' }));
    expect(await mentionsOf(MEMBERS.chenHao, 'comment_id', under.id)).toBe(0);

    // Shown again, an edit mentions as before.
    dataOf(await api.gql(HIDE_DISCUSSION, admin, { id: thread, hidden: false }));
    dataOf(await api.gql(EDIT_DISCUSSION, linWei, { id: thread, content: 'Again with @marcus_dev in it' }));
    expect(await mentionsOf(MEMBERS.marcus, 'discussion_id', thread)).toBe(1);
  });

  it.skipIf(!backend.available)('mention notifications are capped per writer and per writer and member, an hour', async () => {
    // One writer naming 70 members in 7 threads: the first 60 are told.
    const [writer] = await newMembers('mention_writer', 1);
    const named = await newMembers('mention_named', 70);
    for (let thread = 0; thread < 7; thread += 1) {
      const names = named.slice(thread * 10, thread * 10 + 10).map((member) => `@${member.name}`);
      await discussion(writer!.headers, `Thread ${thread}: ${names.join(' ')}`);
    }
    const fromWriter = "SELECT count(*) AS n FROM notifications WHERE actor_id = $1 AND kind = 'mention'";
    expect(await countRows(db, fromWriter, [writer!.id])).toBe(60);

    // One writer naming one member in 12 comments (and an edit): the member is told 10 times.
    const [pester, target] = await newMembers('mention_pester', 2);
    const thread = await discussion(linWei, 'A thread where one member pesters another');
    const comments = [];
    for (let index = 0; index < 12; index += 1) {
      comments.push(await comment(pester!.headers, { discussionId: thread, content: `Look here @${target!.name} (${index})` }));
    }
    const pair = "SELECT count(*) AS n FROM notifications WHERE actor_id = $1 AND recipient_id = $2 AND kind = 'mention'";
    expect(await countRows(db, pair, [pester!.id, target!.id])).toBe(10);
    // Others named by the same writer are still told, and every comment was written.
    await comment(pester!.headers, { discussionId: thread, content: `And you, @${named[0]!.name}` });
    expect(await countRows(db, pair, [pester!.id, named[0]!.id])).toBe(1);
    expect(await countRows(db, 'SELECT count(*) AS n FROM discussion_comments WHERE author_id = $1', [pester!.id])).toBe(13);
  });

  it.skipIf(!backend.available)('edits spend a budget: 100 edits of discussions an hour per member', async () => {
    const [editor] = await newMembers('budget_editor', 1);
    const thread = await discussion(editor!.headers, 'A thread edited again and again');
    const errors: (string | undefined)[] = [];
    for (let index = 0; index < 101; index += 1) {
      errors.push((await api.gql(EDIT_DISCUSSION, editor!.headers, { id: thread, content: `Edit ${index}` })).errors?.[0]?.message);
    }
    expect(errors.slice(0, 100).every((message) => message === undefined)).toBe(true);
    expect(errors[100]).toContain('discussions_budget');
    expect((await db.query<{ content: string }>('SELECT content FROM discussions WHERE id = $1', [thread])).rows[0]!.content).toBe(
      'Edit 99',
    );
    // A moderator's hiding is no edit and spends nothing.
    dataOf(await api.gql(HIDE_DISCUSSION, admin, { id: thread, hidden: true }));
  });

  it.skipIf(!backend.available)('edits of blog posts spend a budget of 120 an hour; publishing is no edit', async () => {
    const [author] = await newMembers('blog_editor', 1);
    const id = (
      await db.query<{ id: string }>(
        `INSERT INTO blog_posts (title, excerpt, content, author_id, language, published)
         VALUES ('A post edited again and again', 'An excerpt of it.', repeat('Edited many times. ', 4), $1, 'en', false) RETURNING id`,
        [author!.id],
      )
    ).rows[0]!.id;
    const edit = 'mutation ($id: uuid!, $title: String!) { update_blog_posts_by_pk(pk_columns: {id: $id}, _set: {title: $title}) { id } }';
    const errors: (string | undefined)[] = [];
    for (let index = 0; index < 121; index += 1) {
      errors.push((await api.gql(edit, author!.headers, { id, title: `Edited title ${index}` })).errors?.[0]?.message);
    }
    expect(errors.slice(0, 120).every((message) => message === undefined)).toBe(true);
    expect(errors[120]).toContain('blog_posts_budget');
    const publish = 'mutation ($id: uuid!) { update_blog_posts_by_pk(pk_columns: {id: $id}, _set: {published: true}) { published } }';
    expect(dataOf(await api.gql(publish, author!.headers, { id }))).toEqual({ update_blog_posts_by_pk: { published: true } });
  });

  it.skipIf(!backend.available)('blog posts are at most 100,000 characters, and 100 an hour and 200 a day per member', async () => {
    const [writer, prolific] = await newMembers('blog_writer', 2);
    const tooLong = await api.gql(POSTS, writer!.headers, { posts: [post('A post too long', 'x'.repeat(100_001))] });
    expect(tooLong.errors?.[0]?.message).toContain('blog_posts_content_check');
    dataOf(await api.gql(POSTS, writer!.headers, { posts: [post('A post just long enough', 'x'.repeat(100_000))] }));

    // 1 + 100 in one request is over the hourly budget: nothing of it is stored.
    const batch = (count: number, from: number) => Array.from({ length: count }, (_, index) => post(`Budgeted post ${from + index}`));
    const over = await api.gql(POSTS, writer!.headers, { posts: batch(100, 0) });
    expect(over.errors?.[0]?.message).toContain('blog_posts_budget');
    expect(over.errors?.[0]?.extensions.code).toBe('permission-error');
    const stored = 'SELECT count(*) AS n FROM blog_posts WHERE author_id = $1';
    expect(await countRows(db, stored, [writer!.id])).toBe(1);
    expect(dataOf(await api.gql(POSTS, writer!.headers, { posts: batch(99, 100) }))).toEqual({ insert_blog_posts: { affected_rows: 99 } });
    expect((await api.gql(POSTS, writer!.headers, { posts: batch(1, 300) })).errors?.[0]?.message).toContain('blog_posts_budget');
    expect(await countRows(db, stored, [writer!.id])).toBe(100);

    // 200 posts written earlier today spend the day's budget.
    await db.query(
      `INSERT INTO blog_posts (title, excerpt, content, author_id, language, published, created_at)
       SELECT 'Earlier post ' || n, 'An excerpt of it.', repeat('Written earlier today. ', 4), $1, 'en', false, now() - interval '2 hours'
       FROM generate_series(1, 200) AS n`,
      [prolific!.id],
    );
    const daily = await api.gql(POSTS, prolific!.headers, { posts: batch(1, 400) });
    expect(daily.errors?.[0]?.message).toContain('blog_posts_budget');
  });
});
