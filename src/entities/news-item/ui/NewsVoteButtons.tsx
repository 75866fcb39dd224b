import { useItemTranslation } from '@/shared/lib/i18n';
import { useLocaleFormat } from '@/shared/lib/locale-format';
import { VoteButton, VoteError, VoteGroup } from './NewsVoteButtons.styles';

/** A member's view of a story's direction. */
export type NewsVoteSide = 'bull' | 'bear';

export interface NewsVoteButtonsProps {
  bull: number;
  bear: number;
  /** The reader's vote, if any (pressed). */
  mine?: NewsVoteSide | null;
  /** Called with the side pressed; pressing the reader's own side withdraws the vote (the caller decides). */
  onVote: (side: NewsVoteSide) => void;
  disabled?: boolean;
  error?: string | null;
}

const sides: NewsVoteSide[] = ['bull', 'bear'];

/** Bull and bear buttons with their live counts; the reader's side is pressed. */
export function NewsVoteButtons({ bull, bear, mine, onVote, disabled, error }: NewsVoteButtonsProps) {
  const { t } = useItemTranslation('news');
  const format = useLocaleFormat();
  const counts = { bull, bear };
  return (
    <VoteGroup role="group" aria-label={t('vote.label')}>
      {sides.map((side) => (
        <VoteButton
          key={side}
          type="button"
          $side={side}
          aria-pressed={mine === side}
          aria-label={t(`vote.${side}Label`, { count: counts[side] })}
          disabled={disabled}
          onClick={() => onVote(side)}
        >
          <span aria-hidden="true">{side === 'bull' ? '▲' : '▼'}</span>
          <span aria-hidden="true">{t(`vote.${side}`)}</span>
          <span aria-hidden="true" data-testid={`vote-${side}-count`}>
            {format.number(counts[side])}
          </span>
        </VoteButton>
      ))}
      {error && <VoteError role="alert">{error}</VoteError>}
    </VoteGroup>
  );
}
