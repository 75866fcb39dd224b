import type { PagePrefetch } from '@/shared/api';
import { SearchResultsQuery } from '../api/searchQueries';

/** Results asked of the search action. */
const resultLimit = 50;

/** The search the address asks (`?q=`, trimmed; '' for none) and its query's variables. */
export function searchOf(params: URLSearchParams) {
  const query = (params.get('q') ?? '').trim();
  return { query, variables: { query, limit: resultLimit } };
}

/** SearchPage's results, when the address asks a search. */
export const prefetchSearchPage: PagePrefetch = async (context) => {
  const { query, variables } = searchOf(context.search);
  if (query) await context.query(SearchResultsQuery, variables);
};
