import seeds from '../../../../../hasura/seeds/default/01_categories_authors.sql?raw';
import { seedArticleCategories, type Web3Category } from '../lib/seedCategories';

export type { Web3Category };

/**
 * The Web3 article categories the category reset (/update-categories) installs: those of the demo content's
 * seed file, read from it at build time so the two cannot drift apart.
 */
export const WEB3_CATEGORIES: readonly Web3Category[] = seedArticleCategories(seeds);
