import { graphql } from '@/shared/api';

// Run as site_admin (siteAdminContext): only admins read auth.mail_outbox.
export const AdminOutboxListQuery = graphql(`
  query AdminOutboxListQuery($where: auth_mail_outbox_bool_exp!, $limit: Int!, $later: Boolean! = false) {
    auth_mail_outbox(where: $where, order_by: [{ created_at: desc }, { id: asc }], limit: $limit) { id recipient template language subject status created_at }
    matching: auth_mail_outbox_aggregate(where: $where) @skip(if: $later) { aggregate { count } }
  }
`);

export const AdminOutboxMessageQuery = graphql(`
  query AdminOutboxMessageQuery($id: uuid!) {
    auth_mail_outbox_by_pk(id: $id) {
      id message_id recipient template language subject text_body html_body status attempts last_error created_at sent_at
    }
  }
`);
