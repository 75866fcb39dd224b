import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@/shared/ui';

interface LoadErrorProps {
  message: string;
  onRetry: () => void;
}

/** A failed load of one block, with a retry. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  const { t } = useTranslation(['home', 'content']);
  return (
    <Alert
      action={
        <Button variant="ghost" onClick={onRetry}>
          {t('content:retry')}
        </Button>
      }
    >
      {t('error', { message })}
    </Alert>
  );
}
