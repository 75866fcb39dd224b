export { LazyMarkdown as Markdown } from './LazyMarkdown';
export type { MarkdownProps } from './Markdown';
