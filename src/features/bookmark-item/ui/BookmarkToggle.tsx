import { useTranslation } from 'react-i18next';
import { ToggleChip, ToggleError, ToggleRow } from '@/shared/ui/toggle-chip';

export interface BookmarkToggleProps {
  /** Whether the item is in the member's bookmarks. */
  saved: boolean;
  /** A save or removal is under way. */
  busy?: boolean;
  error?: string | null;
  onClick: () => void;
}

/** A "Save / Saved" toggle with a bookmark icon; pressed when the item is kept to read later. */
export function BookmarkToggle({ saved, busy = false, error = null, onClick }: BookmarkToggleProps) {
  const { t } = useTranslation('content');
  return (
    <ToggleRow>
      <ToggleChip
        $tone="primary"
        aria-pressed={saved}
        disabled={busy}
        title={t('bookmark.title')}
        onClick={onClick}
        data-testid="bookmark-button"
      >
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M6 3.5h12a1 1 0 0 1 1 1v16l-7-4.5-7 4.5v-16a1 1 0 0 1 1-1z"
            fill={saved ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        {saved ? t('bookmark.saved') : t('bookmark.save')}
      </ToggleChip>
      {error && <ToggleError role="alert">{error}</ToggleError>}
    </ToggleRow>
  );
}
