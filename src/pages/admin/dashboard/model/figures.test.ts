import { describe, expect, it } from 'vitest';
import { shares, todayViews } from './figures';

describe('todayViews', () => {
  it("is the views of the window's latest (UTC) day, in any order", () => {
    expect(
      todayViews([
        { date: '2026-11-22', views: 9 },
        { date: '2026-11-23', views: 4 },
        { date: '2026-11-21', views: 7 },
      ]),
    ).toBe(4);
  });

  it('is 0 without days', () => {
    expect(todayViews([])).toBe(0);
  });
});

describe('shares', () => {
  const devices = [
    { device: 'desktop', count: 3 },
    { device: 'mobile', count: 1 },
  ];

  it('gives each item its fraction of the total', () => {
    expect(shares(devices, (d) => d.count).map((s) => s.share)).toEqual([0.75, 0.25]);
  });

  it('gives 0 to everyone when nothing was counted', () => {
    expect(shares([{ device: 'desktop', count: 0 }], (d) => d.count).map((s) => s.share)).toEqual([0]);
  });
});

describe('shares of the largest', () => {
  it('makes the largest item 1 and the others proportional', () => {
    const categories = [
      { name: 'DeFi', count: 40 },
      { name: 'NFT', count: 10 },
      { name: 'Empty', count: 0 },
    ];
    expect(shares(categories, (c) => c.count, 'largest').map((s) => s.share)).toEqual([1, 0.25, 0]);
  });
});
