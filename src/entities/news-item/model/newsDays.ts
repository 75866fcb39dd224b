// The news stream's days and clock times in the reader's time zone: stories grouped under Today, Yesterday or
// their date, each with its HH:mm.

const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, options);
    formats.set(key, made);
  }
  return made;
}

/** The calendar day of a time in a zone, as YYYY-MM-DD. */
export function dayKey(time: Date, timeZone?: string): string {
  return format('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(time);
}

/** The day before a YYYY-MM-DD day. */
function dayBefore(key: string): string {
  const date = new Date(`${key}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** 24-hour clock time (HH:mm) of an ISO time in a zone; '' for an invalid time. */
export function newsClock(iso: string, timeZone?: string): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return '';
  return format('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(time);
}

/** A day's heading: Today, Yesterday, or the weekday and date in the reader's language. */
export type NewsDayLabel = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'date'; text: string };

export interface NewsDay<Item> {
  /** YYYY-MM-DD in the reader's zone. */
  key: string;
  label: NewsDayLabel;
  items: Item[];
}

export interface GroupOptions {
  now: Date;
  /** The reader's IANA zone; the runtime's when absent. */
  timeZone?: string;
  /** The BCP 47 locale of the date headings. */
  locale: string;
}

/** Stories (newest first) in runs of one day each, in the order given. */
export function groupNewsByDay<Item>(items: readonly Item[], timeOf: (item: Item) => string, options: GroupOptions): NewsDay<Item>[] {
  const today = dayKey(options.now, options.timeZone);
  const yesterday = dayBefore(today);
  const days: NewsDay<Item>[] = [];
  for (const item of items) {
    const time = new Date(timeOf(item));
    const key = Number.isNaN(time.getTime()) ? today : dayKey(time, options.timeZone);
    const last = days[days.length - 1];
    if (last?.key === key) {
      last.items.push(item);
      continue;
    }
    const label: NewsDayLabel =
      key === today
        ? { kind: 'today' }
        : key === yesterday
          ? { kind: 'yesterday' }
          : {
              kind: 'date',
              text: format(options.locale, { weekday: 'long', month: 'long', day: 'numeric', timeZone: options.timeZone }).format(time),
            };
    days.push({ key, label, items: [item] });
  }
  return days;
}
