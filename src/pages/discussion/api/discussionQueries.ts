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
    discussion_comments_aggregate(where: { discussion_id: { _is_null: false } }) {
      aggregate {
        count
        sum {
          likes
        }
      }
    }
  }
`);
