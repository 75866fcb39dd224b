export { DiscussionThreadPage } from './ui/DiscussionThreadPage';
export { prefetchDiscussionThreadPage } from './model/prefetchDiscussionThreadPage';
