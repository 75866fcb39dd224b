import { useSyncExternalStore } from 'react';

/** How far down the reader may be and still count as at the top of the stream. */
const topSlackPx = 120;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** Whether the page is scrolled to (near) its top; true on the server. */
export function useAtTop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY <= topSlackPx,
    () => true,
  );
}
