import { graphql } from '@/shared/api';

export const BlogPostPageQuery = graphql(`
  query BlogPostPageQuery($slug: String!) {
    blog_posts(where: { slug: { _eq: $slug } }, limit: 1) {
      id
      title
      excerpt
      content
      image_url
      read_time
      published_at
      created_at
      updated_at
      language
      tags
      tag_names
      author_id
      published
      hidden
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

/** The slug of a blog post reached at its old address, /blog/<uuid>. */
export const BlogPostLegacyQuery = graphql(`
  query BlogPostLegacyQuery($id: uuid!) {
    blog_posts_by_pk(id: $id) {
      id
      slug
    }
  }
`);
