import { describe, expect, it } from 'vitest';
import { eventCategories, groupEvents } from './groupEvents';

// In start order, as the list query returns them; is_upcoming as the API computes it.
const events = [
  { id: 'a', category: 'Meetup', is_upcoming: false },
  { id: 'b', category: null, is_upcoming: false },
  { id: 'c', category: 'Conference', is_upcoming: true },
  { id: 'd', category: 'Meetup', is_upcoming: true },
];

describe('eventCategories', () => {
  it('lists each category once, null standing for uncategorized', () => {
    expect(eventCategories(events)).toEqual(['Meetup', null, 'Conference']);
  });
});

describe('groupEvents', () => {
  it('splits into upcoming, soonest first, and past, latest first', () => {
    const { upcoming, past } = groupEvents(events, { category: undefined });
    expect(upcoming.map((event) => event.id)).toEqual(['c', 'd']);
    expect(past.map((event) => event.id)).toEqual(['b', 'a']);
  });

  it('keeps the chosen category only', () => {
    const { upcoming, past } = groupEvents(events, { category: 'Meetup' });
    expect(upcoming.map((event) => event.id)).toEqual(['d']);
    expect(past.map((event) => event.id)).toEqual(['a']);
    expect(groupEvents(events, { category: '' }).past.map((event) => event.id)).toEqual(['b']);
  });
});
