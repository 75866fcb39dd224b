// Bookmarks ("read later") on the project's metadata with real tokens: a member sees, adds and removes only their
// own, user_id is always theirs, only items they can read can be kept, each item once, and at most 200 in all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/types.ts';
import {
  backends,
  bearer,
  countRows,
  createTestEngine,
  dataOf,
  idsOf,
  memberToken,
  MEMBERS,
  type Headers,
  type TestEngine,
} from './harness.ts';

const ADD_ARTICLE = 'mutation ($id: uuid!) { insert_bookmarks_one(object: {article_id: $id}) { id article_id } }';
const LIST = '{ bookmarks(order_by: {created_at: desc}) { id article_id blog_post_id news_article_id discussion_id } }';
const REMOVE = 'mutation ($id: uuid!) { delete_bookmarks_by_pk(id: $id) { id } }';

describe.each(backends().map((backend) => [backend.name, backend] as const))('bookmarks on %s', (_name, backend) => {
  let db: Database;
  let api: TestEngine;
  let linWei: Headers;
  let marcus: Headers;
  let published: string[];

  beforeAll(async () => {
    if (!backend.available) return;
    db = await backend.open();
    api = await createTestEngine(db);
    linWei = bearer(await memberToken(MEMBERS.linWei));
    marcus = bearer(await memberToken(MEMBERS.marcus));
    published = await idsOf(db, 'SELECT id FROM articles WHERE published ORDER BY id LIMIT 3');
  });

  afterAll(async () => {
    await db?.close();
    await backend.stop();
  });

  it.skipIf(!backend.available)('a member keeps each kind of item, as themselves, and sees only their own', async () => {
    const [post] = await idsOf(db, 'SELECT id FROM blog_posts WHERE published LIMIT 1');
    const [news] = await idsOf(db, 'SELECT id FROM news_articles WHERE is_published LIMIT 1');
    const [discussion] = await idsOf(db, 'SELECT id FROM discussions LIMIT 1');
    const added = dataOf<{ insert_bookmarks_one: { id: string; article_id: string } }>(
      await api.gql(ADD_ARTICLE, linWei, { id: published[0] }),
    ).insert_bookmarks_one;
    expect(added.article_id).toBe(published[0]);
    for (const [column, id] of [
      ['blog_post_id', post],
      ['news_article_id', news],
      ['discussion_id', discussion],
    ] as const) {
      const result = await api.gql(`mutation ($id: uuid!) { insert_bookmarks_one(object: {${column}: $id}) { id } }`, linWei, { id });
      expect(result.errors).toBeUndefined();
    }
    expect(await countRows(db, 'SELECT count(*)::int AS n FROM bookmarks WHERE user_id = $1', [MEMBERS.linWei])).toBe(4);

    // Another member sees none of them, and cannot remove them.
    expect(dataOf<{ bookmarks: unknown[] }>(await api.gql(LIST, marcus)).bookmarks).toEqual([]);
    expect(dataOf(await api.gql(REMOVE, marcus, { id: added.id })).delete_bookmarks_by_pk).toBeNull();
    expect(dataOf<{ bookmarks: unknown[] }>(await api.gql(LIST, linWei)).bookmarks).toHaveLength(4);

    expect(dataOf(await api.gql(REMOVE, linWei, { id: added.id })).delete_bookmarks_by_pk).toEqual({ id: added.id });
    expect(dataOf<{ bookmarks: unknown[] }>(await api.gql(LIST, linWei)).bookmarks).toHaveLength(3);
  });

  it.skipIf(!backend.available)("user_id cannot be given: a bookmark is never another member's", async () => {
    const result = await api.gql(
      `mutation ($id: uuid!) { insert_bookmarks_one(object: {article_id: $id, user_id: "${MEMBERS.marcus}"}) { id } }`,
      linWei,
      { id: published[1] },
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('validation-failed');
    expect(await countRows(db, 'SELECT count(*)::int AS n FROM bookmarks WHERE user_id = $1', [MEMBERS.marcus])).toBe(0);
  });

  it.skipIf(!backend.available)('visitors have no bookmarks at all', async () => {
    const result = await api.gql(LIST, {});
    expect(result.errors?.[0]?.extensions?.code).toBe('validation-failed');
    expect((await api.gql(ADD_ARTICLE, {}, { id: published[1] })).errors?.[0]?.extensions?.code).toBe('validation-failed');
  });

  it.skipIf(!backend.available)('an item is kept once, and a draft cannot be kept', async () => {
    expect((await api.gql(ADD_ARTICLE, marcus, { id: published[1] })).errors).toBeUndefined();
    expect((await api.gql(ADD_ARTICLE, marcus, { id: published[1] })).errors?.[0]?.extensions?.code).toBe('constraint-violation');
    const [draft] = await idsOf(db, 'SELECT id FROM articles WHERE NOT published LIMIT 1');
    expect((await api.gql(ADD_ARTICLE, marcus, { id: draft })).errors?.[0]?.extensions?.code).toBe('permission-error');
    const none = await api.gql('mutation { insert_bookmarks_one(object: {}) { id } }', marcus);
    expect(none.errors?.[0]?.extensions?.code).toBeDefined();
    expect(await countRows(db, 'SELECT count(*)::int AS n FROM bookmarks WHERE user_id = $1', [MEMBERS.marcus])).toBe(1);
  });

  it.skipIf(!backend.available)('a member keeps at most 200 bookmarks', async () => {
    const sofia = bearer(await memberToken(MEMBERS.sofia));
    await db.query(
      `WITH stories AS (
         INSERT INTO news_articles (title, source_url)
           SELECT 'Story ' || n, 'https://example.com/story/' || n FROM generate_series(1, 199) AS n
           RETURNING id
       )
       INSERT INTO bookmarks (user_id, news_article_id) SELECT $1, id FROM stories`,
      [MEMBERS.sofia],
    );
    expect(await countRows(db, 'SELECT count(*)::int AS n FROM bookmarks WHERE user_id = $1', [MEMBERS.sofia])).toBe(199);
    expect((await api.gql(ADD_ARTICLE, sofia, { id: published[0] })).errors).toBeUndefined();
    const refused = await api.gql(ADD_ARTICLE, sofia, { id: published[1] });
    // Hasura reports a CHECK refusal as a permission error; the message names the constraint.
    expect(refused.errors?.[0]?.extensions?.code).toBe('permission-error');
    expect(refused.errors?.[0]?.message).toContain('bookmarks_per_member_limit');
    expect(await countRows(db, 'SELECT count(*)::int AS n FROM bookmarks WHERE user_id = $1', [MEMBERS.sofia])).toBe(200);
  });
});
