export { SearchPage } from './ui/SearchPage';
export { prefetchSearchPage } from './model/searchQuery';
