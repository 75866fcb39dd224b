import { describe, expect, it } from 'vitest';
import { itemPath } from './itemPath';

describe('itemPath', () => {
  it('leads to the item, at the comment when there is one', () => {
    expect(itemPath({ discussion_id: 'd1' })).toBe('/discussion/d1');
    expect(itemPath({ discussion_id: 'd1', comment_id: 'c1' })).toBe('/discussion/d1#comment-c1');
    expect(itemPath({ article: { slug: 'rollups' }, comment_id: 'c2' })).toBe('/article/rollups#comment-c2');
    expect(itemPath({ blog_post: { slug: 'my-post' } })).toBe('/blog/my-post');
  });

  it('gives null when the item can no longer be read (an unpublished post)', () => {
    expect(itemPath({ article: null, blog_post: null })).toBeNull();
  });
});
