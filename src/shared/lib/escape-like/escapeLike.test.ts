import { describe, expect, it } from 'vitest';
import { escapeLike } from './escapeLike';

describe('escapeLike', () => {
  it('escapes the wildcards and the backslash', () => {
    expect(escapeLike('100%')).toBe('100\\%');
    expect(escapeLike('a_b')).toBe('a\\_b');
    expect(escapeLike('back\\slash')).toBe('back\\\\slash');
    expect(escapeLike('%_\\')).toBe('\\%\\_\\\\');
  });

  it('leaves other text alone', () => {
    expect(escapeLike('Bitcoin ETF 比特币')).toBe('Bitcoin ETF 比特币');
  });
});
