import { graphql } from '@/shared/api';

// The newest top-level comments of an item (a page of them; the thread shows them oldest first), each with its
// replies (one level deep, at most 100); hidden ones come only to their author and to moderators (row permissions).
export const CommentThreadSubscription = graphql(`
  subscription CommentThreadSubscription($where: discussion_comments_bool_exp!, $limit: Int!) {
    discussion_comments(where: $where, order_by: [{ created_at: desc }, { id: desc }], limit: $limit) {
      id
      created_at
      ...CommentTree_Comment
      replies(order_by: [{ created_at: asc }, { id: asc }], limit: 100) {
        id
        ...CommentTree_Comment
      }
    }
  }
`);

// Earlier top-level comments: those before the oldest one shown (a keyset page, newest first).
export const CommentThreadEarlierQuery = graphql(`
  query CommentThreadEarlierQuery($where: discussion_comments_bool_exp!, $beforeAt: timestamptz!, $beforeId: uuid!, $limit: Int!) {
    discussion_comments(
      where: {
        _and: [$where, { _or: [{ created_at: { _lt: $beforeAt } }, { created_at: { _eq: $beforeAt }, id: { _lt: $beforeId } }] }]
      }
      order_by: [{ created_at: desc }, { id: desc }]
      limit: $limit
    ) {
      id
      created_at
      ...CommentTree_Comment
      replies(order_by: [{ created_at: asc }, { id: asc }], limit: 100) {
        id
        ...CommentTree_Comment
      }
    }
  }
`);

// How many comments the item has (replies included), live, for the thread's heading.
export const CommentCountSubscription = graphql(`
  subscription CommentCountSubscription($where: discussion_comments_bool_exp!) {
    discussion_comments_aggregate(where: $where) {
      aggregate {
        count
      }
    }
  }
`);
