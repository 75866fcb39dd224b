export { EventCard } from './ui/EventCard';
export type { EventCardProps } from './ui/EventCard';
export { formatPrice, isUpcoming, isWebAddress } from './lib/eventFacts';
