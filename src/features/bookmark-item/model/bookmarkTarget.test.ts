import { describe, expect, it } from 'vitest';
import { bookmarkObject, bookmarkWhere } from './bookmarkTarget';

describe('bookmark targets', () => {
  it('keeps each kind in its own column', () => {
    expect(bookmarkObject({ kind: 'article', id: 'a' })).toEqual({ article_id: 'a' });
    expect(bookmarkObject({ kind: 'blogPost', id: 'b' })).toEqual({ blog_post_id: 'b' });
    expect(bookmarkObject({ kind: 'news', id: 'n' })).toEqual({ news_article_id: 'n' });
    expect(bookmarkWhere({ kind: 'discussion', id: 'd' })).toEqual({ discussion_id: { _eq: 'd' } });
  });
});
