import { useMemo } from 'react';
import {
  formatClock,
  formatDateTime,
  formatLongDate,
  formatMediumDate,
  formatRelativeTime,
  formatShortDate,
  relativeTimeIsDate,
} from '@/shared/lib/format-date';
import { localeOf, useLanguage, type Language } from '@/shared/lib/i18n';
import { useRenderZone } from '@/shared/lib/render-env';

type Iso = string | null | undefined;

/**
 * The forms of a time that depend on the reader's zone: 'Jan 5', 'January 5, 2025', '19:05', 'January 5, 2025
 * 19:05', 'Monday, January 5, 2025 at 7:00 PM GMT+8' and 'Jan 5, 2025' (a relative time a week old or more)
 * (server/src/http/ssr/document.ts's TIMES script knows the same names and Intl options, and also 'day', a news day
 * heading: see NewsTimeline).
 */
export type LocalTimeKind = 'short' | 'long' | 'clock' | 'longClock' | 'dateTime' | 'medium';

/** Props of a `<time>` (or a styled one) showing a time in the reader's zone from the first paint. */
export interface LocalTimeProps {
  dateTime: string;
  'data-local': LocalTimeKind;
  suppressHydrationWarning: true;
  children: string;
}

export interface LocaleFormat {
  language: Language;
  /** The BCP 47 tag of the current language ('zh-CN' or 'en'), for Intl. */
  locale: string;
  /** The `lang` attribute of text in the current language. */
  lang: string;
  /** The `lang` attribute of content in another language (an article's, a post's): 'zh' is zh-CN, else en. */
  langOf: (language: string | null | undefined) => string;
  /** 'Jan 5' (or its Chinese form), with the year when not this year; '' for a missing or invalid date. */
  shortDate: (iso: Iso) => string;
  /** 'January 5, 2025' (or its Chinese form); '' for a missing or invalid date. */
  longDate: (iso: Iso) => string;
  /** 'Monday, January 5, 2025 at 7:00 PM' (or its Chinese form). */
  dateTime: (iso: Iso) => string;
  /** The same in a given IANA time zone (an event's venue's), whatever the reader's. */
  dateTimeIn: (iso: Iso, timeZone: string) => string;
  /** 'Just now' (under a minute), '5 minutes ago', '3 hours ago', '2 days ago', else the date; `justNow` is the caller's message. */
  relativeTime: (iso: Iso, options: { justNow: string; now?: Date }) => string;
  /**
   * Spread on a `<time>`: relativeTime's text; when that is a date (a week old or more), marked like localTime's, so
   * a server render in another zone is rewritten before the first paint instead of changing on hydration.
   */
  relativeTimeProps: (iso: string, options: { justNow: string; now?: Date }) => { dateTime: string; children: string } | LocalTimeProps;
  /**
   * Spread on a `<time>`: the time in the given form. A server render in another zone than the reader's is
   * rewritten before the first paint (the page's TIMES script) and kept through hydration, so it never flips.
   */
  localTime: (iso: string, kind: LocalTimeKind) => LocalTimeProps;
  /** A number in the current language's digits and grouping, with optional Intl options. */
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
}

// One plain number formatter per locale, shared by every component (making one costs far more than using it).
const numberFormats = new Map<string, Intl.NumberFormat>();
function plainNumbers(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format;
}

function localText(iso: string, kind: LocalTimeKind, language: Language, timeZone: string | undefined): string {
  switch (kind) {
    case 'short':
      return formatShortDate(iso, language, timeZone);
    case 'long':
      return formatLongDate(iso, language, timeZone);
    case 'clock':
      return formatClock(iso, timeZone);
    case 'longClock':
      return `${formatLongDate(iso, language, timeZone)} ${formatClock(iso, timeZone)}`;
    case 'dateTime':
      return formatDateTime(iso, language, timeZone);
    case 'medium':
      return formatMediumDate(iso, language, timeZone);
  }
}

/** The formatters of the current language; the component re-renders when the language changes. */
export function useLocaleFormat(): LocaleFormat {
  const language = useLanguage();
  // The server render's zone while its HTML is hydrated, then the browser's (by name: the same zone, the same
  // formatters, no re-render after hydrating).
  const timeZone = useRenderZone();
  return useMemo(() => {
    const locale = localeOf(language);
    const plain = plainNumbers(locale);
    return {
      language,
      locale,
      lang: locale,
      langOf: localeOf,
      shortDate: (iso) => formatShortDate(iso, language, timeZone),
      longDate: (iso) => formatLongDate(iso, language, timeZone),
      dateTime: (iso) => formatDateTime(iso, language, timeZone),
      dateTimeIn: (iso, zone) => formatDateTime(iso, language, zone),
      relativeTime: (iso, { justNow, now }) => formatRelativeTime(iso, { language, justNow, now, timeZone }),
      relativeTimeProps: (iso, { justNow, now }) => {
        const children = formatRelativeTime(iso, { language, justNow, now, timeZone });
        return relativeTimeIsDate(iso, now)
          ? { dateTime: iso, 'data-local': 'medium', suppressHydrationWarning: true, children }
          : { dateTime: iso, children };
      },
      localTime: (iso, kind) => ({
        dateTime: iso,
        'data-local': kind,
        suppressHydrationWarning: true,
        children: localText(iso, kind, language, timeZone),
      }),
      number: (value, options) => (options ? new Intl.NumberFormat(locale, options) : plain).format(value),
    };
  }, [language, timeZone]);
}
