import { describe, expect, it } from 'vitest';
import { parseStoredAuth } from './storedAuth';

const user = { id: 'u1', email: 'ada@example.com', displayName: 'Ada', username: 'ada', isAdmin: false };

describe('parseStoredAuth', () => {
  it('reads a stored refresh token and user', () => {
    expect(parseStoredAuth(JSON.stringify({ refreshToken: 'r1', user }))).toEqual({ refreshToken: 'r1', user });
  });

  it('treats a missing, malformed or incomplete entry as signed out', () => {
    expect(parseStoredAuth(null)).toBeNull();
    expect(parseStoredAuth('{not json')).toBeNull();
    expect(parseStoredAuth(JSON.stringify({ user }))).toBeNull();
    expect(parseStoredAuth(JSON.stringify({ refreshToken: 'r1', user: { id: 'u1' } }))).toBeNull();
  });
});
