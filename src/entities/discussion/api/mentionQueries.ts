import { graphql } from '@/shared/api';

// Members for the @mention autocomplete: a username starting with, or a display name containing, what was typed.
export const MentionMembersQuery = graphql(`
  query MentionMembersQuery($prefix: String!, $contains: String!) {
    user_profiles(
      where: { _or: [{ username: { _ilike: $prefix } }, { display_name: { _ilike: $contains } }] }
      order_by: [{ username: asc }]
      limit: 6
    ) {
      username
      display_name
    }
  }
`);
