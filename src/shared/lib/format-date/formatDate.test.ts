import { describe, expect, it } from 'vitest';
import { formatDateTime, formatLongDate, formatRelativeTime, formatShortDate } from './formatDate';

const now = new Date('2025-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const minute = 60_000;
const hour = 60 * minute;

describe('formatRelativeTime', () => {
  const en = { language: 'en', justNow: 'Just now', now };
  const zh = { language: 'zh', justNow: '刚刚', now };

  it('says just now only under a minute', () => {
    expect(formatRelativeTime(ago(0), en)).toBe('Just now');
    expect(formatRelativeTime(ago(59_000), zh)).toBe('刚刚');
    expect(formatRelativeTime(new Date(now.getTime() + 30_000).toISOString(), en)).toBe('Just now');
  });

  it('counts minutes under an hour, in the chosen language', () => {
    expect(formatRelativeTime(ago(minute), en)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(5 * minute + 30_000), en)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(59 * minute), zh)).toBe('59分钟前');
  });

  it('counts whole hours under a day, in the chosen language', () => {
    expect(formatRelativeTime(ago(hour), en)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(23 * hour + 59 * minute), en)).toBe('23 hours ago');
    expect(formatRelativeTime(ago(3 * hour + 5 * minute), zh)).toBe('3小时前');
  });

  it('counts days under a week', () => {
    expect(formatRelativeTime(ago(24 * hour), en)).toBe('1 day ago');
    expect(formatRelativeTime(ago(6 * 24 * hour), zh)).toBe('6天前');
  });

  it('shows the date from a week on', () => {
    expect(formatRelativeTime('2025-01-05T12:00:00Z', en)).toBe('Jan 5, 2025');
    expect(formatRelativeTime('2025-01-05T12:00:00Z', zh)).toBe('2025年1月5日');
  });

  it('falls back to just now for a missing or invalid time', () => {
    expect(formatRelativeTime(null, zh)).toBe('刚刚');
    expect(formatRelativeTime('not a date', en)).toBe('Just now');
  });
});

describe('formatShortDate and formatLongDate', () => {
  it('format in the chosen language', () => {
    expect(formatShortDate('2025-01-05T12:00:00Z', 'en', 'UTC', now)).toBe('Jan 5');
    expect(formatShortDate('2025-01-05T12:00:00Z', 'zh', 'UTC', now)).toBe('1月5日');
    expect(formatLongDate('2025-01-05T12:00:00Z', 'en')).toBe('January 5, 2025');
    expect(formatLongDate('2025-01-05T12:00:00Z', 'zh')).toBe('2025年1月5日');
  });

  it('show the year in lists when it is not the current one', () => {
    expect(formatShortDate('2024-12-31T12:00:00Z', 'en', 'UTC', now)).toBe('Dec 31, 2024');
    expect(formatShortDate('2024-12-31T12:00:00Z', 'zh', 'UTC', now)).toBe('2024年12月31日');
    // The year is the reader's: late on New Year's Eve in UTC is already the next year in Shanghai.
    expect(formatShortDate('2024-12-31T20:00:00Z', 'en', 'Asia/Shanghai', new Date('2025-01-02T00:00:00Z'))).toBe('Jan 1');
  });

  it('return an empty string for a missing date', () => {
    expect(formatLongDate(undefined, 'en')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('names the time zone of the time, in the chosen language', () => {
    expect(formatDateTime('2025-01-05T11:00:00Z', 'en', 'Asia/Shanghai')).toBe('Sunday, January 5, 2025 at 7:00 PM GMT+8');
    expect(formatDateTime('2025-01-05T11:00:00Z', 'zh', 'UTC')).toBe('2025年1月5日星期日 11:00 UTC');
  });
});
