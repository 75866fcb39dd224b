import { describe, expect, it } from 'vitest';
import { countsAfter, nextVote } from './useNewsVote';

describe('nextVote', () => {
  it('casts a first vote, changes to the other side, withdraws on the same side', () => {
    expect(nextVote(null, 'bull')).toBe('bull');
    expect(nextVote('bull', 'bear')).toBe('bear');
    expect(nextVote('bear', 'bear')).toBeNull();
  });
});

describe('countsAfter', () => {
  it('moves the member’s vote between the counts, never below zero', () => {
    expect(countsAfter({ bull: 2, bear: 1 }, null, 'bull')).toEqual({ bull: 3, bear: 1 });
    expect(countsAfter({ bull: 2, bear: 1 }, 'bull', 'bear')).toEqual({ bull: 1, bear: 2 });
    expect(countsAfter({ bull: 0, bear: 1 }, 'bull', null)).toEqual({ bull: 0, bear: 1 });
  });
});
