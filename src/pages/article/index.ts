export { ArticlePage } from './ui/ArticlePage';
export { prefetchArticlePage } from './model/prefetchArticlePage';
