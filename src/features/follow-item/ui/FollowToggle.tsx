import { useTranslation } from 'react-i18next';
import { ToggleChip, ToggleError, ToggleRow } from '@/shared/ui/toggle-chip';

export interface FollowToggleProps {
  /** Whether the member follows the author, member or tag. */
  following: boolean;
  /** What is followed, for the button's accessible title ("Follow Lin Wei"). */
  name: string;
  busy?: boolean;
  error?: string | null;
  onClick: () => void;
}

/** A "Follow / Following" toggle; pressed while the member follows. */
export function FollowToggle({ following, name, busy = false, error = null, onClick }: FollowToggleProps) {
  const { t } = useTranslation('content');
  return (
    <ToggleRow>
      <ToggleChip
        $tone="primary"
        aria-pressed={following}
        disabled={busy}
        title={following ? t('follow.unfollowTitle', { name }) : t('follow.title', { name })}
        onClick={onClick}
        data-testid="follow-button"
      >
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d={following ? 'M5 12.5l4.5 4.5L19 7.5' : 'M12 5v14M5 12h14'}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {following ? t('follow.following') : t('follow.follow')}
      </ToggleChip>
      {error && <ToggleError role="alert">{error}</ToggleError>}
    </ToggleRow>
  );
}
