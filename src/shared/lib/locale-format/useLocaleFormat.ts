import { useMemo } from 'react';
import { formatDateTime, formatLongDate, formatRelativeTime, formatShortDate } from '@/shared/lib/format-date';
import { localeOf, useLanguage, type Language } from '@/shared/lib/i18n';
import { useRenderEnv } from '@/shared/lib/render-env';

type Iso = string | null | undefined;

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

/** The formatters of the current language; the component re-renders when the language changes. */
export function useLocaleFormat(): LocaleFormat {
  const language = useLanguage();
  // The server render's zone while its HTML is hydrated, then the browser's.
  const { timeZone } = useRenderEnv();
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
      number: (value, options) => (options ? new Intl.NumberFormat(locale, options) : plain).format(value),
    };
  }, [language, timeZone]);
}
