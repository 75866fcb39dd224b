import { describe, expect, it } from 'vitest';
import { googleCalendarUrl, outlookCalendarUrl } from './calendarLinks';

const event = {
  id: 'e1',
  title: 'Builders Meetup: Shanghai & friends',
  start: new Date('2026-12-05T11:00:00Z'),
  end: null,
  description: 'Talks and demos.',
  location: 'West Bund, Shanghai',
  url: 'https://example.com/events/builders',
};

describe('calendar links', () => {
  it('fill Google Calendar’s template with UTC times, an hour long without an end', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('Builders Meetup: Shanghai & friends');
    expect(url.searchParams.get('dates')).toBe('20261205T110000Z/20261205T120000Z');
    expect(url.searchParams.get('details')).toBe('Talks and demos.\n\nhttps://example.com/events/builders');
    expect(url.searchParams.get('location')).toBe('West Bund, Shanghai');
  });

  it('fill Outlook’s compose page with ISO times', () => {
    const url = new URL(outlookCalendarUrl({ ...event, end: new Date('2026-12-05T13:30:00Z') }));
    expect(url.hostname).toBe('outlook.live.com');
    expect(url.searchParams.get('subject')).toBe('Builders Meetup: Shanghai & friends');
    expect(url.searchParams.get('startdt')).toBe('2026-12-05T11:00:00.000Z');
    expect(url.searchParams.get('enddt')).toBe('2026-12-05T13:30:00.000Z');
    expect(url.searchParams.get('rru')).toBe('addevent');
  });
});
