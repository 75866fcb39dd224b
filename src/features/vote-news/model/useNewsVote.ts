import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import type { NewsVoteSide } from '@/entities/news-item';
import { apiErrorText } from '@/shared/lib/api-error';
import { VoteNewsCastMutation, VoteNewsWithdrawMutation } from '../api/voteQueries';

export interface NewsVoteOptions {
  newsId: string;
  userId: string;
  /** The member's vote as the live data says. */
  mine: NewsVoteSide | null;
  bull: number;
  bear: number;
}

/** The vote a press leads to: the other side or a first vote casts it, the member's own side withdraws it. */
export function nextVote(mine: NewsVoteSide | null, pressed: NewsVoteSide): NewsVoteSide | null {
  return mine === pressed ? null : pressed;
}

/** The counts once `wanted` replaces `mine` (shown at once, until the live counts agree). */
export function countsAfter(counts: { bull: number; bear: number }, mine: NewsVoteSide | null, wanted: NewsVoteSide | null) {
  const next = { ...counts };
  if (mine) next[mine] = Math.max(0, next[mine] - 1);
  if (wanted) next[wanted] += 1;
  return next;
}

/**
 * Casts, changes or withdraws the member's vote, showing it at once and until the live data agrees; a failed
 * write (over the vote budget, offline) puts it back with a message. Presses while a write runs are ignored.
 */
export function useNewsVote({ newsId, userId, mine, bull, bear }: NewsVoteOptions) {
  const { t } = useTranslation('news');
  const [, cast] = useMutation(VoteNewsCastMutation);
  const [, withdraw] = useMutation(VoteNewsWithdrawMutation);
  const [wanted, setWanted] = useState<{ side: NewsVoteSide | null } | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Once the live data agrees, it is the truth again (adjusted during render, not in an effect).
  if (wanted !== null && wanted.side === mine && !pending) setWanted(null);
  const shown = wanted ? wanted.side : mine;
  const counts = shown === mine ? { bull, bear } : countsAfter({ bull, bear }, mine, shown);

  const vote = async (pressed: NewsVoteSide) => {
    if (pending) return;
    const next = nextVote(shown, pressed);
    setWanted({ side: next });
    setPending(true);
    setError(null);
    const result = next ? await cast({ newsId, side: next }) : await withdraw({ newsId, userId });
    setPending(false);
    if (result.error) {
      setWanted(null);
      const overBudget = result.error.graphQLErrors.some((item) => item.message.includes('news_votes_budget'));
      setError(
        overBudget
          ? t('vote.tooMany')
          : t('vote.failed', {
              message: apiErrorText(result.error, { authFailed: t('vote.authFailed'), unavailable: t('vote.unavailable') }),
            }),
      );
    }
  };

  return { mine: shown, ...counts, vote, pending, error };
}
