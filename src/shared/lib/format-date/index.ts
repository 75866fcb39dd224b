export {
  formatClock,
  formatDateTime,
  formatLongDate,
  formatMediumDate,
  formatRelativeTime,
  formatShortDate,
  relativeTimeIsDate,
} from './formatDate';
export type { RelativeTimeOptions } from './formatDate';
export { useNow } from './useNow';
export { fromLocalInput, toLocalInput } from './localInput';
