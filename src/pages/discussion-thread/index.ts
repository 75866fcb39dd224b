export { DiscussionThreadPage } from './ui/DiscussionThreadPage';
