export { formatClock, formatDateTime, formatLongDate, formatRelativeTime, formatShortDate } from './formatDate';
export type { RelativeTimeOptions } from './formatDate';
export { useNow } from './useNow';
