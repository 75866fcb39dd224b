// The lookups of the reader pages on the project's metadata, as a visitor: an editorial author by slug (every author
// has a unique one, made from the name), a member by username, and published blog posts by tag through the GIN index.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/types.ts';
import { adminHeaders, backends, createTestEngine, dataOf, type TestEngine } from './harness.ts';

describe.each(backends().map((backend) => [backend.name, backend] as const))('reader pages on %s', (_name, backend) => {
  let db: Database;
  let api: TestEngine;

  beforeAll(async () => {
    if (!backend.available) return;
    db = await backend.open();
    api = await createTestEngine(db);
  });

  afterAll(async () => {
    await db?.close();
    await backend.stop();
  });

  it.skipIf(!backend.available)('every author has a slug from the name, unique even for the same name', async () => {
    const { rows } = await db.query<{ slug: string; name: string }>('SELECT slug, name FROM authors ORDER BY created_at, id');
    expect(rows.length).toBeGreaterThan(0);
    for (const { slug } of rows) expect(slug).toMatch(/^[a-z0-9\u4e00-\u9fff]+(-[a-z0-9\u4e00-\u9fff]+)*$/);
    // The Chinese-named authors keep their names in their slugs (/author/张明远).
    expect(rows.map((row) => row.slug)).toContain('张明远');
    expect(new Set(rows.map((row) => row.slug)).size).toBe(rows.length);

    const twin = await db.query<{ slug: string }>(`INSERT INTO authors (name, email) VALUES ($1, 'twin@example.com') RETURNING slug`, [
      rows[0]!.name,
    ]);
    expect(twin.rows[0]!.slug).toBe(`${rows[0]!.slug}-1`);
    await expect(db.query(`UPDATE authors SET slug = $1 WHERE email = 'twin@example.com'`, [rows[0]!.slug])).resolves.toBeDefined();
    const renamed = await db.query<{ slug: string }>(`SELECT slug FROM authors WHERE email = 'twin@example.com'`);
    expect(renamed.rows[0]!.slug).toBe(`${rows[0]!.slug}-1`);

    const page = dataOf<{ authors: { name: string; articles: { published: boolean }[] }[] }>(
      await api.gql(
        'query ($slug: String!) { authors(where: {slug: {_eq: $slug}}, limit: 1) { name articles { published } } }',
        {},
        { slug: rows[0]!.slug },
      ),
    );
    expect(page.authors[0]?.name).toBe(rows[0]!.name);
    expect(page.authors[0]?.articles.every((article) => article.published)).toBe(true);
  });

  it.skipIf(!backend.available)('a tag lists the published posts that carry it, through the tags index', async () => {
    const { rows } = await db.query<{ tag: string; n: number }>(
      `SELECT tag, count(*)::int AS n FROM blog_posts, unnest(tags) AS tag WHERE published GROUP BY tag ORDER BY n DESC, tag LIMIT 1`,
    );
    const { tag, n } = rows[0]!;
    const result = dataOf<{ blog_posts: { tags: string[] }[] }>(
      await api.gql('query ($tags: [String!]!) { blog_posts(where: {tags: {_contains: $tags}}, limit: 60) { tags } }', {}, { tags: [tag] }),
    );
    expect(result.blog_posts).toHaveLength(n);
    for (const post of result.blog_posts) expect(post.tags).toContain(tag);

    // With as many posts as a real site has, the planner picks the GIN index over the published posts' tags. Written
    // over past days, as a real site's are (a member's posts of the last hour and day are budgeted).
    await db.query(
      `INSERT INTO blog_posts (title, excerpt, content, author_id, tags, published, created_at)
         SELECT 'Filler post ' || n, 'A filler excerpt', repeat('Filler body text. ', 5), author_id, ARRAY['filler-' || (n % 50)], true,
           now() - interval '2 days' - n * interval '1 hour'
         FROM generate_series(1, 3000) AS n, (SELECT author_id FROM blog_posts LIMIT 1) AS one`,
    );
    await db.query('ANALYZE blog_posts');
    const plan = await db.query<{ 'QUERY PLAN': string }>('EXPLAIN SELECT id FROM blog_posts WHERE published AND tags @> $1', [[tag]]);
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('blog_posts_published_tags_idx');
  });

  it.skipIf(!backend.available)(
    "an object relationship in an _or (the forum search's author) matches the rows its EXISTS does, NOT and a NULL key included",
    async () => {
      // A post without a category: its key is NULL, which matches no category (and so is kept by _not).
      const loose = await db.query<{ id: string }>(
        'UPDATE blog_posts SET category_id = NULL WHERE id = (SELECT id FROM blog_posts WHERE category_id IS NOT NULL ORDER BY id LIMIT 1) RETURNING id',
      );
      const { rows: slugs } = await db.query<{ slug: string }>(
        'SELECT c.slug FROM blog_posts p JOIN categories c ON c.id = p.category_id GROUP BY c.slug ORDER BY count(*) DESC, c.slug LIMIT 1',
      );
      const slug = slugs[0]!.slug;
      const idsOf = async (where: unknown) =>
        dataOf<{ blog_posts: { id: string }[] }>(
          await api.gql('query ($where: blog_posts_bool_exp!) { blog_posts(where: $where, order_by: {id: asc}) { id } }', adminHeaders(), {
            where,
          }),
        ).blog_posts.map((post) => post.id);
      const expected = async (sql: string) =>
        (await db.query<{ id: string }>(`SELECT id FROM blog_posts p WHERE ${sql} ORDER BY id`, sql.includes('$1') ? [slug] : [])).rows.map(
          (row) => row.id,
        );
      const inCategory = 'EXISTS (SELECT 1 FROM categories c WHERE c.id = p.category_id AND c.slug = $1)';
      const never = { id: { _is_null: true } };

      const matching = await expected(inCategory);
      expect(matching.length).toBeGreaterThan(0);
      expect(await idsOf({ _or: [{ category: { slug: { _eq: slug } } }, never] })).toEqual(matching);
      expect(await idsOf({ category: { slug: { _eq: slug } } })).toEqual(matching);
      const others = await expected(`NOT ${inCategory}`);
      expect(others).toContain(loose.rows[0]!.id);
      expect(await idsOf({ _not: { _or: [{ category: { slug: { _eq: slug } } }, never] } })).toEqual(others);
      // With a column condition beside it in the branch, and the search's form (a branch of columns, a branch of it).
      expect(await idsOf({ _or: [{ category: { slug: { _eq: slug } }, published: { _eq: true } }, never] })).toEqual(
        await expected(`${inCategory} AND published`),
      );
      expect(await idsOf({ _or: [{ title: { _ilike: '%zzz-none%' } }, { category: {} }] })).toEqual(
        await expected('p.category_id IS NOT NULL'),
      );
    },
  );
});
