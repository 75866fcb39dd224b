import { describe, expect, it } from 'vitest';
import { nextShown, splitHeld } from './heldItems';

const items = (...ids: string[]) => ids.map((id) => ({ id }));

describe('nextShown', () => {
  it('shows the first page whole, wherever the reader is', () => {
    expect([...nextShown(undefined, ['a', 'b'], false)]).toEqual(['a', 'b']);
  });

  it('holds new stories while the reader is scrolled down', () => {
    const shown = new Set(['a', 'b']);
    expect(nextShown(shown, ['c', 'a', 'b'], false)).toBe(shown);
  });

  it('shows them directly at the top, and keeps the same set when nothing is new', () => {
    const shown = new Set(['a', 'b']);
    expect([...nextShown(shown, ['c', 'a', 'b'], true)]).toEqual(['c', 'a', 'b']);
    expect(nextShown(shown, ['a'], true)).toBe(shown);
  });
});

describe('splitHeld', () => {
  it('keeps the held stories off the screen, in order', () => {
    expect(splitHeld(items('d', 'c', 'a', 'b'), new Set(['a', 'b']))).toEqual({ visible: items('a', 'b'), held: ['d', 'c'] });
    expect(splitHeld(items('a'), undefined)).toEqual({ visible: items('a'), held: [] });
  });
});
