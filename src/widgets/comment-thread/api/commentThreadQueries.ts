import { graphql } from '@/shared/api';

// The top-level comments of an item, oldest first, each with its replies (one level deep); hidden ones come only
// to their author and to moderators (row permissions). Bounded: 200 comments, 100 replies each.
export const CommentThreadSubscription = graphql(`
  subscription CommentThreadSubscription($where: discussion_comments_bool_exp!) {
    discussion_comments(where: $where, order_by: [{ created_at: asc }, { id: asc }], limit: 200) {
      id
      ...CommentTree_Comment
      replies(order_by: [{ created_at: asc }, { id: asc }], limit: 100) {
        id
        ...CommentTree_Comment
      }
    }
  }
`);
