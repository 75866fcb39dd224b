export { NewsPage } from './ui/NewsPage';
export { prefetchNewsPage } from './model/newsPageQueries';
