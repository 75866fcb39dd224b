export { DiscussionPage } from './ui/DiscussionPage';
export { prefetchDiscussionPage } from './model/forumQueries';
