import { describe, expect, it } from 'vitest';
import { compressImage, fitWithin } from './compressImage';

describe('fitWithin', () => {
  it('scales the longest side down to the limit, keeping the proportions', () => {
    expect(fitWithin({ width: 4000, height: 3000 }, 1200)).toEqual({ width: 1200, height: 900 });
    expect(fitWithin({ width: 1000, height: 2400 }, 1200)).toEqual({ width: 500, height: 1200 });
  });

  it('never enlarges and never reaches zero', () => {
    expect(fitWithin({ width: 640, height: 480 }, 1200)).toEqual({ width: 640, height: 480 });
    expect(fitWithin({ width: 10000, height: 2 }, 1200)).toEqual({ width: 1200, height: 1 });
  });
});

describe('compressImage', () => {
  it('passes a GIF through untouched, so animations survive', async () => {
    const gif = new File([new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61])], 'a.gif', { type: 'image/gif' });
    expect(await compressImage(gif)).toBe(gif);
  });

  it('leaves a file it cannot decode to the server', async () => {
    const text = new File(['not an image'], 'notes.png', { type: 'image/png' });
    expect(await compressImage(text)).toBe(text);
  });
});
