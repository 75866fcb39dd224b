export { BlogPostPage } from './ui/BlogPostPage';
