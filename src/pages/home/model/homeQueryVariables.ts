import type { News_Articles_Bool_Exp } from '@/shared/api';
import { contentLanguageWhere, contentScopeOf, contentScopeParam, type ContentScope } from '@/features/choose-content-language';
import { articleFilter, feedPageSize, liveNewsSize, withoutShown } from './articleFilter';

/** What the home page's address chooses: a category, the Following feed, the content scope (`?lang=all`). */
export function homeAddressOf(params: URLSearchParams): { category: string | undefined; following: boolean; scope: ContentScope } {
  return {
    category: params.get('category') || undefined,
    following: params.get('feed') === 'following',
    scope: contentScopeOf(params.get(contentScopeParam)),
  };
}

/** The live news sidebar's filter: the page's languages (news has no translations: a match of the language or none). */
export function liveNewsWhere({ scope, language }: { scope: ContentScope; language: string }): News_Articles_Bool_Exp {
  return contentLanguageWhere({ scope, language }) as News_Articles_Bool_Exp;
}

/** The live news sidebar's first read. */
export function liveNewsVariables(where: News_Articles_Bool_Exp) {
  return { where, limit: liveNewsSize };
}

/** The ids the featured and latest blocks show, which the feed below them leaves out. */
export function shownAbove(...blocks: ({ articles: readonly { id: string }[] } | undefined)[]): string[] {
  return blocks.flatMap((block) => block?.articles ?? []).map((article) => article.id);
}

/** One step of the feed: the articles of `where` but those shown above, `index` steps down. */
export function feedPageVariables(where: ReturnType<typeof articleFilter>, shown: string[], index: number) {
  return { where: withoutShown(where, shown), offset: index * feedPageSize, limit: feedPageSize };
}
