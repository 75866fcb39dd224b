import { graphql } from '@/shared/api';

// The API updates only the member's own comments (update permission filtered by author_id); null means it is
// not theirs, or gone.
export const EditCommentMutation = graphql(`
  mutation EditCommentMutation($id: uuid!, $content: String!) {
    update_discussion_comments_by_pk(pk_columns: { id: $id }, _set: { content: $content }) {
      id
      content
    }
  }
`);
