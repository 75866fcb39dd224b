import { act, renderHook } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTranslation } from 'react-i18next';
import { changeLanguage, initI18n, loadNamespaces } from './i18n';
import { useItemTranslation } from './useItemTranslation';

describe('useItemTranslation', () => {
  beforeAll(async () => {
    await initI18n();
    await loadNamespaces(['news', 'content']);
    await changeLanguage('en');
  });

  afterAll(async () => {
    await changeLanguage('en');
  });

  it("answers as useTranslation's t, again and again, in the language of the moment", async () => {
    const { result } = renderHook(() => ({ kept: useItemTranslation('news').t, plain: useTranslation('news').t }));
    for (const count of [0, 1, 2, 1, 0]) {
      expect(result.current.kept('vote.bullLabel', { count })).toBe(result.current.plain('vote.bullLabel', { count }));
    }
    expect(result.current.kept('vote.bullLabel', { count: 1 })).toBe('Bullish: 1 vote');
    expect(result.current.kept('vote.bullLabel', { count: 3 })).toBe('Bullish: 3 votes');
    expect(result.current.kept('vote.bull')).toBe('Bullish');

    await act(() => changeLanguage('zh'));
    expect(result.current.kept('vote.bull')).toBe('利好');
    expect(result.current.kept('vote.bullLabel', { count: 3 })).toBe('利好：3 票');

    await act(() => changeLanguage('en'));
    expect(result.current.kept('vote.bull')).toBe('Bullish');
  });

  it('keeps namespaces and options apart', () => {
    const { result } = renderHook(() => ({ news: useItemTranslation(['news', 'content']).t, content: useItemTranslation('content').t }));
    expect(result.current.news('tickers.filterBy', { ticker: 'BTC' })).toContain('BTC');
    expect(result.current.news('tickers.filterBy', { ticker: 'ETH' })).toContain('ETH');
    expect(result.current.news('tickers.filterBy', { ticker: 'ETH' })).not.toContain('BTC');
    expect(result.current.news('content:justNow')).toBe(result.current.content('justNow'));
  });
});
