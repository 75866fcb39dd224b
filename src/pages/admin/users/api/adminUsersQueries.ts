import { graphql } from '@/shared/api';

export const AdminUsersListQuery = graphql(`
  query AdminUsersListQuery($where: user_profiles_bool_exp!, $limit: Int!, $later: Boolean! = false) {
    user_profiles(where: $where, order_by: [{ created_at: desc }, { id: asc }], limit: $limit) {
      id
      created_at
      ...UserRow_UserProfile
    }
    matching: user_profiles_aggregate(where: $where) @skip(if: $later) {
      aggregate {
        count
      }
    }
  }
`);

export const AdminUsersSetAdminMutation = graphql(`
  mutation AdminUsersSetAdminMutation($id: uuid!, $isAdmin: Boolean!) {
    update_user_profiles_by_pk(pk_columns: { id: $id }, _set: { is_admin: $isAdmin }) {
      id
      is_admin
    }
  }
`);

// A member's content for the moderator: the newest of each kind with the counts, hidden items and drafts included.
export const AdminUsersMemberContentQuery = graphql(`
  query AdminUsersMemberContentQuery($id: uuid!) {
    user_profiles_by_pk(id: $id) {
      id
      username
      blog_posts(order_by: [{ created_at: desc }, { id: asc }], limit: 10) {
        id
        slug
        title
        published
        hidden
        created_at
      }
      blog_posts_aggregate {
        aggregate {
          count
        }
      }
      discussions(order_by: [{ created_at: desc }, { id: asc }], limit: 10) {
        id
        content
        hidden
        created_at
      }
      discussions_aggregate {
        aggregate {
          count
        }
      }
      discussion_comments(order_by: [{ created_at: desc }, { id: asc }], limit: 10) {
        id
        content
        hidden
        created_at
        discussion_id
        article {
          slug
        }
        blog_post {
          slug
        }
      }
      discussion_comments_aggregate {
        aggregate {
          count
        }
      }
      reports_filed(order_by: [{ created_at: desc }, { id: asc }], limit: 10) {
        id
        reason
        resolved
        created_at
        discussion_id
        comment_id
        blog_post_id
      }
      reports_filed_aggregate {
        aggregate {
          count
        }
      }
      moderation_actions(order_by: [{ created_at: desc }, { id: asc }], limit: 10) {
        id
        kind
        note
        suspended_until
        created_at
      }
    }
  }
`);
