import type { ComponentType } from 'react';
import type { MarkdownProps } from './Markdown';

// react-markdown and its parsers are downloaded only by the pages that render a body.
let loaded: ComponentType<MarkdownProps> | undefined;

export const loadMarkdown = () =>
  import('./Markdown').then((module) => {
    loaded = module.default;
    return module;
  });

/** The markdown renderer once its code is in. */
export const loadedMarkdown = () => loaded;
