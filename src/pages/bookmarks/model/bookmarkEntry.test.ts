import { describe, expect, it } from 'vitest';
import { bookmarkEntry } from './bookmarkEntry';

describe('bookmarkEntry', () => {
  it('leads to the story, the news item or the discussion', () => {
    expect(bookmarkEntry({ article: { slug: 'rollups', title: 'Rollups', language: 'en' } })).toEqual({
      kind: 'article',
      title: 'Rollups',
      href: '/article/rollups',
      language: 'en',
    });
    expect(bookmarkEntry({ blog_post: { slug: 'my-post', title: 'Mine', language: 'zh' } })).toMatchObject({ href: '/blog/my-post' });
    expect(bookmarkEntry({ news_article: { id: 'n1', title: 'News', language: 'en' } })).toMatchObject({ kind: 'news', href: '/news/n1' });
  });

  it('titles a discussion with the start of its text, on one line', () => {
    const entry = bookmarkEntry({ discussion: { id: 'd', content: `Hello\n\nworld ${'x'.repeat(200)}` } });
    expect(entry).toMatchObject({ kind: 'discussion', href: '/discussion/d' });
    expect(entry.kind === 'discussion' && entry.title).toMatch(/^Hello world x+…$/);
    expect(entry.kind === 'discussion' && entry.title.length).toBe(120);
  });

  it('marks an item that can no longer be read as gone', () => {
    expect(bookmarkEntry({ article: null, blog_post: null, news_article: null, discussion: null })).toEqual({ kind: 'gone' });
  });
});
