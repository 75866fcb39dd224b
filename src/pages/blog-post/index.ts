export { BlogPostPage } from './ui/BlogPostPage';
export { prefetchBlogPostPage } from './model/prefetchBlogPostPage';
