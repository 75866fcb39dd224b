import { lazy, Suspense } from 'react';
import { MarkdownPlaceholder } from './Markdown.styles';
import type { MarkdownProps } from './Markdown';

// react-markdown and its parsers are downloaded only by the pages that render a body.
const Markdown = lazy(() => import('./Markdown'));

/** Markdown, loaded on first use; a blank block of the same place holds the space meanwhile. */
export function LazyMarkdown(props: MarkdownProps) {
  return (
    <Suspense fallback={<MarkdownPlaceholder aria-busy="true" />}>
      <Markdown {...props} />
    </Suspense>
  );
}
