import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { refusalReason } from './refusalReason';

const violation = (message: string) =>
  new CombinedError({ graphQLErrors: [{ message, extensions: { code: 'constraint-violation', path: '$' } }] });

describe('refusalReason', () => {
  it('names duplicate names and slugs and refused emails', () => {
    expect(refusalReason(violation('Uniqueness violation. duplicate key value violates unique constraint "categories_slug_key"'))).toBe(
      'duplicateSlug',
    );
    expect(refusalReason(violation('Uniqueness violation. duplicate key value violates unique constraint "categories_name_key"'))).toBe(
      'duplicateName',
    );
    expect(
      refusalReason(
        violation('Check constraint violation. new row for relation "authors" violates check constraint "authors_email_check"'),
      ),
    ).toBe('invalidEmail');
  });

  it('knows nothing of other errors', () => {
    expect(refusalReason(violation('Check constraint violation. new row violates check constraint "other_check"'))).toBeUndefined();
    expect(
      refusalReason(
        new CombinedError({ graphQLErrors: [{ message: 'constraint "categories_slug_key"', extensions: { code: 'unexpected' } }] }),
      ),
    ).toBeUndefined();
    expect(refusalReason(new CombinedError({ networkError: new Error('Failed to fetch') }))).toBeUndefined();
  });
});
