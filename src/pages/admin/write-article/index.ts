export { WriteArticlePage } from './ui/WriteArticlePage';
