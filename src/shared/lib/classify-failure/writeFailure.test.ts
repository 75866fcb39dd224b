import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { writeFailure } from './writeFailure';

const apiError = (message: string, code: string) => new CombinedError({ graphQLErrors: [{ message, extensions: { code, path: '$' } }] });
const violation = (message: string) => apiError(message, 'constraint-violation');
const REASONS = {
  categories_slug_key: 'duplicateSlug',
  authors_email_check: 'invalidEmail',
  user_profiles_keep_one_admin: 'lastAdmin',
} as const;

describe('writeFailure', () => {
  it('gives the reason the form names for a refused value or a clash', () => {
    expect(
      writeFailure(violation('Uniqueness violation. duplicate key value violates unique constraint "categories_slug_key"'), REASONS),
    ).toEqual({
      kind: 'refused',
      reason: 'duplicateSlug',
    });
    expect(
      writeFailure(
        violation('Check constraint violation. new row for relation "authors" violates check constraint "authors_email_check"'),
        REASONS,
      ),
    ).toEqual({ kind: 'refused', reason: 'invalidEmail' });
    expect(
      writeFailure(
        violation(
          'Check constraint violation. the last admin cannot be revoked; grant another admin first (constraint "user_profiles_keep_one_admin")',
        ),
        REASONS,
      ),
    ).toEqual({ kind: 'refused', reason: 'lastAdmin' });
  });

  it('never passes on the wording of a refusal the form does not name', () => {
    expect(writeFailure(violation('Check constraint violation. new row violates check constraint "other_check"'), REASONS)).toEqual({
      kind: 'rejected',
    });
    expect(writeFailure(apiError('constraint "categories_slug_key"', 'unexpected'), REASONS)).toEqual({ kind: 'rejected' });
  });

  it('names missing rights with the API message, and gives other messages as they are', () => {
    expect(writeFailure(apiError('field "name" not found in type: \'events_insert_input\'', 'validation-failed'))).toEqual({
      kind: 'permission',
      message: 'field "name" not found in type: \'events_insert_input\'',
    });
    expect(writeFailure(new CombinedError({ networkError: new Error('Failed to fetch') }))).toEqual({
      kind: 'failed',
      message: 'Failed to fetch',
    });
  });
});
