import { graphql } from '@/shared/api';

export const ArticlePageQuery = graphql(`
  query ArticlePageQuery($id: uuid!) {
    articles_by_pk(id: $id) {
      id
      title
      excerpt
      content
      image_url
      read_time
      views_count
      published_at
      created_at
      language
      category {
        ...CategoryBadge_Category
      }
      author {
        name
        bio
      }
      ...StoryTranslationLink_Article
    }
  }
`);
