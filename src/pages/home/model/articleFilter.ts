import type { Articles_Bool_Exp } from '@/shared/api';
import { translationFilter } from '@/shared/lib/locale-format';

/** Articles per step of the infinite list (spec section 9). */
export const feedPageSize = 5;
/** Items in the live news sidebar. */
export const liveNewsSize = 12;

export interface ArticleFilterOptions {
  /** Slug of the chosen category; undefined for all. */
  category: string | undefined;
  /** The reader's language: of a translated article only that version is listed. */
  language: string;
}

/**
 * Which articles the home page lists: those of the chosen category, else all but the legacy blog
 * categories (scope 'blog': Personal Blog, Tech Blog, Tutorial, Opinion); one version per story.
 */
export function articleFilter({ category, language }: ArticleFilterOptions): Articles_Bool_Exp {
  return {
    _and: [
      category ? { category: { slug: { _eq: category } } } : { _not: { category: { scope: { _eq: 'blog' } } } },
      translationFilter(language),
    ],
  };
}
