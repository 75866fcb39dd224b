import { useTranslation } from 'react-i18next';
import { formatPrice, isEventStatus } from '@/entities/event';
import { graphql, useFragment, type FragmentType } from '@/shared/api';
import { useLocaleFormat } from '@/shared/lib/locale-format';
import { Button } from '@/shared/ui/button';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { RowActions } from '@/shared/ui/data-table';
import { Muted, Pill, Stack } from '@/shared/ui/layout';
import { CellTags, CellTitle } from '@/shared/ui/table-cell';
import { themeVars } from '@/shared/config';
import { formatEventTime } from '../lib/formatEventTime';
import type { EventRef } from '../model/useEventNotices';
import { Info, Nowrap, STATUS_COLORS, Thumb } from './EventRow.styles';

const EventRow_EventFragment = graphql(`
  fragment EventRow_Event on events {
    id
    name
    slug
    image_url
    start_date
    end_date
    status
    max_attendees
    current_attendees
    price
    currency
    is_free
    is_online
    featured
    published
    category
  }
`);

export interface EventRowProps {
  event: FragmentType<typeof EventRow_EventFragment>;
  /** True while an action on this row runs. */
  busy: boolean;
  onEdit: (event: EventRef) => void;
  onDelete: (event: EventRef) => void;
}

/** One row of the event management table: info, time, status, attendees, price and actions. */
export function EventRow(props: EventRowProps) {
  const { t, i18n } = useTranslation('admin-events');
  const event = useFragment(EventRow_EventFragment, props.event);
  const ref = { id: event.id, name: event.name };
  const status = isEventStatus(event.status) ? event.status : 'upcoming';
  const format = useLocaleFormat();
  // No cap (none set, or 0) reads as a word, never as a bare '∞'; figures take the language's separators.
  const attendees = {
    current: format.number(event.current_attendees),
    max: event.max_attendees ? format.number(event.max_attendees) : t('table.unlimited'),
  };
  return (
    <tr>
      <td>
        <Info>
          {event.image_url && <Thumb src={event.image_url} alt="" width={64} height={40} loading="lazy" />}
          <Stack>
            <CellTitle>{event.name}</CellTitle>
            <CellTags>
              {event.featured && <Pill>★ {t('table.featured')}</Pill>}
              <Pill $color={event.published ? undefined : themeVars.textMuted}>
                {t(event.published ? 'table.published' : 'table.draft')}
              </Pill>
              {event.is_online && <span>{t('table.online')}</span>}
              {event.category && <span>{event.category}</span>}
            </CellTags>
          </Stack>
        </Info>
      </td>
      <td>
        <Muted>
          <time dateTime={event.start_date}>{formatEventTime(event.start_date, event.end_date, i18n.language)}</time>
        </Muted>
      </td>
      <td>
        <Pill $color={STATUS_COLORS[status]}>{t(`status.${status}`)}</Pill>
      </td>
      <td>
        <Nowrap aria-hidden="true">{t('table.attendeesShort', attendees)}</Nowrap>
        <VisuallyHidden>{t('table.attendeesLabel', attendees)}</VisuallyHidden>
      </td>
      <td>
        <Nowrap>
          {formatPrice({
            price: event.price,
            isFree: event.is_free,
            language: i18n.language,
            currency: event.currency,
            free: t('table.free'),
          })}
        </Nowrap>
      </td>
      <td>
        <RowActions>
          <a
            href={`/events/${event.slug}`}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('actions.viewLabel', { name: event.name })}
          >
            {t('actions.view')}
          </a>
          <Button
            variant="ghost"
            disabled={props.busy}
            aria-label={t('actions.editLabel', { name: event.name })}
            onClick={() => props.onEdit(ref)}
          >
            {t('actions.edit')}
          </Button>
          <Button
            variant="ghost"
            disabled={props.busy}
            aria-label={t('actions.deleteLabel', { name: event.name })}
            onClick={() => props.onDelete(ref)}
          >
            {t('actions.delete')}
          </Button>
        </RowActions>
      </td>
    </tr>
  );
}
