// The blog editor's rules on the project's metadata with real tokens (issue 28, migration 1795305603100_canonical_tags):
// tags are stored in one canonical form whoever writes them (a member, an admin, SQL), stored tags were migrated, and
// only admins feature a post.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/types.ts';
import { createTestDatabase } from '../support/database.ts';
import { bearer, createTestEngine, dataOf, memberToken, MEMBERS, siteAdminToken, type Headers, type TestEngine } from './harness.ts';

const BODY = 'A body long enough for the content rule of the blog posts table, and then some more words.';
const CREATE = `mutation ($post: blog_posts_insert_input!) { insert_blog_posts_one(object: $post) { id tags featured } }`;
const UPDATE = `mutation ($id: uuid!, $post: blog_posts_set_input!) {
  update_blog_posts_by_pk(pk_columns: {id: $id}, _set: $post) { id tags featured }
}`;

interface Post {
  id: string;
  tags: string[];
  featured: boolean;
}

let db: Database;
let api: TestEngine;
let member: Headers;
let admin: Headers;

beforeAll(async () => {
  db = await createTestDatabase({ seeds: true });
  api = await createTestEngine(db);
  member = bearer(await memberToken(MEMBERS.linWei));
  await db.query('UPDATE user_profiles SET is_admin = true WHERE id = $1', [MEMBERS.sofia]);
  admin = bearer(await siteAdminToken(MEMBERS.sofia), { 'x-hasura-role': 'site_admin' });
});

afterAll(async () => {
  await db?.close();
});

const draft = (tags: string[], extra: Record<string, unknown> = {}) => ({
  title: 'Tags in their canonical form',
  excerpt: 'An excerpt of enough length.',
  content: BODY,
  tags,
  published: false,
  language: 'en',
  ...extra,
});

describe('canonical tags', () => {
  it('a member’s tags are stored lowercase and slug-like: Han kept, no slash, markup or emoji, at most 30 characters, each once', async () => {
    const typed = ['Layer 2', 'layer-2', '<script>alert(1)</script>', 'DeFi/NFT', '🚀 Moon 🚀', '零知识 证明', '🔥', 'x'.repeat(40)];
    const { insert_blog_posts_one: post } = dataOf<{ insert_blog_posts_one: Post }>(await api.gql(CREATE, member, { post: draft(typed) }));
    expect(post.tags).toEqual(['layer-2', 'script-alert-1-script', 'defi-nft', 'moon', '零知识-证明', 'x'.repeat(30)]);

    const { update_blog_posts_by_pk: edited } = dataOf<{ update_blog_posts_by_pk: Post }>(
      await api.gql(UPDATE, member, { id: post.id, post: { tags: ['Solidity', 'SOLIDITY ', 'a/b/c'] } }),
    );
    expect(edited.tags).toEqual(['solidity', 'a-b-c']);
  });

  it('SQL and admins write the same form; every stored tag, seeded ones too, is canonical', async () => {
    const { rows } = await db.query<{ tags: string[] }>(
      `INSERT INTO public.blog_posts (title, excerpt, content, author_id, tags) VALUES ('By SQL', 'An excerpt of enough length.', $1, $2, $3) RETURNING tags`,
      [BODY, MEMBERS.marcus, ['NFT', ' nft ', '#Hackathon!']],
    );
    expect(rows[0]!.tags).toEqual(['nft', 'hackathon']);
    const { insert_blog_posts_one: post } = dataOf<{ insert_blog_posts_one: Post }>(
      await api.gql(CREATE, admin, { post: draft(['Admin Tag'], { author_id: MEMBERS.sofia }) }),
    );
    expect(post.tags).toEqual(['admin-tag']);
    const odd = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM public.blog_posts, unnest(tags) AS tag WHERE tag !~ '^[a-z0-9\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff-]{1,30}$'`,
    );
    expect(odd.rows[0]!.n).toBe(0);
  });

  it('the migration put tags stored before it into the canonical form', async () => {
    const { rows } = await db.query<{ tags: string[] }>(`SELECT public.canonical_tags($1) AS tags`, [
      ['NFT', '产品', 'a/b', '<b>x</b>', '😀'],
    ]);
    expect(rows[0]!.tags).toEqual(['nft', '产品', 'a-b', 'b-x-b']);
    const seeded = await db.query<{ tags: string[] }>(`SELECT tags FROM public.blog_posts WHERE 'nft' = ANY (tags)`);
    expect(seeded.rows.length).toBeGreaterThan(0);
  });
});

describe('tag display names', () => {
  const WITH_NAMES = `mutation ($post: blog_posts_insert_input!) { insert_blog_posts_one(object: $post) { id tags tag_names } }`;
  type Named = { id: string; tags: string[]; tag_names: string[] };

  it('a tag shows the form it was first typed in (ends trimmed, markup or an overlong form giving the key); later spellings do not change it', async () => {
    const typed = ['DeFi Summer', 'defi summer', '🚀 Moon  Shot 🚀', '<b>Proof</b>', 'y'.repeat(40), '零知识 证明 X'];
    const { insert_blog_posts_one: post } = dataOf<{ insert_blog_posts_one: Named }>(
      await api.gql(WITH_NAMES, member, { post: draft(typed) }),
    );
    expect(post.tags).toEqual(['defi-summer', 'moon-shot', 'b-proof-b', 'y'.repeat(30), '零知识-证明-x']);
    expect(post.tag_names).toEqual(['DeFi Summer', 'Moon Shot', 'b-proof-b', 'y'.repeat(30), '零知识 证明 X']);

    // Another writer's spelling finds the name already given; an edit keeps names in the order of the tags.
    const { insert_blog_posts_one: second } = dataOf<{ insert_blog_posts_one: Named }>(
      await api.gql(WITH_NAMES, admin, { post: draft(['DEFI-SUMMER', 'Rollup Wars'], { author_id: MEMBERS.sofia }) }),
    );
    expect(second.tag_names).toEqual(['DeFi Summer', 'Rollup Wars']);
    const { update_blog_posts_by_pk: edited } = dataOf<{ update_blog_posts_by_pk: Named }>(
      await api.gql(
        `mutation ($id: uuid!, $tags: [String!]!) { update_blog_posts_by_pk(pk_columns: {id: $id}, _set: {tags: $tags}) { id tags tag_names } }`,
        member,
        {
          id: post.id,
          tags: ['rollup wars', 'Moon Shot'],
        },
      ),
    );
    expect(edited).toMatchObject({ tags: ['rollup-wars', 'moon-shot'], tag_names: ['Rollup Wars', 'Moon Shot'] });
  });

  it('nobody writes the names but the database; visitors read them; seeded tags keep their typed form', async () => {
    const written = await api.gql(WITH_NAMES, member, { post: draft(['x'], { tag_names: ['forged'] }) });
    expect(written.errors?.[0]?.extensions?.code).toBe('validation-failed');
    const { blog_posts: seeded } = dataOf<{ blog_posts: { tags: string[]; tag_names: string[] }[] }>(
      await api.gql(`{ blog_posts(where: {tags: {_contains: ["nft"]}, published: {_eq: true}}) { tags tag_names } }`, {}),
    );
    expect(seeded.length).toBeGreaterThan(0);
    for (const post of seeded) expect(post.tag_names[post.tags.indexOf('nft')]).toBe('NFT');
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM public.blog_posts WHERE cardinality(tag_names) <> cardinality(tags)`,
    );
    expect(rows[0]!.n).toBe(0);
  });
});

describe('featured posts', () => {
  it('a member cannot feature a post, on writing or on editing; an admin can', async () => {
    const created = await api.gql(CREATE, member, { post: draft(['featured'], { featured: true }) });
    expect(created.errors?.[0]?.extensions?.code).toBe('validation-failed');
    const { insert_blog_posts_one: post } = dataOf<{ insert_blog_posts_one: Post }>(await api.gql(CREATE, member, { post: draft([]) }));
    expect(post.featured).toBe(false);
    const edited = await api.gql(UPDATE, member, { id: post.id, post: { featured: true } });
    expect(edited.errors?.[0]?.extensions?.code).toBe('validation-failed');
    const { update_blog_posts_by_pk: featured } = dataOf<{ update_blog_posts_by_pk: Post }>(
      await api.gql(UPDATE, admin, { id: post.id, post: { featured: true } }),
    );
    expect(featured.featured).toBe(true);
  });
});
