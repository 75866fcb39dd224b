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
        ...BlogPostCard_BlogPost
        category {
          ...CategoryBadge_Category
        }
      }
      discussions(order_by: [{ created_at: desc }, { id: asc }], limit: $discussions) {
        id
        likes
        comments_count
        ...DiscussionCard_Discussion
      }
    }
  }
`);
