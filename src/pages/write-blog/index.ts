export { WriteBlogPage } from './ui/WriteBlogPage';
