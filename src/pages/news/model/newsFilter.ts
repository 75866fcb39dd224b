import type { News_Articles_Bool_Exp } from '@/shared/api';
import { escapeLike } from '@/shared/lib/escape-like';

/** Stories per page of the timeline (spec section 9). */
export const newsPageSize = 20;

/** Pinned stories shown above the stream (the database allows three). */
export const pinnedLimit = 3;

export interface NewsFilterOptions {
  /** A news category slug; undefined for all. */
  category?: string;
  /** Words to find in the title or excerpt, case-insensitively. */
  search?: string;
  /** A token ticker the title names (BTC); undefined for all. */
  ticker?: string;
  /** The content-language part (contentLanguageWhere). */
  language?: News_Articles_Bool_Exp;
}

/** The where clause of the news timeline: category, ticker, language and a literal, case-insensitive text match. */
export function newsFilter({ category, search, ticker, language }: NewsFilterOptions): News_Articles_Bool_Exp {
  const text = search?.trim();
  const pattern = text ? `%${escapeLike(text)}%` : undefined;
  return {
    ...language,
    ...(category ? { category: { _eq: category } } : {}),
    ...(ticker ? { tickers: { _contains: [ticker] } } : {}),
    ...(pattern
      ? {
          _or: [{ title: { _ilike: pattern } }, { excerpt: { _ilike: pattern } }],
        }
      : {}),
  };
}
