// Rows for the tracked tables the demo content leaves empty: every other row the matrix needs is built
// from a real row of its table, so each table needs one. A table that is empty and missing here stops the
// matrix with a message naming it.
import type { Row } from './bool-exp.ts';

/** One row per table key, given the demo members' ids. */
export const EMPTY_TABLE_ROWS: Record<string, (members: string[]) => Row> = {
  'public.page_views': () => ({
    path: '/news',
    title: 'News',
    visitor_id: 'visitor-matrix-0001',
    session_id: 'session-matrix-0001',
    device: 'desktop',
  }),
  'public.todos': (members) => ({ title: 'Read the permission matrix', user_id: members[0] }),
};
