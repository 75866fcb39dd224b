import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'scroll-positions';
/** How long a restored position is held while the page's content settles (lazy chunks, data, images). */
const RESTORE_WINDOW_MS = 2000;
/** What the reader does to scroll themselves: the restored position is then let go. */
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

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
 * New pages start at the top; going back or forward returns to where the reader was on that history entry, held
 * there while the content above settles (a block that loads late would otherwise push the reader off), until the
 * reader scrolls. A replaced entry (a filter kept in the address) stays where it is, as does the first page.
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
    const letGo = () => {
      cancelAnimationFrame(frame);
      for (const type of READER_INPUT) window.removeEventListener(type, letGo);
    };
    if (firstPage.current) {
      firstPage.current = false;
    } else if (navigationType === 'PUSH') {
      window.scrollTo(0, 0);
    } else if (navigationType === 'POP') {
      const target = readPositions()[key] ?? 0;
      const deadline = performance.now() + RESTORE_WINDOW_MS;
      for (const type of READER_INPUT) window.addEventListener(type, letGo, { passive: true });
      const restore = () => {
        if (Math.abs(window.scrollY - target) > 1) window.scrollTo(0, target);
        if (performance.now() < deadline) frame = requestAnimationFrame(restore);
        else letGo();
      };
      restore();
    }
    lastY.current = window.scrollY;
    return () => {
      letGo();
      savePosition(key, lastY.current);
    };
  }, [location.key, navigationType]);
}
