import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { apiErrorMessage } from './apiErrorMessage';

describe('apiErrorMessage', () => {
  it("gives the API's message without urql's prefix", () => {
    const error = new CombinedError({ graphQLErrors: [{ message: 'database unavailable' }] });
    expect(error.message).toBe('[GraphQL] database unavailable');
    expect(apiErrorMessage(error)).toBe('database unavailable');
  });

  it('gives the network failure otherwise', () => {
    const error = new CombinedError({ networkError: new Error('Failed to fetch') });
    expect(apiErrorMessage(error)).toBe('Failed to fetch');
  });
});
