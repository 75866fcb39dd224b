import { storyPath } from '@/entities/story';

/** One bookmark as the page lists it (the relationships of BookmarksPageQuery: one is set, or none once gone). */
export interface BookmarkRow {
  article?: { slug: string; title: string; language: string } | null;
  blog_post?: { slug: string; title: string; language: string } | null;
  news_article?: { id: string; title: string; language: string } | null;
  discussion?: { id: string; content: string } | null;
}

export type BookmarkEntry =
  | { kind: 'article' | 'blogPost' | 'news'; title: string; href: string; language: string }
  | { kind: 'discussion'; title: string; href: string; language: null }
  | { kind: 'gone' };

/** Characters of a discussion's text shown as its title. */
const discussionTitleLength = 120;

/**
 * What a bookmark leads to. An item the member can no longer read (unpublished since) is `gone`: listed, to be
 * removed. News stories and discussions open their own pages.
 */
export function bookmarkEntry(row: BookmarkRow): BookmarkEntry {
  if (row.article) {
    const { slug, title, language } = row.article;
    return { kind: 'article', title, href: storyPath('article', slug), language };
  }
  if (row.blog_post) {
    const { slug, title, language } = row.blog_post;
    return { kind: 'blogPost', title, href: storyPath('blogPost', slug), language };
  }
  if (row.news_article) {
    const { id, title, language } = row.news_article;
    return { kind: 'news', title, href: `/news/${id}`, language };
  }
  if (row.discussion) {
    const text = row.discussion.content.replace(/\s+/g, ' ').trim();
    const title = text.length > discussionTitleLength ? `${text.slice(0, discussionTitleLength - 1)}…` : text;
    return { kind: 'discussion', title, href: `/discussion/${row.discussion.id}`, language: null };
  }
  return { kind: 'gone' };
}
