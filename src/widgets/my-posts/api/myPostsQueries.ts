import { graphql } from '@/shared/api';

export const MyPostsQuery = graphql(`
  query MyPostsQuery($authorId: uuid!) {
    blog_posts(where: { author_id: { _eq: $authorId } }, order_by: [{ updated_at: desc }, { id: asc }]) {
      id
      slug
      title
      published
      hidden
      language
      updated_at
      category {
        ...CategoryBadge_Category
      }
    }
  }
`);

export const MyPostsDeleteMutation = graphql(`
  mutation MyPostsDeleteMutation($id: uuid!) {
    delete_blog_posts_by_pk(id: $id) {
      id
    }
  }
`);
