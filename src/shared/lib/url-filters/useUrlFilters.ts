import { useSearchParams } from 'react-router';

export interface UrlFilters<Status extends string> {
  /** The search text as typed (?q=). */
  search: string;
  /** The chosen status (?status=); the default when the address has none or an unknown one. */
  status: Status;
  /** True when a search or a status other than the default narrows the list. */
  filtered: boolean;
  setSearch: (value: string) => void;
  setStatus: (value: Status) => void;
  /** Back to no search and the default status. */
  clear: () => void;
}

/**
 * Search text and status kept in the address (?q=&status=), so a reload or Back keeps them. `statuses`
 * lists the allowed values, the default ('all') first; the default and an empty search are left out of
 * the address. Changes replace the history entry instead of adding one per keystroke.
 */
export function useUrlFilters<Status extends string>(statuses: readonly [Status, ...Status[]]): UrlFilters<Status> {
  const [params, setParams] = useSearchParams();
  const fallback = statuses[0];
  const search = params.get('q') ?? '';
  const status = statuses.find((value) => value === params.get('status')) ?? fallback;
  const set = (name: 'q' | 'status', value: string, empty: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === empty) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return {
    search,
    status,
    filtered: search.trim() !== '' || status !== fallback,
    setSearch: (value) => set('q', value, ''),
    setStatus: (value) => set('status', value, fallback),
    clear: () => setParams(new URLSearchParams(), { replace: true }),
  };
}
