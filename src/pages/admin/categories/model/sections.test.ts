import { describe, expect, it } from 'vitest';
import { AUTHORS } from './sections';
import { sectionErrors } from './useManagedSection';
import { authorValues, toAuthorChanges, type AuthorFormValues } from '../lib/authorForm';

const validateAuthor = (values: AuthorFormValues) => sectionErrors(AUTHORS, values);

describe('the authors section checks (sectionErrors)', () => {
  const valid = { name: 'Elena Marsh', email: 'elena@example.com', bio: '', expertise: '' };

  it('accepts a name and an email', () => {
    expect(validateAuthor(valid)).toEqual({});
  });

  it('requires the name and the email, after trimming', () => {
    expect(validateAuthor({ ...valid, name: ' ', email: '  ' })).toEqual({ name: 'required', email: 'required' });
  });

  it('refuses the emails the database CHECK refuses, even those <input type="email"> accepts', () => {
    for (const email of ['elena', 'elena@example', 'elena marsh@example.com', 'a@b@example.com']) {
      expect(validateAuthor({ ...valid, email }).email).toBe('invalid');
    }
    expect(validateAuthor({ ...valid, email: ' elena@mail.example.com ' })).toEqual({});
  });

  it('checks the lengths', () => {
    expect(validateAuthor({ ...valid, bio: 'b'.repeat(1001), expertise: 'e'.repeat(201) })).toEqual({
      bio: 'tooLong',
      expertise: 'tooLong',
    });
  });
});

describe('toAuthorChanges', () => {
  it('trims the texts and saves an empty bio or expertise as null', () => {
    expect(toAuthorChanges({ name: ' Elena ', email: ' elena@example.com ', bio: ' ', expertise: '' })).toEqual({
      name: 'Elena',
      email: 'elena@example.com',
      bio: null,
      expertise: null,
    });
    expect(toAuthorChanges({ name: 'Elena', email: 'elena@example.com', bio: ' Analyst. ', expertise: ' DeFi ' })).toMatchObject({
      bio: 'Analyst.',
      expertise: 'DeFi',
    });
  });

  it('reads a saved row back with nulls as empty fields', () => {
    expect(authorValues({ name: 'Elena', email: 'e@example.com', bio: null, expertise: null })).toEqual({
      name: 'Elena',
      email: 'e@example.com',
      bio: '',
      expertise: '',
    });
  });
});
