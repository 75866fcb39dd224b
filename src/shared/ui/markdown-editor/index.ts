export { MarkdownEditor } from './MarkdownEditor';
export type { MarkdownEditorLabels, MarkdownEditorProps, MarkdownImageUpload } from './MarkdownEditor';
