import { useCallback } from 'react';
import { useMutation } from 'urql';
import { NewsItemCountViewMutation } from '../api/newsItemMutations';

/** Counts a view of a news story when the reader opens it; failures are only logged (spec section 8). */
export function useCountNewsView(): (id: string) => void {
  const [, countView] = useMutation(NewsItemCountViewMutation);
  return useCallback(
    (id: string) => {
      void countView({ id }).then((result) => {
        if (result.error) console.warn('Could not count the news view', result.error.message);
      });
    },
    [countView],
  );
}
