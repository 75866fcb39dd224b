import { describe, expect, it } from 'vitest';
import { definedErrors, fieldErrorText, lengthError } from './fieldRules';

describe('field rules', () => {
  it('counts trimmed characters and keeps only the errors that are set', () => {
    expect(lengthError(' abc ', 3)).toBeUndefined();
    expect(lengthError('abcd', 3)).toBe('tooLong');
    expect(definedErrors({ name: 'required', slug: undefined })).toEqual({ name: 'required' });
  });

  it('gives the text of each error', () => {
    const texts = { required: 'Required', invalid: 'Invalid', tooLong: 'Too long' };
    expect(fieldErrorText('required', texts)).toBe('Required');
    expect(fieldErrorText('invalid', texts)).toBe('Invalid');
    expect(fieldErrorText('tooLong', texts)).toBe('Too long');
    expect(fieldErrorText(undefined, texts)).toBeUndefined();
  });
});
