export { AdminArticlesPage } from './ui/AdminArticlesPage';
