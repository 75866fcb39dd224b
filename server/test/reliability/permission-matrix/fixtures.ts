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
  'public.notifications': (members, items) => ({
    recipient_id: members[0],
    actor_id: members[1],
    kind: 'like',
    discussion_id: items.discussion,
  }),
};
