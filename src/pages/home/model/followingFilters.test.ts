import { describe, expect, it } from 'vitest';
import { followingFilters } from './followingFilters';

describe('followingFilters', () => {
  it('asks for the followed authors’ articles and the followed members’ or tags’ posts', () => {
    expect(followingFilters([{ author_id: 'a1' }, { member_id: 'm1' }, { tag: 'defi' }, { tag: 'zk' }, { author_id: 'a2' }])).toEqual({
      articles: { author_id: { _in: ['a1', 'a2'] } },
      posts: { _or: [{ author_id: { _in: ['m1'] } }, { tags: { _contains: ['defi'] } }, { tags: { _contains: ['zk'] } }] },
    });
  });

  it('matches nothing when nothing is followed', () => {
    expect(followingFilters([])).toEqual({ articles: { author_id: { _in: [] } }, posts: { _or: [{ author_id: { _in: [] } }] } });
  });
});
