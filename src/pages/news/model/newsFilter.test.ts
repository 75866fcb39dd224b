import { describe, expect, it } from 'vitest';
import { newsFilter } from './newsFilter';

describe('newsFilter', () => {
  it('matches everything without a category or search', () => {
    expect(newsFilter({})).toEqual({});
    expect(newsFilter({ search: '   ' })).toEqual({});
  });

  it('filters by category slug', () => {
    expect(newsFilter({ category: 'defi' })).toEqual({
      category: { _eq: 'defi' },
    });
  });

  it('searches title or excerpt with escaped wildcards', () => {
    expect(newsFilter({ category: 'ai', search: ' 50%_off ' })).toEqual({
      category: { _eq: 'ai' },
      _or: [{ title: { _ilike: '%50\\%\\_off%' } }, { excerpt: { _ilike: '%50\\%\\_off%' } }],
    });
  });

  it('filters by ticker and content language', () => {
    expect(newsFilter({ ticker: 'BTC', language: { language: { _eq: 'zh' } } })).toEqual({
      language: { _eq: 'zh' },
      tickers: { _contains: ['BTC'] },
    });
  });
});
