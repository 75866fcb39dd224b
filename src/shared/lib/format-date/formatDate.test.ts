import { describe, expect, it } from 'vitest';
import { formatDateTime, formatLongDate, formatRelativeTime, formatShortDate } from './formatDate';

const now = new Date('2025-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const minute = 60_000;
const hour = 60 * minute;

describe('formatRelativeTime', () => {
  const en = { language: 'en', justNow: 'Just now', now };
  const zh = { language: 'zh', justNow: '刚刚', now };

  it('says just now under an hour', () => {
    expect(formatRelativeTime(ago(0), en)).toBe('Just now');
    expect(formatRelativeTime(ago(59 * minute), zh)).toBe('刚刚');
  });

  it('counts whole hours under a day, in the chosen language', () => {
    expect(formatRelativeTime(ago(hour), en)).toBe('1h ago');
    expect(formatRelativeTime(ago(23 * hour + 59 * minute), en)).toBe('23h ago');
    expect(formatRelativeTime(ago(3 * hour + 5 * minute), zh)).toBe('3小时前');
  });

  it('shows the date from a day on', () => {
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
    expect(formatShortDate('2025-01-05T12:00:00Z', 'en')).toBe('Jan 5');
    expect(formatShortDate('2025-01-05T12:00:00Z', 'zh')).toBe('1月5日');
    expect(formatLongDate('2025-01-05T12:00:00Z', 'en')).toBe('January 5, 2025');
    expect(formatLongDate('2025-01-05T12:00:00Z', 'zh')).toBe('2025年1月5日');
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
