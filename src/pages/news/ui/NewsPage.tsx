import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { tickerOf } from '@/entities/news-item';
import { ContentLanguageToggle, useContentScope } from '@/features/choose-content-language';
import { FetchFeedsButton, RefreshNewsButton } from '@/features/refresh-news';
import { useDebouncedValue } from '@/shared/lib/timing';
import { useLanguage } from '@/shared/lib/i18n';
import { useDocumentTitle } from '@/shared/lib/page-head';
import { Page } from '@/shared/ui/page';
import { PageHeader } from '@/shared/ui/page-header';
import { SearchInput } from '@/shared/ui/search-input';
import { newsPageWhere } from '../model/newsPageQueries';
import { NewsCategoryTabs } from './NewsCategoryTabs';
import { NewsPinned } from './NewsPinned';
import { NewsTickerFilter } from './NewsTickerFilter';
import { NewsTimeline } from './NewsTimeline';
import { LiveLabel, Toolbar } from './NewsPage.styles';

/** How long typing must pause before the search runs. */
const searchDelayMs = 300;

export function NewsPage() {
  const { t } = useTranslation(['news', 'content']);
  const [params, setParams] = useSearchParams();
  const category = params.get('category') || undefined;
  const ticker = tickerOf(params.get('ticker'));
  useDocumentTitle(ticker ? t('tickerDocumentTitle', { ticker }) : t('documentTitle'), t('description'));
  const [scope, setScope] = useContentScope();
  const language = useLanguage();
  // The search is kept in the address (?q=) like the other filters: a reload or Back shows the same results.
  const [search, setSearch] = useState(() => params.get('q') ?? '');
  // Each Refresh re-reads the list from the server.
  const [refreshes, setRefreshes] = useState(0);
  const refresh = () => setRefreshes((count) => count + 1);
  const debouncedSearch = useDebouncedValue(search, searchDelayMs);
  const where = newsPageWhere({ category, search: debouncedSearch, ticker, scope, language });

  // Each filter is kept in the address beside the others.
  const setParam = useCallback(
    (name: string, value: string | undefined) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const addressSearch = params.get('q') ?? '';
  const searched = debouncedSearch.trim();
  // Only a settled search writes the address (the box itself reads it once, at the start).
  useEffect(() => {
    if (searched !== addressSearch) setParam('q', searched || undefined);
  }, [searched, addressSearch, setParam]);

  return (
    <Page width="medium">
      <PageHeader
        title={t('title')}
        lead={t('subtitle')}
        actions={
          <>
            <LiveLabel>{t('live')}</LiveLabel>
            <RefreshNewsButton onRefresh={refresh} />
            <FetchFeedsButton />
          </>
        }
      />
      <Toolbar>
        <SearchInput
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('searchPlaceholder')}
          aria-label={t('searchLabel')}
        />
        <NewsCategoryTabs selected={category} onSelect={(slug) => setParam('category', slug)} />
        <NewsTickerFilter selected={ticker} onSelect={(next) => setParam('ticker', next)} />
        <ContentLanguageToggle value={scope} onChange={setScope} name="news-content-language" />
      </Toolbar>
      <NewsPinned where={where} />
      {/* Keyed by the filter: a new filter starts again from the first page. */}
      <NewsTimeline key={JSON.stringify(where)} where={where} refreshes={refreshes} onRefresh={refresh} />
    </Page>
  );
}
