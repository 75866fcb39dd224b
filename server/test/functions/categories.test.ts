// The resetWeb3Categories action (server/src/functions/categories): the seed parser and the plan on their own,
// then the real app over a seeded PGlite, called through /v1/graphql as the /update-categories page calls it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planCategoryReset } from '../../src/functions/categories/reset-web3-categories.ts';
import { CATEGORIES_SEED_FILE, readWeb3Categories, seedArticleCategories } from '../../src/functions/categories/seed-categories.ts';
import { ActionFailure } from '../../src/functions/index.ts';
import { bearer, dataOf, MEMBERS, memberToken, siteAdminToken, type Headers } from '../engine/harness.ts';
import { insertArticle } from '../db/fixtures.ts';
import { ACTIONS_TEST_SECRET, startActionsApp, type ActionsApp } from './fixtures/actions-app.ts';

const WEB3_SLUGS = [
  'technology',
  'blockchain',
  'ai-ml',
  'web3',
  'defi',
  'nft',
  'cryptocurrency',
  'dao',
  'layer-2',
  'security',
  'metaverse',
];
const BLOG_SLUGS = ['opinion', 'personal-blog', 'tech-blog', 'tutorial'];

describe('seedArticleCategories', () => {
  it('reads the article rows of the seed, quotes unescaped, and skips the blog ones', () => {
    const sql = `INSERT INTO public.categories (id, name, name_zh, slug, description, scope, created_at) VALUES
  ('10000000-0000-4000-8000-000000000003', 'AI & ML', '人工智能与机器学习', 'ai-ml',
   'Models, tooling and where machine learning meets crypto.', 'article', now() - interval '90 days'),
  ('10000000-0000-4000-8000-000000000012', 'Personal Blog', '个人博客', 'personal-blog',
   'Members'' own stories and experiences.', 'blog', now() - interval '90 days'),
  ('10000000-0000-4000-8000-000000000099', 'Builders'' Corner', '开发者角', 'builders-corner',
   'What the builders'' teams ship.', 'article', now());`;
    expect(seedArticleCategories(sql)).toEqual([
      {
        name: 'AI & ML',
        name_zh: '人工智能与机器学习',
        slug: 'ai-ml',
        description: 'Models, tooling and where machine learning meets crypto.',
      },
      { name: "Builders' Corner", name_zh: '开发者角', slug: 'builders-corner', description: "What the builders' teams ship." },
    ]);
  });
});

describe('readWeb3Categories', () => {
  it('are the 11 article categories of the demo seeds, each with its Chinese name and description', async () => {
    const categories = await readWeb3Categories();
    expect(categories.map((category) => category.slug)).toEqual(WEB3_SLUGS);
    expect(categories[2]).toEqual({
      name: 'AI & ML',
      name_zh: expect.any(String),
      slug: 'ai-ml',
      description: 'Models, tooling and where machine learning meets crypto.',
    });
    for (const category of categories) {
      expect(category.name_zh.trim()).not.toBe('');
      expect(category.description.length).toBeGreaterThan(10);
    }
  });

  it('refuses a seed without article categories (or without the file) rather than reset to none', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'category-seeds-'));
    try {
      await expect(readWeb3Categories(dir)).rejects.toThrow(ActionFailure);
      await expect(readWeb3Categories(dir)).rejects.toMatchObject({
        code: 'no-web3-categories',
        message: expect.stringContaining(CATEGORIES_SEED_FILE),
      });
      writeFileSync(join(dir, CATEGORIES_SEED_FILE), '-- nothing here\n');
      await expect(readWeb3Categories(dir)).rejects.toMatchObject({ code: 'no-web3-categories' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('planCategoryReset', () => {
  const web3 = (slug: string) => ({ name: slug.toUpperCase(), name_zh: slug, slug, description: '' });
  const existing = (slug: string, articles: number, scope = 'article') => ({
    slug,
    name: slug.toUpperCase(),
    name_zh: null,
    scope,
    articles,
  });

  it('removes the other article categories, keeps the same slugs and adds the missing ones', () => {
    const plan = planCategoryReset(
      [existing('defi', 4), existing('gossip', 2), existing('old', 1)],
      [web3('defi'), web3('nft'), web3('dao')],
    );
    expect(plan).toMatchObject({ dryRun: true, removed: 2, added: 2, articlesUncategorized: 3 });
    expect(plan.removedCategories.map((c) => c.slug)).toEqual(['gossip', 'old']);
    expect(plan.addedCategories.map((c) => c.slug)).toEqual(['nft', 'dao']);
    expect(plan.web3Categories.map((c) => c.slug)).toEqual(['defi', 'nft', 'dao']);
  });

  it('leaves the blog categories alone and does not add a slug another scope already holds', () => {
    const plan = planCategoryReset([existing('tutorial', 5, 'blog'), existing('dao', 0, 'blog')], [web3('nft'), web3('dao')]);
    expect(plan).toMatchObject({ removed: 0, articlesUncategorized: 0, removedCategories: [] });
    expect(plan.addedCategories.map((c) => c.slug)).toEqual(['nft']);
  });

  it('changes nothing when the Web3 categories are already there', () => {
    expect(planCategoryReset([existing('nft', 3)], [web3('nft')])).toMatchObject({ removed: 0, added: 0, articlesUncategorized: 0 });
  });
});

const RESET = `mutation CategoriesReset($dryRun: Boolean) {
  resetWeb3Categories(dryRun: $dryRun) {
    dryRun removed added articlesUncategorized
    removedCategories { slug name name_zh }
    addedCategories { slug name name_zh }
    web3Categories { slug }
  }
}`;

interface CategoryName {
  slug: string;
  name: string;
  name_zh: string | null;
}
interface Reset {
  dryRun: boolean;
  removed: number;
  added: number;
  articlesUncategorized: number;
  removedCategories: CategoryName[];
  addedCategories: CategoryName[];
  web3Categories: { slug: string }[];
}

describe('resetWeb3Categories through /v1/graphql', () => {
  let server: ActionsApp;
  let siteAdmin: Headers;

  const reset = async (dryRun?: boolean): Promise<Reset> =>
    dataOf(await server.gql<{ resetWeb3Categories: Reset }>(RESET, siteAdmin, dryRun === undefined ? {} : { dryRun })).resetWeb3Categories;

  async function slugs(scope: string): Promise<string[]> {
    const { rows } = await server.db.query<{ slug: string }>('SELECT slug FROM public.categories WHERE scope = $1 ORDER BY slug', [scope]);
    return rows.map((row) => row.slug);
  }

  async function categoryOf(articleId: unknown): Promise<string | null> {
    const { rows } = await server.db.query<{ category_id: string | null }>('SELECT category_id FROM public.articles WHERE id = $1', [
      articleId,
    ]);
    return rows[0]!.category_id;
  }

  /** Two extra article categories (one with two articles) and no Metaverse: what the reset has to undo. */
  async function drift(): Promise<{ articles: unknown[]; kept: unknown }> {
    await server.db.query(`DELETE FROM public.categories WHERE slug = 'metaverse'`);
    const { rows } = await server.db.query<{ id: string }>(
      `INSERT INTO public.categories (name, name_zh, slug, scope) VALUES ('Gossip', '八卦', 'gossip', 'article'), ('Old Stuff', NULL, 'old-stuff', 'article') RETURNING id`,
    );
    const articles = [
      (await insertArticle(server.db, { category_id: rows[0]!.id })).id,
      (await insertArticle(server.db, { category_id: rows[0]!.id })).id,
    ];
    const { rows: defi } = await server.db.query<{ id: string }>(`SELECT id FROM public.categories WHERE slug = 'defi'`);
    const kept = (await insertArticle(server.db, { category_id: defi[0]!.id })).id;
    return { articles, kept };
  }

  beforeAll(async () => {
    server = await startActionsApp();
    siteAdmin = bearer(await siteAdminToken(MEMBERS.linWei), { 'x-hasura-role': 'site_admin' });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('is not in the schema of visitors and members', async () => {
    for (const headers of [{}, bearer(await memberToken(MEMBERS.marcus))]) {
      const result = await server.gql(RESET, headers);
      expect(result.errors).toEqual([
        {
          message: "field 'resetWeb3Categories' not found in type: 'mutation_root'",
          extensions: { code: 'validation-failed', path: '$.selectionSet.resetWeb3Categories' },
        },
      ]);
    }
  });

  it('refuses a call that reaches the handler with a member session', async () => {
    const body = {
      action: { name: 'resetWeb3Categories' },
      input: {},
      session_variables: { 'x-hasura-role': 'user', 'x-hasura-user-id': MEMBERS.marcus },
      request_query: '',
    };
    const answer = await server.callHandler('reset-web3-categories', body, { 'x-actions-secret': ACTIONS_TEST_SECRET });
    expect(answer).toEqual({
      status: 400,
      json: {
        message: 'Resetting the categories is for site admins; sign in with an admin account.',
        extensions: { code: 'access-denied' },
      },
    });
  });

  it('changes nothing on the demo content, whose article categories are the Web3 ones', async () => {
    expect(await reset()).toEqual({
      dryRun: false,
      removed: 0,
      added: 0,
      articlesUncategorized: 0,
      removedCategories: [],
      addedCategories: [],
      web3Categories: WEB3_SLUGS.map((slug) => ({ slug })),
    });
    expect(await slugs('article')).toEqual([...WEB3_SLUGS].sort());
  });

  let drifted: { articles: unknown[]; kept: unknown };

  it('answers in a dry run what the reset will do, without doing it', async () => {
    drifted = await drift();
    const planned = await reset(true);
    expect(planned).toEqual({
      dryRun: true,
      removed: 2,
      added: 1,
      articlesUncategorized: 2,
      removedCategories: [
        { slug: 'gossip', name: 'Gossip', name_zh: '八卦' },
        { slug: 'old-stuff', name: 'Old Stuff', name_zh: null },
      ],
      addedCategories: [{ slug: 'metaverse', name: 'Metaverse', name_zh: '元宇宙' }],
      web3Categories: WEB3_SLUGS.map((slug) => ({ slug })),
    });
    expect(await slugs('article')).toContain('gossip');
    expect(await categoryOf(drifted.articles[0])).not.toBeNull();
  });

  it('resets as the dry run said: articles lose the removed categories, the Web3 ones are there, blog categories untouched', async () => {
    const planned = await reset(true);
    expect(await reset(false)).toEqual({ ...planned, dryRun: false });
    expect(await slugs('article')).toEqual([...WEB3_SLUGS].sort());
    expect(await slugs('blog')).toEqual(BLOG_SLUGS);
    for (const article of drifted.articles) expect(await categoryOf(article)).toBeNull();
    // A kept category keeps its row, so its articles keep it.
    expect(await categoryOf(drifted.kept)).not.toBeNull();
    expect(await reset()).toMatchObject({ removed: 0, added: 0, articlesUncategorized: 0 });
  });

  it('rolls everything back when a step fails', async () => {
    const { articles } = await drift();
    // A blog category already named "Metaverse": inserting the Web3 one breaks the unique name, after the
    // articles were uncategorized and the categories deleted in the same transaction.
    await server.db.query(`INSERT INTO public.categories (name, slug, scope) VALUES ('metaverse', 'metaverse-blog', 'blog')`);
    const result = await server.gql(RESET, siteAdmin);
    expect(result.errors).toHaveLength(1);
    expect(result.errors?.[0]).toMatchObject({
      message:
        'Another category already has the name of a Web3 category (names are unique whatever their case); rename it, then reset again.',
      extensions: { code: 'category-name-taken' },
    });
    expect(await slugs('article')).toEqual(expect.arrayContaining(['gossip', 'old-stuff']));
    expect(await categoryOf(articles[0])).not.toBeNull();
    await server.db.query(`DELETE FROM public.categories WHERE slug = 'metaverse-blog'`);
    expect(await reset()).toMatchObject({ removed: 2, added: 1, articlesUncategorized: 2 });
    expect(await categoryOf(articles[0])).toBeNull();
  });
});
