export { NewsItemPage } from './ui/NewsItemPage';
