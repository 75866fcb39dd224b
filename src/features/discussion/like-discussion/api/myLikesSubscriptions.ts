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

// Likes of an article or a blog post: counted from their rows (one root field per subscription).

export const LikeArticleCountSubscription = graphql(`
  subscription LikeArticleCountSubscription($articleId: uuid!) {
    article_likes_aggregate(where: { article_id: { _eq: $articleId } }) {
      aggregate {
        count
      }
    }
  }
`);

export const LikeArticleMineSubscription = graphql(`
  subscription LikeArticleMineSubscription($articleId: uuid!, $userId: uuid!) {
    article_likes(where: { article_id: { _eq: $articleId }, user_id: { _eq: $userId } }) {
      article_id
    }
  }
`);

export const LikeBlogPostCountSubscription = graphql(`
  subscription LikeBlogPostCountSubscription($blogPostId: uuid!) {
    blog_post_likes_aggregate(where: { blog_post_id: { _eq: $blogPostId } }) {
      aggregate {
        count
      }
    }
  }
`);

export const LikeBlogPostMineSubscription = graphql(`
  subscription LikeBlogPostMineSubscription($blogPostId: uuid!, $userId: uuid!) {
    blog_post_likes(where: { blog_post_id: { _eq: $blogPostId }, user_id: { _eq: $userId } }) {
      blog_post_id
    }
  }
`);
