import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { apiErrorText } from './apiErrorText';

const texts = { authFailed: 'Authentication failed, please log in again', unavailable: 'Service unavailable' };

describe('apiErrorText', () => {
  it('names a refused login', () => {
    const error = new CombinedError({
      graphQLErrors: [{ message: 'Could not verify JWT: JWTExpired', extensions: { code: 'invalid-jwt' } }],
    });
    expect(apiErrorText(error, texts)).toBe(texts.authFailed);
  });

  it('names an unreachable service', () => {
    expect(apiErrorText(new CombinedError({ networkError: new Error('Failed to fetch') }), texts)).toBe(texts.unavailable);
  });

  it("gives the API's own message otherwise", () => {
    const error = new CombinedError({
      graphQLErrors: [{ message: 'Check constraint violation', extensions: { code: 'constraint-violation' } }],
    });
    expect(apiErrorText(error, texts)).toBe('Check constraint violation');
  });
});
