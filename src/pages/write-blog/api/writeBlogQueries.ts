import { graphql } from '@/shared/api';

export const WriteBlogCategoriesQuery = graphql(`
  query WriteBlogCategoriesQuery {
    categories(where: { scope: { _eq: "blog" } }, order_by: { name: asc }) {
      id
      name
      name_zh
    }
  }
`);

export const WriteBlogPostQuery = graphql(`
  query WriteBlogPostQuery($id: uuid!) {
    blog_posts_by_pk(id: $id) {
      id
      author_id
      title
      excerpt
      content
      image_url
      category_id
      tags
      tag_names
      featured
      published
      language
    }
  }
`);

export const WriteBlogCreatePostMutation = graphql(`
  mutation WriteBlogCreatePostMutation($post: blog_posts_insert_input!) {
    insert_blog_posts_one(object: $post) {
      id
      slug
      published
    }
  }
`);

export const WriteBlogUpdatePostMutation = graphql(`
  mutation WriteBlogUpdatePostMutation($id: uuid!, $post: blog_posts_set_input!) {
    update_blog_posts_by_pk(pk_columns: { id: $id }, _set: $post) {
      id
      slug
      published
    }
  }
`);
