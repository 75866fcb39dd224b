import { describe, expect, it } from 'vitest';
import { discussionOrder, discussionWhere, parseSort } from './discussionFilter';

describe('discussionWhere', () => {
  it('matches nothing in particular without a search', () => {
    expect(discussionWhere('   ')).toEqual({});
  });

  it('searches the title, the text and the author display name, trimmed, with LIKE wildcards escaped', () => {
    const pattern = '%100\\%\\_gas%';
    expect(discussionWhere('  100%_gas ')).toEqual({
      _or: [
        // The indexed search text finds the candidates; the title and text say which hold the term.
        { search_text: { _ilike: pattern }, _or: [{ title: { _ilike: pattern } }, { content: { _ilike: pattern } }] },
        { author: { display_name: { _ilike: pattern } } },
      ],
    });
  });

  it('keeps only the topic chosen', () => {
    expect(discussionWhere('', null, 'defi')).toEqual({ _and: [{ topic: { _eq: 'defi' } }, {}] });
    expect(discussionWhere('', 'member-1', 'ai')).toEqual({ _and: [{ author_id: { _eq: 'member-1' } }, { topic: { _eq: 'ai' } }, {}] });
  });

  it("keeps only the member's own discussions for My Discussions", () => {
    expect(discussionWhere('', 'member-1')).toEqual({ _and: [{ author_id: { _eq: 'member-1' } }, {}] });
    expect(discussionWhere('gas', 'member-1')).toEqual({
      _and: [
        { author_id: { _eq: 'member-1' } },
        {
          _or: [
            { search_text: { _ilike: '%gas%' }, _or: [{ title: { _ilike: '%gas%' } }, { content: { _ilike: '%gas%' } }] },
            { author: { display_name: { _ilike: '%gas%' } } },
          ],
        },
      ],
    });
  });
});

describe('discussionOrder and parseSort', () => {
  it('orders Latest by time and Popular by likes, then comments, then time', () => {
    expect(discussionOrder('latest')).toEqual([{ created_at: 'desc' }, { id: 'asc' }]);
    expect(discussionOrder('popular')).toEqual([{ popular_key: 'desc' }]);
  });

  it('reads the sort from the address, defaulting to Latest', () => {
    expect(parseSort('popular')).toBe('popular');
    expect(parseSort(null)).toBe('latest');
    expect(parseSort('oldest')).toBe('latest');
  });
});
