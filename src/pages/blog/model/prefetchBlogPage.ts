import type { PagePrefetch } from '@/shared/api';
import { contentScopeOf, contentScopeParam } from '@/features/choose-content-language';
import { BlogCategoriesQuery, BlogPostsQuery } from '../api/blogQueries';
import { blogWhere, pageSize } from './blogFilter';

/** The blog's categories and first page, as BlogPage asks them. */
export const prefetchBlogPage: PagePrefetch = ({ search, language, query }) => {
  const where = blogWhere({
    category: search.get('category') || undefined,
    scope: contentScopeOf(search.get(contentScopeParam)),
    language,
  });
  return Promise.all([query(BlogCategoriesQuery, {}), query(BlogPostsQuery, { where, limit: pageSize + 1 })]);
};
