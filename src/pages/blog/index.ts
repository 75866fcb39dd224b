export { BlogPage } from './ui/BlogPage';
export { prefetchBlogPage } from './model/prefetchBlogPage';
