import type { ContentScope } from '@/features/choose-content-language';

/** Result types in the order the page shows them. */
export const resultTypes = ['article', 'blog_post', 'news', 'event', 'discussion'] as const;
export type ResultType = (typeof resultTypes)[number];

interface TypedResult {
  type: string;
  language?: string | null;
}

/** The results grouped by type, in page order; empty groups and unknown types are left out. */
export function groupResults<T extends TypedResult>(results: readonly T[]) {
  return resultTypes
    .map((type) => ({
      type,
      results: results.filter((result) => result.type === type),
    }))
    .filter((group) => group.results.length > 0);
}

/** The results in the languages the reader chose; items without a language (events) are in every one. */
export function inScope<T extends TypedResult>(results: readonly T[], scope: ContentScope, language: string): T[] {
  return scope === 'all' ? [...results] : results.filter((result) => !result.language || result.language === language);
}

/** Whether a result's url is a page of this site (else it is a news story's source). */
export function isSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}
