export { adminCategoriesRoute } from './config/route';
