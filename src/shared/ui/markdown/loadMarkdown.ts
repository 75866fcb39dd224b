import type { ComponentType } from 'react';
import type { MarkdownProps } from './Markdown';
import { loadSafeHtml } from './loadSafeHtml';

// react-markdown and its parsers are downloaded only by the pages that render a body.
let loaded: ComponentType<MarkdownProps> | undefined;

export const loadMarkdown = () =>
  import('./Markdown').then((module) => {
    loaded = module.default;
    return module;
  });

/** The markdown renderer once its code is in. */
export const loadedMarkdown = () => loaded;

/**
 * Downloads the markdown code ahead of the first render, with the raw-HTML plugins when a body has raw HTML
 * (`withHtml`). The browser's entry waits for it before hydrating a page whose server render has a body: a body
 * still loading when hydration starts would otherwise be replaced by its blank placeholder as soon as anything above
 * it re-renders (React cannot keep server HTML it has not hydrated).
 */
export async function preloadMarkdown(withHtml = false): Promise<void> {
  await Promise.all([loadMarkdown(), withHtml ? loadSafeHtml() : undefined]);
}
