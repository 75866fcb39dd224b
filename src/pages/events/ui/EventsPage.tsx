import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { EventCard, useEventCategoryName } from '@/entities/event';
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
import { EventsListQuery } from '../api/eventsQueries';
import { eventCategories, groupEvents } from '../model/groupEvents';
import { Filter, Muted } from './EventsPage.styles';

/** The languages events are written in, each a filter chip. */
const eventLanguages = ['en', 'zh'] as const;

/** Narrowest width of an event card before the grid drops a column. */
const cardMinWidth = '18rem';

export function EventsPage() {
  const { t } = useTranslation(['events', 'content']);
  const categoryName = useEventCategoryName();
  useDocumentTitle(t('documentTitle'), t('description'));
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? undefined;
  const language = eventLanguages.find((value) => value === params.get('language'));
  const [result, reexecute] = useQuery({ query: EventsListQuery });
  const events = result.data?.events ?? [];
  const { upcoming, past } = groupEvents(events, { category, language });
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
      {events.length > 0 && (
        <Filter role="group" aria-label={t('categoriesLabel')}>
          <Chip aria-pressed={category === undefined} onClick={() => select(undefined)}>
            {t('content:all')}
          </Chip>
          {eventCategories(events).map((name) => (
            <Chip key={name ?? ''} aria-pressed={category === (name ?? '')} onClick={() => select(name ?? '')}>
              {categoryName(name)}
            </Chip>
          ))}
        </Filter>
      )}
      {events.length > 0 && (
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
      ) : upcoming.length + past.length === 0 ? (
        <EmptyState>
          <p>{category === undefined && language === undefined ? t('noEvents') : t('empty')}</p>
          {(category !== undefined || language !== undefined) && (
            <Button onClick={() => setParams({}, { replace: true })}>{t('viewAll')}</Button>
          )}
        </EmptyState>
      ) : (
        <>
          <PageSection title={t('upcomingHeading')}>
            {upcoming.length === 0 ? (
              <Muted>{t('noUpcoming')}</Muted>
            ) : (
              <CardGrid $min={cardMinWidth}>
                {upcoming.map((event) => (
                  <EventCard key={event.id} event={event} />
                ))}
              </CardGrid>
            )}
          </PageSection>
          {past.length > 0 && (
            <PageSection title={t('pastHeading')}>
              <CardGrid $min={cardMinWidth}>
                {past.map((event) => (
                  <EventCard key={event.id} event={event} />
                ))}
              </CardGrid>
            </PageSection>
          )}
        </>
      )}
    </Page>
  );
}
