import { graphql } from '@/shared/api';

export const RefreshNewsFetchMutation = graphql(`
  mutation RefreshNewsFetchMutation {
    fetchNews {
      throttled
      fetched_at
      new_items
      sources {
        source_id
        status
      }
    }
  }
`);
