import type { Web3Category } from './seedCategories';

/** An article category as the reset sees it. */
export interface CurrentCategory {
  id: string;
  name: string;
  slug: string;
  /** Articles filed under it, which lose their category when it is removed. */
  articles: number;
}

export interface CategoryResetPlan {
  /** Article categories whose slug is not a Web3 one: deleted, their articles left without a category. */
  remove: CurrentCategory[];
  /** Article categories with a Web3 slug: kept as they are. */
  keep: CurrentCategory[];
  /** Web3 categories with no category of that slug yet: inserted. */
  add: Web3Category[];
  /** Articles that lose their category. */
  orphanedArticles: number;
}

/** What the reset will do to the current article categories (blog categories are never part of it). */
export function planCategoryReset(current: readonly CurrentCategory[], target: readonly Web3Category[], takenSlugs: readonly string[] = []): CategoryResetPlan {
  const targetSlugs = new Set(target.map((category) => category.slug));
  const remove = current.filter((category) => !targetSlugs.has(category.slug));
  const keep = current.filter((category) => targetSlugs.has(category.slug));
  const present = new Set([...keep.map((category) => category.slug), ...takenSlugs]);
  return {
    remove,
    keep,
    add: target.filter((category) => !present.has(category.slug)),
    orphanedArticles: remove.reduce((sum, category) => sum + category.articles, 0),
  };
}
