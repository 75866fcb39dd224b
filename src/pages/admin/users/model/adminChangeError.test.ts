import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { adminChangeError } from './adminChangeError';

describe('adminChangeError', () => {
  it("recognises the database's last-admin refusal as the API words it", () => {
    const error = new CombinedError({
      graphQLErrors: [
        {
          message:
            'Check constraint violation. the last admin cannot be revoked; grant another admin first (constraint "user_profiles_keep_one_admin")',
          extensions: { code: 'constraint-violation', path: '$.selectionSet.update_user_profiles_by_pk' },
        },
      ],
    });
    expect(adminChangeError(error)).toEqual({ kind: 'last-admin' });
  });

  it('hides other database wording', () => {
    const error = new CombinedError({
      graphQLErrors: [{ message: 'Check constraint violation. something else', extensions: { code: 'constraint-violation' } }],
    });
    expect(adminChangeError(error)).toEqual({ kind: 'failed', message: '' });
  });

  it('passes on a refusal or a network failure the admin can act on', () => {
    const denied = new CombinedError({
      graphQLErrors: [{ message: 'field "update_user_profiles_by_pk" not found', extensions: { code: 'validation-failed' } }],
    });
    expect(adminChangeError(denied)).toEqual({ kind: 'failed', message: 'field "update_user_profiles_by_pk" not found' });
    expect(adminChangeError(new CombinedError({ networkError: new Error('Failed to fetch') }))).toEqual({
      kind: 'failed',
      message: 'Failed to fetch',
    });
  });
});
