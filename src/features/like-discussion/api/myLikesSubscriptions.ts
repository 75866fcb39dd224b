import { graphql } from '@/shared/api';

export const LikeDiscussionMineSubscription = graphql(`
  subscription LikeDiscussionMineSubscription($userId: uuid!, $discussionIds: [uuid!]!) {
    discussion_likes(where: { user_id: { _eq: $userId }, discussion_id: { _in: $discussionIds } }) {
      discussion_id
    }
  }
`);

export const LikeDiscussionMyCommentLikesSubscription = graphql(`
  subscription LikeDiscussionMyCommentLikesSubscription($userId: uuid!, $comments: discussion_comments_bool_exp!) {
    discussion_comment_likes(where: { user_id: { _eq: $userId }, comment: $comments }) {
      comment_id
    }
  }
`);
