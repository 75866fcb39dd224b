export { EventCard } from './ui/EventCard';
export type { EventCardProps } from './ui/EventCard';
export { EventStatusBadge } from './ui/EventStatusBadge';
export type { EventStatusBadgeProps } from './ui/EventStatusBadge';
export { formatPrice, isWebAddress } from './lib/eventFacts';
export { useEventCategoryName } from './model/useEventCategoryName';
export {
  CHECK_FIELDS as EVENT_CHECK_FIELDS,
  draftFromEvent,
  emptyDraft,
  eventColumns,
  eventSlug,
  fieldProps as eventFieldProps,
  eventStatuses,
  isEventStatus,
  isTimeZone,
  LIMITS as EVENT_LIMITS,
  missesRequired,
  REQUIRED_FIELDS,
  validateDraft,
} from './model/eventDraft';
export type { DraftErrors, DraftField, EventDraft, EventStatus, ValidationKey } from './model/eventDraft';
