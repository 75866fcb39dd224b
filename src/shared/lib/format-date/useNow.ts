import { useEffect, useState } from 'react';
import { useRenderClock } from '@/shared/lib/render-env';

/**
 * The current time, renewed every minute (or every `everyMs`, e.g. a second for a countdown) so relative times
 * ('3h ago') stay true on an open page; the server render's time while its HTML is hydrated.
 */
export function useNow(everyMs = 60_000): Date {
  const renderedAt = useRenderClock();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return renderedAt === undefined ? now : new Date(renderedAt);
}
