import { useCallback, useEffect, useRef } from 'react';
import { useMutation } from 'urql';
import { CountViewArticleMutation, CountViewNewsMutation } from '../api/countViewMutations';

/** What a view counter counts: an article (read on its page) or a news story (opened at its source). */
export type ViewKind = 'article' | 'news';

/**
 * Counts a view of an item (the server counts once per visitor, item and day). A failure only goes unrecorded
 * (spec section 8): it is logged, never shown, and the count shown stays the one loaded with the page.
 */
function useCountItemView(kind: ViewKind): (id: string) => void {
  const [, countArticle] = useMutation(CountViewArticleMutation);
  const [, countNews] = useMutation(CountViewNewsMutation);
  return useCallback(
    (id: string) => {
      const counting = kind === 'article' ? countArticle({ id }) : countNews({ id });
      void counting.then((result) => {
        if (result.error) console.warn(`Could not count the ${kind} view`, result.error.message);
      });
    },
    [kind, countArticle, countNews],
  );
}

/** Counts one view of the item shown, once per id for as long as the component stays (none while `id` is unknown). */
export function useCountView({ kind, id }: { kind: ViewKind; id: string | undefined }): void {
  const count = useCountItemView(kind);
  const counted = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!id || counted.current === id) return;
    counted.current = id;
    count(id);
  }, [id, count]);
}

/** A handler that counts a view of the item whose id it is given, for items opened elsewhere (a news story's source). */
export function useCountViewOnOpen({ kind }: { kind: ViewKind }): (id: string) => void {
  return useCountItemView(kind);
}
