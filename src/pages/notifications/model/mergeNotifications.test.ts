import { describe, expect, it } from 'vitest';
import { mergeNotifications } from './mergeNotifications';

describe('mergeNotifications', () => {
  it('lists each notification once, newest first, with the read state of the page query', () => {
    const read = [
      { id: 'b', created_at: '2026-01-02T00:00:00Z', read_at: '2026-01-03T00:00:00Z' },
      { id: 'a', created_at: '2026-01-01T00:00:00Z', read_at: null },
    ];
    const streamed = [
      { id: 'b', created_at: '2026-01-02T00:00:00Z', read_at: null },
      { id: 'c', created_at: '2026-01-04T00:00:00Z', read_at: null },
    ];
    expect(mergeNotifications(read, streamed)).toEqual([streamed[1], read[0], read[1]]);
  });
});
