// The benches' statistics, one definition each, so every bench's p50/p99/median means the same thing.
// Each takes the values in any order (it sorts a copy) and answers null when there are none.

/** The values, ascending, in a new array. */
export const ascending = (values) => [...values].sort((a, b) => a - b);

/**
 * The p-th percentile (0-100): the value at index floor(n * p / 100) of the sorted values, the last one at most.
 * For p = 50 that is the middle value, the upper of the two middle ones when n is even.
 */
export function percentile(values, p) {
  const sorted = ascending(values);
  return sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
}

/** The p-th percentile by the nearest-rank method: the smallest value at or above which lie p % of the values. */
export function nearestRank(values, p) {
  const sorted = ascending(values);
  return sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((sorted.length * p) / 100) - 1))];
}

/** The middle value, the upper of the two middle ones when there is an even number: percentile(values, 50). */
export const upperMedian = (values) => percentile(values, 50);

/** The median: the middle value, the mean of the two middle ones when even. Null and undefined values are left out. */
export function median(values) {
  const sorted = ascending(values.filter((value) => value !== null && value !== undefined));
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The arithmetic mean. */
export const mean = (values) => (values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length);
