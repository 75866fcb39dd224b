import type { CombinedError } from 'urql';
import { refusedConstraint } from '@/shared/lib/api-error';

/** How a report ended: sent, already sent before (the one-per-member rule), or failed. */
export type ReportOutcome = 'sent' | 'already' | 'failed';

/** The outcome of a report's write. */
export function reportOutcome(error: CombinedError | undefined): ReportOutcome {
  if (!error) return 'sent';
  const constraint = refusedConstraint(error.graphQLErrors[0]?.message ?? '');
  return constraint === 'content_reports_discussion_once' || constraint === 'content_reports_comment_once' ? 'already' : 'failed';
}
