export { EventCard } from './ui/EventCard';
export type { EventCardProps } from './ui/EventCard';
export { EventStatusBadge } from './ui/EventStatusBadge';
export type { EventStatusBadgeProps } from './ui/EventStatusBadge';
export { formatPrice, isWebAddress } from './lib/eventFacts';
export { useEventCategoryName } from './model/useEventCategoryName';
export {
  draftFromEvent,
  emptyDraft,
  eventColumns,
  eventSlug,
  eventStatuses,
  isEventStatus,
  LIMITS as EVENT_LIMITS,
} from './model/eventDraft';
export type { DraftField, EditableEvent, EventDraft, EventStatus } from './model/eventDraft';
export { isTimeZone, missesRequired, REQUIRED_FIELDS, validateDraft } from './model/validateDraft';
export type { DraftErrors, ValidationKey } from './model/validateDraft';
