import { canonicalTag } from '@/entities/story';
import type { PagePrefetch } from '@/shared/api';
import { TagFollowersQuery, TagPostsQuery } from '../api/tagQueries';

/** Posts per page: "Load more" adds as many. */
export const pageSize = 24;

/** The tag of the address, in its canonical form (a link typed as /tag/Layer%202 names /tag/layer-2). */
export const tagOf = (typed: string) => canonicalTag(typed) || typed;

/** The first page of the tag's posts (one more tells whether more exist). */
export const tagPostsVariables = (tag: string) => ({ tags: [tag], limit: pageSize + 1 });

/** TagPage's first page of posts and follower count. */
export const prefetchTagPage: PagePrefetch = ({ params, query }) => {
  const tag = tagOf(params.tag ?? '');
  return Promise.all([query(TagPostsQuery, tagPostsVariables(tag)), query(TagFollowersQuery, { tag })]);
};
