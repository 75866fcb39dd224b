import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { reportOutcome } from './reportOutcome';

const refusal = (message: string) => new CombinedError({ graphQLErrors: [{ message, extensions: { code: 'constraint-violation' } }] });

describe('reportOutcome', () => {
  it('tells a second report of the same item from other failures', () => {
    expect(reportOutcome(undefined)).toBe('sent');
    expect(
      reportOutcome(refusal('Uniqueness violation. duplicate key value violates unique constraint "content_reports_comment_once"')),
    ).toBe('already');
    expect(
      reportOutcome(refusal('Uniqueness violation. duplicate key value violates unique constraint "content_reports_blog_post_once"')),
    ).toBe('already');
    expect(reportOutcome(refusal('too many in a short time; try again later (constraint "content_reports_budget")'))).toBe('failed');
  });
});
