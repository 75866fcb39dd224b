import { useMemo } from 'react';
import { useSubscription } from 'urql';
import { useSession } from '@/entities/session';
import type { NewsVoteSide } from '@/entities/news-item';
import { VoteNewsMineSubscription } from '../api/voteQueries';

/** The signed-in member's votes on the given stories (news id -> side), kept live; empty for visitors. */
export function useMyNewsVotes(newsIds: readonly string[]): ReadonlyMap<string, NewsVoteSide> {
  const userId = useSession().user?.id;
  const [result] = useSubscription({
    query: VoteNewsMineSubscription,
    variables: { newsIds: [...newsIds] },
    pause: !userId || newsIds.length === 0,
  });
  const rows = userId ? result.data?.news_votes : undefined;
  return useMemo(() => new Map(rows?.map((row) => [row.news_id, row.side === 'bear' ? 'bear' : 'bull'] as const)), [rows]);
}
