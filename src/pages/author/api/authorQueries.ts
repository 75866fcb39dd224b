import { graphql } from '@/shared/api';

/** An editorial author by slug, with their newest published articles. */
export const AuthorPageQuery = graphql(`
  query AuthorPageQuery($slug: String!) {
    authors(where: { slug: { _eq: $slug } }, limit: 1) {
      id
      name
      bio
      expertise
      avatar_url
      articles(where: { published: { _eq: true } }, order_by: [{ published_at: desc_nulls_last }, { id: asc }], limit: 50) {
        id
        ...ArticleCard_Article
        category {
          ...CategoryBadge_Category
        }
      }
    }
  }
`);
