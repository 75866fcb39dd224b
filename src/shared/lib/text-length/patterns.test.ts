import { describe, expect, it } from 'vitest';
import { isEmail, isWebAddress } from './patterns';

describe('isEmail', () => {
  it('takes name@host.tld and refuses what is_email refuses', () => {
    expect(isEmail('ada@example.com')).toBe(true);
    expect(isEmail('ada@localhost')).toBe(false);
    expect(isEmail('ada lovelace@example.com')).toBe(false);
    expect(isEmail('@example.com')).toBe(false);
  });
});

describe('isWebAddress', () => {
  it('takes full http(s) addresses only', () => {
    expect(isWebAddress('https://example.com/a?b=1')).toBe(true);
    expect(isWebAddress('HTTP://EXAMPLE.COM')).toBe(true);
    expect(isWebAddress('example.com')).toBe(false);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress('https:///path')).toBe(false);
  });
});
