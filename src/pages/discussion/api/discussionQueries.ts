import { graphql } from '@/shared/api';

export const DiscussionListSubscription = graphql(`
  subscription DiscussionListSubscription(
    $where: discussions_bool_exp!
    $orderBy: [discussions_order_by!]!
    $limit: Int!
  ) {
    discussions(where: $where, order_by: $orderBy, limit: $limit) {
      id
      author_id
      likes
      comments_count
      ...DiscussionCard_Discussion
    }
  }
`);

export const DiscussionCommentsSubscription = graphql(`
  subscription DiscussionCommentsSubscription($discussionId: uuid!) {
    discussion_comments(
      where: { discussion_id: { _eq: $discussionId } }
      order_by: [{ created_at: asc }, { id: asc }]
    ) {
      id
      author_id
      likes
      ...CommentItem_DiscussionComment
    }
  }
`);

// Statistics from the data itself; a subscription has one root field, so discussions and comments
// are counted by two of them.
export const DiscussionStatsSubscription = graphql(`
  subscription DiscussionStatsSubscription {
    discussions_aggregate {
      aggregate {
        count
        members: count(columns: [author_id], distinct: true)
        sum {
          likes
        }
      }
    }
  }
`);

export const DiscussionCommentStatsSubscription = graphql(`
  subscription DiscussionCommentStatsSubscription {
    discussion_comments_aggregate {
      aggregate {
        count
        sum {
          likes
        }
      }
    }
  }
`);
