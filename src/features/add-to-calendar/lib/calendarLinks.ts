import { formatIcsDate, type CalendarEvent } from './ics';

const hourMs = 60 * 60 * 1000;
const endOf = (event: CalendarEvent) => event.end ?? new Date(event.start.getTime() + hourMs);
/** The description with the event's page after it, as calendar apps show it. */
const details = (event: CalendarEvent) => [event.description, event.url].filter(Boolean).join('\n\n');

/** Google Calendar's "add event" page, filled in (times in UTC). */
export function googleCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${formatIcsDate(event.start)}/${formatIcsDate(endOf(event))}`,
    details: details(event),
    location: event.location ?? '',
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** Outlook on the web's "new event" page, filled in (times in UTC, ISO 8601). */
export function outlookCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: event.start.toISOString(),
    enddt: endOf(event).toISOString(),
    body: details(event),
    location: event.location ?? '',
  });
  return `https://outlook.live.com/calendar/0/action/compose?${params.toString()}`;
}
