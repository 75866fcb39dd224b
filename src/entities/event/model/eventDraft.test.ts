import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from '@/shared/lib/format-date';
import {
  draftFromEvent,
  emptyDraft,
  eventColumns,
  eventSlug,
  isTimeZone,
  missesRequired,
  validateDraft,
  type EventDraft,
} from './eventDraft';

const valid: EventDraft = {
  ...emptyDraft(),
  name: ' Web3 Summit 2026 ',
  slug: 'web3-summit-2026',
  description: 'Two days of talks.',
  startDate: '2026-03-03T09:00',
  endDate: '2026-03-04T17:30',
  location: 'Shanghai',
};

describe('emptyDraft', () => {
  it("has the spec's create defaults", () => {
    expect(emptyDraft()).toMatchObject({ published: true, featured: false, status: 'upcoming', isFree: true, isOnline: false });
  });
});

describe('validateDraft', () => {
  it('marks every missing required field and says so', () => {
    const errors = validateDraft(emptyDraft());
    expect(errors).toEqual({
      name: 'required',
      slug: 'required',
      description: 'required',
      startDate: 'required',
      endDate: 'required',
      location: 'required',
    });
    expect(missesRequired(errors)).toBe(true);
  });

  it('counts white space alone as missing', () => {
    expect(validateDraft({ ...valid, description: ' \n\u3000' })).toEqual({ description: 'required' });
  });

  it('accepts a complete event', () => {
    expect(validateDraft(valid)).toEqual({});
  });

  it('wants the end after the start', () => {
    expect(validateDraft({ ...valid, endDate: '2026-03-03T09:00' })).toEqual({ endDate: 'endBeforeStart' });
    expect(validateDraft({ ...valid, endDate: '2026-03-02T23:59' })).toEqual({ endDate: 'endBeforeStart' });
    expect(missesRequired(validateDraft({ ...valid, endDate: '2026-03-02T23:59' }))).toBe(false);
  });

  it('wants whole attendee counts of 0 or more; an empty maximum is unlimited', () => {
    expect(validateDraft({ ...valid, maxAttendees: '' })).toEqual({});
    expect(validateDraft({ ...valid, maxAttendees: '0', currentAttendees: '12' })).toEqual({});
    expect(validateDraft({ ...valid, maxAttendees: '-1', currentAttendees: '1.5' })).toEqual({
      maxAttendees: 'wholeNumber',
      currentAttendees: 'wholeNumber',
    });
    expect(validateDraft({ ...valid, currentAttendees: '' })).toEqual({ currentAttendees: 'wholeNumber' });
  });

  it('wants a price of 0 or more in steps of 0.01, unless the event is free', () => {
    const paid = { ...valid, isFree: false };
    expect(validateDraft({ ...paid, price: '0' })).toEqual({});
    expect(validateDraft({ ...paid, price: '199.99' })).toEqual({});
    for (const price of ['-1', '1.999', '', 'abc', '100000000']) expect(validateDraft({ ...paid, price })).toEqual({ price: 'price' });
    expect(validateDraft({ ...valid, isFree: true, price: '-1' })).toEqual({});
  });

  it('checks web addresses, the email and the slug as the database does', () => {
    expect(
      validateDraft({
        ...valid,
        imageUrl: 'javascript:alert(1)',
        registrationUrl: 'example.com/register',
        organizerEmail: 'someone@',
        slug: 'Web3 Summit',
      }),
    ).toEqual({ imageUrl: 'url', registrationUrl: 'url', organizerEmail: 'email', slug: 'slugFormat' });
    expect(
      validateDraft({
        ...valid,
        imageUrl: 'https://cdn.example.com/a.png',
        registrationUrl: 'http://example.com/r',
        organizerEmail: 'team@example.com',
      }),
    ).toEqual({});
    expect(validateDraft({ ...valid, slug: 'a--b' })).toEqual({ slug: 'slugFormat' });
    expect(validateDraft({ ...valid, slug: '深圳-web3-圆桌' })).toEqual({});
    expect(validateDraft({ ...valid, slug: '深圳：圆桌' })).toEqual({ slug: 'slugFormat' });
    expect(validateDraft({ ...valid, slug: 'a'.repeat(81) })).toEqual({ slug: 'slugFormat' });
  });

  it('limits the lengths of the texts', () => {
    expect(validateDraft({ ...valid, name: 'x'.repeat(201), location: '地'.repeat(501) })).toEqual({
      name: 'tooLong',
      location: 'tooLong',
    });
    expect(validateDraft({ ...valid, name: '活'.repeat(200) })).toEqual({});
  });
});

describe('eventSlug', () => {
  it("follows the database's rule and keeps 80 characters", () => {
    expect(eventSlug('DeFi 大会 2026')).toBe('defi-大会-2026');
    expect(eventSlug(`${'a'.repeat(79)} b`)).toBe('a'.repeat(79));
  });
});

describe('dates', () => {
  it("reads a datetime-local value in the browser's time zone and gives UTC", () => {
    const local = new Date(2026, 2, 3, 9, 0);
    expect(fromLocalInput('2026-03-03T09:00')).toBe(local.toISOString());
    expect(fromLocalInput('2026-03-03')).toBeNull();
    expect(fromLocalInput('')).toBeNull();
  });

  it('shows a stored time in the browser time zone, and round-trips', () => {
    const iso = new Date(2026, 10, 28, 18, 45).toISOString();
    expect(toLocalInput(iso)).toBe('2026-11-28T18:45');
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(toLocalInput('2026-03-03T01:00:00+00:00')).toBe(toLocalInput(new Date(Date.UTC(2026, 2, 3, 1)).toISOString()));
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput('not a date')).toBe('');
  });
});

describe('venue time zone', () => {
  it('takes an IANA region/city name or UTC, as the database does, and nothing else', () => {
    for (const zone of ['Asia/Shanghai', 'Europe/London', 'America/Argentina/Buenos_Aires', 'UTC'])
      expect(isTimeZone(zone), zone).toBe(true);
    for (const zone of ['UTC+8', 'CST', 'GMT+8', 'Asia/Atlantis', 'asia/shanghai', 'Etc/GMT-8', 'Asia/Shanghai '])
      expect(isTimeZone(zone), zone).toBe(false);
    expect(validateDraft({ ...valid, timeZone: 'Asia/Shanghai' })).toEqual({});
    expect(validateDraft({ ...valid, timeZone: 'UTC+8' })).toEqual({ timeZone: 'timeZone' });
    expect(validateDraft({ ...valid, timeZone: '' })).toEqual({});
  });

  it('stores the zone of an in-person event, none for an online one, and reads it back', () => {
    expect(eventColumns({ ...valid, timeZone: ' Asia/Shanghai ' }).time_zone).toBe('Asia/Shanghai');
    expect(eventColumns({ ...valid, timeZone: '' }).time_zone).toBeNull();
    expect(eventColumns({ ...valid, isOnline: true, timeZone: 'Asia/Shanghai' }).time_zone).toBeNull();
    expect(draftFromEvent(eventColumns({ ...valid, timeZone: 'Asia/Hong_Kong' })).timeZone).toBe('Asia/Hong_Kong');
    expect(draftFromEvent(eventColumns(valid)).timeZone).toBe('');
  });
});

describe('eventColumns', () => {
  it('trims, converts and stores 0 or no maximum as null (unlimited)', () => {
    const columns = eventColumns({ ...valid, maxAttendees: '0', imageUrl: '  ', organizerEmail: ' team@example.com ' });
    expect(columns).toMatchObject({
      name: 'Web3 Summit 2026',
      start_date: fromLocalInput('2026-03-03T09:00'),
      end_date: fromLocalInput('2026-03-04T17:30'),
      location_url: 'Shanghai',
      image_url: null,
      organizer_email: 'team@example.com',
      max_attendees: null,
      current_attendees: 0,
      price: '0',
      is_free: true,
      category: null,
      status: 'upcoming',
      published: true,
      featured: false,
    });
    expect(eventColumns({ ...valid, maxAttendees: '' }).max_attendees).toBeNull();
    expect(eventColumns({ ...valid, maxAttendees: '250' }).max_attendees).toBe(250);
  });

  it('sends the price of a paid event and 0 for a free one', () => {
    expect(eventColumns({ ...valid, isFree: false, price: '199.50' }).price).toBe('199.5');
    expect(eventColumns({ ...valid, isFree: true, price: '199.50' }).price).toBe('0');
  });

  it('round-trips a stored event through the form', () => {
    const stored = {
      ...eventColumns({ ...valid, isFree: false, price: '12.5', maxAttendees: '300', category: 'DeFi' }),
      price: '12.50',
      max_attendees: 300,
    };
    const draft = draftFromEvent(stored);
    expect(draft).toMatchObject({
      name: 'Web3 Summit 2026',
      startDate: '2026-03-03T09:00',
      endDate: '2026-03-04T17:30',
      maxAttendees: '300',
      price: '12.5',
      category: 'DeFi',
    });
    expect(draftFromEvent({ ...stored, max_attendees: null }).maxAttendees).toBe('');
  });
});
