import { describe, expect, it } from 'vitest';
import { initialOf } from './initialOf';

describe('initialOf', () => {
  it('takes the first letter or Han character, upper-cased', () => {
    expect(initialOf('rollups explained')).toBe('R');
    expect(initialOf('以太坊 Pectra 升级')).toBe('以');
  });

  it('skips leading punctuation, symbols and emoji, and gives nothing when there is no letter', () => {
    expect(initialOf('  “🚀 $ETH” rallies')).toBe('E');
    expect(initialOf('!!! ???')).toBe('');
  });
});
