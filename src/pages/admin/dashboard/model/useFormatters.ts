import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlLangs, isLanguage } from '@/shared/lib/i18n';

/** Number, percent and day formats of the chosen language; days are the server's UTC calendar days. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const locale = htmlLangs[isLanguage(i18n.language) ? i18n.language : 'en'];
  return useMemo(() => {
    const number = new Intl.NumberFormat(locale);
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    const shortDay = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    const longDay = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    const day = (date: string) => new Date(`${date}T00:00:00Z`);
    return {
      number: (value: number) => number.format(value),
      /** A fraction 0..1 as a percentage ('25%', '33.3%'). */
      percent: (fraction: number) => percent.format(fraction),
      /** A 'YYYY-MM-DD' day as 'Nov 23'. */
      shortDay: (date: string) => shortDay.format(day(date)),
      /** A 'YYYY-MM-DD' day as 'November 23, 2026'. */
      longDay: (date: string) => longDay.format(day(date)),
    };
  }, [locale]);
}

export type Formatters = ReturnType<typeof useFormatters>;
