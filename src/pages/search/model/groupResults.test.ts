import { describe, expect, it } from 'vitest';
import { groupResults, inScope, isSitePath } from './groupResults';

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

describe('inScope', () => {
  const results = [
    { type: 'article', language: 'en' },
    { type: 'article', language: 'zh' },
    { type: 'discussion', language: null },
  ];

  it("keeps the reader's language and items without one", () => {
    expect(inScope(results, 'mine', 'zh')).toEqual([results[1], results[2]]);
  });

  it('keeps every result for all languages', () => {
    expect(inScope(results, 'all', 'zh')).toEqual(results);
  });
});
