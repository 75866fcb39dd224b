import { useEffect, useState } from 'react';

/** The current time, renewed every minute so relative times ('3h ago') stay true on an open page. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
