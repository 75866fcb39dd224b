import { graphql } from '@/shared/api';

export const RecordPageViewMutation = graphql(`
  mutation RecordPageViewMutation(
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
