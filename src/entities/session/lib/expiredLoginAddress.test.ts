import { describe, expect, it } from 'vitest';
import { hasExpiredLoginError, withoutLoginError } from './expiredLoginAddress';

const url = (path: string) => new URL(path, 'https://chainpulse.example');

describe('expired-login address', () => {
  it('recognises error=invalid_request in the query or the hash', () => {
    expect(hasExpiredLoginError(url('/?error=invalid_request'))).toBe(true);
    expect(hasExpiredLoginError(url('/blog#error=invalid_request&error_code=401'))).toBe(true);
  });

  it('recognises an error description that mentions the refresh token', () => {
    expect(hasExpiredLoginError(url('/?error=unauthorized&error_description=Invalid+Refresh+Token'))).toBe(true);
  });

  it('ignores other addresses and errors', () => {
    expect(hasExpiredLoginError(url('/news?category=defi'))).toBe(false);
    expect(hasExpiredLoginError(url('/?error=access_denied&error_description=cancelled'))).toBe(false);
  });

  it('removes only the error parameters', () => {
    expect(withoutLoginError(url('/news?error=invalid_request&category=defi&error_description=x')).href).toBe(
      'https://chainpulse.example/news?category=defi',
    );
    expect(withoutLoginError(url('/#error=invalid_request&error_code=401')).href).toBe('https://chainpulse.example/');
    expect(withoutLoginError(url('/article/1#comments')).href).toBe('https://chainpulse.example/article/1#comments');
  });
});
