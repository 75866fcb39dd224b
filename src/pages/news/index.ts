export { NewsPage } from './ui/NewsPage';
