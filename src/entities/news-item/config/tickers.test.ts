import { describe, expect, it } from 'vitest';
import { newsItemPath, tickerOf, tickerPath } from './tickers';

describe('tickerOf', () => {
  it('reads a ticker from the address, in capitals, with or without its $', () => {
    expect(tickerOf('btc')).toBe('BTC');
    expect(tickerOf(' $Pepe ')).toBe('PEPE');
    expect(tickerOf('1INCH')).toBeUndefined();
  });

  it('refuses what cannot be a ticker', () => {
    expect(tickerOf(null)).toBeUndefined();
    expect(tickerOf('')).toBeUndefined();
    expect(tickerOf('B')).toBeUndefined();
    expect(tickerOf('BTC,ETH')).toBeUndefined();
    expect(tickerOf('<script>')).toBeUndefined();
    expect(tickerOf('ABCDEFGHIJK')).toBeUndefined();
  });
});

describe('paths', () => {
  it('link a ticker filter and a story page', () => {
    expect(tickerPath('BTC')).toBe('/news?ticker=BTC');
    expect(newsItemPath('61000000-0000-4000-8000-000000000001')).toBe('/news/61000000-0000-4000-8000-000000000001');
  });
});
