import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FetchFeedsButton, RefreshNewsButton } from '@/features/refresh-news';
import { useDebouncedValue } from '@/shared/lib/debounce';
import { useDocumentTitle } from '@/shared/lib/page-head';
import { Page } from '@/shared/ui/page';
import { PageHeader } from '@/shared/ui/page-header';
import { SearchInput } from '@/shared/ui/search-input';
import { newsFilter } from '../model/newsFilter';
import { NewsCategoryTabs } from './NewsCategoryTabs';
import { NewsTimeline } from './NewsTimeline';
import { LiveLabel, Toolbar } from './NewsPage.styles';

/** How long typing must pause before the search runs. */
const searchDelayMs = 300;

export function NewsPage() {
  const { t } = useTranslation(['news', 'content']);
  useDocumentTitle(t('documentTitle'), t('description'));
  const [params, setParams] = useSearchParams();
  const category = params.get('category') || undefined;
  const [search, setSearch] = useState('');
  // Each Refresh re-reads the list from the server.
  const [refreshes, setRefreshes] = useState(0);
  const refresh = () => setRefreshes((count) => count + 1);
  const debouncedSearch = useDebouncedValue(search, searchDelayMs);
  const where = newsFilter({ category, search: debouncedSearch });

  const selectCategory = (slug: string | undefined) => setParams(slug ? { category: slug } : {}, { replace: true });

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
        <NewsCategoryTabs selected={category} onSelect={selectCategory} />
      </Toolbar>
      {/* Keyed by the filter: a new filter starts again from the first page. */}
      <NewsTimeline key={JSON.stringify(where)} where={where} refreshes={refreshes} onRefresh={refresh} />
    </Page>
  );
}
