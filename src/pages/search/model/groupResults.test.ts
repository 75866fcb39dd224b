import { describe, expect, it } from 'vitest';
import { groupResults, isSitePath } from './groupResults';

describe('groupResults', () => {
  it('groups by type in page order, keeping the rank order inside a group', () => {
    const results = [
      { type: 'news', id: '1' },
      { type: 'article', id: '2' },
      { type: 'discussion', id: '3' },
      { type: 'news', id: '4' },
      { type: 'unknown', id: '5' },
    ];
    expect(groupResults(results)).toEqual([
      { type: 'article', results: [{ type: 'article', id: '2' }] },
      {
        type: 'news',
        results: [
          { type: 'news', id: '1' },
          { type: 'news', id: '4' },
        ],
      },
      { type: 'discussion', results: [{ type: 'discussion', id: '3' }] },
    ]);
  });

  it('is empty without results', () => {
    expect(groupResults([])).toEqual([]);
  });
});

describe('isSitePath', () => {
  it('tells site paths from outside addresses', () => {
    expect(isSitePath('/article/1')).toBe(true);
    expect(isSitePath('/discussion#3')).toBe(true);
    expect(isSitePath('https://example.com/story')).toBe(false);
    expect(isSitePath('//evil.example')).toBe(false);
  });
});
