import { lazy, Suspense } from 'react';
import { MarkdownPlaceholder } from './Markdown.styles';
import type { MarkdownProps } from './Markdown';
import { loadedMarkdown, loadMarkdown } from './loadMarkdown';

// Code already loaded (preloadMarkdown) is handed over in a thenable that resolves at once: lazy() then renders it
// on the first try instead of suspending for the microtask a resolved promise takes.
const LazyBody = lazy(() => {
  const loaded = loadedMarkdown();
  return loaded
    ? ({ then: (resolve: (module: { default: typeof loaded }) => void) => resolve({ default: loaded }) } as ReturnType<typeof loadMarkdown>)
    : loadMarkdown();
});

/** Markdown, loaded on first use; a blank block of the same place holds the space meanwhile. */
export function LazyMarkdown(props: MarkdownProps) {
  return (
    <Suspense fallback={<MarkdownPlaceholder aria-busy="true" />}>
      <LazyBody {...props} />
    </Suspense>
  );
}
