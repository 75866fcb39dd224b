import { describe, expect, it } from 'vitest';
import { createIcs, escapeIcsText, foldIcsLine, formatIcsDate, icsFileName } from './ics';

const encoder = new TextEncoder();

/** Undoes line folding (RFC 5545 3.1). */
function unfold(ics: string): string {
  return ics.replace(/\r\n /g, '');
}

describe('createIcs', () => {
  const event = {
    id: '70000000-0000-4000-8000-000000000003',
    title: 'Web3 Asia; Developer, Conference',
    start: new Date('2025-08-28T01:00:00Z'),
    end: new Date('2025-08-29T09:30:00Z'),
    description: 'Line one\nLine two with a back\\slash',
    location: 'Shanghai · West Bund, Building B',
    url: 'https://example.com/register',
  };
  const ics = createIcs(event, {
    domain: 'chainpulse.example',
    now: new Date('2025-01-02T03:04:05.678Z'),
  });

  it('is a VCALENDAR with one VEVENT, every line ended by CRLF', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('has a UID, a DTSTAMP and UTC start and end times', () => {
    const text = unfold(ics);
    expect(text).toContain('\r\nUID:70000000-0000-4000-8000-000000000003@chainpulse.example\r\n');
    expect(text).toContain('\r\nDTSTAMP:20250102T030405Z\r\n');
    expect(text).toContain('\r\nDTSTART:20250828T010000Z\r\n');
    expect(text).toContain('\r\nDTEND:20250829T093000Z\r\n');
  });

  it('escapes text values', () => {
    const text = unfold(ics);
    expect(text).toContain('\r\nSUMMARY:Web3 Asia\\; Developer\\, Conference\r\n');
    expect(text).toContain('\r\nDESCRIPTION:Line one\\nLine two with a back\\\\slash\r\n');
    expect(text).toContain('\r\nLOCATION:Shanghai · West Bund\\, Building B\r\n');
  });

  it('ends an event without end time one hour after its start, and leaves out empty fields', () => {
    const text = createIcs({ id: 'x', title: 'T', start: new Date('2025-08-28T01:00:00Z') }, { domain: 'd' });
    expect(text).toContain('\r\nDTEND:20250828T020000Z\r\n');
    expect(text).not.toContain('DESCRIPTION');
    expect(text).not.toContain('LOCATION');
  });

  it('folds long lines to at most 75 octets', () => {
    const long = createIcs(
      {
        id: 'x',
        title: '链脉开发者见面会'.repeat(20),
        start: new Date(),
        description: 'a'.repeat(300),
      },
      { domain: 'd' },
    );
    for (const line of long.split('\r\n')) {
      expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    }
    expect(unfold(long)).toContain(`SUMMARY:${'链脉开发者见面会'.repeat(20)}\r\n`);
  });
});

describe('foldIcsLine', () => {
  it('leaves a 75-octet line alone and folds a longer one with CRLF and a space', () => {
    expect(foldIcsLine('a'.repeat(75))).toBe('a'.repeat(75));
    expect(foldIcsLine('a'.repeat(76))).toBe(`${'a'.repeat(75)}\r\n a`);
  });

  it('never splits a multi-byte character', () => {
    const folded = foldIcsLine('é'.repeat(40));
    const [first, second] = folded.split('\r\n ');
    expect(encoder.encode(first).length).toBe(74);
    expect(second).toBe('é'.repeat(3));
  });
});

describe('helpers', () => {
  it('formats UTC dates and escapes text', () => {
    expect(formatIcsDate(new Date('2025-01-05T19:00:00.123Z'))).toBe('20250105T190000Z');
    expect(escapeIcsText('a,b;c\\d\r\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });

  it('makes a safe file name', () => {
    expect(icsFileName('web3-asia-developer-conference')).toBe('web3-asia-developer-conference.ics');
    expect(icsFileName('../a b')).toBe('..-a-b.ics');
    expect(icsFileName('///')).toBe('event.ics');
  });
});
