// The community rules of migration 1795305601800_community on the project's metadata with real tokens: replies one
// level deep, comments on articles and blog posts, reports and hidden items, @mentions and the notifications the
// database writes for every client path, and the budgets that bound each member's writes.
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

const COMMENT = `mutation ($content: String!, $discussionId: uuid, $articleId: uuid, $blogPostId: uuid, $parentId: uuid) {
  insert_discussion_comments_one(object: {content: $content, discussion_id: $discussionId, article_id: $articleId,
    blog_post_id: $blogPostId, parent_id: $parentId}) { id parent_id }
}`;
const DISCUSSION = 'mutation ($content: String!) { insert_discussions_one(object: {content: $content, language: "en"}) { id } }';
const REPORT = `mutation ($discussionId: uuid, $commentId: uuid, $reason: String) {
  insert_content_reports_one(object: {discussion_id: $discussionId, comment_id: $commentId, reason: $reason}) { id }
}`;
const NOTIFICATIONS = `query { notifications(order_by: [{created_at: desc}, {id: desc}]) {
  id kind actor_id discussion_id comment_id article_id blog_post_id read_at
} }`;

describe.each(backends().map((backend) => [backend.name, backend] as const))('community on %s', (_name, backend) => {
  let db: Database;
  let api: TestEngine;
  let linWei: Headers;
  let marcus: Headers;
  let chenHao: Headers;
  let admin: Headers;

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

  const discussion = async (headers: Headers, content: string) =>
    dataOf<{ insert_discussions_one: { id: string } }>(await api.gql(DISCUSSION, headers, { content })).insert_discussions_one.id;
  const comment = async (headers: Headers, variables: Record<string, unknown>) =>
    dataOf<{ insert_discussion_comments_one: { id: string; parent_id: string | null } }>(await api.gql(COMMENT, headers, variables))
      .insert_discussion_comments_one;
  const notifications = async (headers: Headers) =>
    dataOf<{
      notifications: { id: string; kind: string; actor_id: string; discussion_id: string | null; comment_id: string | null }[];
    }>(await api.gql(NOTIFICATIONS, headers)).notifications;

  it.skipIf(!backend.available)('replies are one level deep and stay on the item of their comment', async () => {
    const discussionId = await discussion(linWei, 'Where do replies go?');
    const top = await comment(marcus, { discussionId, content: 'A top-level comment' });
    const reply = await comment(chenHao, { discussionId, parentId: top.id, content: 'A reply' });
    expect(reply.parent_id).toBe(top.id);
    const replyToReply = await comment(linWei, { discussionId, parentId: reply.id, content: 'A reply to the reply' });
    expect(replyToReply.parent_id).toBe(top.id);

    const elsewhere = await discussion(linWei, 'Another thread');
    const refused = await api.gql(COMMENT, marcus, { discussionId: elsewhere, parentId: top.id, content: 'Wrong thread' });
    expect(refused.errors?.[0]?.message).toContain('discussion_comments_reply_same_item');
    expect(await countRows(db, 'SELECT comments_count AS n FROM discussions WHERE id = $1', [discussionId])).toBe(3);
  });

  it.skipIf(!backend.available)('articles and published blog posts take comments; drafts and two targets do not', async () => {
    const articleId = (await db.query<{ id: string }>('SELECT id FROM articles WHERE published LIMIT 1')).rows[0]!.id;
    const post = (await db.query<{ id: string; author_id: string }>('SELECT id, author_id FROM blog_posts WHERE published LIMIT 1'))
      .rows[0]!;
    const draftId = (await db.query<{ id: string }>('SELECT id FROM blog_posts WHERE NOT published LIMIT 1')).rows[0]!.id;

    const onArticle = await comment(marcus, { articleId, content: 'Good article' });
    const reply = await comment(linWei, { articleId, parentId: onArticle.id, content: 'Agreed' });
    expect(reply.parent_id).toBe(onArticle.id);
    const commenter = post.author_id === MEMBERS.chenHao ? marcus : chenHao;
    await comment(commenter, { blogPostId: post.id, content: 'Nice post' });
    expect(
      await countRows(db, "SELECT count(*) AS n FROM notifications WHERE recipient_id = $1 AND kind = 'reply' AND blog_post_id = $2", [
        post.author_id,
        post.id,
      ]),
    ).toBe(1);

    expect((await api.gql(COMMENT, marcus, { blogPostId: draftId, content: 'On a draft' })).errors?.[0]?.extensions.code).toBe(
      'permission-error',
    );
    const both = await api.gql(COMMENT, marcus, { articleId, blogPostId: post.id, content: 'Two places at once' });
    expect(both.errors?.[0]?.message).toMatch(/discussion_comments_one_target|check/);
  });

  it.skipIf(!backend.available)('a hidden item is served only to its author (marked) and to admins', async () => {
    const id = await discussion(marcus, 'Something a moderator will hide');
    const reported = dataOf(await api.gql(REPORT, linWei, { discussionId: id, reason: '  spam  ' }));
    expect(reported.insert_content_reports_one).toBeTruthy();
    const again = await api.gql(REPORT, linWei, { discussionId: id });
    expect(again.errors?.[0]?.message).toContain('content_reports_discussion_once');

    // Members see only their own reports; admins see every report with its reason.
    const read = 'query ($id: uuid!) { content_reports(where: {discussion_id: {_eq: $id}}) { id } }';
    expect(dataOf<{ content_reports: unknown[] }>(await api.gql(read, chenHao, { id })).content_reports).toHaveLength(0);
    const forAdmin = `query ($id: uuid!) { content_reports(where: {discussion_id: {_eq: $id}}) { reason resolved reporter { username } } }`;
    expect(dataOf(await api.gql(forAdmin, admin, { id })).content_reports).toEqual([
      { reason: 'spam', resolved: false, reporter: { username: 'lin_wei' } },
    ]);

    // Only admins hide.
    const hide =
      'mutation ($id: uuid!, $hidden: Boolean!) { update_discussions_by_pk(pk_columns: {id: $id}, _set: {hidden: $hidden}) { id } }';
    expect((await api.gql(hide, marcus, { id, hidden: true })).errors?.[0]?.extensions.code).toBe('validation-failed');
    dataOf(await api.gql(hide, admin, { id, hidden: true }));

    const one = 'query ($id: uuid!) { discussions_by_pk(id: $id) { id hidden } }';
    expect(dataOf(await api.gql(one, {}, { id })).discussions_by_pk).toBeNull();
    expect(dataOf(await api.gql(one, linWei, { id })).discussions_by_pk).toBeNull();
    expect(dataOf(await api.gql(one, marcus, { id })).discussions_by_pk).toEqual({ id, hidden: true });
    expect(dataOf(await api.gql(one, admin, { id })).discussions_by_pk).toEqual({ id, hidden: true });
    expect((await api.gql(COMMENT, marcus, { discussionId: id, content: 'Still talking' })).errors?.[0]?.extensions.code).toBe(
      'permission-error',
    );

    dataOf(await api.gql(hide, admin, { id, hidden: false }));
    expect(dataOf(await api.gql(one, {}, { id })).discussions_by_pk).toEqual({ id, hidden: false });
  });

  it.skipIf(!backend.available)('a reported blog post hidden by a moderator leaves the site until a moderator shows it again', async () => {
    const post = (
      await db.query<{ id: string; author_id: string; slug: string; published_at: string }>(
        `INSERT INTO blog_posts (title, excerpt, content, author_id, language, published, published_at)
         VALUES ('A post a moderator will hide', 'An excerpt.', repeat('A post that breaks the rules. ', 3), $1, 'en', true,
                 '2026-01-02T03:04:05Z')
         RETURNING id, author_id, slug, published_at::text`,
        [MEMBERS.marcus],
      )
    ).rows[0]!;
    const REPORT_POST = 'mutation ($id: uuid!) { insert_content_reports_one(object: {blog_post_id: $id, reason: "spam"}) { id } }';
    expect(dataOf(await api.gql(REPORT_POST, linWei, { id: post.id })).insert_content_reports_one).toBeTruthy();
    expect((await api.gql(REPORT_POST, linWei, { id: post.id })).errors?.[0]?.message).toContain('content_reports_blog_post_once');
    const reports = `query ($id: uuid!) { content_reports(where: {blog_post_id: {_eq: $id}}) { reason blog_post { slug hidden } } }`;
    expect(dataOf(await api.gql(reports, admin, { id: post.id })).content_reports).toEqual([
      { reason: 'spam', blog_post: { slug: post.slug, hidden: false } },
    ]);

    // Only moderators hide; hiding takes the post off the site.
    const moderate = `mutation ($id: uuid!, $hidden: Boolean!) {
      update_blog_posts_by_pk(pk_columns: {id: $id}, _set: {hidden: $hidden}) { id hidden published } }`;
    expect((await api.gql(moderate, marcus, { id: post.id, hidden: true })).errors?.[0]?.extensions.code).toBe('validation-failed');
    expect(dataOf(await api.gql(moderate, admin, { id: post.id, hidden: true })).update_blog_posts_by_pk).toEqual({
      id: post.id,
      hidden: true,
      published: false,
    });
    const one = 'query ($id: uuid!) { blog_posts_by_pk(id: $id) { id hidden published } }';
    expect(dataOf(await api.gql(one, {}, { id: post.id })).blog_posts_by_pk).toBeNull();
    expect(dataOf(await api.gql(one, linWei, { id: post.id })).blog_posts_by_pk).toBeNull();
    expect(dataOf(await api.gql(one, marcus, { id: post.id })).blog_posts_by_pk).toEqual({ id: post.id, hidden: true, published: false });

    // Its author cannot publish it again; a moderator can show it again.
    const publish = 'mutation ($id: uuid!) { update_blog_posts_by_pk(pk_columns: {id: $id}, _set: {published: true}) { id } }';
    expect((await api.gql(publish, marcus, { id: post.id })).errors?.[0]?.message).toContain('blog_posts_hidden_unpublished');
    // Shown again, it is back as its author left it: published, on its first date (not as a new post).
    dataOf(await api.gql(moderate, admin, { id: post.id, hidden: false }));
    expect(dataOf(await api.gql(one, {}, { id: post.id })).blog_posts_by_pk).toEqual({ id: post.id, hidden: false, published: true });
    const dates = 'SELECT published_at::text, published_at_before_hidden FROM blog_posts WHERE id = $1';
    expect((await db.query(dates, [post.id])).rows).toEqual([{ published_at: post.published_at, published_at_before_hidden: null }]);

    // A post its author had unpublished stays a draft when it is shown again.
    const unpublish = 'mutation ($id: uuid!) { update_blog_posts_by_pk(pk_columns: {id: $id}, _set: {published: false}) { id } }';
    dataOf(await api.gql(unpublish, marcus, { id: post.id }));
    dataOf(await api.gql(moderate, admin, { id: post.id, hidden: true }));
    expect(dataOf(await api.gql(moderate, admin, { id: post.id, hidden: false })).update_blog_posts_by_pk).toEqual({
      id: post.id,
      hidden: false,
      published: false,
    });
    expect(dataOf(await api.gql(one, {}, { id: post.id })).blog_posts_by_pk).toBeNull();
  });

  it.skipIf(!backend.available)('hidden comments leave the count, and a hidden discussion hides its comments from others', async () => {
    const id = await discussion(marcus, 'A thread whose comments a moderator will hide');
    const first = await comment(linWei, { discussionId: id, content: 'First comment' });
    const second = await comment(linWei, { discussionId: id, content: 'Second comment' });
    const count = async () =>
      (await db.query<{ comments_count: number }>('SELECT comments_count FROM public.discussions WHERE id = $1', [id])).rows[0]!
        .comments_count;
    expect(await count()).toBe(2);

    const hideComment =
      'mutation ($id: uuid!, $hidden: Boolean!) { update_discussion_comments_by_pk(pk_columns: {id: $id}, _set: {hidden: $hidden}) { id } }';
    dataOf(await api.gql(hideComment, admin, { id: second.id, hidden: true }));
    expect(await count()).toBe(1);
    // Setting the same value again changes nothing.
    dataOf(await api.gql(hideComment, admin, { id: second.id, hidden: true }));
    expect(await count()).toBe(1);
    dataOf(await api.gql(hideComment, admin, { id: second.id, hidden: false }));
    expect(await count()).toBe(2);
    dataOf(await api.gql(hideComment, admin, { id: second.id, hidden: true }));
    await db.query('DELETE FROM public.discussion_comments WHERE id = $1', [second.id]);
    expect(await count()).toBe(1);

    const comments = 'query ($id: uuid!) { discussion_comments(where: {discussion_id: {_eq: $id}}) { id } }';
    const seen = async (headers: Headers) =>
      dataOf<{ discussion_comments: { id: string }[] }>(await api.gql(comments, headers, { id })).discussion_comments.map((row) => row.id);
    expect(await seen({})).toEqual([first.id]);
    const hide =
      'mutation ($id: uuid!, $hidden: Boolean!) { update_discussions_by_pk(pk_columns: {id: $id}, _set: {hidden: $hidden}) { id } }';
    dataOf(await api.gql(hide, admin, { id, hidden: true }));
    // Under a hidden discussion: nothing for visitors and other members, their own for the comments' author.
    expect(await seen({})).toEqual([]);
    expect(await seen(chenHao)).toEqual([]);
    expect(await seen(linWei)).toEqual([first.id]);
    expect(await seen(admin)).toEqual([first.id]);
    dataOf(await api.gql(hide, admin, { id, hidden: false }));
    expect(await seen({})).toEqual([first.id]);
  });

  it.skipIf(!backend.available)('mentions notify each member once, never the writer, at most ten per text', async () => {
    const discussionId = await discussion(chenHao, 'Mentions thread');
    const text = 'Thanks @marcus_dev and @MARCUS_DEV, cc @lin_wei @chenhao_eth @nobody_here email@marcus_dev';
    const { id } = await comment(linWei, { discussionId, content: text });
    const marcusMentions = (await notifications(marcus)).filter((item) => item.kind === 'mention' && item.comment_id === id);
    expect(marcusMentions).toHaveLength(1);
    expect(marcusMentions[0]!.actor_id).toBe(MEMBERS.linWei);
    expect(
      await countRows(db, "SELECT count(*) AS n FROM notifications WHERE recipient_id = $1 AND kind = 'mention'", [MEMBERS.linWei]),
    ).toBe(0);
    // chenHao: the reply (their discussion) that mentions them notifies once, also after an edit.
    const edit =
      'mutation ($id: uuid!, $content: String!) { update_discussion_comments_by_pk(pk_columns: {id: $id}, _set: {content: $content}) { id } }';
    dataOf(await api.gql(edit, linWei, { id, content: `${text} (edited)` }));
    const forChen = (await notifications(chenHao)).filter((item) => item.comment_id === id).map((item) => item.kind);
    expect(forChen).toEqual(['reply']);

    // Twelve members named in one discussion: the first ten are told.
    const names = Array.from({ length: 12 }, (_, index) => `mention_cap_${index}`);
    for (const [index, name] of names.entries()) {
      const userId = `31000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
      await db.query(`INSERT INTO auth.users (id, email, password_hash) VALUES ($1, $2, 'x')`, [userId, `${name}@example.com`]);
      await db.query('INSERT INTO user_profiles (id, username, display_name) VALUES ($1, $2, $2)', [userId, name]);
    }
    const many = await discussion(marcus, names.map((name) => `@${name}`).join(' '));
    expect(await countRows(db, "SELECT count(*) AS n FROM notifications WHERE discussion_id = $1 AND kind = 'mention'", [many])).toBe(10);
  });

  it.skipIf(!backend.available)('likes and replies notify the author; members read and mark only their own', async () => {
    const discussionId = await discussion(marcus, 'Notify me');
    const { id: commentId } = await comment(marcus, { discussionId, content: 'My own comment' });
    const like = 'mutation ($id: uuid!) { insert_discussion_likes_one(object: {discussion_id: $id}) { discussion_id } }';
    dataOf(await api.gql(like, linWei, { id: discussionId }));
    dataOf(await api.gql(like, marcus, { id: discussionId }));
    dataOf(
      await api.gql(
        'mutation ($id: uuid!, $user: uuid!) { delete_discussion_likes_by_pk(discussion_id: $id, user_id: $user) { discussion_id } }',
        linWei,
        { id: discussionId, user: MEMBERS.linWei },
      ),
    );
    dataOf(await api.gql(like, linWei, { id: discussionId }));
    await comment(chenHao, { discussionId, parentId: commentId, content: 'A reply to Marcus' });

    const here = (await notifications(marcus)).filter((item) => item.discussion_id === discussionId);
    expect(here).toHaveLength(2);
    expect(here.filter((item) => item.kind === 'like' && item.actor_id === MEMBERS.linWei)).toHaveLength(1);
    expect(here.filter((item) => item.kind === 'reply' && item.actor_id === MEMBERS.chenHao)).toHaveLength(1);

    // Others can neither read nor mark Marcus's notifications, nor write any.
    const target = here[0]!.id;
    const markOne = 'mutation ($id: uuid!) { update_notifications_by_pk(pk_columns: {id: $id}, _set: {read_at: "now()"}) { id read_at } }';
    expect(dataOf(await api.gql(markOne, linWei, { id: target })).update_notifications_by_pk).toBeNull();
    expect((await notifications(linWei)).some((item) => item.id === target)).toBe(false);
    expect((await api.gql('query { notifications { id } }', {})).errors?.[0]?.extensions.code).toBe('validation-failed');
    const forge = `mutation { insert_notifications_one(object: {kind: "like"}) { id } }`;
    expect((await api.gql(forge, linWei)).errors?.[0]?.extensions.code).toBe('validation-failed');
    const marked = dataOf<{ update_notifications_by_pk: { read_at: string | null } }>(await api.gql(markOne, marcus, { id: target }));
    expect(marked.update_notifications_by_pk.read_at).not.toBeNull();
  });

  it.skipIf(!backend.available)('articles and blog posts take one like per member; a blog post like notifies its author', async () => {
    const post = (await db.query<{ id: string; author_id: string }>('SELECT id, author_id FROM blog_posts WHERE published LIMIT 1'))
      .rows[0]!;
    const liker = post.author_id === MEMBERS.marcus ? chenHao : marcus;
    const like = 'mutation ($id: uuid!) { insert_blog_post_likes_one(object: {blog_post_id: $id}) { blog_post_id } }';
    dataOf(await api.gql(like, liker, { id: post.id }));
    expect((await api.gql(like, liker, { id: post.id })).errors?.[0]?.extensions.code).toBe('constraint-violation');
    const count = 'query ($id: uuid!) { blog_post_likes_aggregate(where: {blog_post_id: {_eq: $id}}) { aggregate { count } } }';
    expect(dataOf(await api.gql(count, {}, { id: post.id }))).toEqual({ blog_post_likes_aggregate: { aggregate: { count: 1 } } });
    expect(
      await countRows(db, "SELECT count(*) AS n FROM notifications WHERE recipient_id = $1 AND kind = 'like' AND blog_post_id = $2", [
        post.author_id,
        post.id,
      ]),
    ).toBe(1);
    const articleId = (await db.query<{ id: string }>('SELECT id FROM articles WHERE published LIMIT 1')).rows[0]!.id;
    dataOf(
      await api.gql('mutation ($id: uuid!) { insert_article_likes_one(object: {article_id: $id}) { article_id } }', marcus, {
        id: articleId,
      }),
    );
    const forged = `mutation ($id: uuid!) { insert_article_likes_one(object: {article_id: $id, user_id: "${MEMBERS.linWei}"}) { article_id } }`;
    expect((await api.gql(forged, marcus, { id: articleId })).errors?.[0]?.extensions.code).toBe('validation-failed');
  });

  it.skipIf(!backend.available)('each member keeps their newest 200 notifications', async () => {
    const discussionId = await discussion(chenHao, 'Pruning');
    await db.query(
      `INSERT INTO discussion_comments (discussion_id, author_id, content)
       SELECT $1, $2, 'Reply ' || n FROM generate_series(1, 210) AS n`,
      [discussionId, MEMBERS.marcus],
    );
    await comment(marcus, { discussionId, content: 'The newest one' });
    expect(await countRows(db, 'SELECT count(*) AS n FROM notifications WHERE recipient_id = $1', [MEMBERS.chenHao])).toBe(200);
  });

  it.skipIf(!backend.available)('reports and comments are budgeted per member', async () => {
    const ids = await db.query<{ id: string }>('SELECT id FROM discussion_comments ORDER BY created_at LIMIT 21');
    const results = [];
    for (const { id } of ids.rows) results.push(await api.gql(REPORT, chenHao, { commentId: id }));
    expect(results.slice(0, 20).every((result) => !result.errors)).toBe(true);
    expect(results[20]!.errors?.[0]?.message).toContain('content_reports_budget');
  });

  it.skipIf(!backend.available)('existing discussions got their language from their script', async () => {
    expect(await countRows(db, "SELECT count(*) AS n FROM discussions WHERE content ~ '[一-龥]' AND language <> 'zh'")).toBe(0);
    expect(await countRows(db, "SELECT count(*) AS n FROM discussions WHERE language = 'zh'")).toBeGreaterThan(0);
  });
});
