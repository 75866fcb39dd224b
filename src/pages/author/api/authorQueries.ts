import { graphql } from '@/shared/api';

/** An editorial author by slug, with their newest published articles (a page more at each "Load more"). */
export const AuthorPageQuery = graphql(`
  query AuthorPageQuery($slug: String!, $limit: Int!) {
    authors(where: { slug: { _eq: $slug } }, limit: 1) {
      id
      name
      bio
      expertise
      avatar_url
      followers_count
      articles(where: { published: { _eq: true } }, order_by: [{ published_at: desc_nulls_last }, { id: asc }], limit: $limit) {
        id
        ...ArticleCard_Article
        category {
          ...CategoryBadge_Category
        }
      }
    }
  }
`);
