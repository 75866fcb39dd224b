/** The window of the daily figures, in days (the spec's 30). */
export const ANALYTICS_DAYS = 30;

export interface DayViews {
  date: string;
  views: number;
}

/**
 * Today's views: the latest day of the server's window. The server counts UTC calendar days and its window
 * ends with its own today, so this is the count since 00:00 UTC whatever the browser's clock or time zone.
 */
export function todayViews(days: readonly DayViews[]): number {
  let latest: DayViews | undefined;
  for (const day of days) if (!latest || day.date > latest.date) latest = day;
  return latest?.views ?? 0;
}

export interface Share<Item> {
  item: Item;
  /** Fraction of the total, 0..1 (0 when the total is 0). */
  share: number;
}

/**
 * Each item with its fraction of the sum of `count` (for 'mobile: 25%'), or of the largest `count`, for bars where the
 * top item fills the track.
 */
export function shares<Item>(items: readonly Item[], count: (item: Item) => number, of: 'total' | 'largest' = 'total'): Share<Item>[] {
  const base = items.reduce((sum, item) => (of === 'total' ? sum + count(item) : Math.max(sum, count(item))), 0);
  return items.map((item) => ({ item, share: base > 0 ? count(item) / base : 0 }));
}
