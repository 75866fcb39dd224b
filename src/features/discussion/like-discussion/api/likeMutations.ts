import { graphql } from '@/shared/api';

// A like is a row per member (the API sets user_id from the token); unliking deletes that row.
// Counts on discussions and comments are kept by database triggers.

export const LikeDiscussionInsertMutation = graphql(`
  mutation LikeDiscussionInsertMutation($discussionId: uuid!) {
    insert_discussion_likes_one(object: { discussion_id: $discussionId }) {
      discussion_id
    }
  }
`);

export const LikeDiscussionDeleteMutation = graphql(`
  mutation LikeDiscussionDeleteMutation($discussionId: uuid!, $userId: uuid!) {
    delete_discussion_likes_by_pk(discussion_id: $discussionId, user_id: $userId) {
      discussion_id
    }
  }
`);

export const LikeDiscussionCommentInsertMutation = graphql(`
  mutation LikeDiscussionCommentInsertMutation($commentId: uuid!) {
    insert_discussion_comment_likes_one(object: { comment_id: $commentId }) {
      comment_id
    }
  }
`);

export const LikeDiscussionCommentDeleteMutation = graphql(`
  mutation LikeDiscussionCommentDeleteMutation($commentId: uuid!, $userId: uuid!) {
    delete_discussion_comment_likes_by_pk(comment_id: $commentId, user_id: $userId) {
      comment_id
    }
  }
`);

export const LikeArticleInsertMutation = graphql(`
  mutation LikeArticleInsertMutation($articleId: uuid!) {
    insert_article_likes_one(object: { article_id: $articleId }) {
      article_id
    }
  }
`);

export const LikeArticleDeleteMutation = graphql(`
  mutation LikeArticleDeleteMutation($articleId: uuid!, $userId: uuid!) {
    delete_article_likes_by_pk(article_id: $articleId, user_id: $userId) {
      article_id
    }
  }
`);

export const LikeBlogPostInsertMutation = graphql(`
  mutation LikeBlogPostInsertMutation($blogPostId: uuid!) {
    insert_blog_post_likes_one(object: { blog_post_id: $blogPostId }) {
      blog_post_id
    }
  }
`);

export const LikeBlogPostDeleteMutation = graphql(`
  mutation LikeBlogPostDeleteMutation($blogPostId: uuid!, $userId: uuid!) {
    delete_blog_post_likes_by_pk(blog_post_id: $blogPostId, user_id: $userId) {
      blog_post_id
    }
  }
`);
