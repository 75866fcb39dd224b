import { graphql } from '@/shared/api';

export const NewsItemCountViewMutation = graphql(`
  mutation NewsItemCountViewMutation($id: uuid!) {
    incrementNewsViews(id: $id) {
      id
      views_count
    }
  }
`);
