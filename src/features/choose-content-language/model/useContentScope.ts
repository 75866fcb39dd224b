import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { contentScopeOf, contentScopeParam } from './contentLanguage';
import type { ContentScope } from './contentLanguage';

/** The list's content scope, kept in the address (`?lang=all`), and a setter that keeps the other parameters. */
export function useContentScope(): [ContentScope, (scope: ContentScope) => void] {
  const [params, setParams] = useSearchParams();
  const scope = contentScopeOf(params.get(contentScopeParam));
  const setScope = useCallback(
    (next: ContentScope) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === 'all') updated.set(contentScopeParam, 'all');
          else updated.delete(contentScopeParam);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [scope, setScope];
}
