import { lazy, Suspense, useState } from 'react';
import { MarkdownPlaceholder } from './Markdown.styles';
import type { MarkdownProps } from './Markdown';
import { MarkdownIsland } from './MarkdownIsland';
import { findServerBody } from './serverBody';
import { loadedMarkdown, loadMarkdown } from './loadMarkdown';

// Code already loaded (by an earlier body) is handed over in a thenable that resolves at once: lazy() then renders it
// on the first try instead of suspending for the microtask a resolved promise takes.
const LazyBody = lazy(() => {
  const loaded = loadedMarkdown();
  return loaded
    ? ({ then: (resolve: (module: { default: typeof loaded }) => void) => resolve({ default: loaded }) } as ReturnType<typeof loadMarkdown>)
    : loadMarkdown();
});

/**
 * Markdown, loaded on first use; a blank block of the same place holds the space meanwhile. A body the server
 * rendered (the page hydrating, or the same body already on screen) is kept as it is, without the markdown code.
 */
export function LazyMarkdown(props: MarkdownProps) {
  const [server] = useState(() => findServerBody(props.children));
  return (
    <Suspense fallback={<MarkdownPlaceholder aria-busy="true" />}>
      {server?.source === props.children ? <MarkdownIsland body={server} /> : <LazyBody {...props} />}
    </Suspense>
  );
}
