import { describe, expect, it } from 'vitest';
import { formatEventTime } from './formatEventTime';

const at = (day: number, hour: number) => new Date(2026, 2, day, hour).toISOString();

describe('formatEventTime', () => {
  it('gives start to end in the chosen language, the day once when they share it', () => {
    const english = formatEventTime(at(3, 9), at(3, 17), 'en');
    expect(english).toMatch(/^Mar 3, 2026, 9:00\sAM\s–\s5:00\sPM$/);
    expect(formatEventTime(at(3, 9), at(4, 17), 'en')).toMatch(/^Mar 3, 2026, 9:00\sAM\s–\sMar 4, 2026, 5:00\sPM$/);
    expect(formatEventTime(at(3, 9), at(4, 17), 'zh')).toMatch(/^2026\/3\/3 09:00\s–\s2026\/3\/4 17:00$/);
  });

  it('shows the start alone when the end is missing or earlier, and nothing for an invalid start', () => {
    expect(formatEventTime(at(3, 9), 'nope', 'en')).toMatch(/^Mar 3, 2026, 9:00\sAM$/);
    expect(formatEventTime(at(3, 9), at(2, 9), 'en')).toMatch(/^Mar 3, 2026, 9:00\sAM$/);
    expect(formatEventTime('nope', at(3, 9), 'en')).toBe('');
  });
});
