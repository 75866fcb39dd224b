import type { TFunction } from 'i18next';
import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { discussionErrorText } from './discussionErrorText';

const t = ((key: string) => key) as unknown as TFunction<'discussion'>;
const refusal = (message: string, code: string) => new CombinedError({ graphQLErrors: [{ message, extensions: { code } }] });

describe('discussionErrorText', () => {
  it('names a spent budget, a reply to a hidden comment and a write on a hidden or unpublished item', () => {
    expect(
      discussionErrorText(refusal('Check constraint violation. too many (constraint "discussion_comments_budget")', 'permission-error'), t),
    ).toBe('errors.budget');
    const hidden = 'Check constraint violation. a hidden comment takes no replies (constraint "discussion_comments_reply_to_hidden")';
    expect(discussionErrorText(refusal(hidden, 'permission-error'), t)).toBe('errors.replyToHidden');
    expect(discussionErrorText(refusal('check constraint of an insert/update permission has failed', 'permission-error'), t)).toBe(
      'errors.notOpen',
    );
    const suspended =
      'Check constraint violation. this member is suspended until 2031-01-01 (constraint "discussion_likes_member_suspended")';
    expect(discussionErrorText(refusal(suspended, 'permission-error'), t)).toBe('errors.suspended');
    expect(discussionErrorText(refusal('Something else went wrong', 'unexpected'), t)).toBe('Something else went wrong');
  });
});
