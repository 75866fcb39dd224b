import { formatLongDate, formatShortDate } from '@/shared/lib/format-date';
import { useLocaleFormat } from '@/shared/lib/locale-format';

/** Number, percent and day formats of the chosen language; days are the server's UTC calendar days ('YYYY-MM-DD'). */
export function useFormatters() {
  const { language, number } = useLocaleFormat();
  const day = (date: string) => `${date}T00:00:00Z`;
  return {
    number: (value: number) => number(value),
    /** A fraction 0..1 as a percentage ('25%', '33.3%'). */
    percent: (fraction: number) => number(fraction, { style: 'percent', maximumFractionDigits: 1 }),
    /** 'Nov 23' (with the year when not this year). */
    shortDay: (date: string) => formatShortDate(day(date), language, 'UTC'),
    /** 'November 23, 2026'. */
    longDay: (date: string) => formatLongDate(day(date), language, 'UTC'),
  };
}

export type Formatters = ReturnType<typeof useFormatters>;
