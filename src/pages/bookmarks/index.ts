export { BookmarksPage } from './ui/BookmarksPage';
