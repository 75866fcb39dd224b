import { useEffect, useRef } from 'react';
import { useMutation } from 'urql';
import { ArticleCountViewMutation } from '../api/articleQueries';

/** Counts one view of the article per visit of its page; a failure only goes unrecorded. */
export function useCountArticleView(id: string | undefined): void {
  const [, countView] = useMutation(ArticleCountViewMutation);
  const counted = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!id || counted.current === id) return;
    counted.current = id;
    // The shown count is the one loaded with the page; the new total matters only to the next visitor.
    void countView({ id });
  }, [id, countView]);
}
