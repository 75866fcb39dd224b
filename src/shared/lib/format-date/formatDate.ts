import { localeOf } from '@/shared/lib/i18n';

const minute = 60 * 1000;
const hour = 60 * minute;
const day = 24 * hour;

const locale = localeOf;

// Creating an Intl formatter costs far more than using one: each (language, options, zone) is made once.
const formatters = new Map<string, Intl.DateTimeFormat>();
function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale(language), options);
    formatters.set(key, format);
  }
  return format;
}

function parse(iso: string | null | undefined): Date | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function yearIn(date: Date, timeZone?: string): string {
  return dateFormat('en', { year: 'numeric', timeZone }).format(date);
}

/**
 * Month and day ('Jan 5' in English, month-day with the Chinese date marks in Chinese), for lists, with the year
 * when it is not the current one ('Jan 5, 2024'); '' for a missing or invalid date.
 */
export function formatShortDate(iso: string | null | undefined, language: string, timeZone?: string, now: Date = new Date()): string {
  const date = parse(iso);
  if (!date) return '';
  const year = yearIn(date, timeZone) === yearIn(now, timeZone) ? undefined : 'numeric';
  return dateFormat(language, { year, month: 'short', day: 'numeric', timeZone }).format(date);
}

/** Full date ('January 5, 2025', or year-month-day with the Chinese date marks), for articles; '' for a missing or invalid date. */
export function formatLongDate(iso: string | null | undefined, language: string, timeZone?: string): string {
  const date = parse(iso);
  return date ? dateFormat(language, { dateStyle: 'long', timeZone }).format(date) : '';
}

/**
 * Weekday, date, time and time zone ('Monday, January 5, 2025 at 7:00 PM GMT+8'), for event times: a reader
 * elsewhere knows which zone the time is in.
 */
export function formatDateTime(iso: string | null | undefined, language: string, timeZone?: string): string {
  const date = parse(iso);
  if (!date) return '';
  const time = dateFormat(language, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(date);
  const zone = dateFormat(language, { timeZoneName: 'short', timeZone })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
  return zone ? `${time} ${zone}` : time;
}

/** Hours and minutes on a 24-hour clock ('19:05'), the same in both languages; '' for a missing or invalid time. */
export function formatClock(iso: string | null | undefined, timeZone?: string): string {
  const date = parse(iso);
  return date ? dateFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(date) : '';
}

export interface RelativeTimeOptions {
  language: string;
  /** Shown for times under a minute old (or slightly ahead: clocks differ), and for a missing or invalid time. */
  justNow: string;
  now?: Date;
  /** IANA zone of the dates; the runtime's own when absent. */
  timeZone?: string;
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
function relativeFormat(language: string): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale(language), { numeric: 'always' });
    relativeFormats.set(language, format);
  }
  return format;
}

/** 'Jan 5, 2025' (or its Chinese form), the date relative times show from a week on; '' for a missing or invalid date. */
export function formatMediumDate(iso: string | null | undefined, language: string, timeZone?: string): string {
  const date = parse(iso);
  return date ? dateFormat(language, { dateStyle: 'medium', timeZone }).format(date) : '';
}

/** Whether formatRelativeTime shows a time as its date (a week old or more): the one form that depends on the zone. */
export function relativeTimeIsDate(iso: string | null | undefined, now: Date = new Date()): boolean {
  const date = parse(iso);
  return date !== undefined && now.getTime() - date.getTime() >= 7 * day;
}

/**
 * News-style relative time: under a minute 'Just now', then '5 minutes ago', '3 hours ago', '2 days ago' (or their
 * Chinese forms) up to a week, otherwise the date ('Jan 5, 2025'), all in the given language.
 */
export function formatRelativeTime(iso: string | null | undefined, options: RelativeTimeOptions): string {
  const date = parse(iso);
  if (!date) return options.justNow;
  const age = (options.now ?? new Date()).getTime() - date.getTime();
  if (age < minute) return options.justNow;
  if (age < hour) return relativeFormat(options.language).format(-Math.floor(age / minute), 'minute');
  if (age < day) return relativeFormat(options.language).format(-Math.floor(age / hour), 'hour');
  if (age < 7 * day) return relativeFormat(options.language).format(-Math.floor(age / day), 'day');
  return formatMediumDate(iso, options.language, options.timeZone);
}
