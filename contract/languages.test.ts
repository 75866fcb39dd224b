import { describe, expect, it } from 'vitest';
import { addressLanguageOf, detectLanguage, htmlLangs, LANGUAGE_TAGS, languageTagsOf, localeOf } from './languages.ts';

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

describe('the language table', () => {
  it('spells each language for HTML, Intl and Open Graph', () => {
    expect(LANGUAGE_TAGS.zh).toEqual({ html: 'zh-CN', intl: 'zh-CN', og: 'zh_CN' });
    expect(htmlLangs).toEqual({ en: 'en', zh: 'zh-CN' });
    expect(languageTagsOf('fr').og).toBe('en_US');
    expect(localeOf('zh')).toBe('zh-CN');
  });

  it('reads ?lang= as a language, every language, or an unknown value', () => {
    expect(addressLanguageOf('zh')).toBe('zh');
    expect(addressLanguageOf('all')).toBe('all');
    expect(addressLanguageOf('fr')).toBe('unknown');
    expect(addressLanguageOf(null)).toBeNull();
  });
});
