import { describe, expect, it } from 'vitest';
import { newestNewsFirst } from './newsOrder';

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

describe('newestNewsFirst', () => {
  it('orders newest first, undated last, then by id as PostgreSQL orders UUIDs', () => {
    const rows = [
      { id: 'b0000000-0000-4000-8000-000000000000', published_at: '2026-11-25T08:00:00+00:00' },
      { id: '0a000000-0000-4000-8000-000000000000', published_at: null },
      { id: 'a0000000-0000-4000-8000-000000000000', published_at: '2026-11-25T08:00:00+00:00' },
      { id: 'c0000000-0000-4000-8000-000000000000', published_at: '2026-11-26T07:00:00+00:00' },
      { id: '00000000-0000-4000-8000-000000000000', published_at: null },
    ];
    expect(ids([...rows].sort(newestNewsFirst))).toEqual([
      'c0000000-0000-4000-8000-000000000000',
      'a0000000-0000-4000-8000-000000000000',
      'b0000000-0000-4000-8000-000000000000',
      '00000000-0000-4000-8000-000000000000',
      '0a000000-0000-4000-8000-000000000000',
    ]);
  });

  it('orders fractions of a second as time does (PostgreSQL leaves out zero fractions)', () => {
    const rows = [
      { id: 'a', published_at: '2026-11-25T08:00:00+00:00' },
      { id: 'b', published_at: '2026-11-25T08:00:00.5+00:00' },
      { id: 'c', published_at: '2026-11-25T08:00:00.25+00:00' },
    ];
    expect(ids([...rows].sort(newestNewsFirst))).toEqual(['b', 'c', 'a']);
  });
});
