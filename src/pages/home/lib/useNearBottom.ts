import { useEffect, useRef } from 'react';

/** Distance from the bottom of the page at which the next step loads (spec section 9). */
const threshold = '1000px';

/**
 * Calls `onNear` when the returned element comes within 1000 px of the viewport's bottom edge.
 * The element is rendered after the last item, so it is near exactly when the reader is.
 */
export function useNearBottom<T extends Element>(onNear: () => void, enabled: boolean) {
  const ref = useRef<T>(null);
  const callback = useRef(onNear);
  useEffect(() => {
    callback.current = onNear;
  });
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: `0px 0px ${threshold} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
