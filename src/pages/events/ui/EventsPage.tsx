import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { EventCard } from '@/entities/event';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { useDocumentTitle } from '@/shared/lib/document-title';
import { Alert, Button } from '@/shared/ui';
import { EventsListQuery } from '../api/eventsQueries';
import { eventCategories, groupEvents } from '../model/groupEvents';
import {
  Empty,
  Filter,
  FilterButton,
  Grid,
  Header,
  Main,
  Muted,
  Section,
  SectionTitle,
  Subtitle,
  Title,
} from './EventsPage.styles';

export function EventsPage() {
  const { t } = useTranslation(['events', 'content']);
  useDocumentTitle(t('documentTitle'), t('description'));
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? undefined;
  const [result, reexecute] = useQuery({ query: EventsListQuery });
  const events = result.data?.events ?? [];
  const { upcoming, past } = groupEvents(events, { category });
  const select = (value: string | undefined) =>
    setParams(value === undefined ? {} : { category: value }, {
      replace: true,
    });

  return (
    <Main>
      <Header>
        <Title>{t('title')}</Title>
        <Subtitle>{t('subtitle')}</Subtitle>
      </Header>
      {events.length > 0 && (
        <Filter role="group" aria-label={t('categoriesLabel')}>
          <FilterButton
            type="button"
            aria-pressed={category === undefined}
            onClick={() => select(undefined)}
          >
            {t('content:all')}
          </FilterButton>
          {eventCategories(events).map((name) => (
            <FilterButton
              key={name ?? ''}
              type="button"
              aria-pressed={category === (name ?? '')}
              onClick={() => select(name ?? '')}
            >
              {name ?? t('content:uncategorized')}
            </FilterButton>
          ))}
        </Filter>
      )}
      {result.error ? (
        <Alert
          action={
            <Button variant="ghost" onClick={() => reexecute({ requestPolicy: 'network-only' })}>
              {t('content:retry')}
            </Button>
          }
        >
          {t('error', { message: apiErrorMessage(result.error) })}
        </Alert>
      ) : result.fetching && !result.data ? (
        <Muted role="status">{t('loading')}</Muted>
      ) : upcoming.length + past.length === 0 ? (
        <Empty>
          <p>{category === undefined ? t('noEvents') : t('empty')}</p>
          {category !== undefined && (
            <Button onClick={() => select(undefined)}>{t('viewAll')}</Button>
          )}
        </Empty>
      ) : (
        <>
          <Section aria-labelledby="events-upcoming">
            <SectionTitle id="events-upcoming">{t('upcomingHeading')}</SectionTitle>
            {upcoming.length === 0 ? (
              <Muted>{t('noUpcoming')}</Muted>
            ) : (
              <Grid>
                {upcoming.map((event) => (
                  <EventCard key={event.id} event={event} />
                ))}
              </Grid>
            )}
          </Section>
          {past.length > 0 && (
            <Section aria-labelledby="events-past">
              <SectionTitle id="events-past">{t('pastHeading')}</SectionTitle>
              <Grid>
                {past.map((event) => (
                  <EventCard key={event.id} event={event} />
                ))}
              </Grid>
            </Section>
          )}
        </>
      )}
    </Main>
  );
}
