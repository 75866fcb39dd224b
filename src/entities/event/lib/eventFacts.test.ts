import { describe, expect, it } from 'vitest';
import { formatPrice, isWebAddress } from './eventFacts';

describe('formatPrice', () => {
  it('shows the amount in the event’s currency', () => {
    expect(formatPrice({ price: '49', isFree: false, language: 'en', currency: 'USD', free: 'Free' })).toBe('$49.00');
    expect(formatPrice({ price: '49', isFree: false, language: 'zh', currency: 'USD', free: '免费' })).toBe('US$49.00');
    expect(formatPrice({ price: '1500.5', isFree: false, language: 'en', currency: 'EUR', free: 'Free' })).toBe('€1,500.50');
    expect(formatPrice({ price: '199', isFree: false, language: 'en', currency: 'CNY', free: 'Free' })).toBe('¥199.00');
  });

  it('shows free for free or zero-priced events', () => {
    expect(
      formatPrice({
        price: '199.00',
        isFree: true,
        language: 'en',
        free: 'Free',
      }),
    ).toBe('Free');
    expect(formatPrice({ price: '0', isFree: false, language: 'zh', free: '免费' })).toBe('免费');
    expect(formatPrice({ price: null, isFree: false, language: 'en', free: 'Free' })).toBe('Free');
  });

  it('shows the amount in yuan', () => {
    expect(
      formatPrice({
        price: '199.00',
        isFree: false,
        language: 'en',
        free: 'Free',
      }),
    ).toBe('¥199.00');
    expect(
      formatPrice({
        price: 1299.5,
        isFree: false,
        language: 'zh',
        free: '免费',
      }),
    ).toBe('¥1,299.50');
  });
});

describe('isWebAddress', () => {
  it('tells links from place names', () => {
    expect(isWebAddress('https://live.example.com/zk')).toBe(true);
    expect(isWebAddress('Shanghai · West Bund')).toBe(false);
    expect(isWebAddress(null)).toBe(false);
  });
});
