import { describe, expect, it } from 'vitest';
import { authorNames } from './authorNames';

const fallbacks = { anonymous: 'Anonymous User', unknown: 'Unknown User', unknownUsername: 'unknown' };

describe('authorNames', () => {
  it('uses the display name and username', () => {
    expect(authorNames({ display_name: ' Ada ', username: 'ada' }, fallbacks)).toEqual({ name: 'Ada', username: 'ada' });
  });

  it("falls back to 'Unknown User' and 'unknown' for missing names", () => {
    expect(authorNames({ display_name: '  ', username: null }, fallbacks)).toEqual({
      name: 'Unknown User',
      username: 'unknown',
    });
  });

  it("names a post without an author 'Anonymous User'", () => {
    expect(authorNames(null, fallbacks)).toEqual({ name: 'Anonymous User', username: null });
  });
});
