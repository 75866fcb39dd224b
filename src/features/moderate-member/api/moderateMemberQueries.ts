import { graphql } from '@/shared/api';

// Run as site_admin (siteAdminContext). The row's triggers act (migration 1795305603300_moderation): hide the item,
// resolve its reports and tell its author; warn the author; suspend or unsuspend the member.
export const ModerateMemberActionMutation = graphql(`
  mutation ModerateMemberActionMutation($action: moderation_actions_insert_input!) {
    insert_moderation_actions_one(object: $action) {
      id
      member {
        id
        suspended_until
        suspension_reason
      }
    }
  }
`);
