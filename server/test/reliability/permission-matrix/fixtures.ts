// Rows for the tracked tables the demo content leaves empty: every other row the matrix needs is built
// from a real row of its table, so each table needs one. A table that is empty and missing here stops the
// matrix with a message naming it.
import type { Row } from './bool-exp.ts';

/** Published items of the demo content a fixture row may point at (their ids). */
export interface SeededItems {
  article: string;
  blogPost: string;
  news: string;
  discussion: string;
}

/** One row per table key, given the demo members' ids and published items. */
export const EMPTY_TABLE_ROWS: Record<string, (members: string[], items: SeededItems) => Row> = {
  'public.page_views': () => ({
    path: '/news',
    title: 'News',
    visitor_id: 'visitor-matrix-0001',
    session_id: 'session-matrix-0001',
    device: 'desktop',
  }),
  'public.todos': (members) => ({ title: 'Read the permission matrix', user_id: members[0] }),
  'public.article_likes': (members, items) => ({ article_id: items.article, user_id: members[0] }),
  'public.blog_post_likes': (members, items) => ({ blog_post_id: items.blogPost, user_id: members[0] }),
  'public.bookmarks': (members, items) => ({ article_id: items.article, user_id: members[0] }),
  'public.content_reports': (members, items) => ({ discussion_id: items.discussion, reporter_id: members[0], reason: 'Spam' }),
  'public.news_votes': (members, items) => ({ news_id: items.news, user_id: members[0], side: 'bull' }),
  'public.news_removals': (_members, items) => ({ news_id: items.news }),
  // A warning (its trigger notifies the discussion's author).
  'public.moderation_actions': (members, items) => ({
    kind: 'warn',
    moderator_id: members[0],
    discussion_id: items.discussion,
    note: 'Please stay on topic.',
  }),
  'public.notifications': (members, items) => ({
    recipient_id: members[0],
    actor_id: members[1],
    kind: 'like',
    discussion_id: items.discussion,
  }),
  'public.follows': (members) => ({ follower_id: members[0], tag: 'ethereum' }),
  // The demo content's upcoming hackathon (no attendee limit).
  'public.event_rsvps': (members) => ({ event_id: '70000000-0000-4000-8000-000000000005', user_id: members[0], status: 'interested' }),
  // A member's notification mail choices (no row means the defaults).
  'public.notification_email_settings': (members) => ({ user_id: members[0], mentions: 'off', weekly_digest: false, language: 'zh' }),
  // A queued message (the server writes these; GraphQL only lets site admins read them).
  'auth.mail_outbox': (members) => ({
    message_id: 'matrix-0001@chainpulse.example',
    recipient: 'matrix@example.com',
    user_id: members[0],
    template: 'verify-email',
    language: 'en',
    subject: 'Confirm your email address',
    text_body: 'Open the link to confirm your address.',
    html_body: '<p>Open the link to confirm your address.</p>',
  }),
};

/**
 * Tables whose rows are keyed by references and checked values (one vote per member and story, one notification
 * per kind, actor and target, budgets on top): copies that exceed a role's row limit would need hundreds of new
 * referenced rows, so the matrix checks their filters with the rows there are and leaves the limit unexercised.
 */
export const LIMIT_NOT_COPIED = new Set([
  'public.article_likes',
  'public.blog_post_likes',
  'public.bookmarks',
  'public.content_reports',
  'public.moderation_actions',
  'public.news_votes',
  'public.notifications',
  'public.follows',
  'public.event_rsvps',
  'public.notification_email_settings',
]);

/**
 * Tables the matrix checks only in part: their rows need exactly-one-of CHECKs, budgets and keys made of references
 * that the row builder cannot make, so a case it cannot run is noted (in the summary) instead of failing. Their
 * permissions are tested case by case in the file named.
 */
export const PARTIAL_TABLES = new Map([
  ['public.article_likes', 'server/test/engine/community.test.ts'],
  ['public.blog_post_likes', 'server/test/engine/community.test.ts'],
  ['public.content_reports', 'server/test/engine/community.test.ts'],
  ['public.notifications', 'server/test/engine/community.test.ts'],
  ['public.moderation_actions', 'server/test/moderation/moderation.test.ts'],
  ['public.bookmarks', 'server/test/engine/bookmarks.test.ts'],
  ['public.news_votes', 'server/test/news/news-flash.test.ts'],
  ['public.follows', 'server/test/engine/follows-events.test.ts'],
  ['public.event_rsvps', 'server/test/engine/follows-events.test.ts'],
  // One row per member, keyed by the member: the matrix's second row would need a second acting member.
  ['public.notification_email_settings', 'server/test/engine/notification-settings.test.ts'],
]);
