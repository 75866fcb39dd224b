export { CommentDiscussionForm } from './ui/CommentDiscussionForm';
