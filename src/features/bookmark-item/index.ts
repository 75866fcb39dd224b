export { BookmarkButton } from './ui/BookmarkButton';
export type { BookmarkButtonProps } from './ui/BookmarkButton';
export { BookmarkToggle } from './ui/BookmarkToggle';
export type { BookmarkToggleProps } from './ui/BookmarkToggle';
export type { BookmarkTarget } from './model/bookmarkTarget';
export { useBookmarkErrorText, useRemoveBookmark } from './model/useBookmark';
