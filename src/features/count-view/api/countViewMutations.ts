import { graphql } from '@/shared/api';

export const CountViewPageMutation = graphql(`
  mutation CountViewPageMutation(
    $path: String!
    $title: String
    $referrer: String
    $visitorId: String!
    $sessionId: String!
  ) {
    recordPageView(
      path: $path
      title: $title
      referrer: $referrer
      visitorId: $visitorId
      sessionId: $sessionId
    ) {
      ok
    }
  }
`);

export const CountViewArticleMutation = graphql(`
  mutation CountViewArticleMutation($id: uuid!) {
    incrementArticleViews(id: $id) {
      id
      views_count
    }
  }
`);

export const CountViewNewsMutation = graphql(`
  mutation CountViewNewsMutation($id: uuid!) {
    incrementNewsViews(id: $id) {
      id
      views_count
    }
  }
`);
