import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * An async check: `start` runs it (at once on mount with `immediate`), `busy` while it runs, `value` its last
 * answer (which `start` also resolves with), kept while it runs again. An answer that comes after unmounting is
 * dropped (React ignores the state of an unmounted component).
 */
export function useRun<T>(run: () => Promise<T>, immediate = false) {
  const [state, setState] = useState<{ busy: boolean; value?: T }>({ busy: immediate });
  const latest = useRef(run);
  useLayoutEffect(() => {
    latest.current = run;
  });
  const settle = useCallback(async () => {
    const value = await latest.current();
    setState({ busy: false, value });
    return value;
  }, []);
  useEffect(() => {
    if (immediate) void settle();
  }, [immediate, settle]);
  const start = useCallback(() => {
    setState((current) => ({ ...current, busy: true }));
    return settle();
  }, [settle]);
  return { ...state, start };
}
