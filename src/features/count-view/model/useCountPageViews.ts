import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useMutation } from 'urql';
import { countedPagePath } from '@/shared/config';
import { CountViewPageMutation } from '../api/countViewMutations';
import { sessionId, visitorId } from '../lib/visitorIds';

// Pages set their title when shown, some only once their data is in; wait a moment so the
// recorded title is the page's own.
const TITLE_SETTLE_MS = 1000;

/**
 * Records a page view on every route change, once per page shown: a language switch (or a new API client after a
 * sign-in) is not a new view, and the administrators' screens are not counted. Failures are ignored (analytics
 * never bother the reader).
 */
export function useCountPageViews(): void {
  const { pathname, search } = useLocation();
  const [, record] = useMutation(CountViewPageMutation);
  // The latest client's mutation, read when the timer fires: a new client alone records nothing.
  const recordRef = useRef(record);
  useEffect(() => {
    recordRef.current = record;
  }, [record]);
  const previousUrl = useRef<string | null>(null);
  const path = countedPagePath(`${pathname}${search}`);

  useEffect(() => {
    if (path === null) return;
    const referrer = previousUrl.current ?? (document.referrer || null);
    const timer = setTimeout(() => {
      previousUrl.current = window.location.origin + path;
      void recordRef.current({ path, title: document.title, referrer, visitorId: visitorId(), sessionId: sessionId() });
    }, TITLE_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [path]);
}
