// The category reset of the /update-categories diagnostic: the article categories become the Web3 ones.
// In one transaction, as the page's single GraphQL mutation did before: the articles of the article categories
// whose slug is not a Web3 one lose their category, those categories are deleted, and the Web3 categories
// missing are inserted (a slug some category already holds, a blog one included, is left as it is). Blog
// categories are never touched. A dry run answers what the reset would do and changes nothing.
import type { Database, Queryable } from '../../db/index.ts';
import { ActionFailure } from '../actions.ts';
import type { Web3Category } from './seed-categories.ts';

/** A category as the reset reports it (removed, added, or one of the Web3 ones). */
export interface CategoryName {
  slug: string;
  name: string;
  name_zh: string | null;
}

/** A category of any scope as the plan sees it. */
export interface ExistingCategory extends CategoryName {
  scope: string;
  /** Articles filed under it, which lose their category when it is removed. */
  articles: number;
}

export interface CategoryReset {
  dryRun: boolean;
  removed: number;
  added: number;
  /** Articles left without a category. */
  articlesUncategorized: number;
  removedCategories: CategoryName[];
  addedCategories: CategoryName[];
  /** The target: the Web3 categories, in the seed's order. */
  web3Categories: CategoryName[];
}

const nameOf = ({ slug, name, name_zh }: CategoryName): CategoryName => ({ slug, name, name_zh });

/** What the reset does to the categories given (the dry run's answer). */
export function planCategoryReset(existing: readonly ExistingCategory[], target: readonly Web3Category[]): CategoryReset {
  const targetSlugs = new Set(target.map((category) => category.slug));
  const taken = new Set(existing.map((category) => category.slug));
  const remove = existing.filter((category) => category.scope === 'article' && !targetSlugs.has(category.slug));
  const add = target.filter((category) => !taken.has(category.slug));
  return {
    dryRun: true,
    removed: remove.length,
    added: add.length,
    articlesUncategorized: remove.reduce((sum, category) => sum + category.articles, 0),
    removedCategories: remove.map(nameOf),
    addedCategories: add.map(nameOf),
    web3Categories: target.map(nameOf),
  };
}

const EXISTING = `
  SELECT c.slug, c.name, c.name_zh, c.scope, (SELECT count(*)::int FROM public.articles a WHERE a.category_id = c.id) AS articles
  FROM public.categories c ORDER BY c.name`;

const UNCATEGORIZE = `
  UPDATE public.articles SET category_id = NULL
  WHERE category_id IN (SELECT id FROM public.categories WHERE scope = 'article' AND slug <> ALL($1::text[]))`;

const REMOVE = `
  WITH removed AS (
    DELETE FROM public.categories WHERE scope = 'article' AND slug <> ALL($1::text[]) RETURNING slug, name, name_zh
  )
  SELECT * FROM removed ORDER BY name`;

const ADD = `
  INSERT INTO public.categories (name, name_zh, slug, description, scope)
  SELECT c.name, c.name_zh, c.slug, c.description, 'article'
  FROM jsonb_to_recordset($1::jsonb) AS c(name text, name_zh text, slug text, description text)
  ON CONFLICT (slug) DO NOTHING
  RETURNING slug, name, name_zh`;

async function applyReset(tx: Queryable, target: readonly Web3Category[]): Promise<CategoryReset> {
  const slugs = target.map((category) => category.slug);
  const uncategorized = await tx.query(UNCATEGORIZE, [slugs]);
  const removed = await tx.query<CategoryName>(REMOVE, [slugs]);
  const added = await tx.query<CategoryName>(ADD, [JSON.stringify(target)]);
  // In the seed's order, as the dry run lists them.
  const addedCategories = target.flatMap((category) => added.rows.filter((row) => row.slug === category.slug));
  return {
    dryRun: false,
    removed: removed.rows.length,
    added: addedCategories.length,
    articlesUncategorized: uncategorized.rowCount,
    removedCategories: removed.rows.map(nameOf),
    addedCategories: addedCategories.map(nameOf),
    web3Categories: target.map(nameOf),
  };
}

const isNameTaken = (error: unknown): boolean =>
  (error as { code?: unknown }).code === '23505' && (error as { constraint?: unknown }).constraint === 'categories_name_key';

/** Resets the article categories to `target` in one transaction, or with `dryRun` only answers what it would do. */
export async function resetWeb3Categories(
  db: Database,
  target: readonly Web3Category[],
  options: { dryRun: boolean },
): Promise<CategoryReset> {
  if (options.dryRun) {
    const { rows } = await db.query<ExistingCategory>(EXISTING);
    return planCategoryReset(rows, target);
  }
  try {
    return await db.transaction((tx) => applyReset(tx, target));
  } catch (error) {
    if (!isNameTaken(error)) throw error;
    throw new ActionFailure(
      'category-name-taken',
      'Another category already has the name of a Web3 category (names are unique whatever their case); rename it, then reset again.',
    );
  }
}
