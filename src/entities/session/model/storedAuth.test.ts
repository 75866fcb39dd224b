import { afterEach, describe, expect, it } from 'vitest';
import { authStorageKey, parseStoredAuth, readStoredAuth, writeStoredAuth } from './storedAuth';

const user = { id: 'u1', email: 'ada@example.com', displayName: 'Ada', username: 'ada', isAdmin: false };

describe('parseStoredAuth', () => {
  it('reads the stored user', () => {
    expect(parseStoredAuth(JSON.stringify({ user }))).toEqual({ user });
  });

  it('hands over a refresh token an older version stored, to move it into the cookie', () => {
    expect(parseStoredAuth(JSON.stringify({ refreshToken: 'r1', user }))).toEqual({ user, legacyRefreshToken: 'r1' });
  });

  it('treats a missing, malformed or incomplete entry as signed out', () => {
    expect(parseStoredAuth(null)).toBeNull();
    expect(parseStoredAuth('{not json')).toBeNull();
    expect(parseStoredAuth(JSON.stringify({ refreshToken: 'r1' }))).toBeNull();
    expect(parseStoredAuth(JSON.stringify({ refreshToken: 'r1', user: { id: 'u1' } }))).toBeNull();
  });
});

describe('writeStoredAuth', () => {
  afterEach(() => localStorage.clear());

  it('stores the user and never a token', () => {
    writeStoredAuth({ user, legacyRefreshToken: 'r1' } as Parameters<typeof writeStoredAuth>[0]);
    expect(JSON.parse(localStorage.getItem(authStorageKey) ?? 'null')).toEqual({ user });
    expect(readStoredAuth()).toEqual({ user });
  });

  it('forgets the member when given null', () => {
    writeStoredAuth({ user });
    writeStoredAuth(null);
    expect(localStorage.getItem(authStorageKey)).toBeNull();
  });
});
