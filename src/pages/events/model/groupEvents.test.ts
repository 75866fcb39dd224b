import { describe, expect, it } from 'vitest';
import { eventCategories, groupEvents } from './groupEvents';

const now = new Date('2025-06-01T00:00:00Z');
const events = [
  { id: 'a', start_date: '2025-04-01T00:00:00Z', category: 'Meetup' },
  { id: 'b', start_date: '2025-05-01T00:00:00Z', category: null },
  { id: 'c', start_date: '2025-07-01T00:00:00Z', category: 'Conference' },
  { id: 'd', start_date: '2025-08-01T00:00:00Z', category: 'Meetup' },
];

describe('eventCategories', () => {
  it('lists each category once, null standing for uncategorized', () => {
    expect(eventCategories(events)).toEqual(['Meetup', null, 'Conference']);
  });
});

describe('groupEvents', () => {
  it('splits into upcoming, soonest first, and past, latest first', () => {
    const { upcoming, past } = groupEvents(events, {
      category: undefined,
      now,
    });
    expect(upcoming.map((event) => event.id)).toEqual(['c', 'd']);
    expect(past.map((event) => event.id)).toEqual(['b', 'a']);
  });

  it('keeps the chosen category only', () => {
    const { upcoming, past } = groupEvents(events, { category: 'Meetup', now });
    expect(upcoming.map((event) => event.id)).toEqual(['d']);
    expect(past.map((event) => event.id)).toEqual(['a']);
    expect(groupEvents(events, { category: '', now }).past.map((event) => event.id)).toEqual(['b']);
  });
});
