import { describe, expect, it } from 'vitest';
import { initial } from './initial';

describe('initial', () => {
  it('takes the first character of the trimmed name, upper-cased', () => {
    expect(initial('  ada Lovelace')).toBe('A');
    expect(initial('林伟')).toBe('林');
  });

  it('keeps a character outside the basic plane whole', () => {
    expect(initial('🦊 Fox')).toBe('🦊');
  });

  it('falls back to a question mark for an empty name', () => {
    expect(initial('   ')).toBe('?');
  });
});
