import { act, renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '@/shared/lib/i18n';
import { useLocaleFormat } from './useLocaleFormat';

describe('useLocaleFormat', () => {
  beforeAll(async () => {
    await initI18n();
    await changeLanguage('en');
  });

  it('maps the language to its BCP 47 tag and formats in it', async () => {
    const { result } = renderHook(() => useLocaleFormat());
    expect(result.current).toMatchObject({ language: 'en', locale: 'en', lang: 'en' });
    expect(result.current.number(12345)).toBe('12,345');
    expect(result.current.longDate('2025-01-05T12:00:00Z')).toBe('January 5, 2025');
    expect(result.current.shortDate(null)).toBe('');
    expect(result.current.relativeTime(null, { justNow: 'Just now' })).toBe('Just now');
    expect(result.current.langOf('zh')).toBe('zh-CN');
    expect(result.current.langOf('fr')).toBe('en');

    await act(() => changeLanguage('zh'));
    expect(result.current).toMatchObject({ language: 'zh', locale: 'zh-CN', lang: 'zh-CN' });
    expect(result.current.longDate('2025-01-05T12:00:00Z')).toBe('2025年1月5日');
    await act(() => changeLanguage('en'));
  });

  it("marks a relative time that reads as a date (a week old or more) for the page to rewrite in the reader's zone", () => {
    const { result } = renderHook(() => useLocaleFormat());
    const now = new Date('2025-01-20T12:00:00Z');
    expect(result.current.relativeTimeProps('2025-01-18T12:00:00Z', { justNow: 'Just now', now })).toEqual({
      dateTime: '2025-01-18T12:00:00Z',
      children: '2 days ago',
    });
    expect(result.current.relativeTimeProps('2025-01-05T23:30:00Z', { justNow: 'Just now', now })).toEqual({
      dateTime: '2025-01-05T23:30:00Z',
      'data-local': 'medium',
      suppressHydrationWarning: true,
      children: result.current.localTime('2025-01-05T23:30:00Z', 'medium').children,
    });
    expect(result.current.localTime('2025-01-05T12:00:00Z', 'medium').children).toBe('Jan 5, 2025');
  });
});
