/**
 * The major tickers offered as filter chips above the news stream. The database finds these (and any
 * $-prefixed symbol) in each title: public.news_title_tickers in the news_flash migration.
 */
export const MAJOR_TICKERS = ['BTC', 'ETH', 'SOL', 'BNB', 'XRP', 'DOGE', 'TON'] as const;

/** A ticker as the address may carry it (`?ticker=btc`): upper-cased, or undefined when it cannot be one. */
export function tickerOf(value: string | null | undefined): string | undefined {
  const ticker = value?.trim().replace(/^\$/, '').toUpperCase();
  return ticker && /^[A-Z][A-Z0-9]{1,9}$/.test(ticker) ? ticker : undefined;
}

/** The news stream filtered by one ticker. */
export const tickerPath = (ticker: string) => `/news?ticker=${encodeURIComponent(ticker)}`;

/** The page of one news story. */
export const newsItemPath = (id: string) => `/news/${id}`;
