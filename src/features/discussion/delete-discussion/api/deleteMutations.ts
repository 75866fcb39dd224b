import { graphql } from '@/shared/api';

// The API deletes only the member's own rows (delete permission filtered by author_id); null means
// there was nothing of theirs to delete.

export const DeleteDiscussionMutation = graphql(`
  mutation DeleteDiscussionMutation($id: uuid!) {
    delete_discussions_by_pk(id: $id) {
      id
    }
  }
`);

export const DeleteDiscussionCommentMutation = graphql(`
  mutation DeleteDiscussionCommentMutation($id: uuid!) {
    delete_discussion_comments_by_pk(id: $id) {
      id
    }
  }
`);
