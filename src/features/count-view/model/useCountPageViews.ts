import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useMutation } from 'urql';
import { CountViewPageMutation } from '../api/countViewMutations';
import { sessionId, visitorId } from '../lib/visitorIds';

// Pages set their title when shown, some only once their data is in; wait a moment so the
// recorded title is the page's own.
const TITLE_SETTLE_MS = 1000;

/** Records a page view on every route change; failures are ignored (analytics never bother the reader). */
export function useCountPageViews(): void {
  const { pathname, search } = useLocation();
  const [, record] = useMutation(CountViewPageMutation);
  const previousUrl = useRef<string | null>(null);

  useEffect(() => {
    const path = `${pathname}${search}`;
    const referrer = previousUrl.current ?? (document.referrer || null);
    const timer = setTimeout(() => {
      previousUrl.current = window.location.origin + path;
      void record({ path, title: document.title, referrer, visitorId: visitorId(), sessionId: sessionId() });
    }, TITLE_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [pathname, search, record]);
}
