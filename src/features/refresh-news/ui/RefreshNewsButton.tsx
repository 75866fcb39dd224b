import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';

export interface RefreshNewsButtonProps {
  /** Re-reads the news list from the server (the page asks its query again, cache-and-network). */
  onRefresh: () => void;
  /** Button text; the default is 'Refresh'. */
  label?: string;
  variant?: 'primary' | 'ghost';
}

/**
 * Re-reads the news list, for everyone. It never asks the server to fetch the feeds: that is the cron
 * trigger's job every 15 minutes, and the admins' (FetchFeedsButton).
 */
export function RefreshNewsButton({ onRefresh, label, variant = 'ghost' }: RefreshNewsButtonProps) {
  const { t } = useTranslation('news');
  return (
    <Button variant={variant} onClick={onRefresh}>
      {label ?? t('refresh.button')}
    </Button>
  );
}
