import { graphql } from '@/shared/api';

// The author is set by the API from the token (insert permission preset), not sent; the language is the UI's.
export const CreateDiscussionMutation = graphql(`
  mutation CreateDiscussionMutation($title: String!, $topic: String!, $content: String!, $language: String!) {
    insert_discussions_one(object: { title: $title, topic: $topic, content: $content, language: $language }) {
      id
    }
  }
`);
