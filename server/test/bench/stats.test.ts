// bench/stats.mjs: the one definition of the benches' percentiles and medians, giving the figures each bench
// computed by hand before (floor-index percentiles, nearest-rank for the search bench, the upper middle as the
// quick median, the mean of the two middle values as the median of rounds).
import { describe, expect, it } from 'vitest';
import { ascending, mean, median, nearestRank, percentile, upperMedian } from '../../../bench/stats.mjs';

const hundred = Array.from({ length: 100 }, (_, i) => 100 - i); // 100..1, unsorted on purpose

describe('bench statistics', () => {
  it('percentile takes the value at floor(n * p / 100) of the sorted values, the last one at most', () => {
    expect(percentile(hundred, 50)).toBe(51);
    expect(percentile(hundred, 95)).toBe(96);
    expect(percentile(hundred, 99)).toBe(100);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile([3, 1, 2], 50)).toBe(2);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNull();
    // Integer arithmetic: 0.95 * 20 in floating point must not fall below 19.
    expect(
      percentile(
        Array.from({ length: 20 }, (_, i) => i),
        95,
      ),
    ).toBe(19);
  });

  it('nearestRank takes the smallest value with p % of the values at or below it', () => {
    expect(nearestRank(hundred, 50)).toBe(50);
    expect(nearestRank(hundred, 99)).toBe(99);
    expect(nearestRank([3, 1, 2], 50)).toBe(2);
    expect(nearestRank([4, 1, 3, 2], 50)).toBe(2);
    expect(nearestRank([7], 0)).toBe(7);
    expect(nearestRank([], 99)).toBeNull();
  });

  it('upperMedian is the middle value, the upper of two; median averages the two and skips missing values', () => {
    expect(upperMedian([4, 1, 3, 2])).toBe(3);
    expect(upperMedian([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([5, 1, 3])).toBe(3);
    expect(median([null, 8, undefined, 2])).toBe(5);
    expect(median([null])).toBeNull();
    expect(upperMedian([])).toBeNull();
  });

  it('mean, and the inputs are left in their order', () => {
    const values = [3, 1, 2];
    expect(mean(values)).toBe(2);
    expect(mean([])).toBeNull();
    expect(ascending(values)).toEqual([1, 2, 3]);
    percentile(values, 50);
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});
