import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery, type TypedDocumentNode } from 'urql';
import { EventCard, useEventCategoryName } from '@/entities/event';
import { useKeysetPages, type Events_Bool_Exp, type KeysetPages } from '@/shared/api';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { useDocumentTitle } from '@/shared/lib/page-head';
import { RetryAlert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { CardGrid } from '@/shared/ui/card';
import { Chip } from '@/shared/ui/chip';
import { EmptyState } from '@/shared/ui/empty-state';
import { Page } from '@/shared/ui/page';
import { PageHeader } from '@/shared/ui/page-header';
import { PageSection } from '@/shared/ui/page-section';
import { LoadMore } from '@/shared/ui/load-more';
import { EventsPageQuery, PastEventsAfterQuery, UpcomingEventsAfterQuery } from '../api/eventsQueries';
import { eventCategories, eventsWhere } from '../model/eventsFilter';
import { eventLanguages, eventsAddressOf, eventsPageVariables, pastPageSize, upcomingPageSize } from '../model/eventsPage';
import { Filter, Muted } from './EventsPage.styles';

/** Narrowest width of an event card before the grid drops a column. */
const cardMinWidth = '18rem';

export function EventsPage() {
  const { t } = useTranslation(['events', 'content']);
  const categoryName = useEventCategoryName();
  useDocumentTitle(t('documentTitle'), t('description'));
  const [params, setParams] = useSearchParams();
  const { category, language } = eventsAddressOf(params);
  const where = eventsWhere({ category, language });
  const [result, reexecute] = useQuery({ query: EventsPageQuery, variables: eventsPageVariables(where) });
  const key = `${category ?? '*'}|${language ?? '*'}`;
  const upcoming = useEventPages(key, where, result.data?.upcoming, upcomingPageSize, UpcomingEventsAfterQuery);
  const past = useEventPages(key, where, result.data?.past, pastPageSize, PastEventsAfterQuery);
  const categories = eventCategories(result.data?.categories ?? []);
  const upcomingShown = upcoming.shown ?? [];
  const pastShown = past.shown ?? [];
  /** Sets one filter (category or language), keeping the other. */
  const choose = (name: 'category' | 'language', value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value === undefined) next.delete(name);
    else next.set(name, value);
    setParams(next, { replace: true });
  };
  const select = (value: string | undefined) => choose('category', value);

  return (
    <Page>
      <PageHeader title={t('title')} lead={t('subtitle')} />
      {categories.length > 0 && (
        <Filter role="group" aria-label={t('categoriesLabel')}>
          <Chip aria-pressed={category === undefined} onClick={() => select(undefined)}>
            {t('content:all')}
          </Chip>
          {categories.map((name) => (
            <Chip key={name ?? ''} aria-pressed={category === (name ?? '')} onClick={() => select(name ?? '')}>
              {categoryName(name)}
            </Chip>
          ))}
        </Filter>
      )}
      {categories.length > 0 && (
        <Filter role="group" aria-label={t('languagesLabel')} data-testid="event-language-filter">
          <Chip aria-pressed={language === undefined} onClick={() => choose('language', undefined)}>
            {t('allLanguages')}
          </Chip>
          {eventLanguages.map((value) => (
            <Chip key={value} aria-pressed={language === value} onClick={() => choose('language', value)}>
              {t(`languageName.${value}`)}
            </Chip>
          ))}
        </Filter>
      )}
      {result.error ? (
        <RetryAlert onRetry={() => reexecute()} retryLabel={t('content:retry')}>
          {t('error', { message: apiErrorMessage(result.error) })}
        </RetryAlert>
      ) : result.fetching && !result.data ? (
        <Muted role="status">{t('loading')}</Muted>
      ) : upcomingShown.length + pastShown.length === 0 ? (
        <EmptyState>
          <p>{category === undefined && language === undefined ? t('noEvents') : t('empty')}</p>
          {(category !== undefined || language !== undefined) && (
            <Button onClick={() => setParams({}, { replace: true })}>{t('viewAll')}</Button>
          )}
        </EmptyState>
      ) : (
        <>
          <PageSection title={t('upcomingHeading')}>
            {upcomingShown.length === 0 ? <Muted>{t('noUpcoming')}</Muted> : <EventGrid pages={upcoming} />}
          </PageSection>
          {pastShown.length > 0 && (
            <PageSection title={t('pastHeading')}>
              <EventGrid pages={past} />
            </PageSection>
          )}
        </>
      )}
    </Page>
  );
}

interface EventRow {
  id: string;
  start_date: string;
}

/** One list's later pages: the events after the last one shown, in the list's order (its keyset document). */
function useEventPages<Row extends EventRow>(
  key: string,
  where: Events_Bool_Exp,
  first: readonly Row[] | undefined,
  pageSize: number,
  query: TypedDocumentNode<{ events: Row[] }, { where: Events_Bool_Exp; afterAt: string; afterId: string; limit: number }>,
) {
  return useKeysetPages({
    key,
    first,
    pageSize,
    query,
    variables: (last) => ({ where, afterAt: last.start_date, afterId: last.id, limit: pageSize + 1 }),
    rowsOf: (data) => data.events,
  });
}

interface EventGridProps {
  /** The list's pages read so far. */
  pages: KeysetPages<{ id: string } & Parameters<typeof EventCard>[0]['event']>;
}

/** One list of event cards, its "Load more" and the error of a later page. */
function EventGrid({ pages }: EventGridProps) {
  const { t } = useTranslation(['events', 'content']);
  return (
    <>
      <CardGrid $min={cardMinWidth}>
        {(pages.shown ?? []).map((event) => (
          <EventCard key={event.id} event={event} />
        ))}
      </CardGrid>
      {pages.error && (
        <RetryAlert onRetry={pages.retry} retryLabel={t('content:retry')}>
          {t('content:loadMoreFailed', { message: apiErrorMessage(pages.error) })}
        </RetryAlert>
      )}
      <LoadMore hasMore={pages.hasMore} busy={pages.fetching} label={t('content:loadMore')} onMore={pages.loadMore} />
    </>
  );
}
