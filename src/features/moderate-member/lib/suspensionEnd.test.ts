import { describe, expect, it } from 'vitest';
import { isSuspended, suspensionEnd } from './suspensionEnd';

describe('suspensionEnd', () => {
  it('adds whole days to now', () => {
    expect(suspensionEnd(7, new Date('2026-05-01T10:00:00Z'))).toBe('2026-05-08T10:00:00.000Z');
  });
});

describe('isSuspended', () => {
  const now = new Date('2026-05-01T10:00:00Z');
  it('holds while the end is ahead, not once it passed or without one', () => {
    expect(isSuspended('2026-05-01T10:00:01Z', now)).toBe(true);
    expect(isSuspended('2026-05-01T10:00:00Z', now)).toBe(false);
    expect(isSuspended(null, now)).toBe(false);
  });
});
