export { AddToCalendarButton } from './ui/AddToCalendarButton';
export type { AddToCalendarButtonProps } from './ui/AddToCalendarButton';
export type { CalendarEvent } from './lib/ics';
