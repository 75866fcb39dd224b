import { useItemTranslation } from '@/shared/lib/i18n';
import { ToggleChip, ToggleError, ToggleRow } from '@/shared/ui/toggle-chip';

interface LikeButtonProps {
  liked: boolean;
  count: number;
  onClick: () => void;
  error: string | null;
}

/** A heart toggle with the like count; pressed when the member likes it. */
export function LikeButton({ liked, count, onClick, error }: LikeButtonProps) {
  const { t } = useItemTranslation('discussion');
  return (
    <ToggleRow>
      <ToggleChip $tone="danger" aria-pressed={liked} aria-label={t('like.label', { count })} onClick={onClick}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.6 0 5.5 3.7 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
            fill={liked ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        <span aria-hidden="true">{count}</span>
      </ToggleChip>
      {error && <ToggleError role="alert">{error}</ToggleError>}
    </ToggleRow>
  );
}
