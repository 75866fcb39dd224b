import { useEffect, useSyncExternalStore } from 'react';
import { Button } from '../button';
import { currentToast, dismissToast, serverToast, subscribeToast } from './toastStore';
import { Box, Region, Text } from './Toaster.styles';

/** How long a toast stays unless dismissed. */
const SHOWN_MS = 6000;

export interface ToasterProps {
  /** Accessible name of the × button ('Dismiss the message'). */
  dismissLabel: string;
}

/**
 * Where showToast's confirmations appear, once per app: a live region (present from the first paint, so screen readers
 * announce what is put in it) at the bottom of the screen; each toast goes after a few seconds or with its × button.
 */
export function Toaster({ dismissLabel }: ToasterProps) {
  const toast = useSyncExternalStore(subscribeToast, currentToast, serverToast);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => dismissToast(toast.id), SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);

  return (
    <Region role="status" aria-live="polite">
      {toast && (
        <Box key={toast.id} data-testid="toast">
          <Text>{toast.text}</Text>
          <Button variant="ghost" aria-label={dismissLabel} onClick={() => dismissToast(toast.id)}>
            <span aria-hidden="true">×</span>
          </Button>
        </Box>
      )}
    </Region>
  );
}
