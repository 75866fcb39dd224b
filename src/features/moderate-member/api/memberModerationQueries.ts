import { graphql } from '@/shared/api';

// Run as site_admin (siteAdminContext): what a moderator needs to act on a member from the member's page.
export const MemberModerationQuery = graphql(`
  query MemberModerationQuery($id: uuid!) {
    user_profiles_by_pk(id: $id) {
      id
      is_admin
      suspended_until
      suspension_reason
    }
  }
`);
