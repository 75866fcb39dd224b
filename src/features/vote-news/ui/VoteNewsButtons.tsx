import { useSession } from '@/entities/session';
import { NewsVoteButtons, type NewsVoteSide } from '@/entities/news-item';
import { useNewsVote } from '../model/useNewsVote';

export interface VoteNewsButtonsProps {
  newsId: string;
  /** The live counts of the story. */
  bull: number;
  bear: number;
  /** The member's vote (useMyNewsVotes). */
  mine: NewsVoteSide | null;
  /** Opens the sign-in dialog when a visitor tries to vote. */
  onSignIn: () => void;
}

/** Bull/bear votes: a member votes (one per story, changed or withdrawn by pressing again); a visitor is asked to sign in. */
export function VoteNewsButtons({ newsId, bull, bear, mine, onSignIn }: VoteNewsButtonsProps) {
  const userId = useSession().user?.id;
  const vote = useNewsVote({ newsId, userId: userId ?? '', mine: userId ? mine : null, bull, bear });
  return (
    <NewsVoteButtons
      bull={vote.bull}
      bear={vote.bear}
      mine={vote.mine}
      error={vote.error}
      onVote={(side) => (userId ? void vote.vote(side) : onSignIn())}
    />
  );
}
