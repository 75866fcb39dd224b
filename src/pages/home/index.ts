export { HomePage } from './ui/HomePage';
export { prefetchHomePage } from './model/prefetchHomePage';
