import { useTranslation } from 'react-i18next';
import { graphql, useFragment, type FragmentType } from '@/shared/api';
import { formatShortDate } from '@/shared/lib/format-date';
import { formatPrice, isUpcoming } from '../lib/eventFacts';
import {
  Actions,
  Badge,
  Card,
  Cover,
  Description,
  ExternalButton,
  Facts,
  LearnMore,
  Muted,
  Title,
} from './EventCard.styles';

const EventCard_EventFragment = graphql(`
  fragment EventCard_Event on events {
    id
    name
    slug
    description
    start_date
    end_date
    location_url
    image_url
    registration_url
    max_attendees
    current_attendees
    price
    is_free
    is_online
    featured
    category
  }
`);

export interface EventCardProps {
  event: FragmentType<typeof EventCard_EventFragment>;
  now?: Date;
}

/** An event in the list: status, dates, place, attendees, price and its links. */
export function EventCard({ now, ...props }: EventCardProps) {
  const { t, i18n } = useTranslation('content');
  const event = useFragment(EventCard_EventFragment, props.event);
  const upcoming = isUpcoming(event.start_date, now);
  const start = formatShortDate(event.start_date, i18n.language);
  const end = formatShortDate(event.end_date, i18n.language);
  return (
    <Card>
      {event.image_url && (
        <Cover src={event.image_url} alt="" loading="lazy" width={1200} height={630} />
      )}
      <Facts>
        <Badge $upcoming={upcoming}>{upcoming ? t('event.upcoming') : t('event.past')}</Badge>
        {event.featured && (
          <Badge $upcoming title={t('event.featured')}>
            ★ {t('event.featured')}
          </Badge>
        )}
        <Muted>{event.category ?? t('uncategorized')}</Muted>
      </Facts>
      <Title>{event.name}</Title>
      <Facts as="dl">
        <div>
          <dt>{t('event.when')}</dt>
          <dd>{start === end || !end ? start : `${start} – ${end}`}</dd>
        </div>
        <div>
          <dt>{t('event.where')}</dt>
          <dd>{event.is_online ? t('event.online') : event.location_url || t('event.tbd')}</dd>
        </div>
        <div>
          <dt>{t('event.attendees')}</dt>
          <dd>
            {event.current_attendees > 0
              ? t('event.attendeesCount', {
                  current: event.current_attendees,
                  max: event.max_attendees ?? '∞',
                })
              : t('event.expectedAttendees')}
          </dd>
        </div>
        <div>
          <dt>{t('event.price')}</dt>
          <dd>
            {formatPrice({
              price: event.price,
              isFree: event.is_free,
              language: i18n.language,
              free: t('event.free'),
            })}
          </dd>
        </div>
      </Facts>
      {event.description && <Description>{event.description}</Description>}
      <Actions>
        {upcoming && event.registration_url && (
          <ExternalButton href={event.registration_url} target="_blank" rel="noopener noreferrer">
            {t('event.registerNow')}
          </ExternalButton>
        )}
        {!upcoming && <Muted>{t('event.ended')}</Muted>}
        <LearnMore
          to={`/events/${event.slug}`}
          aria-label={t('event.learnMoreAbout', { name: event.name })}
        >
          {t('event.learnMore')}
        </LearnMore>
      </Actions>
    </Card>
  );
}
