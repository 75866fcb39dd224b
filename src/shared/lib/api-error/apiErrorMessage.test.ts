import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '@/shared/lib/i18n';
import { apiErrorMessage } from './apiErrorMessage';

describe('apiErrorMessage', () => {
  it("gives the API's message without urql's prefix", () => {
    const error = new CombinedError({ graphQLErrors: [{ message: 'database unavailable' }] });
    expect(error.message).toBe('[GraphQL] database unavailable');
    expect(apiErrorMessage(error)).toBe('database unavailable');
  });

  it("gives the network failure's own text before the translations have loaded", () => {
    const error = new CombinedError({ networkError: new Error('Failed to fetch') });
    expect(apiErrorMessage(error)).toBe('Failed to fetch');
  });

  it("never shows the browser's 'Failed to fetch': a translated network error in the reader's language", async () => {
    await initI18n();
    const error = new CombinedError({ networkError: new TypeError('Failed to fetch') });
    await changeLanguage('en');
    expect(apiErrorMessage(error)).toBe('The site could not be reached. Check your connection and try again.');
    await changeLanguage('zh');
    expect(apiErrorMessage(error)).toBe('无法连接到网站。请检查网络连接后重试。');
    await changeLanguage('en');
  });
});
