import { graphql } from '@/shared/api';

/** Published blog posts with a tag, newest first (`tags @> {tag}`, served by the GIN index blog_posts_published_tags_idx). */
export const TagPostsQuery = graphql(`
  query TagPostsQuery($tags: [String!]!, $limit: Int!) {
    blog_posts(
      where: { published: { _eq: true }, tags: { _contains: $tags } }
      order_by: [{ published_at: desc_nulls_last }, { id: asc }]
      limit: $limit
    ) {
      id
      published_at
      tags
      tag_names
      ...BlogPostCard_BlogPost
      category {
        ...CategoryBadge_Category
      }
    }
  }
`);

// A later page of a tag: the posts after the last one shown (a keyset page: the list's order and its tiebreak as
// the cursor, so a deep page costs as the second and posts published meanwhile repeat none).
export const TagPostsAfterQuery = graphql(`
  query TagPostsAfterQuery($tags: [String!]!, $afterAt: timestamptz!, $afterId: uuid!, $limit: Int!) {
    blog_posts(
      where: {
        published: { _eq: true }
        tags: { _contains: $tags }
        _or: [{ published_at: { _lt: $afterAt } }, { published_at: { _eq: $afterAt }, id: { _gt: $afterId } }]
      }
      order_by: [{ published_at: desc_nulls_last }, { id: asc }]
      limit: $limit
    ) {
      id
      published_at
      tags
      tag_names
      ...BlogPostCard_BlogPost
      category {
        ...CategoryBadge_Category
      }
    }
  }
`);

/** How many members follow the tag (no row: nobody yet). */
export const TagFollowersQuery = graphql(`
  query TagFollowersQuery($tag: String!) {
    tag_follower_counts_by_pk(tag: $tag) {
      tag
      followers_count
    }
  }
`);
