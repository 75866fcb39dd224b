import { describe, expect, it } from 'vitest';
import { eventsFilter } from './eventsFilter';

describe('eventsFilter', () => {
  it('matches everything for all statuses and no search', () => {
    expect(eventsFilter({ search: '  ', status: 'all' })).toEqual({});
  });

  it('filters by one of the four statuses', () => {
    expect(eventsFilter({ search: '', status: 'cancelled' })).toEqual({ status: { _eq: 'cancelled' } });
  });

  it('searches the name or the description literally, trimmed', () => {
    expect(eventsFilter({ search: ' 50%_off ', status: 'ongoing' })).toEqual({
      status: { _eq: 'ongoing' },
      _or: [{ name: { _ilike: '%50\\%\\_off%' } }, { description: { _ilike: '%50\\%\\_off%' } }],
    });
  });
});
