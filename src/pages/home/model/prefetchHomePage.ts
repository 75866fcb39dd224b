import type { PagePrefetch } from '@/shared/api';
import { HomeArticlesQuery, HomeCategoriesQuery, HomeFeaturedQuery, HomeLatestQuery, HomeLiveNewsQuery } from '../api/homeQueries';
import { articleFilter } from './articleFilter';
import { feedPageVariables, homeAddressOf, liveNewsVariables, liveNewsWhere, shownAbove } from './homeQueryVariables';

/**
 * HomePage's queries as a visitor's render asks them: the categories, the live news, the featured and latest blocks,
 * then the feed's first step (it leaves out what those blocks show). The Following feed is a member's (their browser
 * reads it).
 */
export const prefetchHomePage: PagePrefetch = async (context) => {
  const { category, following, scope } = homeAddressOf(context.search);
  const { language } = context;
  const others = [
    context.query(HomeCategoriesQuery, {}),
    context.query(HomeLiveNewsQuery, liveNewsVariables(liveNewsWhere({ scope, language }))),
  ];
  if (following) return Promise.all(others);
  const where = articleFilter({ category, language, scope });
  const [featured, latest] = await Promise.all([context.query(HomeFeaturedQuery, { where }), context.query(HomeLatestQuery, { where })]);
  return Promise.all([...others, context.query(HomeArticlesQuery, feedPageVariables(where, shownAbove(featured, latest), 0))]);
};
