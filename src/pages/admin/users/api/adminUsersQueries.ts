import { graphql } from '@/shared/api';

export const AdminUsersListQuery = graphql(`
  query AdminUsersListQuery($where: user_profiles_bool_exp!, $limit: Int!) {
    user_profiles(where: $where, order_by: [{ created_at: desc }, { id: asc }], limit: $limit) {
      id
      ...UserRow_UserProfile
    }
    matching: user_profiles_aggregate(where: $where) {
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
