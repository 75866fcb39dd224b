import { graphql } from '@/shared/api';

// Returns the saved row so urql's cache refetches every query showing this profile.
export const EditProfileSaveMutation = graphql(`
  mutation EditProfileSaveMutation($id: uuid!, $changes: user_profiles_set_input!) {
    update_user_profiles_by_pk(pk_columns: { id: $id }, _set: $changes) {
      id
      display_name
      bio
      website
      location
      avatar_url
    }
  }
`);
