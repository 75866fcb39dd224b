import { prefetchLive, type News_Articles_Bool_Exp, type PagePrefetch } from '@/shared/api';
import { tickerOf } from '@/entities/news-item';
import { contentLanguageWhere, contentScopeOf, contentScopeParam, type ContentScope } from '@/features/choose-content-language';
import { NewsCategoriesQuery, NewsFirstPageQuery, NewsPinnedSubscription } from '../api/newsQueries';
import { newsFilter, newsPageSize, pinnedLimit } from './newsFilter';

/** The timeline's filter: the address's category, ticker and search, in the scope's languages. */
export function newsPageWhere(options: { category?: string; ticker?: string; search: string; scope: ContentScope; language: string }) {
  // News has no translations, so the scope is a match of the language column or nothing.
  const language = contentLanguageWhere({ scope: options.scope, language: options.language }) as News_Articles_Bool_Exp;
  return newsFilter({ category: options.category, search: options.search, ticker: options.ticker, language });
}

/** The pinned stories of the filter. */
export const pinnedVariables = (where: News_Articles_Bool_Exp) => ({
  where: { _and: [where, { pinned_at: { _is_null: false } }] },
  limit: pinnedLimit,
});

/** The timeline's newest page (one story more tells whether more exist). */
export const firstPageVariables = (where: News_Articles_Bool_Exp) => ({ where, limit: newsPageSize + 1 });

/** NewsPage's first queries: the categories, the pinned stories and the newest page of the address's filter. */
export const prefetchNewsPage: PagePrefetch = (context) => {
  const { search, language, query } = context;
  const where = newsPageWhere({
    category: search.get('category') || undefined,
    ticker: tickerOf(search.get('ticker')),
    search: search.get('q') ?? '',
    scope: contentScopeOf(search.get(contentScopeParam)),
    language,
  });
  return Promise.all([
    query(NewsCategoriesQuery, {}),
    prefetchLive(context, NewsPinnedSubscription, pinnedVariables(where)),
    query(NewsFirstPageQuery, firstPageVariables(where)),
  ]);
};
