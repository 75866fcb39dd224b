export { EditCommentForm } from './ui/EditCommentForm';
export type { EditCommentFormProps } from './ui/EditCommentForm';
