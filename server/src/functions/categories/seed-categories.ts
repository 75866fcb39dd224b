// The Web3 article categories: those of the demo content's seed file, read from it (so the reset and the demo
// content cannot drift apart). The seed is SQL; this reads only its `INSERT INTO public.categories` rows.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SEEDS_DIR } from '../../config/paths.ts';
import { ActionFailure } from '../actions.ts';

/** One article category the reset installs. */
export interface Web3Category {
  name: string;
  name_zh: string;
  slug: string;
  description: string;
}

export const CATEGORIES_SEED_FILE = '01_categories_authors.sql';

const sqlString = `'((?:[^']|'')*)'`;
// A row of the seed's INSERT INTO public.categories (id, name, name_zh, slug, description, scope, ...), scope 'article'.
const ARTICLE_ROW = new RegExp(`\\(\\s*'[^']*',\\s*${sqlString},\\s*${sqlString},\\s*${sqlString},\\s*${sqlString},\\s*'article'`, 'g');

const unquote = (text: string) => text.replace(/''/g, "'");

/** The article categories of a categories seed file (hasura/seeds/default/01_categories_authors.sql), in its order. */
export function seedArticleCategories(sql: string): Web3Category[] {
  return [...sql.matchAll(ARTICLE_ROW)].map(([, name = '', nameZh = '', slug = '', description = '']) => ({
    name: unquote(name),
    name_zh: unquote(nameZh),
    slug: unquote(slug),
    description: unquote(description),
  }));
}

/**
 * Reads the Web3 categories from the seed file (read on every call: a reset follows the file as it is now).
 * None found is a failure: resetting to no categories would remove every article category.
 */
export async function readWeb3Categories(seedsDir: string = SEEDS_DIR): Promise<Web3Category[]> {
  const file = join(seedsDir, CATEGORIES_SEED_FILE);
  const categories = seedArticleCategories(await readFile(file, 'utf8').catch(() => ''));
  if (categories.length === 0) {
    throw new ActionFailure(
      'no-web3-categories',
      `Found no article categories in hasura/seeds/default/${CATEGORIES_SEED_FILE}; restore the file, then reset again.`,
    );
  }
  return categories;
}
