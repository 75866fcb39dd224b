import { graphql } from '@/shared/api';

/** The member's notification mail choices (no row: the defaults). */
export const NotificationMailSettingsQuery = graphql(`
  query NotificationMailSettingsQuery {
    notification_email_settings(limit: 1) {
      user_id
      mentions
      replies
      comments
      weekly_digest
      language
    }
  }
`);

/** Saves the choices (the row is made on first save; user_id is the member's, preset by the permissions). */
export const NotificationMailSettingsSaveMutation = graphql(`
  mutation NotificationMailSettingsSaveMutation(
    $mentions: String!
    $replies: String!
    $comments: String!
    $weeklyDigest: Boolean!
    $language: String!
  ) {
    insert_notification_email_settings_one(
      object: { mentions: $mentions, replies: $replies, comments: $comments, weekly_digest: $weeklyDigest, language: $language }
      on_conflict: {
        constraint: notification_email_settings_pkey
        update_columns: [mentions, replies, comments, weekly_digest, language]
      }
    ) {
      user_id
      mentions
      replies
      comments
      weekly_digest
      language
    }
  }
`);
