import { graphql } from '@/shared/api';

export const ArticlePageQuery = graphql(`
  query ArticlePageQuery($slug: String!) {
    articles(where: { slug: { _eq: $slug } }, limit: 1) {
      id
      title
      excerpt
      content
      image_url
      read_time
      views_count
      published_at
      created_at
      updated_at
      language
      category_id
      category {
        ...CategoryBadge_Category
      }
      author_id
      author {
        name
        slug
        bio
      }
      ...StoryTranslationLink_Article
    }
  }
`);

/** The slug of an article reached at its old address, /article/<uuid>. */
export const ArticleLegacyQuery = graphql(`
  query ArticleLegacyQuery($id: uuid!) {
    articles_by_pk(id: $id) {
      id
      slug
    }
  }
`);
