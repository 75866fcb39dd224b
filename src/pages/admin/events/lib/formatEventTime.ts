import { localeOf } from '@/shared/lib/i18n';

/** Start to end in the site language, shortened where they share a day ('Mar 3, 2026, 9:00 AM – 5:00 PM'). */
export function formatEventTime(start: string, end: string, language: string): string {
  const from = new Date(start);
  const to = new Date(end);
  if (Number.isNaN(from.getTime())) return '';
  const format = new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' });
  return Number.isNaN(to.getTime()) || to < from ? format.format(from) : format.formatRange(from, to);
}

/** The browser's time zone, which the form's dates are typed in ('Asia/Shanghai'). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
