import { describe, expect, it } from 'vitest';
import { eventCategories, eventsWhere } from './eventsFilter';

describe('eventCategories', () => {
  it('lists each category once, in the given order, null standing for uncategorized (no category or an empty one)', () => {
    expect(eventCategories([{ category: 'Meetup' }, { category: null }, { category: 'Conference' }, { category: '' }])).toEqual([
      'Meetup',
      null,
      'Conference',
    ]);
  });
});

describe('eventsWhere', () => {
  it('filters nothing when nothing is chosen', () => {
    expect(eventsWhere({ category: undefined })).toEqual({ _and: [{}, {}] });
  });

  it('keeps the chosen category and language; uncategorized is no category or an empty one', () => {
    expect(eventsWhere({ category: 'Meetup', language: 'zh' })).toEqual({
      _and: [{ category: { _eq: 'Meetup' } }, { language: { _eq: 'zh' } }],
    });
    expect(eventsWhere({ category: '' })._and?.[0]).toEqual({ _or: [{ category: { _is_null: true } }, { category: { _eq: '' } }] });
  });
});
