export { AdminCategoriesPage } from './ui/AdminCategoriesPage';
