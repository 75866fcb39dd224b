import { useSession } from '@/entities/session';
import type { BookmarkTarget } from '../model/bookmarkTarget';
import { useBookmark } from '../model/useBookmark';
import { BookmarkToggle } from './BookmarkToggle';

export interface BookmarkButtonProps {
  target: BookmarkTarget;
  /** Opens the sign-in dialog when a visitor tries to save. */
  onSignIn: () => void;
}

/** Saves an article, blog post, news story or discussion to the signed-in member's bookmarks, or removes it. */
export function BookmarkButton({ target, onSignIn }: BookmarkButtonProps) {
  const signedIn = !!useSession().user;
  const bookmark = useBookmark(target, signedIn);
  if (!signedIn) return <BookmarkToggle saved={false} onClick={onSignIn} />;
  return <BookmarkToggle saved={bookmark.saved} busy={bookmark.busy} error={bookmark.error} onClick={() => void bookmark.toggle()} />;
}
