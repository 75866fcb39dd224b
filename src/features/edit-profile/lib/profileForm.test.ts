import { describe, expect, it } from 'vitest';
import { normalizeWebsite, refusedField, toProfileChanges, validateProfileForm, type ProfileFormValues } from './profileForm';

const valid: ProfileFormValues = {
  displayName: 'Ada Lovelace',
  bio: 'Writes about zero-knowledge proofs.',
  website: 'https://ada.example.com',
  location: 'London',
  avatarUrl: '/storage/images/u1/1700000000000-abcdefabcdef.png',
};

describe('validateProfileForm', () => {
  it('accepts a complete profile, and one with only a display name', () => {
    expect(validateProfileForm(valid)).toEqual({});
    expect(validateProfileForm({ displayName: 'Ada', bio: '', website: '', location: '', avatarUrl: null })).toEqual({});
  });

  it('requires a display name that is not only white space (ideographic space included)', () => {
    expect(validateProfileForm({ ...valid, displayName: ' \u3000\n' })).toEqual({ displayName: 'required' });
  });

  it('counts characters as the database does, not UTF-16 units', () => {
    // 50 emoji are 100 UTF-16 units but 50 characters: allowed, as char_length allows them.
    expect(validateProfileForm({ ...valid, displayName: '🦊'.repeat(50) })).toEqual({});
    expect(validateProfileForm({ ...valid, displayName: 'a'.repeat(51) })).toEqual({ displayName: 'tooLong' });
  });

  it('limits the bio to 500 and the location to 100 characters, after trimming', () => {
    expect(validateProfileForm({ ...valid, bio: ` ${'b'.repeat(500)} ` })).toEqual({});
    expect(validateProfileForm({ ...valid, bio: 'b'.repeat(501), location: '地'.repeat(101) })).toEqual({
      bio: 'tooLong',
      location: 'tooLong',
    });
  });

  it('accepts http(s) websites only, without spaces', () => {
    expect(validateProfileForm({ ...valid, website: 'example.com/me' })).toEqual({});
    expect(validateProfileForm({ ...valid, website: 'javascript://alert(1)' })).toEqual({ website: 'invalid' });
    expect(validateProfileForm({ ...valid, website: 'javascript:alert(1)' })).toEqual({ website: 'invalid' });
    expect(validateProfileForm({ ...valid, website: ' JavaScript:alert(document.cookie) ' })).toEqual({ website: 'invalid' });
    expect(validateProfileForm({ ...valid, website: 'data:text/html,hi' })).toEqual({ website: 'invalid' });
    expect(validateProfileForm({ ...valid, website: 'localhost:3000/me' })).toEqual({});
    expect(validateProfileForm({ ...valid, website: 'ftp://files.example.com' })).toEqual({ website: 'invalid' });
    expect(validateProfileForm({ ...valid, website: 'https://exa mple.com' })).toEqual({ website: 'invalid' });
    expect(validateProfileForm({ ...valid, website: 'https:///path' })).toEqual({ website: 'invalid' });
    expect(validateProfileForm({ ...valid, website: `https://example.com/${'p'.repeat(2040)}` })).toEqual({ website: 'tooLong' });
  });
});

describe('normalizeWebsite', () => {
  it('adds https:// when no scheme was typed and lower-cases a typed scheme', () => {
    expect(normalizeWebsite('  example.com ')).toBe('https://example.com');
    expect(normalizeWebsite('HTTP://Example.com/A')).toBe('http://Example.com/A');
    expect(normalizeWebsite('   ')).toBe('');
  });
});

describe('toProfileChanges', () => {
  it('trims the texts and saves empty optional fields as null', () => {
    expect(toProfileChanges({ displayName: ' Ada ', bio: '  ', website: '', location: ' ', avatarUrl: null })).toEqual({
      display_name: 'Ada',
      bio: null,
      website: null,
      location: null,
      avatar_url: null,
    });
    expect(toProfileChanges({ ...valid, website: 'ada.example.com' })).toMatchObject({ website: 'https://ada.example.com' });
  });
});

describe('refusedField', () => {
  it("names the field of the CHECK constraint in the API's message", () => {
    const message = (constraint: string) =>
      `Check constraint violation. new row for relation "user_profiles" violates check constraint "${constraint}"`;
    expect(refusedField(message('user_profiles_bio_check'))).toBe('bio');
    expect(refusedField(message('user_profiles_avatar_url_check'))).toBe('avatarUrl');
    expect(refusedField(message('user_profiles_display_name_check'))).toBe('displayName');
    expect(refusedField('field "bio" not found in type: \'user_profiles_set_input\'')).toBeUndefined();
  });
});
