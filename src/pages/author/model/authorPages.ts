import type { PagePrefetch } from '@/shared/api';
import { AuthorPageQuery } from '../api/authorQueries';
import { AuthorMemberQuery } from '../api/memberQueries';

/** An editorial author's articles per page: "Load more" adds as many. */
export const authorPageSize = 20;
/** A member's posts and discussions per page: "Load more" adds as many. */
export const postsPageSize = 12;
export const discussionsPageSize = 10;

/** The author and their first articles (one more tells whether more exist). */
export const authorPageVariables = (slug: string) => ({ slug, limit: authorPageSize + 1 });

/** The member and their first posts and discussions. */
export const memberPageVariables = (username: string) => ({ username, posts: postsPageSize + 1, discussions: discussionsPageSize + 1 });

/** AuthorPage's query. */
export const prefetchAuthorPage: PagePrefetch = ({ params, query }) => query(AuthorPageQuery, authorPageVariables(params.slug ?? ''));

/** MemberPage's query. */
export const prefetchMemberPage: PagePrefetch = ({ params, query }) => query(AuthorMemberQuery, memberPageVariables(params.username ?? ''));
