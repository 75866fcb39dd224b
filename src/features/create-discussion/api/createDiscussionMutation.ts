import { graphql } from '@/shared/api';

// The author is set by the API from the token (insert permission preset), not sent.
export const CreateDiscussionMutation = graphql(`
  mutation CreateDiscussionMutation($content: String!) {
    insert_discussions_one(object: { content: $content }) {
      id
    }
  }
`);
