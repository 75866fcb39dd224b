import { describe, expect, it } from 'vitest';
import { translationFilter } from '@/shared/lib/locale-format';
import { articleFilter } from './articleFilter';

describe('articleFilter', () => {
  it('hides the legacy blog categories when no category is chosen', () => {
    expect(articleFilter({ category: undefined, language: 'en' })).toEqual({
      _and: [{ _not: { category: { scope: { _eq: 'blog' } } } }, translationFilter('en')],
    });
  });

  it('keeps the chosen category only', () => {
    expect(articleFilter({ category: 'defi', language: 'zh' })).toEqual({
      _and: [{ category: { slug: { _eq: 'defi' } } }, translationFilter('zh')],
    });
  });
});
