// What a member owns, on the project's metadata with real tokens: their blog posts, discussions, comments and
// profile. Another member's rows are out of reach of update and delete (Hasura skips them: affected_rows 0,
// `_by_pk` null) and stay unchanged in the database; the owner's own edits go through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/types.ts';
import { backends, bearer, createTestEngine, dataOf, memberToken, MEMBERS, type Headers, type TestEngine } from './harness.ts';

const CONTENT = "A member's post, with a body comfortably longer than the fifty characters the rules ask for.";

describe.each(backends().map((backend) => [backend.name, backend] as const))('ownership on %s', (_name, backend) => {
  let db: Database;
  let api: TestEngine;
  let linWei: Headers;
  let marcus: Headers;

  beforeAll(async () => {
    if (!backend.available) return;
    db = await backend.open();
    api = await createTestEngine(db);
    linWei = bearer(await memberToken(MEMBERS.linWei));
    marcus = bearer(await memberToken(MEMBERS.marcus));
  });

  afterAll(async () => {
    await db?.close();
    await backend.stop();
  });

  async function one<T>(sql: string, params: unknown[]): Promise<T> {
    const result = await db.query<T>(sql, params);
    return result.rows[0]!;
  }

  async function insert(query: string, headers: Headers, variables: Record<string, unknown> = {}): Promise<string> {
    const data = dataOf(await api.gql<Record<string, { id: string }>>(query, headers, variables));
    return Object.values(data)[0]!.id;
  }

  it.skipIf(!backend.available)('a blog post: only its author edits or deletes it', async () => {
    const id = await insert(
      'mutation ($content: String!) { insert_blog_posts_one(object: {title: "Lin Wei on rollups", excerpt: "Why rollups matter", content: $content}) { id } }',
      linWei,
      { content: CONTENT },
    );
    const edit =
      'mutation ($id: uuid!, $title: String!) { update_blog_posts_by_pk(pk_columns: {id: $id}, _set: {title: $title}) { title } }';
    expect(dataOf(await api.gql(edit, marcus, { id, title: 'Taken over by Marcus' })).update_blog_posts_by_pk).toBeNull();
    const many = 'mutation ($id: uuid!) { update_blog_posts(where: {id: {_eq: $id}}, _set: {published: true}) { affected_rows } }';
    expect(
      dataOf<{ update_blog_posts: { affected_rows: number } }>(await api.gql(many, marcus, { id })).update_blog_posts.affected_rows,
    ).toBe(0);
    const remove = 'mutation ($id: uuid!) { delete_blog_posts_by_pk(id: $id) { id } }';
    expect(dataOf(await api.gql(remove, marcus, { id })).delete_blog_posts_by_pk).toBeNull();
    expect(await one(`SELECT title, published FROM blog_posts WHERE id = $1`, [id])).toEqual({
      title: 'Lin Wei on rollups',
      published: false,
    });

    expect(dataOf(await api.gql(edit, linWei, { id, title: 'Lin Wei on rollups, revised' })).update_blog_posts_by_pk).toEqual({
      title: 'Lin Wei on rollups, revised',
    });
    expect(dataOf(await api.gql(remove, linWei, { id })).delete_blog_posts_by_pk).toEqual({ id });
    expect((await db.query('SELECT 1 FROM blog_posts WHERE id = $1', [id])).rows).toHaveLength(0);
  });

  it.skipIf(!backend.available)('a blog post cannot be handed to another member', async () => {
    const id = await insert(
      'mutation ($content: String!) { insert_blog_posts_one(object: {title: "Mine to keep", excerpt: "An excerpt here", content: $content}) { id } }',
      linWei,
      { content: CONTENT },
    );
    const result = await api.gql(
      `mutation ($id: uuid!) { update_blog_posts_by_pk(pk_columns: {id: $id}, _set: {author_id: "${MEMBERS.marcus}"}) { id } }`,
      linWei,
      { id },
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('validation-failed');
    expect(await one(`SELECT author_id FROM blog_posts WHERE id = $1`, [id])).toEqual({ author_id: MEMBERS.linWei });
  });

  it.skipIf(!backend.available)('a discussion and a comment: others can neither edit nor delete them', async () => {
    const discussion = await insert('mutation { insert_discussions_one(object: {content: "Is restaking safe?"}) { id } }', linWei);
    const comment = await insert(
      'mutation ($id: uuid!) { insert_discussion_comments_one(object: {discussion_id: $id, content: "Depends on the slashing rules"}) { id } }',
      linWei,
      { id: discussion },
    );
    const attempts: [string, Record<string, unknown>][] = [
      [
        'mutation ($id: uuid!) { update_discussions(where: {id: {_eq: $id}}, _set: {content: "Edited by Marcus"}) { affected_rows } }',
        { id: discussion },
      ],
      ['mutation ($id: uuid!) { delete_discussions(where: {id: {_eq: $id}}) { affected_rows } }', { id: discussion }],
      ['mutation ($id: uuid!) { delete_discussion_comments(where: {id: {_eq: $id}}) { affected_rows } }', { id: comment }],
    ];
    for (const [query, variables] of attempts) {
      const result = await api.gql<Record<string, { affected_rows: number }>>(query, marcus, variables);
      // Either the role has no such field (validation-failed) or the row is outside its filter.
      if (result.errors) expect(result.errors[0]?.extensions?.code).toBe('validation-failed');
      else expect(Object.values(dataOf(result))[0]!.affected_rows).toBe(0);
    }
    expect(await one(`SELECT content FROM discussions WHERE id = $1`, [discussion])).toEqual({ content: 'Is restaking safe?' });
    expect(await one(`SELECT content FROM discussion_comments WHERE id = $1`, [comment])).toEqual({
      content: 'Depends on the slashing rules',
    });
  });

  it.skipIf(!backend.available)("a profile: a member edits their own, never another's", async () => {
    const edit = 'mutation ($id: uuid!, $bio: String!) { update_user_profiles_by_pk(pk_columns: {id: $id}, _set: {bio: $bio}) { bio } }';
    const before = await one<{ bio: string | null }>('SELECT bio FROM user_profiles WHERE id = $1', [MEMBERS.linWei]);
    expect(dataOf(await api.gql(edit, marcus, { id: MEMBERS.linWei, bio: 'Written by Marcus' })).update_user_profiles_by_pk).toBeNull();
    expect(await one('SELECT bio FROM user_profiles WHERE id = $1', [MEMBERS.linWei])).toEqual(before);
    expect(
      dataOf(await api.gql(edit, marcus, { id: MEMBERS.marcus, bio: 'Validator operator in Lisbon' })).update_user_profiles_by_pk,
    ).toEqual({
      bio: 'Validator operator in Lisbon',
    });
  });
});
