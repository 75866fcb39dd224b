import { describe, expect, it } from 'vitest';
import { retryDelay } from './retrying';

describe('retryDelay', () => {
  it('doubles from one second and stops growing at eight, within a fifth either way', () => {
    expect([0, 1, 2, 3, 4, 10].map((attempt) => retryDelay(attempt, () => 0.5))).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
    expect(retryDelay(0, () => 0)).toBe(800);
    expect(retryDelay(20, () => 1)).toBe(9600);
  });
});
