import { describe, expect, it } from 'vitest';
import { articlesFilter } from './articlesFilter';

describe('articlesFilter', () => {
  it('matches everything for all statuses and no search', () => {
    expect(articlesFilter({ search: '  ', status: 'all' })).toEqual({});
  });

  it('filters by published or draft', () => {
    expect(articlesFilter({ search: '', status: 'published' })).toEqual({ published: { _eq: true } });
    expect(articlesFilter({ search: '', status: 'draft' })).toEqual({ published: { _eq: false } });
  });

  it('searches the title or the summary literally, trimmed', () => {
    expect(articlesFilter({ search: ' 50%_off ', status: 'draft' })).toEqual({
      published: { _eq: false },
      _or: [{ title: { _ilike: '%50\\%\\_off%' } }, { excerpt: { _ilike: '%50\\%\\_off%' } }],
    });
  });
});
