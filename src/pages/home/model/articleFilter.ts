import type { Articles_Bool_Exp } from '@/shared/api';
import { contentLanguageWhere, type ContentScope } from '@/features/choose-content-language';

/** Articles per step of the infinite list (spec section 9). */
export const feedPageSize = 5;
/** Items in the live news sidebar. */
export const liveNewsSize = 12;

export interface ArticleFilterOptions {
  /** Slug of the chosen category; undefined for all. */
  category: string | undefined;
  /** The reader's language. */
  language: string;
  /** The reader's language only, or every language (one version of a translated story). */
  scope: ContentScope;
}

/**
 * Which articles the home page lists: those of the chosen category, else all but the legacy blog
 * categories (scope 'blog': Personal Blog, Tech Blog, Tutorial, Opinion), in the languages the reader chose.
 */
export function articleFilter({ category, language, scope }: ArticleFilterOptions): Articles_Bool_Exp {
  return {
    _and: [
      category ? { category: { slug: { _eq: category } } } : { _not: { category: { scope: { _eq: 'blog' } } } },
      contentLanguageWhere({ scope, language, translations: true }),
    ],
  };
}

/** The filter without the articles already shown above the list (the featured and latest blocks). */
export function withoutShown(where: Articles_Bool_Exp, shown: string[]): Articles_Bool_Exp {
  return shown.length === 0 ? where : { _and: [where, { id: { _nin: shown } }] };
}
