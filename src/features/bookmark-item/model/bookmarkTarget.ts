import type { Bookmarks_Bool_Exp, Bookmarks_Insert_Input } from '@/shared/api';

/** What a member can keep to read later: an article, a blog post, a news story or a discussion, by id. */
export interface BookmarkTarget {
  kind: 'article' | 'blogPost' | 'news' | 'discussion';
  id: string;
}

const COLUMN = {
  article: 'article_id',
  blogPost: 'blog_post_id',
  news: 'news_article_id',
  discussion: 'discussion_id',
} as const satisfies Record<BookmarkTarget['kind'], keyof Bookmarks_Insert_Input>;

/** The row that keeps the target (user_id is the API's: the member's own). */
export function bookmarkObject({ kind, id }: BookmarkTarget): Bookmarks_Insert_Input {
  return { [COLUMN[kind]]: id };
}

/** The member's bookmark of the target. */
export function bookmarkWhere({ kind, id }: BookmarkTarget): Bookmarks_Bool_Exp {
  return { [COLUMN[kind]]: { _eq: id } };
}

/** The database's cap on bookmarks per member (1795305601910_bookmarks), as its refusal names it. */
export const bookmarkLimitConstraint = 'bookmarks_per_member_limit';
