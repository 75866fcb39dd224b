export { ArticlePage } from './ui/ArticlePage';
