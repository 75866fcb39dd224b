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
      ...BlogPostCard_BlogPost
      category {
        ...CategoryBadge_Category
      }
    }
  }
`);
