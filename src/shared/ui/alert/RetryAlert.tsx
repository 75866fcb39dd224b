import type { ReactNode } from 'react';
import { Button } from '../button';
import { Alert } from './Alert';

export interface RetryAlertProps {
  /** What failed, e.g. 'Error loading events: network error'. */
  children: ReactNode;
  /** Loads again; without it the alert has no button. */
  onRetry?: () => void;
  /** The button's text ('Try again'). */
  retryLabel: string;
}

/** An error alert for a failed load, with a button that tries again. */
export function RetryAlert({ children, onRetry, retryLabel }: RetryAlertProps) {
  return (
    <Alert
      action={
        onRetry && (
          <Button variant="ghost" onClick={onRetry}>
            {retryLabel}
          </Button>
        )
      }
    >
      {children}
    </Alert>
  );
}
