import type { ActionHandler } from '../actions.ts';
import { createFetchNews, type FetchNewsOptions } from './fetch-news.ts';
import { incrementArticleViews, incrementNewsViews, pruneViews, recordPageView } from './views.ts';

export type { FetchNewsOptions, FetchNewsResult, FetchNewsSource } from './fetch-news.ts';

/** Production settings of the feed fetcher: public addresses only, 10 s and 2 MB per feed, 4 feeds at a time. */
export const FETCH_NEWS_DEFAULTS: FetchNewsOptions = {
  timeoutMs: 10_000,
  maxBytes: 2 * 1024 * 1024,
  concurrency: 4,
  throttleMs: 60_000,
  allowPrivateAddresses: false,
};

/** The news handlers keyed by action name (and pruneViews, the prune_views cron trigger's, which is no action); `options` override the fetcher's defaults (tests shorten the timeout and allow loopback feeds). */
export function createNewsActions(options: Partial<FetchNewsOptions> = {}): Record<string, ActionHandler> {
  return {
    fetchNews: createFetchNews({ ...FETCH_NEWS_DEFAULTS, ...options }),
    recordPageView,
    incrementNewsViews,
    incrementArticleViews,
    pruneViews,
  };
}

export const newsActions = createNewsActions();
