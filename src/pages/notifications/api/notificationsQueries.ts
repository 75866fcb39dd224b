import { graphql } from '@/shared/api';

/** The member's newest notifications (each member keeps at most 200). */
export const NotificationsPageQuery = graphql(`
  query NotificationsPageQuery($limit: Int!) {
    notifications(order_by: [{ created_at: desc }, { id: desc }], limit: $limit) {
      id
      created_at
      read_at
      ...NotificationItem_Notification
    }
  }
`);

// New notifications as they arrive: the list only grows, so a stream with a cursor on created_at sends each row
// once instead of re-running the whole list.
export const NotificationsStreamSubscription = graphql(`
  subscription NotificationsStreamSubscription($since: timestamptz!) {
    notifications_stream(batch_size: 20, cursor: { initial_value: { created_at: $since }, ordering: ASC }) {
      id
      created_at
      read_at
      ...NotificationItem_Notification
    }
  }
`);
