import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/shared/ui/alert';

interface LoadErrorProps {
  message: string;
  onRetry: () => void;
}

/** A failed load of one block, with a retry. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  const { t } = useTranslation(['home', 'content']);
  return (
    <RetryAlert onRetry={onRetry} retryLabel={t('content:retry')}>
      {t('error', { message })}
    </RetryAlert>
  );
}
