/** What an .ics file needs to describe one event. */
export interface CalendarEvent {
  /** Stable id of the event; the UID is derived from it so re-imports update instead of duplicating. */
  id: string;
  title: string;
  start: Date;
  /** Defaults to one hour after start. */
  end?: Date | null;
  description?: string | null;
  location?: string | null;
  url?: string | null;
}

export interface IcsOptions {
  /** Domain for the UID (`<id>@<domain>`). */
  domain: string;
  /** DTSTAMP; defaults to now. */
  now?: Date;
}

const hourMs = 60 * 60 * 1000;
const encoder = new TextEncoder();

/** A UTC date-time in iCalendar basic form: 20250105T190000Z. */
export function formatIcsDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Escapes a TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma and newlines. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line at 75 octets (RFC 5545 3.1), never splitting a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A complete VCALENDAR with one VEVENT, lines folded and ended with CRLF. */
export function createIcs(event: CalendarEvent, options: IcsOptions): string {
  const end = event.end && event.end > event.start ? event.end : new Date(event.start.getTime() + hourMs);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//ChainPulse//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.id}@${options.domain}`,
    `DTSTAMP:${formatIcsDate(options.now ?? new Date())}`,
    `DTSTART:${formatIcsDate(event.start)}`,
    `DTEND:${formatIcsDate(end)}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}

/** A file name for the event's .ics: its slug or id with unsafe characters replaced. */
export function icsFileName(name: string): string {
  return `${name.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'event'}.ics`;
}
