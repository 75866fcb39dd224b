import { graphql } from '@/shared/api';

/** A member by username, with their newest published blog posts and discussions. */
export const AuthorMemberQuery = graphql(`
  query AuthorMemberQuery($username: String!, $posts: Int!, $discussions: Int!) {
    user_profiles(where: { username: { _eq: $username } }, limit: 1) {
      id
      username
      display_name
      avatar_url
      bio
      website
      location
      created_at
      followers_count
      following_count
      blog_posts(where: { published: { _eq: true } }, order_by: [{ published_at: desc_nulls_last }, { id: asc }], limit: $posts) {
        id
        published_at
        ...BlogPostCard_BlogPost
        category {
          ...CategoryBadge_Category
        }
      }
      discussions(order_by: [{ created_at: desc }, { id: asc }], limit: $discussions) {
        id
        created_at
        likes
        comments_count
        ...DiscussionCard_Discussion
      }
    }
  }
`);

// Later pages of a member's posts and discussions: those after the last one shown (keyset pages, as the blog's).
export const MemberPostsAfterQuery = graphql(`
  query MemberPostsAfterQuery($authorId: uuid!, $afterAt: timestamptz!, $afterId: uuid!, $limit: Int!) {
    blog_posts(
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
      ...BlogPostCard_BlogPost
      category {
        ...CategoryBadge_Category
      }
    }
  }
`);

export const MemberDiscussionsAfterQuery = graphql(`
  query MemberDiscussionsAfterQuery($authorId: uuid!, $afterAt: timestamptz!, $afterId: uuid!, $limit: Int!) {
    discussions(
      where: {
        author_id: { _eq: $authorId }
        _or: [{ created_at: { _lt: $afterAt } }, { created_at: { _eq: $afterAt }, id: { _gt: $afterId } }]
      }
      order_by: [{ created_at: desc }, { id: asc }]
      limit: $limit
    ) {
      id
      created_at
      likes
      comments_count
      ...DiscussionCard_Discussion
    }
  }
`);
