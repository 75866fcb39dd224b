import { storyPath } from '@/entities/story';

/** One bookmark as the page lists it (the relationships of BookmarksPageQuery: one is set, or none once gone). */
export interface BookmarkRow {
  article?: { slug: string; title: string; language: string } | null;
  blog_post?: { slug: string; title: string; language: string } | null;
  news_article?: { title: string; source_url: string; language: string } | null;
  discussion?: { id: string; content: string } | null;
}

export type BookmarkEntry =
  | { kind: 'article' | 'blogPost'; title: string; href: string; external: false; language: string }
  | { kind: 'news'; title: string; href: string; external: true; language: string }
  | { kind: 'discussion'; title: string; href: string; external: false; language: null }
  | { kind: 'gone' };

/** Characters of a discussion's text shown as its title. */
const discussionTitleLength = 120;

/**
 * What a bookmark leads to. An item the member can no longer read (unpublished since) is `gone`: listed, to be
 * removed. News stories open their source, as everywhere on the site; discussions open the forum.
 */
export function bookmarkEntry(row: BookmarkRow): BookmarkEntry {
  if (row.article) {
    const { slug, title, language } = row.article;
    return { kind: 'article', title, href: storyPath('article', slug), external: false, language };
  }
  if (row.blog_post) {
    const { slug, title, language } = row.blog_post;
    return { kind: 'blogPost', title, href: storyPath('blogPost', slug), external: false, language };
  }
  if (row.news_article) {
    const { title, source_url, language } = row.news_article;
    return { kind: 'news', title, href: source_url, external: true, language };
  }
  if (row.discussion) {
    const text = row.discussion.content.replace(/\s+/g, ' ').trim();
    const title = text.length > discussionTitleLength ? `${text.slice(0, discussionTitleLength - 1)}…` : text;
    return { kind: 'discussion', title, href: '/discussion', external: false, language: null };
  }
  return { kind: 'gone' };
}
