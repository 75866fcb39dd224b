import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { EventStatusBadge, formatPrice, isWebAddress, useEventCategoryName } from '@/entities/event';
import { ConfirmEmailNotice } from '@/features/account/confirm-email';
import { AddToCalendarButton, CalendarLinks } from '@/features/add-to-calendar';
import { RsvpButton } from '@/features/rsvp-event';
import { openSignInDialog } from '@/features/sign-in';
import { ShareLinkButtons } from '@/features/share-link';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { eventJsonLd, useDocumentTitle, useHttpStatus, usePageMeta } from '@/shared/lib/page-head';
import { RetryAlert } from '@/shared/ui/alert';
import { ButtonAnchor } from '@/shared/ui/button-link';
import { CoverImage } from '@/shared/ui/cover-image';
import { Page } from '@/shared/ui/page';
import { ProblemState } from '@/shared/ui/problem-state';
import { Skeleton } from '@/shared/ui/skeleton';
import { TextAnchor, TextLink } from '@/shared/ui/text-link';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { EventDetailQuery } from '../api/eventQueries';
import { About, Actions, Category, Facts, ReaderTime, Title, VenueZone } from './EventPage.styles';
import { useLocaleFormat } from '@/shared/lib/locale-format';
import { useSiteOrigin, useZoneUnknown } from '@/shared/lib/render-env';

export function EventPage() {
  const { t } = useTranslation(['events', 'content']);
  const origin = useSiteOrigin();
  const format = useLocaleFormat();
  const categoryName = useEventCategoryName();
  const { slug = '' } = useParams();
  const [result, reexecute] = useQuery({
    query: EventDetailQuery,
    variables: { slug },
  });
  const event = result.data?.events[0];
  useHttpStatus(result.data && !event ? 404 : 200);
  useDocumentTitle(event ? t('eventTitle', { name: event.name }) : t('documentTitle'), event?.description.slice(0, 200));
  const image = event?.image_url ? new URL(event.image_url, origin).href : undefined;
  usePageMeta(
    event
      ? {
          image,
          // Only the server writes it: in the browser the builder is left out of the bundle.
          jsonLd: import.meta.env.SSR
            ? eventJsonLd({
                url: `${origin}/events/${event.slug}`,
                name: event.name,
                description: event.description.slice(0, 500),
                image,
                startDate: event.start_date,
                endDate: event.end_date,
                online: event.is_online,
                place: event.is_online ? null : event.location_url,
                organizer: event.organizer_name,
                price: Number(event.price),
              })
            : undefined,
        }
      : {},
  );
  const backLink = <TextLink to="/events">{t('backToEvents')}</TextLink>;

  if (result.fetching && !result.data) {
    return (
      <Page width="narrow" spacing="tight" aria-busy="true">
        <VisuallyHidden role="status">{t('loadingEvent')}</VisuallyHidden>
        <Skeleton height="16rem" radius="0.75rem" />
        <Skeleton width="60%" height="2.25rem" />
        <Skeleton width="40%" />
        <Skeleton />
      </Page>
    );
  }
  if (result.error) {
    return (
      <Page width="narrow" spacing="tight">
        <ProblemState title={t('loadFailed')}>
          <RetryAlert onRetry={() => reexecute()} retryLabel={t('content:retry')}>
            {apiErrorMessage(result.error)}
          </RetryAlert>
          {backLink}
        </ProblemState>
      </Page>
    );
  }
  if (!event) {
    return (
      <Page width="narrow" spacing="tight">
        <ProblemState title={t('notFoundTitle')}>
          <p>{t('notFoundText')}</p>
          {backLink}
        </ProblemState>
      </Page>
    );
  }

  const upcoming = event.is_upcoming === true;
  const calendarEvent = {
    id: event.id,
    title: event.name,
    start: new Date(event.start_date),
    end: event.end_date ? new Date(event.end_date) : null,
    description: event.description,
    location: event.location_url,
    url: `${origin}/events/${event.slug}`,
  };
  const location = event.location_url;
  // An in-person event's times read in its venue's zone; online ones in the reader's.
  const venueZone = event.is_online ? null : (event.time_zone ?? null);
  return (
    <Page width="narrow" spacing="tight">
      {backLink}
      <article>
        {event.image_url && <CoverImage src={event.image_url} alt="" width={1200} height={630} />}
        <Category>
          <EventStatusBadge upcoming={upcoming} />
          <span>{categoryName(event.category)}</span>
        </Category>
        <Title>{event.name}</Title>
        <EventTranslationLink event={event} />
        <Facts>
          <div>
            <dt>{t('start')}</dt>
            <dd>
              <EventTime iso={event.start_date} venueZone={venueZone} />
            </dd>
          </div>
          {event.end_date && (
            <div>
              <dt>{t('end')}</dt>
              <dd>
                <EventTime iso={event.end_date} venueZone={venueZone} />
              </dd>
            </div>
          )}
          <div>
            <dt>{t('content:event.where')}</dt>
            <dd>
              {isWebAddress(location) ? (
                <TextAnchor href={location} target="_blank" rel="noopener noreferrer">
                  {t('joinOnline')}
                </TextAnchor>
              ) : (
                location || (event.is_online ? t('content:event.online') : t('content:event.tbd'))
              )}
            </dd>
          </div>
          <div>
            <dt>{t('expectedAttendees')}</dt>
            <dd>
              {event.current_attendees <= 0
                ? t('professionals')
                : event.max_attendees == null
                  ? t('attendeesNoLimit', { current: format.number(event.current_attendees) })
                  : t('attendeesOf', {
                      current: format.number(event.current_attendees),
                      max: format.number(event.max_attendees),
                    })}
            </dd>
          </div>
          <div>
            <dt>{t('content:event.price')}</dt>
            <dd>
              {formatPrice({
                price: event.price,
                isFree: event.is_free,
                language: format.language,
                currency: event.currency,
                free: t('content:event.free'),
              })}
            </dd>
          </div>
          {event.organizer_name && (
            <div>
              <dt>{t('organizer')}</dt>
              <dd>{event.organizer_name}</dd>
            </div>
          )}
        </Facts>
        {/* An RSVP is a public write: an unverified member is told to confirm their address first (issue 32). */}
        {upcoming && event.status !== 'cancelled' && <ConfirmEmailNotice />}
        {upcoming && event.status !== 'cancelled' && (
          <RsvpButton
            eventId={event.id}
            eventName={event.name}
            full={event.max_attendees != null && event.current_attendees >= event.max_attendees}
            onSignIn={(reason) => openSignInDialog('login', reason)}
          />
        )}
        <Actions>
          {event.registration_url && upcoming && (
            <ButtonAnchor href={event.registration_url} target="_blank" rel="noopener noreferrer">
              {t('content:event.registerNow')}
            </ButtonAnchor>
          )}
          <AddToCalendarButton fileName={event.slug} event={calendarEvent} />
          <CalendarLinks event={calendarEvent} />
        </Actions>
        {event.description && (
          <About aria-labelledby="event-about">
            <h2 id="event-about">{t('about')}</h2>
            <p>{event.description}</p>
          </About>
        )}
        <ShareLinkButtons
          title={event.name}
          text={event.description ?? undefined}
          url={`${origin}/events/${encodeURIComponent(event.slug)}`}
        />
      </article>
    </Page>
  );
}

/**
 * A time of the event: in the venue's zone, named ('Asia/Shanghai'), with the reader's own time below when it
 * reads differently; without a venue zone, the reader's time alone. The reader's zone is the server render's
 * (the tz cookie) while its HTML hydrates, so the first paint and the hydrated page read the same.
 */
function EventTime({ iso, venueZone }: { iso: string; venueZone: string | null }) {
  const { t } = useTranslation('events');
  const format = useLocaleFormat();
  // Only while the server's HTML is hydrated: the browser knows its zone.
  const zoneUnknown = useZoneUnknown();
  const reader = format.dateTime(iso);
  if (!venueZone) return <time {...format.localTime(iso, 'dateTime')} />;
  const venue = format.dateTimeIn(iso, venueZone);
  // A server that knew no zone of the reader (a first visit) leaves the reader's line to the browser, rather than
  // show a UTC time that may not be the reader's.
  return (
    <>
      <time dateTime={iso}>{venue}</time>
      <VenueZone>{t('venueZone', { zone: venueZone.replaceAll('_', ' ') })}</VenueZone>
      {!zoneUnknown && reader !== venue && <ReaderTime>{t('readerTime', { time: reader })}</ReaderTime>}
    </>
  );
}

interface EventTranslation {
  slug: string;
  language: string;
}

/** A link to the event in the other language (its original, or its first translation), as articles and posts have. */
function EventTranslationLink({ event }: { event: { translation_of?: EventTranslation | null; translations: EventTranslation[] } }) {
  const { t } = useTranslation('content');
  const other = event.translation_of ?? event.translations[0];
  if (!other) return null;
  const language = other.language === 'zh' ? 'zh' : 'en';
  return (
    <TextLink to={`/events/${other.slug}`} hrefLang={language} data-testid="translation-link">
      {t(`translation.${language}`)}
    </TextLink>
  );
}
