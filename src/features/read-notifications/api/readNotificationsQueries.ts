import { graphql } from '@/shared/api';

// The member's unread count, live (the list is bounded at 200 rows per member, so the count is too).
export const ReadNotificationsUnreadSubscription = graphql(`
  subscription ReadNotificationsUnreadSubscription {
    notifications_aggregate(where: { read_at: { _is_null: true } }) {
      aggregate {
        count
      }
    }
  }
`);

// The API updates only the member's own rows (update permission filtered by recipient_id).
export const ReadNotificationMutation = graphql(`
  mutation ReadNotificationMutation($id: uuid!, $at: timestamptz!) {
    update_notifications_by_pk(pk_columns: { id: $id }, _set: { read_at: $at }) {
      id
      read_at
    }
  }
`);

export const ReadAllNotificationsMutation = graphql(`
  mutation ReadAllNotificationsMutation($at: timestamptz!) {
    update_notifications(where: { read_at: { _is_null: true } }, _set: { read_at: $at }) {
      affected_rows
      returning {
        id
        read_at
      }
    }
  }
`);
