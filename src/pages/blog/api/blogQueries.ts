import { graphql } from '@/shared/api';

export const BlogCategoriesQuery = graphql(`
  query BlogCategoriesQuery @cached {
    categories(where: { scope: { _eq: "blog" } }, order_by: { name: asc }) {
      id
      slug
      name
      name_zh
      ...CategoryTabs_Category
    }
  }
`);

export const BlogPostsQuery = graphql(`
  query BlogPostsQuery($where: blog_posts_bool_exp!, $limit: Int!) {
    blog_posts(
      where: $where
      order_by: [{ published_at: desc_nulls_last }, { id: asc }]
      limit: $limit
    ) {
      id
      published_at
      ...BlogPostCard_BlogPost
      category_id
      category {
        ...CategoryBadge_Category
      }
    }
  }
`);

// A later page of the blog: the posts after the last one the reader has (a keyset page: the list's order and its
// tiebreak as a cursor, so a deep page costs as the second and posts published meanwhile repeat none).
export const BlogPostsAfterQuery = graphql(`
  query BlogPostsAfterQuery($where: blog_posts_bool_exp!, $afterAt: timestamptz!, $afterId: uuid!, $limit: Int!) {
    blog_posts(
      where: {
        _and: [
          $where
          { _or: [{ published_at: { _lt: $afterAt } }, { published_at: { _eq: $afterAt }, id: { _gt: $afterId } }] }
        ]
      }
      order_by: [{ published_at: desc_nulls_last }, { id: asc }]
      limit: $limit
    ) {
      id
      published_at
      ...BlogPostCard_BlogPost
      category_id
      category {
        ...CategoryBadge_Category
      }
    }
  }
`);
