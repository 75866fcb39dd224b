export { AddToCalendarButton } from './ui/AddToCalendarButton';
export type { AddToCalendarButtonProps } from './ui/AddToCalendarButton';
export { CalendarLinks } from './ui/CalendarLinks';
export type { CalendarLinksProps } from './ui/CalendarLinks';
export type { CalendarEvent } from './lib/ics';
