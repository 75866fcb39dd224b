import { describe, expect, it } from 'vitest';
import { translationFilter } from '@/shared/lib/locale-format';
import { contentLanguageWhere, contentScopeOf, withContentScope } from './contentLanguage';

describe('contentScopeOf', () => {
  it('reads only `all` as every language', () => {
    expect(contentScopeOf('all')).toBe('all');
    expect(contentScopeOf(null)).toBe('mine');
    expect(contentScopeOf('zh')).toBe('mine');
  });
});

describe('contentLanguageWhere', () => {
  it('keeps the reader language only by default', () => {
    expect(contentLanguageWhere({ scope: 'mine', language: 'zh' })).toEqual({ language: { _eq: 'zh' } });
  });

  it('shows every language, and one version of a translated story', () => {
    expect(contentLanguageWhere({ scope: 'all', language: 'en' })).toEqual({});
    expect(contentLanguageWhere({ scope: 'all', language: 'en', translations: true })).toEqual(translationFilter('en'));
  });
});

describe('withContentScope', () => {
  it('adds ?lang=all to links of a list showing every language only', () => {
    expect(withContentScope('/blog', 'mine')).toBe('/blog');
    expect(withContentScope('/blog', 'all')).toBe('/blog?lang=all');
    expect(withContentScope('/?category=defi', 'all')).toBe('/?category=defi&lang=all');
  });
});
