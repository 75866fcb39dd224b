import { describe, expect, it } from 'vitest';
import { detectLanguage } from './languages';

describe('detectLanguage', () => {
  it('prefers a valid saved choice over the browser', () => {
    expect(detectLanguage('zh', ['en-US'])).toBe('zh');
    expect(detectLanguage('en', ['zh-CN'])).toBe('en');
  });

  it('ignores an unknown saved value', () => {
    expect(detectLanguage('fr', ['zh-TW'])).toBe('zh');
  });

  it('maps any Chinese browser language to zh', () => {
    expect(detectLanguage(null, ['zh-Hant-HK'])).toBe('zh');
    expect(detectLanguage(null, ['ZH'])).toBe('zh');
  });

  it('takes the first supported browser language', () => {
    expect(detectLanguage(null, ['fr-FR', 'zh-CN', 'en'])).toBe('zh');
    expect(detectLanguage(null, ['de', 'en-GB', 'zh'])).toBe('en');
  });

  it('falls back to English', () => {
    expect(detectLanguage(null, [])).toBe('en');
    expect(detectLanguage(null, ['ja-JP'])).toBe('en');
  });
});
