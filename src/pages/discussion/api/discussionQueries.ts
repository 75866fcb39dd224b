import { graphql } from '@/shared/api';

export const DiscussionListSubscription = graphql(`
  subscription DiscussionListSubscription(
    $where: discussions_bool_exp!
    $orderBy: [discussions_order_by!]!
    $limit: Int!
  ) {
    discussions(where: $where, order_by: $orderBy, limit: $limit) {
      id
      created_at
      author_id
      likes
      comments_count
      popular_key
      ...DiscussionCard_Discussion
    }
  }
`);

// A later page of the forum's newest first: the discussions after the last one shown (a keyset page: the list's
// order and its tiebreak as the cursor, so a deep page costs as the second and new posts repeat none).
export const DiscussionsAfterQuery = graphql(`
  query DiscussionsAfterQuery($where: discussions_bool_exp!, $afterAt: timestamptz!, $afterId: uuid!, $limit: Int!) {
    discussions(
      where: {
        _and: [$where, { _or: [{ created_at: { _lt: $afterAt } }, { created_at: { _eq: $afterAt }, id: { _gt: $afterId } }] }]
      }
      order_by: [{ created_at: desc }, { id: asc }]
      limit: $limit
    ) {
      id
      created_at
      author_id
      likes
      comments_count
      popular_key
      ...DiscussionCard_Discussion
    }
  }
`);

// A later page of the forum's Popular list: the discussions after the last one shown by their stored popularity key
// (likes, comments, newest, id in one column the database keeps: a keyset page however deep).
export const DiscussionsPopularAfterQuery = graphql(`
  query DiscussionsPopularAfterQuery($where: discussions_bool_exp!, $after: String!, $limit: Int!) {
    discussions(where: { _and: [$where, { popular_key: { _lt: $after } }] }, order_by: [{ popular_key: desc }], limit: $limit) {
      id
      created_at
      author_id
      likes
      comments_count
      popular_key
      ...DiscussionCard_Discussion
    }
  }
`);

// The forum's totals: one row the database keeps by triggers (migration 1795305607200), not counted over the
// whole tables at each change.
export const DiscussionStatsSubscription = graphql(`
  subscription DiscussionStatsSubscription {
    forum_totals {
      discussions
      comments
      members
      likes
    }
  }
`);
