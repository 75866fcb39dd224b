import { useEffect } from 'react';
import { useHydrated } from '@/shared/lib/render-env';

/**
 * Marks #root once the page is live (hydrated or rendered in the browser, with the browser's own clock and zone),
 * for tests and styles that need script.
 */
export function MarkLive() {
  const live = useHydrated();
  useEffect(() => {
    if (live) document.getElementById('root')?.setAttribute('data-hydrated', '');
  }, [live]);
  return null;
}
