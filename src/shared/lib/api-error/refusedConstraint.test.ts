import { describe, expect, it } from 'vitest';
import { refusedConstraint } from './refusedConstraint';

describe('refusedConstraint', () => {
  it('reads the constraint a refusal names', () => {
    expect(refusedConstraint('duplicate key value violates unique constraint "categories_slug_key"')).toBe('categories_slug_key');
    expect(refusedConstraint('new row for relation "user_profiles" violates check constraint "user_profiles_bio_check"')).toBe(
      'user_profiles_bio_check',
    );
  });

  it('gives undefined when the message names no constraint', () => {
    expect(refusedConstraint('database unavailable')).toBeUndefined();
  });
});
