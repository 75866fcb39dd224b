import { graphql } from '@/shared/api';

export const ProfileMemberQuery = graphql(`
  query ProfileMemberQuery($id: uuid!) {
    user_profiles_by_pk(id: $id) {
      id
      created_at
      ...ProfileCard_UserProfile
      ...EditProfileForm_UserProfile
    }
  }
`);
