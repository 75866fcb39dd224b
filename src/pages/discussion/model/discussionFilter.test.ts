import { describe, expect, it } from 'vitest';
import { discussionOrder, discussionWhere, parseSort } from './discussionFilter';

describe('discussionWhere', () => {
  it('matches nothing in particular without a search', () => {
    expect(discussionWhere('   ')).toEqual({});
  });

  it('searches the text and the author display name, trimmed, with LIKE wildcards escaped', () => {
    expect(discussionWhere('  100%_gas ')).toEqual({
      _or: [{ content: { _ilike: '%100\\%\\_gas%' } }, { author: { display_name: { _ilike: '%100\\%\\_gas%' } } }],
    });
  });

  it("keeps only the member's own discussions for My Discussions", () => {
    expect(discussionWhere('', 'member-1')).toEqual({ _and: [{ author_id: { _eq: 'member-1' } }, {}] });
    expect(discussionWhere('gas', 'member-1')).toEqual({
      _and: [
        { author_id: { _eq: 'member-1' } },
        { _or: [{ content: { _ilike: '%gas%' } }, { author: { display_name: { _ilike: '%gas%' } } }] },
      ],
    });
  });
});

describe('discussionOrder and parseSort', () => {
  it('orders Latest by time and Popular by likes, then comments, then time', () => {
    expect(discussionOrder('latest')).toEqual([{ created_at: 'desc' }, { id: 'asc' }]);
    expect(discussionOrder('popular')).toEqual([{ likes: 'desc' }, { comments_count: 'desc' }, { created_at: 'desc' }, { id: 'asc' }]);
  });

  it('reads the sort from the address, defaulting to Latest', () => {
    expect(parseSort('popular')).toBe('popular');
    expect(parseSort(null)).toBe('latest');
    expect(parseSort('oldest')).toBe('latest');
  });
});
