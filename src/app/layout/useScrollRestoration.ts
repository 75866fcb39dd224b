import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'scroll-positions';
/** How long a restored position waits for the page's content to grow tall enough (lazy chunks, data). */
const RESTORE_WINDOW_MS = 2000;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function savePosition(key: string, y: number): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readPositions(), [key]: y }));
  } catch {
    // Storage full or disabled: back navigation then starts at the top.
  }
}

/**
 * New pages start at the top; going back or forward returns to where the reader was on that history entry,
 * once the page is tall enough to scroll there. The first page is left where the browser put it.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  // The position as the reader left it: by the time a navigation commits, the next page (or its placeholder)
  // has already replaced the content and the browser has clamped scrollY.
  const lastY = useRef(0);
  // The page as loaded (server-rendered, maybe already scrolled by the reader or to a #fragment) stays where it is.
  const firstPage = useRef(true);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const track = () => {
      lastY.current = window.scrollY;
    };
    window.addEventListener('scroll', track, { passive: true });
    return () => window.removeEventListener('scroll', track);
  }, []);

  useLayoutEffect(() => {
    const key = location.key;
    let frame = 0;
    if (firstPage.current) {
      firstPage.current = false;
    } else if (navigationType !== 'POP') {
      window.scrollTo(0, 0);
    } else {
      const target = readPositions()[key] ?? 0;
      const deadline = performance.now() + RESTORE_WINDOW_MS;
      const restore = () => {
        window.scrollTo(0, target);
        if (Math.abs(window.scrollY - target) > 1 && performance.now() < deadline) frame = requestAnimationFrame(restore);
      };
      restore();
    }
    lastY.current = window.scrollY;
    return () => {
      cancelAnimationFrame(frame);
      savePosition(key, lastY.current);
    };
  }, [location.key, navigationType]);
}
