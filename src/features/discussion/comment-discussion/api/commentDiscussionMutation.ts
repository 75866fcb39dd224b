import { graphql } from '@/shared/api';

// The author is set by the API from the token (insert permission preset), not sent. The object names the item
// commented (discussion_id, article_id or blog_post_id) and, for a reply, the comment answered (parent_id).
export const CommentDiscussionMutation = graphql(`
  mutation CommentDiscussionMutation($object: discussion_comments_insert_input!) {
    insert_discussion_comments_one(object: $object) {
      id
    }
  }
`);
