import { graphql } from '@/shared/api';

// Run as site_admin: it fails for a token that does not allow the role, and reads the profile's
// current is_admin, so a revoked admin is turned away before their token expires.
export const AdminGateProfileQuery = graphql(`
  query AdminGateProfileQuery($id: uuid!) {
    user_profiles_by_pk(id: $id) {
      id
      is_admin
    }
  }
`);
