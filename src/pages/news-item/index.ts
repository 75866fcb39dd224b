export { NewsItemPage } from './ui/NewsItemPage';
export { prefetchNewsItemPage } from './model/prefetchNewsItemPage';
