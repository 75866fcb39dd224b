import { graphql } from '@/shared/api';

// Members for the @mention autocomplete: a username starting with, or a display name containing, what was typed;
// never the shared author of erased members' posts (#contract/deleted-member.ts), whom nobody can reach.
export const MentionMembersQuery = graphql(`
  query MentionMembersQuery($prefix: String!, $contains: String!) {
    user_profiles(
      where: {
        _or: [{ username: { _ilike: $prefix } }, { display_name: { _ilike: $contains } }]
        id: { _neq: "00000000-0000-4000-8000-00000000dead" }
      }
      order_by: [{ username: asc }]
      limit: 6
    ) {
      username
      display_name
    }
  }
`);
