import { useTranslation } from 'react-i18next';
import { RowButtons, TimeCell, type AdminColumn } from '@/widgets/admin-list';
import { formatPrice, isEventStatus } from '@/entities/event';
import { graphql, type DocumentType } from '@/shared/api';
import { themeVars } from '@/shared/config';
import { useLocaleFormat } from '@/shared/lib/locale-format';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { Nowrap, Pill, Stack } from '@/shared/ui/layout';
import { CellTags, CellTitle } from '@/shared/ui/table-cell';
import { formatEventTime } from '../lib/formatEventTime';
import { Info, STATUS_COLORS, Thumb } from './EventRow.styles';

export const EventRow_EventFragment = graphql(`
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

type EventRow = DocumentType<typeof EventRow_EventFragment>;

/** An event a row's action is about. */
export type EventRef = Pick<EventRow, 'id' | 'name'>;

/** The event management table's columns: info, time, status, attendees, price and actions. */
export function useEventColumns(busyId: string | undefined, onEdit: (event: EventRef) => void, onDelete: (event: EventRef) => void) {
  const { t, i18n } = useTranslation('admin-events');
  const format = useLocaleFormat();
  // No cap (none set, or 0) reads as a word, never as a bare '∞'; figures take the language's separators.
  const attendees = (event: EventRow) => ({
    current: format.number(event.current_attendees),
    max: event.max_attendees ? format.number(event.max_attendees) : t('table.unlimited'),
  });
  const columns: AdminColumn<EventRow>[] = [
    {
      header: t('table.event'),
      cell: (event) => (
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
      ),
    },
    {
      header: t('table.time'),
      cell: (event) => <TimeCell at={event.start_date}>{formatEventTime(event.start_date, event.end_date, i18n.language)}</TimeCell>,
    },
    {
      header: t('table.status'),
      cell: (event) => {
        const status = isEventStatus(event.status) ? event.status : 'upcoming';
        return <Pill $color={STATUS_COLORS[status]}>{t(`status.${status}`)}</Pill>;
      },
    },
    {
      header: t('table.attendees'),
      cell: (event) => (
        <>
          <Nowrap aria-hidden="true">{t('table.attendeesShort', attendees(event))}</Nowrap>
          <VisuallyHidden>{t('table.attendeesLabel', attendees(event))}</VisuallyHidden>
        </>
      ),
    },
    {
      header: t('table.price'),
      cell: (event) => (
        <Nowrap>
          {formatPrice({
            price: event.price,
            isFree: event.is_free,
            language: i18n.language,
            currency: event.currency,
            free: t('table.free'),
          })}
        </Nowrap>
      ),
    },
    {
      header: t('table.actions'),
      cell: ({ id, name, slug }) => (
        <RowButtons
          t={t}
          words={{ name }}
          actions={[
            { key: 'view', href: `/events/${slug}` },
            { key: 'edit', disabled: busyId === id, onClick: () => onEdit({ id, name }) },
            { key: 'delete', disabled: busyId === id, onClick: () => onDelete({ id, name }) },
          ]}
        />
      ),
    },
  ];
  return columns;
}
