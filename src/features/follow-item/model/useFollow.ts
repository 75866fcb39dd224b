import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, type CombinedError } from 'urql';
import { apiErrorText, refusedConstraint } from '@/shared/lib/api-error';
import { FollowItemAddMutation, FollowItemRemoveMutation, FollowItemStateQuery } from '../api/followQueries';
import {
  followBudgetConstraint,
  followCapConstraint,
  followObject,
  followOnceConstraint,
  followWhere,
  type FollowTarget,
} from './followTarget';

/**
 * The signed-in member's follow of the target and an optimistic toggle: the button shows the new state at once.
 * `onChange` runs after a follow or unfollow is saved (a page re-reads its follower count).
 */
export function useFollow(target: FollowTarget, signedIn: boolean, onChange?: () => void) {
  const { t } = useTranslation('content');
  const [state, refresh] = useQuery({
    query: FollowItemStateQuery,
    variables: { where: followWhere(target) },
    pause: !signedIn,
  });
  const [, add] = useMutation(FollowItemAddMutation);
  const [, remove] = useMutation(FollowItemRemoveMutation);
  const [pending, setPending] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const follow = state.data?.follows[0];
  const following = pending ?? !!follow;

  const errorText = (failure: CombinedError) => {
    const constraint = failure.graphQLErrors.map((item) => refusedConstraint(item.message)).find(Boolean);
    if (constraint === followCapConstraint) return t('follow.limit');
    if (constraint === followBudgetConstraint) return t('follow.budget');
    return apiErrorText(failure, { authFailed: t('follow.authFailed'), unavailable: t('follow.unavailable') });
  };

  const toggle = async () => {
    if (pending !== null) return;
    setError(null);
    setPending(!following);
    let failure: CombinedError | undefined;
    let refused = false;
    if (follow) {
      failure = (await remove({ id: follow.id })).error;
    } else {
      failure = (await add({ object: followObject(target) })).error;
      refused = failure !== undefined;
      // Followed meanwhile (another tab): it is followed, as the member wanted.
      if (failure?.graphQLErrors.some((item) => refusedConstraint(item.message) === followOnceConstraint)) failure = undefined;
    }
    // The normalised cache shows the change at once and puts back a refused one; after a refusal the stored state is
    // read anew (a follow made meanwhile in another tab shows).
    if (failure) setError(errorText(failure));
    else onChange?.();
    if (failure || refused) refresh({ requestPolicy: 'cache-and-network' });
    setPending(null);
  };

  return { following, busy: state.fetching && !state.data, error, toggle };
}
