import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, type CombinedError } from 'urql';
import { apiErrorText, refusedByPermission, refusedConstraint } from '@/shared/lib/api-error';
import { BookmarkItemAddMutation, BookmarkItemRemoveMutation, BookmarkItemStateQuery } from '../api/bookmarkQueries';
import { bookmarkLimitConstraint, bookmarkObject, bookmarkWhere, type BookmarkTarget } from './bookmarkTarget';

/** What removing a bookmark gives: the API's error, if any. */
export function useRemoveBookmark(): (id: string) => Promise<CombinedError | undefined> {
  const [, remove] = useMutation(BookmarkItemRemoveMutation);
  return async (id) => (await remove({ id })).error;
}

/** A failed bookmark write, in words the member can act on. */
export function useBookmarkErrorText(): (error: CombinedError) => string {
  const { t } = useTranslation('content');
  return (error) => {
    if (error.graphQLErrors.some((item) => refusedConstraint(item.message) === bookmarkLimitConstraint)) return t('bookmark.limit');
    // The item is hidden by moderators or no longer published.
    if (refusedByPermission(error)) return t('bookmark.notOpen');
    return apiErrorText(error, { authFailed: t('bookmark.authFailed'), unavailable: t('bookmark.unavailable') });
  };
}

/** The signed-in member's bookmark of the target, and a toggle that saves or removes it. */
export function useBookmark(target: BookmarkTarget, signedIn: boolean) {
  const where = bookmarkWhere(target);
  const [state, refresh] = useQuery({ query: BookmarkItemStateQuery, variables: { where }, pause: !signedIn });
  const [adding, add] = useMutation(BookmarkItemAddMutation);
  const [removing, setRemoving] = useState(false);
  const remove = useRemoveBookmark();
  const errorText = useBookmarkErrorText();
  const [error, setError] = useState<string | null>(null);
  const bookmark = state.data?.bookmarks[0];

  const toggle = async () => {
    setError(null);
    let failure: CombinedError | undefined;
    let refused = false;
    if (bookmark) {
      setRemoving(true);
      failure = await remove(bookmark.id);
      setRemoving(false);
    } else {
      failure = (await add({ object: bookmarkObject(target) })).error;
      refused = failure !== undefined;
      // Saved meanwhile (another tab): it is saved, as the reader wanted.
      if (failure && failure.graphQLErrors.some((item) => refusedConstraint(item.message)?.startsWith('bookmarks_user_'))) {
        failure = undefined;
      }
    }
    // The normalised cache shows the change at once and puts back a refused one; after a refusal the stored state is
    // read anew (a bookmark saved meanwhile in another tab shows).
    if (failure) setError(errorText(failure));
    if (failure || refused) refresh({ requestPolicy: 'cache-and-network' });
  };

  return { saved: !!bookmark, busy: adding.fetching || removing || (state.fetching && !state.data), error, toggle };
}
