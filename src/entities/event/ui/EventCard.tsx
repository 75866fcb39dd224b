import { useTranslation } from 'react-i18next';
import { graphql, useFragment, type FragmentType } from '@/shared/api';
import { useLocaleFormat } from '@/shared/lib/locale-format';
import { ButtonAnchor } from '@/shared/ui/button-link';
import { CardCover, CardCoverPlaceholder, CardExcerpt } from '@/shared/ui/card';
import { initialOf } from '@/shared/lib/text-length';
import { TextLink } from '@/shared/ui/text-link';
import { formatPrice } from '../lib/eventFacts';
import { useEventCategoryName } from '../model/useEventCategoryName';
import { Actions, Card, Facts, Muted, Title } from './EventCard.styles';
import { EventStatusBadge } from './EventStatusBadge';
import { Badge } from './EventStatusBadge.styles';

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
    currency
    language
    is_free
    is_online
    featured
    category
    is_upcoming
  }
`);

export interface EventCardProps {
  event: FragmentType<typeof EventCard_EventFragment>;
}

/** An event in the list: status, dates, place, attendees, price and its links. */
export function EventCard(props: EventCardProps) {
  const { t } = useTranslation('content');
  const format = useLocaleFormat();
  const event = useFragment(EventCard_EventFragment, props.event);
  const categoryName = useEventCategoryName();
  // The server's answer, so the page it renders and the browser that hydrates it agree whatever the browser's clock.
  const upcoming = event.is_upcoming === true;
  const start = format.shortDate(event.start_date);
  const end = format.shortDate(event.end_date);
  return (
    <Card>
      {event.image_url ? (
        <CardCover src={event.image_url} alt="" loading="lazy" width={1200} height={630} />
      ) : (
        <CardCoverPlaceholder aria-hidden="true">{initialOf(event.name)}</CardCoverPlaceholder>
      )}
      <Facts>
        <EventStatusBadge upcoming={upcoming} />
        {event.featured && (
          <Badge $lit title={t('event.featured')}>
            ★ {t('event.featured')}
          </Badge>
        )}
        <Muted>{categoryName(event.category)}</Muted>
        <Badge $lit={false} lang={event.language} data-testid="event-language">
          {t(`event.language.${event.language === 'zh' ? 'zh' : 'en'}`)}
        </Badge>
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
            {event.current_attendees <= 0
              ? t('event.expectedAttendees')
              : event.max_attendees == null
                ? t('event.attendeesNoLimit', { current: format.number(event.current_attendees) })
                : t('event.attendeesCount', {
                    current: format.number(event.current_attendees),
                    max: format.number(event.max_attendees),
                  })}
          </dd>
        </div>
        <div>
          <dt>{t('event.price')}</dt>
          <dd>
            {formatPrice({
              price: event.price,
              isFree: event.is_free,
              language: format.language,
              currency: event.currency,
              free: t('event.free'),
            })}
          </dd>
        </div>
      </Facts>
      {event.description && <CardExcerpt>{event.description}</CardExcerpt>}
      <Actions>
        {upcoming && event.registration_url && (
          <ButtonAnchor href={event.registration_url} target="_blank" rel="noopener noreferrer">
            {t('event.registerNow')}
          </ButtonAnchor>
        )}
        {!upcoming && <Muted>{t('event.ended')}</Muted>}
        <TextLink to={`/events/${event.slug}`} aria-label={t('event.learnMoreAbout', { name: event.name })}>
          {t('event.learnMore')}
        </TextLink>
      </Actions>
    </Card>
  );
}
