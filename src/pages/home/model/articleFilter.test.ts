import { describe, expect, it } from 'vitest';
import { translationFilter } from '@/shared/lib/locale-format';
import { articleFilter, withoutShown } from './articleFilter';

describe('articleFilter', () => {
  it('hides the legacy blog categories when no category is chosen, and keeps the reader language only', () => {
    expect(articleFilter({ category: undefined, language: 'en', scope: 'mine' })).toEqual({
      _and: [{ _not: { category: { scope: { _eq: 'blog' } } } }, { language: { _eq: 'en' } }],
    });
  });

  it('keeps the chosen category only, in every language with one version per story', () => {
    expect(articleFilter({ category: 'defi', language: 'zh', scope: 'all' })).toEqual({
      _and: [{ category: { slug: { _eq: 'defi' } } }, translationFilter('zh')],
    });
  });
});

describe('withoutShown', () => {
  it('leaves out the articles the blocks above show, and keeps the filter as is when they show none', () => {
    const where = articleFilter({ category: undefined, language: 'en', scope: 'mine' });
    expect(withoutShown(where, ['a', 'b'])).toEqual({ _and: [where, { id: { _nin: ['a', 'b'] } }] });
    expect(withoutShown(where, [])).toBe(where);
  });
});
