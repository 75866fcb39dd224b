import { localeOf } from '@/shared/lib/i18n';

export interface PriceOptions {
  price: string | number | null | undefined;
  isFree: boolean;
  language: string;
  /** Text for a free event. */
  free: string;
}

/** 'Free' for a free (or zero-priced) event, else the amount in yuan: '¥199.00'. */
export function formatPrice({ price, isFree, language, free }: PriceOptions): string {
  const amount = Number(price ?? 0);
  if (isFree || !Number.isFinite(amount) || amount <= 0) return free;
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: 'CNY',
    currencyDisplay: 'narrowSymbol',
  }).format(amount);
}

/** Whether the location text is a web address (an online event's link). */
export function isWebAddress(location: string | null | undefined): location is string {
  return !!location && /^https?:\/\//i.test(location);
}
