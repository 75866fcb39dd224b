import { graphql } from '@/shared/api';

export const SearchResultsQuery = graphql(`
  query SearchResultsQuery($query: String!, $limit: Int) {
    search(query: $query, limit: $limit) {
      type
      id
      title
      excerpt
      url
      published_at
      language
    }
  }
`);
