import { useMemo } from 'react';
import { useLocaleFormat } from '@/shared/lib/locale-format';

/** Number, percent and day formats of the chosen language; days are the server's UTC calendar days. */
export function useFormatters() {
  const { locale, number } = useLocaleFormat();
  return useMemo(() => {
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    const shortDay = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    const longDay = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    const day = (date: string) => new Date(`${date}T00:00:00Z`);
    return {
      number: (value: number) => number(value),
      /** A fraction 0..1 as a percentage ('25%', '33.3%'). */
      percent: (fraction: number) => percent.format(fraction),
      /** A 'YYYY-MM-DD' day as 'Nov 23'. */
      shortDay: (date: string) => shortDay.format(day(date)),
      /** A 'YYYY-MM-DD' day as 'November 23, 2026'. */
      longDay: (date: string) => longDay.format(day(date)),
    };
  }, [locale, number]);
}

export type Formatters = ReturnType<typeof useFormatters>;
