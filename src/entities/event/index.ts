export { EventCard } from './ui/EventCard';
export type { EventCardProps } from './ui/EventCard';
export { EventStatusBadge } from './ui/EventStatusBadge';
export type { EventStatusBadgeProps } from './ui/EventStatusBadge';
export { formatPrice, isWebAddress } from './lib/eventFacts';
export { useEventCategoryName } from './model/useEventCategoryName';
