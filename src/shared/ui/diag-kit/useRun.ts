import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * An async check: `start` runs it with its arguments (at once on mount with `immediate`), `busy` while it runs,
 * `value` its last answer (which `start` also resolves with), kept while it runs again. An answer that comes after
 * unmounting is dropped (React ignores the state of an unmounted component).
 */
export function useRun<T, Args extends unknown[] = []>(run: (...args: Args) => Promise<T>, immediate = false) {
  const [state, setState] = useState<{ busy: boolean; value?: T }>({ busy: immediate });
  const latest = useRef(run);
  useLayoutEffect(() => {
    latest.current = run;
  });
  const settle = useCallback(async (...args: Args) => {
    const value = await latest.current(...args);
    setState({ busy: false, value });
    return value;
  }, []);
  useEffect(() => {
    if (immediate) void settle(...([] as unknown[] as Args));
  }, [immediate, settle]);
  const start = useCallback(
    (...args: Args) => {
      setState((current) => ({ ...current, busy: true }));
      return settle(...args);
    },
    [settle],
  );
  return { ...state, start };
}
