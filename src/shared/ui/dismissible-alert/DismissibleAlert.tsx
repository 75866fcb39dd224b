import type { ReactNode } from 'react';
import { Alert, type AlertTone } from '../alert';
import { Button } from '../button';

export interface DismissibleAlertProps {
  tone?: AlertTone;
  /** What happened, e.g. 'Article deleted.'. */
  children: ReactNode;
  /** Accessible name of the × button ('Dismiss the message'). */
  dismissLabel: string;
  onDismiss: () => void;
}

/** A notice about the last action (saved, deleted, failed), with a × button that hides it. */
export function DismissibleAlert({ tone, children, dismissLabel, onDismiss }: DismissibleAlertProps) {
  return (
    <Alert
      tone={tone}
      action={
        <Button variant="ghost" aria-label={dismissLabel} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
