export { CreateDiscussionBox } from './ui/CreateDiscussionBox';
