export { DiscussionPage } from './ui/DiscussionPage';
