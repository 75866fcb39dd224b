export { EventCard } from './ui/EventCard';
export type { EventCardProps } from './ui/EventCard';
export { EventStatusBadge } from './ui/EventStatusBadge';
export type { EventStatusBadgeProps } from './ui/EventStatusBadge';
export { formatPrice, isUpcoming, isWebAddress } from './lib/eventFacts';
