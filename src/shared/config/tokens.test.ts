import { describe, expect, it } from 'vitest';
import { breakpoints, media } from './tokens';

describe('media', () => {
  it('builds min-width queries from a breakpoint up and max-width ones just below it', () => {
    expect(media.up('md')).toBe('@media (min-width: 48rem)');
    expect(media.down('lg')).toBe('@media (max-width: 63.99rem)');
  });

  it('keeps the breakpoints in increasing order', () => {
    const values = Object.values(breakpoints);
    expect([...values].sort((a, b) => a - b)).toEqual(values);
  });
});
