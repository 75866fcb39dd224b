import { describe, expect, it } from 'vitest';
import { hasLeft, keepRemovals, mergeStreamed, trimStreamed } from './mergeStreamed';

interface Story {
  id: string;
  change_seq: string;
  title: string;
  at: string;
}

const story = (id: string, change_seq: string, at: string, title = `story ${id}`): Story => ({ id, change_seq, at, title });
const newestFirst = (a: Story, b: Story) => b.at.localeCompare(a.at) || a.id.localeCompare(b.id);

describe('mergeStreamed', () => {
  it('adds streamed rows in the list order', () => {
    const read = [story('b', '5', '2026-11-02'), story('a', '3', '2026-11-01')];
    const merged = mergeStreamed(read, [story('c', '6', '2026-11-03'), story('d', '7', '2026-10-01')], newestFirst);
    expect(merged.map((row) => row.id)).toEqual(['c', 'b', 'a', 'd']);
  });

  it('keeps each id once, at its highest change number, whichever arrived last', () => {
    const read = [story('a', '10', '2026-11-01', 'read')];
    expect(mergeStreamed(read, [story('a', '12', '2026-11-01', 'edited')], newestFirst)).toEqual([
      story('a', '12', '2026-11-01', 'edited'),
    ]);
    // A refresh reads a row newer than one streamed before it: the newer one stays.
    expect(mergeStreamed(read, [story('a', '9', '2026-11-01', 'older')], newestFirst)).toEqual(read);
    const streamed = [story('a', '12', '2026-11-01', 'first edit'), story('a', '15', '2026-11-01', 'second edit')];
    expect(mergeStreamed(read, streamed, newestFirst)[0]?.title).toBe('second edit');
  });

  it('compares change numbers as integers beyond 2^53, not as text', () => {
    const read = [story('a', '9', '2026-11-01', 'nine')];
    expect(mergeStreamed(read, [story('a', '10', '2026-11-01', 'ten')], newestFirst)[0]?.title).toBe('ten');
    const big = [story('a', '9007199254740993', '2026-11-01', 'big')];
    expect(mergeStreamed(big, [story('a', '9007199254740992', '2026-11-01', 'smaller')], newestFirst)[0]?.title).toBe('big');
  });
});

describe('trimStreamed', () => {
  it('keeps the first rows, which alone can reach the list, and newer versions of the rows read', () => {
    const streamed = [
      story('e', '9', '2026-11-05'),
      story('d', '8', '2026-11-04'),
      story('c', '7', '2026-11-03'),
      story('b', '6', '2026-11-02'),
    ];
    expect(trimStreamed(streamed, 2, new Set()).map((row) => row.id)).toEqual(['e', 'd']);
    expect(trimStreamed(streamed, 2, new Set(['b'])).map((row) => row.id)).toEqual(['e', 'd', 'b']);
    // What is kept gives the same list as all of it would.
    const read = [story('b', '1', '2026-11-01'), story('a', '2', '2026-10-30')];
    const all = mergeStreamed(read, streamed, newestFirst).slice(0, 2);
    const kept = mergeStreamed(read, trimStreamed(streamed, 2, new Set(read.map((row) => row.id))), newestFirst).slice(0, 2);
    expect(kept).toEqual(all);
  });
});

describe('keepRemovals and hasLeft', () => {
  it('drops a row that left after its latest change, and keeps one changed (published again) after it left', () => {
    const left = keepRemovals(new Map(), [{ id: 'a', change_seq: '20' }]);
    expect(hasLeft(story('a', '19', '2026-11-01'), left)).toBe(true);
    expect(hasLeft(story('a', '21', '2026-11-01'), left)).toBe(false);
    expect(hasLeft(story('b', '5', '2026-11-01'), left)).toBe(false);
    expect(hasLeft(story('a', '19', '2026-11-01'), undefined)).toBe(false);
    // Left again later: gone again.
    const again = keepRemovals(left, [
      { id: 'a', change_seq: '30' },
      { id: 'a', change_seq: '25' },
    ]);
    expect(again.get('a')).toBe(30n);
    expect(hasLeft(story('a', '21', '2026-11-01'), again)).toBe(true);
  });

  it('remembers the newest 500 removals', () => {
    const many = Array.from({ length: 600 }, (_, index) => ({ id: `s${index}`, change_seq: String(index + 1) }));
    const left = keepRemovals(new Map(), many);
    expect(left.size).toBe(500);
    expect(left.has('s599')).toBe(true);
    expect(left.has('s0')).toBe(false);
  });
});
