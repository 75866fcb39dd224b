import { describe, expect, it } from 'vitest';
import { usersFilter } from './usersFilter';

describe('usersFilter', () => {
  it('lists everyone for an empty search', () => {
    expect(usersFilter('   ')).toEqual({});
  });

  it('matches the display name, the username or the account email, literally and trimmed', () => {
    const pattern = '%sofia\\_r%';
    expect(usersFilter(' sofia_r ')).toEqual({
      _or: [{ display_name: { _ilike: pattern } }, { username: { _ilike: pattern } }, { account: { email: { _ilike: pattern } } }],
    });
  });

  it('keeps a whole email address, so it finds the account that has it', () => {
    expect(usersFilter('lin.wei@demo.example.com')._or?.[2]).toEqual({ account: { email: { _ilike: '%lin.wei@demo.example.com%' } } });
  });
});
