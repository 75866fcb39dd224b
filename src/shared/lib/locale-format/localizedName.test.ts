import { describe, expect, it } from 'vitest';
import { localizedName } from './localizedName';
import { translationFilter } from './translationFilter';

describe('localizedName', () => {
  it('uses the Chinese name in Chinese when there is one', () => {
    expect(localizedName({ name: 'DeFi', name_zh: '去中心化金融' }, 'zh')).toBe('去中心化金融');
    expect(localizedName({ name: 'DeFi', name_zh: null }, 'zh')).toBe('DeFi');
    expect(localizedName({ name: 'DeFi', name_zh: '去中心化金融' }, 'en')).toBe('DeFi');
  });
});

describe('translationFilter', () => {
  it('hides other-language versions of stories that exist in the reader language', () => {
    expect(translationFilter('zh')).toEqual({
      _not: {
        _and: [
          { language: { _neq: 'zh' } },
          {
            _or: [{ translation_of: { language: { _eq: 'zh' } } }, { translations: { language: { _eq: 'zh' } } }],
          },
        ],
      },
    });
  });
});
