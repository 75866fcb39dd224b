import { graphql } from '@/shared/api';

// The author is set by the API from the token (insert permission preset), not sent.
export const CommentDiscussionMutation = graphql(`
  mutation CommentDiscussionMutation($discussionId: uuid!, $content: String!) {
    insert_discussion_comments_one(object: { discussion_id: $discussionId, content: $content }) {
      id
    }
  }
`);
