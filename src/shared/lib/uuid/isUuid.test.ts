import { describe, expect, it } from 'vitest';
import { isUuid } from './isUuid';

describe('isUuid', () => {
  it('accepts uuids in either case', () => {
    expect(isUuid('40000000-0000-4000-8000-000000000001')).toBe(true);
    expect(isUuid('ABCDEF00-0000-4000-8000-00000000000A')).toBe(true);
  });

  it('rejects anything else', () => {
    expect(isUuid(undefined)).toBe(false);
    expect(isUuid('no-such-post')).toBe(false);
    expect(isUuid('40000000-0000-4000-8000-0000000000011')).toBe(false);
  });
});
