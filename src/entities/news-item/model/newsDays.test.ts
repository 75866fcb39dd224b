import { describe, expect, it } from 'vitest';
import { dayKey, groupNewsByDay, newsClock } from './newsDays';

const now = new Date('2025-03-10T12:00:00Z');
const story = (id: string, time: string) => ({ id, time });

describe('newsClock', () => {
  it('gives the 24-hour time in the reader zone', () => {
    expect(newsClock('2025-03-10T09:05:00Z', 'UTC')).toBe('09:05');
    expect(newsClock('2025-03-10T09:05:00Z', 'Asia/Shanghai')).toBe('17:05');
    expect(newsClock('2025-03-10T21:30:00Z', 'America/New_York')).toBe('17:30');
    expect(newsClock('not a time', 'UTC')).toBe('');
  });
});

describe('groupNewsByDay', () => {
  const items = [
    story('a', '2025-03-10T11:00:00Z'),
    story('b', '2025-03-10T01:00:00Z'),
    story('c', '2025-03-09T20:00:00Z'),
    story('d', '2025-03-07T08:00:00Z'),
  ];

  it('groups under Today, Yesterday and the date, in UTC', () => {
    const days = groupNewsByDay(items, (item) => item.time, { now, timeZone: 'UTC', locale: 'en' });
    expect(days.map((day) => [day.key, day.label, day.items.map((item) => item.id)])).toEqual([
      ['2025-03-10', { kind: 'today' }, ['a', 'b']],
      ['2025-03-09', { kind: 'yesterday' }, ['c']],
      ['2025-03-07', { kind: 'date', text: 'Friday, March 7' }, ['d']],
    ]);
  });

  it('follows the reader zone: in Shanghai 20:00 UTC on the 9th is already the 10th', () => {
    const days = groupNewsByDay(items, (item) => item.time, { now, timeZone: 'Asia/Shanghai', locale: 'zh-CN' });
    expect(days.map((day) => [day.key, day.items.map((item) => item.id)])).toEqual([
      ['2025-03-10', ['a', 'b', 'c']],
      ['2025-03-07', ['d']],
    ]);
    expect(days[1]!.label).toEqual({ kind: 'date', text: '3月7日星期五' });
  });

  it('and in New York, 01:00 UTC on the 10th is still the 9th (yesterday)', () => {
    expect(dayKey(new Date('2025-03-10T01:00:00Z'), 'America/New_York')).toBe('2025-03-09');
    const days = groupNewsByDay(items, (item) => item.time, { now, timeZone: 'America/New_York', locale: 'en' });
    expect(days.map((day) => [day.label.kind, day.items.map((item) => item.id)])).toEqual([
      ['today', ['a']],
      ['yesterday', ['b', 'c']],
      ['date', ['d']],
    ]);
  });
});
