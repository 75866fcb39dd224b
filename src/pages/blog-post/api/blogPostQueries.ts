import { graphql } from '@/shared/api';

export const BlogPostPageQuery = graphql(`
  query BlogPostPageQuery($id: uuid!) {
    blog_posts_by_pk(id: $id) {
      id
      title
      excerpt
      content
      image_url
      read_time
      published_at
      created_at
      language
      tags
      category {
        ...CategoryBadge_Category
      }
      author {
        display_name
        username
      }
      ...StoryTranslationLink_BlogPost
    }
  }
`);
