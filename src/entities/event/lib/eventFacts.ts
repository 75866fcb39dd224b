import { localeOf } from '@/shared/lib/i18n';

export interface PriceOptions {
  price: string | number | null | undefined;
  isFree: boolean;
  language: string;
  /** ISO 4217 code of the price's currency (events.currency); CNY when unknown. */
  currency?: string | null;
  /** Text for a free event. */
  free: string;
}

/** 'Free' for a free (or zero-priced) event, else the amount in its currency: '¥199.00', 'US$49.00' ('$49.00' in English). */
export function formatPrice({ price, isFree, language, currency, free }: PriceOptions): string {
  const amount = Number(price ?? 0);
  if (isFree || !Number.isFinite(amount) || amount <= 0) return free;
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: currency || 'CNY',
    // The narrow symbol ('$') only for the reader's own currency would mislead: the yuan reads '¥' everywhere,
    // other currencies by their symbol, which names the country where it is ambiguous (US$, HK$).
    currencyDisplay: !currency || currency === 'CNY' ? 'narrowSymbol' : 'symbol',
  }).format(amount);
}

/** Whether the location text is a web address (an online event's link). */
export function isWebAddress(location: string | null | undefined): location is string {
  return !!location && /^https?:\/\//i.test(location);
}
