import type { CombinedError } from 'urql';
import { refusedConstraint } from '@/shared/lib/api-error';

/** How a report ended: sent, already sent before (the one-per-member rule), or failed. */
export type ReportOutcome = 'sent' | 'already' | 'failed';

/** The one-report-per-member-and-item constraints (migrations 1795305601800 and 1795305601950). */
const ONCE = new Set(['content_reports_discussion_once', 'content_reports_comment_once', 'content_reports_blog_post_once']);

/** The outcome of a report's write. */
export function reportOutcome(error: CombinedError | undefined): ReportOutcome {
  if (!error) return 'sent';
  const constraint = refusedConstraint(error.graphQLErrors[0]?.message ?? '');
  return constraint && ONCE.has(constraint) ? 'already' : 'failed';
}
