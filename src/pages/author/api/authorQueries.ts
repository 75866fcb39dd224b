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
        published_at
        ...ArticleCard_Article
        category {
          ...CategoryBadge_Category
        }
      }
    }
  }
`);

// A later page of an author's articles: those after the last one shown (a keyset page, as the blog's).
export const AuthorArticlesAfterQuery = graphql(`
  query AuthorArticlesAfterQuery($authorId: uuid!, $afterAt: timestamptz!, $afterId: uuid!, $limit: Int!) {
    articles(
      where: {
        author_id: { _eq: $authorId }
        published: { _eq: true }
        _or: [{ published_at: { _lt: $afterAt } }, { published_at: { _eq: $afterAt }, id: { _gt: $afterId } }]
      }
      order_by: [{ published_at: desc_nulls_last }, { id: asc }]
      limit: $limit
    ) {
      id
      published_at
      ...ArticleCard_Article
      category {
        ...CategoryBadge_Category
      }
    }
  }
`);
