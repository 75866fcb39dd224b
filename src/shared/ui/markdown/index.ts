export { LazyMarkdown as Markdown } from './LazyMarkdown';
export { preloadMarkdown } from './loadMarkdown';
export type { MarkdownProps } from './Markdown';
